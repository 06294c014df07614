// Analysis time per resume, warm (after one untimed run), parsing excluded: p50 / p95 over N runs.
// Usage: node packages/engine/scripts/bench-analyze.ts [runs] [files...]  (defaults: 30 runs, the dev templates)
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { analyzeResume } from "../src/analyze/analyze-resume.ts";
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
const inputs: Array<[string, Uint8Array]> = [
  ["generated 2-page", await buildPdf([oneColumnResumeLines(), twoColumnResumeLines()])],
  ...files.map((file): [string, Uint8Array] => [basename(file), new Uint8Array(readFileSync(file))]),
];
for (const [name, bytes] of inputs) {
  const parsed = await parseResume(bytes);
  analyzeResume(parsed);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    analyzeResume(parsed);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  console.log(
    `${name.padEnd(16)} p50 ${percentile(times, 50).toFixed(2).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(2).padStart(6)} ms`,
  );
}
all.sort((a, b) => a - b);
console.log(
  `${"all".padEnd(16)} p50 ${percentile(all, 50).toFixed(2).padStart(6)} ms   p95 ${percentile(all, 95).toFixed(2).padStart(6)} ms  (${runs} warm runs per file)`,
);
