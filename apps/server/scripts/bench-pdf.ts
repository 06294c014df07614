// Resume export timing: `node apps/server/scripts/bench-pdf.ts [runs]`. Renders the builder's example data
// (one page) and a long resume (two pages) as PDF and DOCX, in process and through the worker pool the server
// uses (which adds the hand-off to a worker thread), after a warm-up, and prints warm p50/p95.
import type { PaperSize } from "@hireable/contracts";
import type { ResumeDocument } from "@hireable/engine";

// React and react-pdf pick their production builds at load time, as they do in the server's workers.
process.env.NODE_ENV = "production";
const { exampleResumeForm } = await import("@hireable/contracts");
const { buildResumeDocument } = await import("@hireable/engine");
const { benchWarm } = await import("../../../packages/engine/scripts/bench-support.ts");
const { longResumeForm } = await import("../../../packages/engine/test/resume-forms.ts");
const { renderResumePdf } = await import("../src/modules/builder/documents/resume-pdf.ts");
const { renderResumeDocx } = await import("../src/modules/builder/documents/resume-docx.ts");
const { EnginePool } = await import("../src/workers/engine-pool.ts");

const runs = Number(process.argv[2] ?? 40);
const WARM_UP = 15;
const inputs: Array<[string, ResumeDocument]> = [
  ["example (1 page)", buildResumeDocument(exampleResumeForm())],
  ["long (2 pages)", buildResumeDocument(longResumeForm())],
];
const paper: PaperSize = "letter";

async function bench(label: string, work: (document: ResumeDocument) => Promise<unknown>): Promise<void> {
  for (const [, document] of inputs) for (let i = 0; i < WARM_UP; i++) await work(document);
  console.log(`\n${label} (${runs} runs after ${WARM_UP} warm-up)`);
  await benchWarm(runs, inputs, work);
}

await bench("PDF, in process", (document) => renderResumePdf(document, paper));
await bench("DOCX, in process", (document) => renderResumeDocx(document, paper));
const pool = new EnginePool({ size: 1 });
await bench("PDF, through the worker pool", (document) => pool.render(document, "pdf", paper));
await pool.close();
