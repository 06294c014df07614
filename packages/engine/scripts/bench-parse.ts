// Parse time per file, warm (after one untimed run): p50 / p95 over N runs. The generated 2-page resume
// comes first.
// Usage: node packages/engine/scripts/bench-parse.ts [runs] [files...]  (defaults: 30 runs, the dev templates)
//        node packages/engine/scripts/bench-parse.ts --corpus [runs]   (every corpus file, by family, plus the
//        first parse in a fresh worker thread: module loading and pdf.js start-up included)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { parseResume } from "../src/parse/parse-resume.ts";
import { benchInputs, benchWarm, percentile } from "./bench-support.ts";

const corpus = join(import.meta.dirname, "../test/corpus");

async function firstParseInFreshWorker(file: string): Promise<number> {
  const source = `
    import { parentPort, workerData } from "node:worker_threads";
    import { readFileSync } from "node:fs";
    const started = performance.now();
    const { parseResume } = await import(workerData.module);
    await parseResume(new Uint8Array(readFileSync(workerData.file)));
    parentPort.postMessage(performance.now() - started);`;
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(source)}`), {
    workerData: { file, module: new URL("../src/parse/parse-resume.ts", import.meta.url).href },
  });
  const ms = await new Promise<number>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await worker.terminate();
  return ms;
}

async function benchCorpus(runs: number) {
  const manifest: Array<{ file: string; family: string }> = JSON.parse(
    readFileSync(join(corpus, "manifest.json"), "utf8"),
  );
  const firstPdf = manifest.find((m) => m.file.endsWith(".pdf")) ?? manifest[0]!;
  const cold = await firstParseInFreshWorker(join(corpus, firstPdf.file));
  console.log(`first parse of a PDF in a fresh worker (loading the parser and pdf.js included): ${cold.toFixed(0)} ms`);
  const byFamily = new Map<string, number[]>();
  for (const { file, family } of manifest) {
    const bytes = new Uint8Array(readFileSync(join(corpus, file)));
    await parseResume(bytes);
    const times = byFamily.get(family) ?? [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await parseResume(bytes);
      times.push(performance.now() - started);
    }
    byFamily.set(family, times);
  }
  const all = [...byFamily.values()].flat().sort((a, b) => a - b);
  for (const [family, times] of byFamily) {
    times.sort((a, b) => a - b);
    console.log(
      `${family.padEnd(26)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
    );
  }
  console.log(
    `${"all".padEnd(26)} p50 ${percentile(all, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(all, 95).toFixed(1).padStart(6)} ms  (${manifest.length} files, ${runs} warm runs each)`,
  );
}

const args = process.argv.slice(2);
if (args[0] === "--corpus") await benchCorpus(Number(args[1] ?? 10));
else {
  const { runs, inputs } = await benchInputs(args);
  await benchWarm(runs, inputs, (bytes) => parseResume(bytes));
}
