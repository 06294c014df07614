// Field accuracy of the parser on the Reactive Resume template set: the same data rendered into 12 layouts.
// Usage: node packages/engine/scripts/measure-parser.ts [path/to/reactive-resume-templates]
//
// Matching rule (one point per field, fields absent from the truth are not counted):
// - name, email, phone, location: equal after lower-casing and collapsing white space (phone: same digits).
// - per visible experience item: job title and company, each equal after normalisation, matched against the
//   parsed entry at the same position in date order (both lists are in document order).
// - per visible education item: institution equal; degree correct when every word of the truth's studyType
//   (except "in", "of", "and") appears in the parsed degree + field of study.
// - skills recall: share of visible skill keywords found among the parsed skills items (normalised).
// Items and sections with visible:false are skipped: they are not rendered.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseResume } from "../src/parse/parse-resume.ts";

const root = resolve(
  process.argv[2] ?? join(import.meta.dirname, "../../../../shared/data/dev/reactive-resume-templates"),
);
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ").replace(/[.,]$/, "").trim();
const digits = (s: string) => s.replace(/\D/g, "");
interface TruthItem {
  visible?: boolean;
  position: string;
  company: string;
  institution: string;
  studyType: string;
  keywords: string[];
}
const words = (s: string) =>
  norm(s)
    .split(/[\s,]+/)
    .filter((w) => w && !["in", "of", "and", "&"].includes(w));

interface Tally {
  right: number;
  total: number;
  misses: string[];
}

function check(tally: Tally, label: string, ok: boolean, detail: string) {
  tally.total++;
  if (ok) tally.right++;
  else tally.misses.push(`${label}: ${detail}`);
}

let grandRight = 0;
let grandTotal = 0;
const rows: string[] = [];
for (const file of readdirSync(join(root, "json")).sort()) {
  const name = file.replace(/\.json$/, "");
  const truth = JSON.parse(readFileSync(join(root, "json", file), "utf8"));
  const parsed = await parseResume(new Uint8Array(readFileSync(join(root, "pdf", `${name}.pdf`))));
  const r = parsed.resume;
  const t: Tally = { right: 0, total: 0, misses: [] };
  const b = truth.basics;
  if (b.name) check(t, "name", norm(r.personalInfo.name) === norm(b.name), r.personalInfo.name);
  if (b.email) check(t, "email", norm(r.personalInfo.email) === norm(b.email), r.personalInfo.email);
  if (b.phone) check(t, "phone", digits(r.personalInfo.phone) === digits(b.phone), r.personalInfo.phone);
  if (b.location) check(t, "location", norm(r.personalInfo.address) === norm(b.location), r.personalInfo.address);
  const visible = (section: { visible?: boolean; items: TruthItem[] }) =>
    section.visible === false ? [] : section.items.filter((i) => i.visible !== false);
  visible(truth.sections.experience).forEach((item: TruthItem, i: number) => {
    const got = r.experience[i];
    check(
      t,
      `experience[${i}].jobTitle`,
      !!got && norm(got.jobTitle) === norm(item.position),
      got?.jobTitle ?? "(none)",
    );
    check(t, `experience[${i}].company`, !!got && norm(got.company) === norm(item.company), got?.company ?? "(none)");
  });
  visible(truth.sections.education).forEach((item: TruthItem, i: number) => {
    const got = r.education[i];
    check(
      t,
      `education[${i}].institution`,
      !!got && norm(got.institution) === norm(item.institution),
      got?.institution ?? "(none)",
    );
    const gotWords = new Set(words(`${got?.degree ?? ""} ${got?.fieldOfStudy ?? ""}`));
    check(
      t,
      `education[${i}].degree`,
      !!got && words(item.studyType).every((w) => gotWords.has(w)),
      `${got?.degree} / ${got?.fieldOfStudy}`,
    );
  });
  const parsedSkills = new Set(r.skills.flatMap((c) => c.items.map(norm)));
  for (const item of visible(truth.sections.skills) as TruthItem[]) {
    for (const keyword of item.keywords as string[]) check(t, "skill", parsedSkills.has(norm(keyword)), keyword);
  }
  grandRight += t.right;
  grandTotal += t.total;
  const pct = ((t.right / t.total) * 100).toFixed(1);
  rows.push(
    `${name.padEnd(10)} ${pct.padStart(5)} %  (${t.right}/${t.total})${t.misses.length ? `  misses: ${t.misses.slice(0, 4).join("; ")}` : ""}`,
  );
}
console.log(rows.join("\n"));
console.log(`overall    ${((grandRight / grandTotal) * 100).toFixed(1)} %  (${grandRight}/${grandTotal})`);
