#!/usr/bin/env node
// The `hireable` command. The engine is TypeScript run natively by Node >= 22.6; on an older Node this
// re-runs itself with the Node 24 that `npm start` / `npm test` fetched into .tools/node.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 6)) {
  const local = fileURLToPath(new URL("../../../.tools/node/bin/node", import.meta.url));
  if (!existsSync(local)) {
    console.error("hireable needs Node >= 22.6. Run `npm test` or `npm start` once to fetch Node 24, or install it.");
    process.exit(1);
  }
  const result = spawnSync(local, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: "inherit" });
  process.exit(result.status ?? 1);
}
const { main } = await import("../src/cli/main.ts");
// No process.exit() here: it would end the process before a pipe has drained standard output, cutting long
// JSON at 64 KB (`hireable parse cv.pdf --json | jq`). Setting the exit code lets Node flush first.
process.exitCode = await main(process.argv.slice(2));
