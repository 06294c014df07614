// `npm start`: install when needed, build the web app, then run the server (API + built web app) on :3000.
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { SERVER_NODE_FLAGS } from "../apps/server/node-flags.mjs";
import { ensureInstalled } from "./install.mjs";

const root = join(import.meta.dirname, "..");
ensureInstalled(root);

console.log("[hireable] building the web app…");
const build = spawnSync("npm", ["run", "build", "--workspace", "apps/web"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, "apps/server/src/server.ts")], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
