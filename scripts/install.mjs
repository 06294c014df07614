// Installs dependencies when a package.json or the lockfile changed since the last install.
// `npm install`, not `npm ci`: lockfiles written here omit some non-Linux optional binaries and `npm ci`
// refuses them, while `npm install` still honours the lock.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const MANIFESTS = [
  "package.json",
  "package-lock.json",
  "packages/contracts/package.json",
  "packages/engine/package.json",
  "apps/server/package.json",
  "apps/web/package.json",
];

export function ensureInstalled(root) {
  const stamp = join(root, "node_modules", ".hireable-install-stamp");
  const digest = createHash("sha256").update(process.version);
  for (const file of MANIFESTS) {
    const path = join(root, file);
    if (existsSync(path)) digest.update(readFileSync(path));
  }
  const fingerprint = digest.digest("hex");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === fingerprint) return;
  console.log("[hireable] installing dependencies (npm install)…");
  const npm = spawnSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
  if (npm.status !== 0) process.exit(npm.status ?? 1);
  writeFileSync(stamp, fingerprint);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureInstalled(join(import.meta.dirname, ".."));
