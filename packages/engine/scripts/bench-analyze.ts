// Analysis time per resume, warm, parsing excluded: p50 / p95 over N runs.
// Usage: node packages/engine/scripts/bench-analyze.ts [runs] [files...]  (defaults: 30 runs, the dev templates)
import { analyzeResume } from "../src/analyze/analyze-resume.ts";
import { parseResume } from "../src/parse/parse-resume.ts";
import { benchInputs, benchWarm } from "./bench-support.ts";

const { runs, inputs } = await benchInputs(process.argv.slice(2));
const parsed = await Promise.all(
  inputs.map(
    async ([name, bytes]) => [name, await parseResume(bytes)] as [string, Awaited<ReturnType<typeof parseResume>>],
  ),
);
await benchWarm(runs, parsed, (resume) => analyzeResume(resume), 2);
