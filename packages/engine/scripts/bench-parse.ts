// Parse time per file, warm (after one untimed run): p50 / p95 over N runs.
// Usage: node packages/engine/scripts/bench-parse.ts [runs] [files...]  (defaults: 30 runs, the dev templates)
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parseResume } from "../src/parse/parse-resume.ts";
import { buildPdf, oneColumnResumeLines, twoColumnResumeLines } from "../test/fixtures.ts";

const runs = Number(process.argv[2] ?? 30);
const defaultDir = join(import.meta.dirname, "../../../../shared/data/dev/reactive-resume-templates/pdf");
const files =
  process.argv.length > 3
    ? process.argv.slice(3)
    : readdirSync(defaultDir)
        .sort()
        .map((f) => join(defaultDir, f));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const all: number[] = [];
// A generated 2-page resume (one-column page + sidebar page) comes first: the figure the issue asks for.
const inputs: Array<[string, Uint8Array]> = [
  ["generated 2-page", await buildPdf([oneColumnResumeLines(), twoColumnResumeLines()])],
  ...files.map((file): [string, Uint8Array] => [basename(file), new Uint8Array(readFileSync(file))]),
];
for (const [name, bytes] of inputs) {
  await parseResume(bytes);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await parseResume(bytes);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  console.log(
    `${name.padEnd(16)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
  );
}
all.sort((a, b) => a - b);
console.log(
  `${"all".padEnd(16)} p50 ${percentile(all, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(all, 95).toFixed(1).padStart(6)} ms  (${runs} warm runs per file)`,
);
