// Parse time per file, warm (after one untimed run, each timed parse without the answers kept from earlier runs):
// p50 / p95 over N runs. The generated 2-page resume comes first.
// Usage: node packages/engine/scripts/bench-parse.ts [runs] [files...]  (defaults: 30 runs, the dev templates)
//        node packages/engine/scripts/bench-parse.ts --corpus [runs]   (every corpus file, by family, plus the
//        first parse in a fresh worker thread: module loading and pdf.js start-up included)
//        node packages/engine/scripts/bench-parse.ts --against REV [runs]   (paired: this engine and the engine of
//        commit REV, checked out in a temporary worktree, timed in turn on every corpus file in one process, so a
//        busy host slows both alike; p50/p95 over the corpus and over its two-page LaTeX PDFs, and each engine's
//        first parse in a fresh worker)
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { forgetAnswers } from "../src/memo.ts";
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
      forgetAnswers();
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
 * `parse` as its engine runs alone on a new document: with the globals it sets as it loads pdf.js
 * (DecompressionStream: both engines share one pdf.js and one global scope here, and pdf.js reads that global at
 * each call), and with no answers kept from earlier runs of the same file (`forget`, the engine's memo's).
 */
async function asAlone(parse: Parse, pdf: string, forget: () => void = () => {}): Promise<Parse> {
  const scope = globalThis as { DecompressionStream?: unknown };
  scope.DecompressionStream = nodeDecompressionStream;
  await parse(new Uint8Array(readFileSync(pdf)));
  const own = scope.DecompressionStream;
  return (bytes) => {
    scope.DecompressionStream = own;
    forget();
    return parse(bytes);
  };
}

/** The `forgetAnswers` of the engine at `root`, if it keeps answers and can forget them. */
async function forgetterOf(root: string): Promise<(() => void) | undefined> {
  const memo = join(root, "packages/engine/src/memo.ts");
  if (!existsSync(memo)) return undefined;
  return ((await import(memo)) as { forgetAnswers?: () => void }).forgetAnswers;
}

async function benchAgainst(rev: string, runs: number) {
  const other = checkout(rev);
  try {
    const otherModule = join(other.dir, "packages/engine/src/parse/parse-resume.ts");
    const manifest = readManifest();
    const firstPdf = join(corpus, manifest.find((m) => m.file.endsWith(".pdf"))!.file);
    const otherParse = ((await import(otherModule)) as { parseResume: Parse }).parseResume;
    const engines: Array<[string, Parse]> = [
      ["this engine", await asAlone(parseResume, firstPdf, forgetAnswers)],
      [`engine of ${rev}`, await asAlone(otherParse, firstPdf, await forgetterOf(other.dir))],
    ];
    const modules: Array<[string, string]> = [
      ["this engine", new URL("../src/parse/parse-resume.ts", import.meta.url).href],
      [`engine of ${rev}`, new URL(`file://${otherModule}`).href],
    ];
    // In turn, five times each, the median: the first worker of a run pays for cold disk and code caches that
    // the next one finds warm, whichever engine it loads.
    const colds = modules.map(() => [] as number[]);
    for (let round = 0; round < 5; round++)
      for (const [i, [, module]] of modules.entries()) colds[i]!.push(await firstParseInFreshWorker(firstPdf, module));
    for (const [i, [name]] of modules.entries()) {
      const sorted = [...colds[i]!].sort((a, b) => a - b);
      console.log(
        `${name.padEnd(22)} first parse of a PDF in a fresh worker: median ${percentile(sorted, 50).toFixed(0)} ms (${colds[i]!.map((ms) => ms.toFixed(0)).join(", ")})`,
      );
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
    console.log(
      `(${runs} warm runs per file and engine, in turn, each without answers kept from the file's earlier runs; ${refused} files one engine refuses left out)`,
    );
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
