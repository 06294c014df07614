// Field accuracy of the parser, family by family: the committed corpus (packages/engine/test/corpus: JSON
// Resume themes, LibreOffice, Word structures, LaTeX — truth = each person's JSON), the Reactive Resume
// templates, the hand-labelled real Word resumes and the Dotin job-board resumes from ../shared when present. Scoring rules: scripts/parser-truth.ts.
// Usage: node packages/engine/scripts/measure-parser.ts [--misses] [--people=13,14] [family-prefix …]
// (--people: only the corpus people whose id starts so, e.g. the people added last, at first sight)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { DocxParagraph } from "../src/parse/extract-docx.ts";
import { layoutDocx } from "../src/parse/layout-docx.ts";
import { parseResume, structureResume } from "../src/parse/parse-resume.ts";
import type { ParsedResume } from "../src/types.ts";
import { chosenPeople } from "./corpus/person.ts";
import {
  DATE_FIELDS,
  FIELD_ACCURACY,
  type FieldTally,
  type ResumeTruth,
  type ScoredResume,
  scoreParse,
  truthFromJsonResume,
} from "./parser-truth.ts";
import { realWordDocuments } from "./real-word.ts";

const engine = join(import.meta.dirname, "..");
const corpus = join(engine, "test/corpus");
const shared = join(engine, "../../../shared/data/dev");
const args = process.argv.slice(2);
const showMisses = args.includes("--misses");
const wanted = args.filter((a) => !a.startsWith("--"));
const onlyPeople = chosenPeople(args);
const includes = (family: string) => wanted.length === 0 || wanted.some((w) => family.startsWith(w));

interface Sample {
  name: string;
  truth: ResumeTruth;
  parse: () => Promise<ParsedResume>;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** Reactive Resume's free-text period: "January 2019 to Present", "2016 - 2018". */
function reactivePeriod(text: string): { start?: string; end?: string } {
  const one = (s: string) => {
    const m = /([a-z]+)?\.?\s*(\d{4})/i.exec(s);
    if (!m) return /present|current/i.test(s) ? "Present" : undefined;
    const month = m[1] ? MONTHS.indexOf(m[1].slice(0, 3).toLowerCase()) : -1;
    return month >= 0 ? `${m[2]}-${String(month + 1).padStart(2, "0")}` : m[2];
  };
  const [from = "", to = ""] = text.split(/\s+(?:to|-|–)\s+/);
  return from ? { start: one(from), end: one(to) } : {};
}

function reactiveSamples(): Sample[] {
  const root = join(shared, "reactive-resume-templates");
  if (!existsSync(root)) return [];
  return readdirSync(join(root, "json"))
    .sort()
    .map((file) => {
      const t = JSON.parse(readFileSync(join(root, "json", file), "utf8"));
      const visible = (s: { visible?: boolean; items: Array<Record<string, unknown>> }) =>
        s.visible === false ? [] : s.items.filter((i) => i.visible !== false);
      const truth: ResumeTruth = {
        name: t.basics.name,
        email: t.basics.email,
        phone: t.basics.phone,
        location: t.basics.location
          ? { city: String(t.basics.location).split(",")[0]!, others: String(t.basics.location).split(",").slice(1) }
          : undefined,
        roles: visible(t.sections.experience).map((i) => ({
          title: String(i.position),
          company: String(i.company),
          ...reactivePeriod(String(i.date ?? "")),
        })),
        schools: visible(t.sections.education).map((i) => ({
          institution: String(i.institution),
          degree: String(i.studyType),
        })),
        skills: visible(t.sections.skills).flatMap((i) => i.keywords as string[]),
      };
      const pdf = join(root, "pdf", file.replace(/\.json$/, ".pdf"));
      return { name: basename(file, ".json"), truth, parse: () => parseResume(new Uint8Array(readFileSync(pdf))) };
    });
}

function corpusFamilies(): Map<string, Sample[]> {
  const families = new Map<string, Sample[]>();
  if (!existsSync(join(corpus, "manifest.json"))) return families;
  const manifest: Array<{ file: string; family: string; person: string }> = JSON.parse(
    readFileSync(join(corpus, "manifest.json"), "utf8"),
  );
  for (const entry of manifest) {
    if (onlyPeople && !onlyPeople(entry.person)) continue;
    const person = JSON.parse(readFileSync(join(corpus, "people", `${entry.person}.json`), "utf8"));
    const list = families.get(entry.family) ?? [];
    list.push({
      name: entry.person,
      truth: truthFromJsonResume(person),
      parse: () => parseResume(new Uint8Array(readFileSync(join(corpus, entry.file)))),
    });
    families.set(entry.family, list);
  }
  return families;
}

/**
 * Half the Dotin files hold their non-ASCII characters as the escapes of a byte string ("\xe2\x80\xa2" for "•",
 * "Master\'s"): decoded, the text is what the resume said.
 */
function withoutByteEscapes(text: string): string {
  return text
    .replace(/(?:\\x[0-9a-f]{2})+/gi, (run) =>
      Buffer.from(
        run
          .split("\\x")
          .slice(1)
          .map((hex) => Number.parseInt(hex, 16)),
      ).toString("utf8"),
    )
    .replace(/\\'/g, "'");
}

/**
 * Dotin: real job-board resumes as text, one paragraph per line (as a DOCX holds them), with inline labels.
 * Truth: the first Name and Email labels; each Designation / Company label that stands alone on its line (a
 * role header, not a mention inside a bullet) is a role, in document order; Degree and College labels.
 */
function dotinSamples(flattened: boolean): Sample[] {
  const root = join(shared, "dotin-resume-ner/545_cvs_train_v2");
  if (!existsSync(root)) return [];
  const label = /<label type="([^"]+)">([\s\S]*?)<\/label>/g;
  return readdirSync(root)
    .filter((f) => f.endsWith(".xml"))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .flatMap((file) => {
      const xml = withoutByteEscapes(
        readFileSync(join(root, file), "utf8").replace(/^[\s\S]*?<cv>\n?|<\/cv>[\s\S]*$/g, ""),
      ).replace(/^"([\s\S]*)"\s*$/, "$1"); // (the flattened ones are quoted, as a Python string prints)
      // Most of the set lost its line breaks (the whole resume one paragraph, its breaks become runs of
      // spaces): measured apart, as "dotin-flat".
      if (xml.trim().split("\n").length <= 3 !== flattened) return [];
      const plain = xml.replace(label, "$2").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
      const first = (type: string) => [...xml.matchAll(label)].find((m) => m[1] === type)?.[2]?.trim();
      // A paragraph: a line, or in a flattened resume a run between gaps of two spaces or more (none inside
      // a label).
      const paragraphs = flattened ? xml.split(/\s{2,}(?![^<]*<\/label>)/) : xml.split("\n");
      const standalone = (type: string) =>
        paragraphs
          .map((line) => line.trim())
          .flatMap((line) => {
            const m = /^<label type="([^"]+)">([^<]*)<\/label>(?:\s*[-–,]\s*[^<]*)?$/.exec(line);
            return m && m[1] === type ? [m[2]!.trim()] : [];
          });
      const titles = standalone("Designation");
      const companies = standalone("Companies worked at");
      const degrees = [...xml.matchAll(label)].filter((m) => m[1] === "Degree").map((m) => m[2]!.trim());
      const truth: ResumeTruth = {
        name: first("Name"),
        email: first("Email Address"),
        // Roles: a header title followed by its company (Indeed's "Title / Company - City / dates").
        roles: titles.slice(0, companies.length).map((title, i) => ({ title, company: companies[i]! })),
        schools: degrees.slice(0, 1).map((degree) => ({ institution: "", degree })),
        skills: [],
      };
      const docx: DocxParagraph[] = plain.split("\n").map((text) => ({
        text,
        isBold: false,
        isBullet: false,
        list: null,
        style: null,
        fontSize: null,
        part: "body",
        inTable: false,
      }));
      return {
        name: basename(file, ".xml"),
        truth,
        parse: async () => {
          const layout = layoutDocx(docx);
          return structureResume(
            { ...layout, pageCount: 1, columnCount: 1, hasTables: false, textInWrappedHtml: false },
            "docx",
          );
        },
      };
    });
}

