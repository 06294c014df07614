// Parse time per file, warm (after one untimed run): p50 / p95 over N runs. The generated 2-page resume
// comes first: the figure the parser issue asks for.
// Usage: node packages/engine/scripts/bench-parse.ts [runs] [files...]  (defaults: 30 runs, the dev templates)
import { parseResume } from "../src/parse/parse-resume.ts";
import { benchInputs, benchWarm } from "./bench-support.ts";

const { runs, inputs } = await benchInputs(process.argv.slice(2));
await benchWarm(runs, inputs, (bytes) => parseResume(bytes));
