// Playwright cannot download its own browsers here, so the browser tests drive Debian's Chromium.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

export function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && existsSync(configured)) return configured;
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error("[hireable] Chromium is missing: run `sudo apt-get install -y chromium` or set CHROMIUM_PATH.");
    process.exit(1);
  }
  console.log("[hireable] installing Chromium from Debian's packages…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", "chromium"]]) {
    const run = spawnSync("apt-get", args, { env, stdio: "inherit" });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
  const installed = CANDIDATES.find((path) => existsSync(path));
  if (!installed) {
    console.error("[hireable] apt-get finished but no chromium binary was found.");
    process.exit(1);
  }
  return installed;
}
