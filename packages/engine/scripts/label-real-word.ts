// Turns hand-written labels of the real Word resumes into the pointers the project keeps (see real-word.ts).
// A labeller writes, OUTSIDE the project, one JSON per document, named like it ("17.json" for 17.docx), with
// every text value copied as printed:
//   { "name", "email", "phone", "location": { "city", "others": [] },
//     "roles": [{ "title", "company", "place", "start": "2019-03", "end": "Present" }],
//     "schools": [{ "institution", "degree" }], "skills": [] }
// Usage: node packages/engine/scripts/label-real-word.ts <folder of labels>   (adds or replaces those documents)
//        node packages/engine/scripts/label-real-word.ts --show 17              (prints the truth it points at)
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  REAL_WORD_DIR,
  REAL_WORD_LABELS,
  type RealWordLabel,
  readLabels,
  type Span,
  sha256,
  textStream,
  truthFromLabel,
} from "./real-word.ts";

interface PlainLabel {
  name?: string;
  email?: string;
  phone?: string;
  location?: { city?: string; others?: string[] };
  roles?: Array<{ title?: string; company?: string; place?: string; start?: string; end?: string }>;
  schools?: Array<{ institution?: string; degree?: string }>;
  skills?: string[];
}

const DATE = /^(?:\d{4}(?:-\d{2})?|Present)$/;

/** Where a value is printed: its words in order, any white space between them (a tab, a line break). */
function spanOf(stream: string, value: string | undefined, where: string, problems: string[]): Span | undefined {
  const wordsOf = value?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (wordsOf.length === 0) return undefined;
  const pattern = new RegExp(wordsOf.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+"));
  const m = pattern.exec(stream);
  if (!m) {
    problems.push(`${where}: not printed as written`);
    return undefined;
  }
  return [m.index, m.index + m[0].length];
}

function pointers(plain: PlainLabel, bytes: Uint8Array, problems: string[]): RealWordLabel {
  const stream = textStream(bytes);
  const at = (value: string | undefined, where: string) => spanOf(stream, value, where, problems);
  const date = (value: string | undefined, where: string) => {
    if (value !== undefined && !DATE.test(value)) problems.push(`${where}: "${value}" is no YYYY, YYYY-MM or Present`);
    return value;
  };
  const spans = (values: string[] | undefined, where: string) =>
    (values ?? []).flatMap((value, i) => {
      const span = at(value, `${where}[${i}]`);
      return span ? [span] : [];
    });
  const city = at(plain.location?.city, "location.city");
  return {
    sha256: sha256(bytes),
    name: at(plain.name, "name"),
    email: at(plain.email, "email"),
    phone: at(plain.phone, "phone"),
    location: city ? { city, others: spans(plain.location?.others, "location.others") } : undefined,
    roles: (plain.roles ?? []).map((role, i) => ({
      title: at(role.title, `roles[${i}].title`),
      company: at(role.company, `roles[${i}].company`),
      place: at(role.place, `roles[${i}].place`),
      start: date(role.start, `roles[${i}].start`),
      end: date(role.end, `roles[${i}].end`),
    })),
    schools: (plain.schools ?? []).map((school, i) => ({
      institution: at(school.institution, `schools[${i}].institution`),
      degree: at(school.degree, `schools[${i}].degree`),
    })),
    skills: spans(plain.skills, "skills"),
  };
}

const args = process.argv.slice(2);
if (args[0] === "--show" && args[1]) {
  const file = `${args[1]}.docx`;
  const label = readLabels()[file];
  if (!label) throw new Error(`${file} is not labelled`);
  const bytes = new Uint8Array(readFileSync(join(REAL_WORD_DIR, file)));
  console.log(JSON.stringify(truthFromLabel(label, textStream(bytes)), null, 2));
} else if (args[0]) {
  const labels = readLabels();
  let failed = false;
  for (const name of readdirSync(args[0]).filter((f) => /^\d+\.json$/.test(f))) {
    const file = name.replace(/\.json$/, ".docx");
    const problems: string[] = [];
    const plain: PlainLabel = JSON.parse(readFileSync(join(args[0], name), "utf8"));
    const label = pointers(plain, new Uint8Array(readFileSync(join(REAL_WORD_DIR, file))), problems);
    if (problems.length) {
      failed = true;
      console.log(`${file}:\n  ${problems.join("\n  ")}`);
      continue;
    }
    labels[file] = label;
  }
  const sorted = Object.fromEntries(
    Object.entries(labels).sort(([a], [b]) => Number.parseInt(a, 10) - Number.parseInt(b, 10)),
  );
  writeFileSync(REAL_WORD_LABELS, `${JSON.stringify(sorted)}\n`);
  console.log(`${Object.keys(sorted).length} documents labelled${failed ? " (fix the ones above and run again)" : ""}`);
  if (failed) process.exitCode = 1;
} else {
  console.error("usage: label-real-word.ts <folder of labels> | --show <number>");
  process.exitCode = 2;
}
