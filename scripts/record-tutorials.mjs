// `npm run tutorials:record`: films the four Help tutorials from the real app (scripts/tutorials) and encodes
// them for the web, with a poster frame each, into apps/web/public/tutorials. Needs Chromium (as for
// `npm test`) and ffmpeg from Debian's packages (`apt-get install ffmpeg`); run it after UI changes.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureChromium } from "./provision/chromium.mjs";

const root = join(import.meta.dirname, "..");
const TUTORIALS = ["analyze", "builder", "match", "letter"];
const outDir = join(root, "apps/web/public/tutorials");

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const ffmpeg = spawnSync("sh", ["-c", "command -v ffmpeg"], { encoding: "utf8" }).stdout.trim();
if (!ffmpeg) {
  console.error("ffmpeg is needed to record the tutorials: apt-get install ffmpeg");
  process.exit(1);
}
ensureChromium();
run("npm", ["run", "build"]);

// Playwright films through its own ffmpeg build, which cannot be downloaded here: it is pointed at Debian's.
const browsers = mkdtempSync(join(tmpdir(), "hireable-pw-"));
const { revision } = JSON.parse(
  readFileSync(join(root, "node_modules/playwright-core/browsers.json"), "utf8"),
).browsers.find((b) => b.name === "ffmpeg");
mkdirSync(join(browsers, `ffmpeg-${revision}`));
symlinkSync(ffmpeg, join(browsers, `ffmpeg-${revision}`, "ffmpeg-linux"));

const raw = mkdtempSync(join(tmpdir(), "hireable-tutorials-"));
run("npx", ["playwright", "test", "-c", "scripts/tutorials/playwright.config.ts"], {
  ...process.env,
  PLAYWRIGHT_BROWSERS_PATH: browsers,
  TUTORIALS_RAW_DIR: raw,
  E2E_PORT: process.env.E2E_PORT ?? "3190",
});

mkdirSync(outDir, { recursive: true });
for (const id of TUTORIALS) {
  const input = join(raw, `${id}.webm`);
  if (!existsSync(input)) {
    console.error(`missing recording: ${input}`);
    process.exit(1);
  }
  // VP9 at constant quality: screen recordings of a UI compress to a few hundred kilobytes.
  run(ffmpeg, [
    "-loglevel",
    "error",
    "-y",
    "-i",
    input,
    "-c:v",
    "libvpx-vp9",
    "-crf",
    "40",
    "-b:v",
    "0",
    "-an",
    "-vf",
    "scale=1280:-2",
    join(outDir, `${id}.webm`),
  ]);
  run(ffmpeg, [
    "-loglevel",
    "error",
    "-y",
    "-ss",
    "4",
    "-i",
    input,
    "-frames:v",
    "1",
    "-vf",
    "scale=640:-2",
    "-q:v",
    "4",
    join(outDir, `${id}.jpg`),
  ]);
  console.log(`[tutorials] ${id}: apps/web/public/tutorials/${id}.webm`);
}
