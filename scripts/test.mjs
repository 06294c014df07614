// `npm test`: provisions what the tests need (dependencies, Debian's Chromium, a throw-away PostgreSQL
// cluster), then runs type-check, lint, unit/API tests (PGlite and PostgreSQL) and the browser journeys.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ensureInstalled } from "./install.mjs";
import { ensureChromium } from "./provision/chromium.mjs";
import { startThrowawayPostgres } from "./provision/postgres.mjs";

const root = join(import.meta.dirname, "..");
ensureInstalled(root);
const chromium = ensureChromium();
const postgres = process.env.TEST_DATABASE_URL ? null : startThrowawayPostgres();
const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? postgres.url,
  CHROMIUM_PATH: chromium,
};

const steps = [
  ["type-check", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["build web", "npm", ["run", "build"]],
  ["unit and API tests", "npx", ["vitest", "run"]],
  ["browser journeys", "npx", ["playwright", "test"]],
];

let failed = null;
for (const [name, command, args] of steps) {
  console.log(`\n[hireable] ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  console.log(
    `[hireable] ${name}: ${run.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (run.status !== 0) {
    failed = name;
    break;
  }
}
postgres?.stop();
if (failed) {
  console.error(`\n[hireable] npm test failed at: ${failed}`);
  process.exit(1);
}
console.log("\n[hireable] all checks passed");
