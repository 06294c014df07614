// Parse time per file, warm (after one untimed run): p50 / p95 over N runs. The generated 2-page resume
// comes first.
// Usage: node packages/engine/scripts/bench-parse.ts [runs] [files...]  (defaults: 30 runs, the dev templates)
//        node packages/engine/scripts/bench-parse.ts --corpus [runs]   (every corpus file, by family, plus the
//        first parse in a fresh worker thread: module loading and pdf.js start-up included)
//        node packages/engine/scripts/bench-parse.ts --against REV [runs]   (paired: this engine and the engine of
//        commit REV, checked out in a temporary worktree, timed in turn on every corpus file in one process, so a
//        busy host slows both alike; p50/p95 over the corpus and over its two-page LaTeX PDFs, and each engine's
//        first parse in a fresh worker)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { parseResume } from "../src/parse/parse-resume.ts";
import { benchInputs, benchWarm, percentile } from "./bench-support.ts";

const corpus = join(import.meta.dirname, "../test/corpus");
const nodeDecompressionStream = (globalThis as { DecompressionStream?: unknown }).DecompressionStream;

async function firstParseInFreshWorker(
  file: string,
  module = new URL("../src/parse/parse-resume.ts", import.meta.url).href,
): Promise<number> {
  const source = `
    import { parentPort, workerData } from "node:worker_threads";
    import { readFileSync } from "node:fs";
    const started = performance.now();
    const { parseResume } = await import(workerData.module);
    await parseResume(new Uint8Array(readFileSync(workerData.file)));
    parentPort.postMessage(performance.now() - started);`;
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(source)}`), {
    workerData: { file, module },
  });
  const ms = await new Promise<number>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await worker.terminate();
  return ms;
}

async function benchCorpus(runs: number) {
  const manifest = readManifest();
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

type Parse = typeof parseResume;
const readManifest = (): Array<{ file: string; family: string }> =>
  JSON.parse(readFileSync(join(corpus, "manifest.json"), "utf8"));

/** The engine of `rev` in a temporary worktree that shares this checkout's installed packages. */
function checkout(rev: string): { dir: string; remove: () => void } {
  const root = join(import.meta.dirname, "../../..");
  const dir = mkdtempSync(join(tmpdir(), "hireable-bench-"));
  execFileSync("git", ["worktree", "add", "--detach", "--force", dir, rev], { cwd: root, stdio: "ignore" });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  return { dir, remove: () => execFileSync("git", ["worktree", "remove", "--force", dir], { cwd: root }) };
}

/**
 * `parse` run with the globals its engine sets as it loads pdf.js (DecompressionStream), as it would be alone:
 * both engines share one pdf.js and one global scope here, and pdf.js reads that global at each call.
 */
async function inOwnGlobals(parse: Parse, pdf: string): Promise<Parse> {
  const scope = globalThis as { DecompressionStream?: unknown };
  scope.DecompressionStream = nodeDecompressionStream;
  await parse(new Uint8Array(readFileSync(pdf)));
  const own = scope.DecompressionStream;
  return (bytes) => {
    scope.DecompressionStream = own;
    return parse(bytes);
  };
}

async function benchAgainst(rev: string, runs: number) {
  const other = checkout(rev);
  try {
    const otherModule = join(other.dir, "packages/engine/src/parse/parse-resume.ts");
    const manifest = readManifest();
    const firstPdf = join(corpus, manifest.find((m) => m.file.endsWith(".pdf"))!.file);
    const otherParse = ((await import(otherModule)) as { parseResume: Parse }).parseResume;
    const engines: Array<[string, Parse]> = [
      ["this engine", await inOwnGlobals(parseResume, firstPdf)],
      [`engine of ${rev}`, await inOwnGlobals(otherParse, firstPdf)],
    ];
    const modules: Array<[string, string]> = [
      ["this engine", new URL("../src/parse/parse-resume.ts", import.meta.url).href],
      [`engine of ${rev}`, new URL(`file://${otherModule}`).href],
    ];
    for (const [name, module] of modules) {
      const cold = await firstParseInFreshWorker(firstPdf, module);
      console.log(`${name.padEnd(22)} first parse of a PDF in a fresh worker: ${cold.toFixed(0)} ms`);
    }
    const times = engines.map(() => ({ all: [] as number[], twoPageLatex: [] as number[] }));
    let twoPageFiles = 0;
    let refused = 0;
    for (const { file, family } of manifest) {
      const bytes = new Uint8Array(readFileSync(join(corpus, file)));
      const pages = (await parseResume(bytes)).layout.pageCount;
      // (A file either engine refuses is left out of both: "No readable text…" from an older parser.)
      const read = await Promise.all(
        engines.map(([, parse]) =>
          parse(bytes).then(
            () => true,
            () => false,
          ),
        ),
      );
      if (read.includes(false)) {
        refused++;
        continue;
      }
      const twoPageLatex = family.startsWith("latex") && pages >= 2;
      if (twoPageLatex) twoPageFiles++;
      // (In turn, run by run, the first of each pair changing: whatever else the host does, and what the first
      // leaves warm for the second, falls on both.)
      for (let i = 0; i < runs; i++) {
        const order = i % 2 === 0 ? [0, 1] : [1, 0];
        for (const at of order) {
          const parse = engines[at]![1];
          const started = performance.now();
          await parse(bytes);
          const ms = performance.now() - started;
          times[at]!.all.push(ms);
          if (twoPageLatex) times[at]!.twoPageLatex.push(ms);
        }
      }
    }
    const cell = (sorted: number[]) =>
      `p50 ${percentile(sorted, 50).toFixed(1).padStart(5)} ms  p95 ${percentile(sorted, 95).toFixed(1).padStart(5)} ms`;
    console.log(
      `\n${"".padEnd(22)} ${`corpus (${manifest.length} files)`.padEnd(30)} two-page LaTeX PDFs (${twoPageFiles})`,
    );
    for (const [at, [name]] of engines.entries()) {
      const { all, twoPageLatex } = times[at]!;
      all.sort((a, b) => a - b);
      twoPageLatex.sort((a, b) => a - b);
      console.log(`${name.padEnd(22)} ${cell(all).padEnd(30)} ${cell(twoPageLatex)}`);
    }
    console.log(`(${runs} warm runs per file and engine, in turn; ${refused} files one engine refuses left out)`);
  } finally {
    other.remove();
  }
}

const args = process.argv.slice(2);
if (args[0] === "--corpus") await benchCorpus(Number(args[1] ?? 10));
else if (args[0] === "--against" && args[1]) await benchAgainst(args[1], Number(args[2] ?? 3));
else {
  const { runs, inputs } = await benchInputs(args);
  await benchWarm(runs, inputs, (bytes) => parseResume(bytes));
}