/** The real Word resumes, hand-labelled (scripts/real-word.ts): read from ../shared, never copied. */
function realWordSamples(): Sample[] {
  return realWordDocuments().map(({ file, bytes, truth }) => ({
    name: basename(file, ".docx"),
    truth,
    parse: () => parseResume(bytes),
  }));
}

const sum = (tallies: FieldTally[]) =>
  tallies.reduce((a, t) => ({ right: a.right + t.right, total: a.total + t.total }), { right: 0, total: 0 });
const pct = (t: FieldTally) => (t.total ? (t.right / t.total).toFixed(3) : "  -  ");

const families = new Map<string, Sample[]>([
  ["reactive", onlyPeople ? [] : reactiveSamples()],
  ...corpusFamilies(),
  ["real-word", onlyPeople ? [] : realWordSamples()],
  ["dotin", onlyPeople ? [] : dotinSamples(false)],
  ["dotin-flat", onlyPeople ? [] : dotinSamples(true)],
]);
const rows: string[] = [];
const perField = new Map<string, Map<string, FieldTally>>();
const all: ScoredResume[] = [];
for (const [family, samples] of families) {
  if (!includes(family) || samples.length === 0) continue;
  const scored: ScoredResume[] = [];
  for (const sample of samples) {
    try {
      const result = scoreParse(sample.truth, await sample.parse());
      scored.push(result);
      if (showMisses && result.misses.length) console.log(`${family}/${sample.name}: ${result.misses.join("; ")}`);
    } catch (error) {
      console.log(`${family}/${sample.name}: parse failed: ${(error as Error).message}`);
    }
  }
  all.push(...scored);
  const fieldTally = (field: string) => sum(scored.map((s) => s.fields[field] ?? { right: 0, total: 0 }));
  const fieldsRow = new Map([...FIELD_ACCURACY, ...DATE_FIELDS].map((f) => [f, fieldTally(f)]));
  perField.set(family, fieldsRow);
  const accuracy = sum(FIELD_ACCURACY.map((f) => fieldsRow.get(f)!));
  const dates = sum(DATE_FIELDS.map((f) => fieldsRow.get(f)!));
  const fieldsCell = `${pct(accuracy)} (${accuracy.right}/${accuracy.total})`;
  const datesCell = dates.total ? `${pct(dates)} (${dates.right}/${dates.total})` : "  -";
  // (A file the parser refuses asks nothing of the scorer, which reads what it asks off the parsed page: the
  // refusals are counted apart.)
  const refused = samples.length - scored.length;
  rows.push(
    `${family.padEnd(22)} ${String(samples.length).padStart(5)}  ${fieldsCell.padEnd(22)} ${datesCell}${refused ? `   ${refused} refused` : ""}`,
  );
}
console.log(`${"family".padEnd(22)} files  ${"fields".padEnd(22)} role dates`);
console.log(rows.join("\n"));
console.log("\nper field");
const columns = [...FIELD_ACCURACY, ...DATE_FIELDS];
console.log(["family".padEnd(22), ...columns.map((c) => c.slice(0, 7).padStart(7))].join(" "));
for (const [family, fields] of perField) {
  console.log([family.padEnd(22), ...columns.map((c) => pct(fields.get(c)!).padStart(7))].join(" "));
}
