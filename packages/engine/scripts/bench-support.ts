// Shared by the benchmark scripts: the inputs (a generated 2-page resume, then the dev templates or the
// files given) and warm p50/p95 timing.

import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { forgetAnswers } from "../src/memo.ts";
import { buildPdf, oneColumnResumeLines, twoColumnResumeLines } from "../test/fixtures.ts";

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** argv: [runs] [files...]; defaults to 30 runs over the dev templates in ../shared. */
export async function benchInputs(argv: string[]): Promise<{ runs: number; inputs: Array<[string, Uint8Array]> }> {
  const runs = Number(argv[0] ?? 30);
  const defaultDir = join(import.meta.dirname, "../../../../shared/data/dev/reactive-resume-templates/pdf");
  const files =
    argv.length > 1
      ? argv.slice(1)
      : readdirSync(defaultDir)
          .sort()
          .map((f) => join(defaultDir, f));
  return {
    runs,
    inputs: [
      ["generated 2-page", await buildPdf([oneColumnResumeLines(), twoColumnResumeLines()])],
      ...files.map((file): [string, Uint8Array] => [basename(file), new Uint8Array(readFileSync(file))]),
    ],
  };
}

/** Times `work` on each input after one untimed run and prints p50/p95 per input and overall. */
export async function benchWarm<T>(
  runs: number,
  inputs: Array<[string, T]>,
  work: (input: T) => unknown,
  digits = 1,
): Promise<void> {
  const all: number[] = [];
  const show = (label: string, sorted: number[], suffix = "") =>
    console.log(
      `${label.padEnd(16)} p50 ${percentile(sorted, 50).toFixed(digits).padStart(6)} ms   p95 ${percentile(sorted, 95).toFixed(digits).padStart(6)} ms${suffix}`,
    );
  for (const [name, input] of inputs) {
    await work(input);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      // (Each run as a new document's: not helped by the answers the engine kept from the runs before.)
      forgetAnswers();
      const started = performance.now();
      await work(input);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    show(name, times);
  }
  all.sort((a, b) => a - b);
  show("all", all, `  (${runs} warm runs per input)`);
}
