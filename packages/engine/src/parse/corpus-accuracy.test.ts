// The parser's field accuracy on every family of the measurement corpus stays at or above what it reaches
// now (scripts/measure-parser.ts prints the same figures). A floor per family: a change that reads one
// family better and another worse shows here.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { JsonResumePerson } from "../../scripts/corpus/person.ts";
import { DATE_FIELDS, FIELD_ACCURACY, scoreParse, truthFromJsonResume } from "../../scripts/parser-truth.ts";
import { parseResume } from "./parse-resume.ts";

const corpus = join(import.meta.dirname, "../../test/corpus");
const manifest: Array<{ file: string; family: string; person: string }> = JSON.parse(
  readFileSync(join(corpus, "manifest.json"), "utf8"),
);

/** [fields, role dates]: the figures of the last measurement, rounded down. */
const FLOORS: Record<string, [number, number]> = {
  "pdf-to-docx": [0.88, 1],
  "flattened-pdf": [0.83, 1],
  "flattened-docx": [0.85, 1],
  "jobboard-docx": [0.93, 1],
  "jsonresume-class": [0.87, 1],
  "jsonresume-elegant": [0.96, 1],
  "jsonresume-even": [0.93, 0.97],
  "jsonresume-flat": [0.98, 1],
  "jsonresume-kendall": [0.95, 1],
  "jsonresume-macchiato": [0.79, 1],
  "jsonresume-onepage": [0.98, 1],
  "jsonresume-paper": [0.85, 1],
  "jsonresume-spartan": [0.95, 1],
  "jsonresume-stackoverflow": [0.86, 1],
  "latex-article": [0.98, 1],
  "latex-marginpar": [0.89, 0.71],
  "latex-moderncv": [0.91, 1],
  "libreoffice-docx": [0.94, 1],
  "libreoffice-pdf": [0.93, 1],
  "word-structures-pdf": [0.96, 1],
  "word-structures": [0.99, 1],
};

describe("parser accuracy on the corpus", () => {
  const families = [...new Set(manifest.map((m) => m.family))];

  it("has a floor for every family", () => {
    expect(families.sort()).toEqual(Object.keys(FLOORS).sort());
  });

  it.each(families.map((f) => [f]))("%s stays at or above its floor", async (family) => {
    let right = 0;
    let total = 0;
    let datesRight = 0;
    let datesTotal = 0;
    for (const entry of manifest.filter((m) => m.family === family)) {
      const person: JsonResumePerson = JSON.parse(readFileSync(join(corpus, "people", `${entry.person}.json`), "utf8"));
      const parsed = await parseResume(new Uint8Array(readFileSync(join(corpus, entry.file))));
      const { fields } = scoreParse(truthFromJsonResume(person), parsed);
      for (const field of FIELD_ACCURACY) {
        right += fields[field]?.right ?? 0;
        total += fields[field]?.total ?? 0;
      }
      for (const field of DATE_FIELDS) {
        datesRight += fields[field]?.right ?? 0;
        datesTotal += fields[field]?.total ?? 0;
      }
    }
    const [fieldFloor, dateFloor] = FLOORS[family]!;
    expect(right / total).toBeGreaterThanOrEqual(fieldFloor);
    expect(datesRight / datesTotal).toBeGreaterThanOrEqual(dateFloor);
  });
});
