// A throw-away PostgreSQL cluster for the server tests: its own data folder, a free port on 127.0.0.1,
// removed when the tests end. Uses the machine's PostgreSQL binaries (Debian's postgresql package).
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

function findBinDir() {
  const base = "/usr/lib/postgresql";
  if (existsSync(base)) {
    const versions = readdirSync(base).filter((v) => existsSync(join(base, v, "bin", "initdb")));
    versions.sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(base, versions[0], "bin");
  }
  const which = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" });
  return which.status === 0 ? join(which.stdout.trim(), "..") : null;
}

function freePort() {
  const probe = spawnSync(
    process.execPath,
    ["-e", "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"],
    { encoding: "utf8" },
  );
  return Number(probe.stdout.trim());
}

export function startThrowawayPostgres() {
  let binDir = findBinDir();
  if (!binDir && process.getuid?.() === 0) {
    console.log("[hireable] installing PostgreSQL from Debian's packages…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update"], { env, stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "postgresql"], { env, stdio: "inherit" });
    binDir = findBinDir();
  }
  if (!binDir) {
    console.error("[hireable] PostgreSQL binaries not found: install the postgresql package or set TEST_DATABASE_URL.");
    process.exit(1);
  }
  const dir = mkdtempSync(join(tmpdir(), "hireable-pg-"));
  chmodSync(dir, 0o777);
  // PostgreSQL refuses to run as root: run the cluster as the postgres system user when we are root.
  const asUser = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--"] : [];
  const exec = (bin, args) => {
    const [cmd, ...rest] = [...asUser, join(binDir, bin), ...args];
    return spawnSync(cmd, rest, { encoding: "utf8" });
  };
  const run = (bin, args) => {
    const result = exec(bin, args);
    if (result.status !== 0) {
      console.error(`[hireable] ${bin} failed:\n${result.stdout}\n${result.stderr}`);
      process.exit(1);
    }
  };
  const dataDir = join(dir, "data");
  const port = freePort();
  run("initdb", ["-D", dataDir, "-U", "hireable", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  run("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    join(dir, "log"),
    "-w",
    "-t",
    "30",
    "start",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
  ]);
  run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "hireable", "hireable_test"]);
  console.log(`[hireable] throw-away PostgreSQL on 127.0.0.1:${port}`);
  return {
    url: `postgres://hireable@127.0.0.1:${port}/hireable_test`,
    stop() {
      exec("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
