// The scanned family: corpus PDFs scanned (scripts/scanned.ts: grey, 150 dpi or every fourth at 100 dpi, every
// third turned 1.5 degrees) and read by OCR, against the same files read from their text layer. Reports fields
// and role dates for both, their ratio, OCR time per page (p50) and the first page's start-up.
//   node packages/engine/scripts/measure-scanned.ts [family …] [--limit=N] [--misses (what the scan loses that
//   the text layer reads, file by file)]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { stopOcr } from "../src/parse/ocr.ts";
import { parseResume } from "../src/parse/parse-resume.ts";
import { percentile } from "./bench-support.ts";
import { DATE_FIELDS, type FieldTally, scoreParse, truthFromJsonResume } from "./parser-truth.ts";
import { scannedCopy } from "./scanned.ts";

const corpus = join(import.meta.dirname, "../test/corpus");
const args = process.argv.slice(2);
const families = args.filter((a) => !a.startsWith("--"));
const limit = Number(args.find((a) => a.startsWith("--limit="))?.slice(8) ?? Number.POSITIVE_INFINITY);
const showMisses = args.includes("--misses");
const manifest: Array<{ file: string; family: string; person: string }> = JSON.parse(
  readFileSync(join(corpus, "manifest.json"), "utf8"),
);
const chosen = manifest
  .filter((entry) => entry.file.endsWith(".pdf"))
  .filter((entry) => (families.length ? families.includes(entry.family) : entry.family === "jsonresume-even"))
  .slice(0, limit);

const tally = () => ({ fields: { right: 0, total: 0 }, dates: { right: 0, total: 0 } });
const text = tally();
const scanned = tally();
const add = (into: ReturnType<typeof tally>, fields: Record<string, FieldTally>) => {
  for (const [name, { right, total }] of Object.entries(fields)) {
    into.fields.right += right;
    into.fields.total += total;
    if (DATE_FIELDS.includes(name)) {
      into.dates.right += right;
      into.dates.total += total;
    }
  }
};
const perPage: number[] = [];
let firstFile: number | null = null;
let confidence = 0;
const refused: string[] = [];
for (const [index, entry] of chosen.entries()) {
  const truth = truthFromJsonResume(JSON.parse(readFileSync(join(corpus, "people", `${entry.person}.json`), "utf8")));
  const bytes = new Uint8Array(readFileSync(join(corpus, entry.file)));
  const fromText = scoreParse(truth, await parseResume(bytes));
  add(text, fromText.fields);
  const scan = { dpi: index % 4 === 3 ? 100 : 150, rotate: index % 3 === 2 ? 1.5 : 0 };
  const copy = await scannedCopy(bytes, scan);
  const started = performance.now();
  const parsed = await parseResume(copy, { timeoutMs: 60_000, ocrPageTimeoutMs: 30_000 }).catch((error: Error) => {
    // A scan the reader refuses loses every field its text layer read; the run goes on.
    refused.push(`${entry.file} (${scan.dpi} dpi, ${scan.rotate}°): ${error.message}`);
    return null;
  });
  if (!parsed) {
    const lostAll = Object.entries(fromText.fields).map(([name, { total }]) => [name, { right: 0, total }]);
    add(scanned, Object.fromEntries(lostAll));
    continue;
  }
  const elapsed = performance.now() - started;
  if (firstFile === null) firstFile = elapsed;
  else perPage.push(elapsed / Math.max(1, parsed.layout.ocr?.pages ?? 1));
  confidence += parsed.layout.ocr?.confidence ?? 0;
  const fromScan = scoreParse(truth, parsed);
  add(scanned, fromScan.fields);
  const lost = fromScan.misses.filter((miss) => !fromText.misses.includes(miss));
  if (showMisses && lost.length) console.log(`${entry.file} (${scan.dpi} dpi, ${scan.rotate}°): ${lost.join("; ")}`);
}
await stopOcr();
const share = ({ right, total }: FieldTally) => (total ? right / total : 0);
const line = (name: string, t: ReturnType<typeof tally>) =>
  `${name.padEnd(12)} fields ${share(t.fields).toFixed(3)} (${t.fields.right}/${t.fields.total})   role dates ${share(t.dates).toFixed(3)} (${t.dates.right}/${t.dates.total})`;
perPage.sort((a, b) => a - b);
console.log(`${chosen.length} files (${[...new Set(chosen.map((e) => e.family))].join(", ")})`);
console.log(line("text layer", text));
console.log(line("scanned", scanned));
console.log(`refused: ${refused.length}${refused.map((r) => `\n  ${r}`).join("")}`);
console.log(
  `scanned / text layer: fields ${(share(scanned.fields) / share(text.fields)).toFixed(3)}, role dates ${(share(scanned.dates) / share(text.dates)).toFixed(3)}`,
);
console.log(
  `OCR: p50 ${(percentile(perPage, 50) / 1000).toFixed(2)} s a page (render + read + parse), first file ${((firstFile ?? 0) / 1000).toFixed(2)} s with start-up; mean confidence ${Math.round(confidence / chosen.length)}`,
);
