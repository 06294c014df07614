// Whether the project quotes the real Word resumes of ../shared/data/dev/real-word, which it may measure but never
// copy: every run of four words in the project's sources, tests, docs and scripts that a real resume also holds,
// file by file. Runs of everyday English only ("years of experience in") are no quote and are left out, and so
// are runs of the project's own derived data (data/*.json). Reads the resumes at run time; prints nothing of theirs
// beyond the runs found in the project itself.
// Usage: node packages/engine/scripts/check-real-quotes.ts [--runs]   (--runs: each run found, to judge by eye: a
// job title of four words, "full stack developer now", is common to many resumes; an employer's name is a quote)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { isEverydayWord } from "../src/parse/normalise-text.ts";
import { REAL_WORD_DIR, textStream } from "./real-word.ts";

const ROOT = join(import.meta.dirname, "../../..");
const RUN = 4;
const SOURCES = /\.(?:ts|tsx|mjs|md|json)$/;
const SKIPPED = new Set([
  "node_modules",
  ".git",
  ".tools",
  "dist",
  "corpus",
  "data",
  "test-results",
  "playwright-report",
]);

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}[\p{L}'’.+#-]*/gu) ?? [];

function runsOf(text: string): Set<string> {
  const words = wordsOf(text);
  const runs = new Set<string>();
  for (let at = 0; at + RUN <= words.length; at++) {
    const run = words.slice(at, at + RUN);
    // (Four everyday words, or letters, say nothing of where they were read: "years of experience in", "E X P E".)
    if (run.every((word) => word.length <= 2 || isEverydayWord(word.replace(/[.'’]+$/, "")))) continue;
    runs.add(run.join(" "));
  }
  return runs;
}

function* projectFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (SKIPPED.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* projectFiles(path);
    else if (SOURCES.test(name)) yield path;
  }
}

if (!existsSync(REAL_WORD_DIR)) {
  console.log(`${REAL_WORD_DIR} is not here: nothing to check against`);
  process.exit(0);
}
const real = new Set<string>();
for (const file of readdirSync(REAL_WORD_DIR).filter((f) => f.endsWith(".docx")))
  for (const run of runsOf(textStream(new Uint8Array(readFileSync(join(REAL_WORD_DIR, file)))))) real.add(run);

let found = 0;
for (const path of projectFiles(ROOT)) {
  const shared = [...runsOf(readFileSync(path, "utf8"))].filter((run) => real.has(run));
  if (shared.length === 0) continue;
  found += shared.length;
  console.log(`${String(shared.length).padStart(4)}  ${relative(ROOT, path)}`);
  if (process.argv.includes("--runs")) for (const run of shared) console.log(`        ${run}`);
}
console.log(found ? `${found} runs of four words shared with the real resumes` : "no run of four words shared");
