// The real Word resumes of ../shared/data/dev/real-word, measured as the family "real-word". They are GPL data
// of real (anonymised) people: the project keeps no copy and no quote of them. What it keeps is the hand-made
// truth as *pointers*: each text field of the truth is a [from, to] span of the document's text stream (below),
// read from ../shared at run time; dates are kept as values ("2019-03", "Present"). So a label says where the
// answer is printed, never what it says.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { unzipSync } from "fflate";
import type { ResumeTruth } from "./parser-truth.ts";

export const REAL_WORD_DIR = join(import.meta.dirname, "../../../../shared/data/dev/real-word");
export const REAL_WORD_LABELS = join(import.meta.dirname, "../test/real-word-labels.json");

/** [from, to) in the document's text stream. */
export type Span = [number, number];

export interface RoleLabel {
  title?: Span;
  company?: Span;
  place?: Span;
  start?: string;
  end?: string;
}

export interface RealWordLabel {
  /** sha256 of the .docx: a changed file is reported, not measured against stale spans. */
  sha256: string;
  name?: Span;
  email?: Span;
  phone?: Span;
  location?: { city: Span; others: Span[] };
  roles: RoleLabel[];
  schools: Array<{ institution?: Span; degree?: Span }>;
  skills: Span[];
}

const TOKEN = /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|(<\/w:p>)|(<w:tab\/>)|(<w:br[^>]*\/>)/g;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
    name.startsWith("#")
      ? String.fromCodePoint(Number.parseInt(name.slice(name[1] === "x" ? 2 : 1), name[1] === "x" ? 16 : 10))
      : (ENTITIES[name] ?? whole),
  );

/**
 * A document's text stream: every text run of the body, then of its headers and footers (by part name), in
 * file order; a paragraph's end and a line break are "\n", a tab "\t". It is independent of the parser on
 * purpose, so that the parser's changes never move a label.
 */
export function textStream(docx: Uint8Array): string {
  const parts = unzipSync(docx, { filter: (f) => /^word\/(?:document|header\d*|footer\d*)\.xml$/.test(f.name) });
  const names = [
    "word/document.xml",
    ...Object.keys(parts)
      .filter((n) => n !== "word/document.xml")
      .sort(),
  ];
  let out = "";
  for (const name of names) {
    const xml = parts[name];
    if (!xml) continue;
    for (const m of new TextDecoder().decode(xml).matchAll(TOKEN)) {
      out += m[1] !== undefined ? decode(m[1]) : m[3] ? "\t" : "\n";
    }
  }
  return out;
}

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export function readLabels(): Record<string, RealWordLabel> {
  return existsSync(REAL_WORD_LABELS) ? JSON.parse(readFileSync(REAL_WORD_LABELS, "utf8")) : {};
}

/** The truth a label points at, read off the document's own text. */
export function truthFromLabel(label: RealWordLabel, stream: string): ResumeTruth {
  const text = (span: Span | undefined) => (span ? stream.slice(span[0], span[1]) : "");
  const place = (span: Span | undefined) => text(span) || undefined;
  return {
    name: text(label.name) || undefined,
    email: text(label.email) || undefined,
    phone: text(label.phone) || undefined,
    location: label.location
      ? { city: text(label.location.city), others: label.location.others.map((o) => text(o)) }
      : undefined,
    roles: label.roles.map((role) => ({
      title: text(role.title),
      company: text(role.company),
      place: place(role.place),
      start: role.start,
      end: role.end,
    })),
    schools: label.schools.map((s) => ({ institution: text(s.institution), degree: text(s.degree) })),
    skills: label.skills.map((s) => text(s)),
    rolePlaces: label.roles.flatMap((role) => (role.place ? [text(role.place)] : [])),
  };
}

/** The labelled documents present in ../shared, each with its truth (a changed file is left out, and said). */
export function realWordDocuments(): Array<{ file: string; bytes: Uint8Array; truth: ResumeTruth }> {
  if (!existsSync(REAL_WORD_DIR)) return [];
  return Object.entries(readLabels()).flatMap(([file, label]) => {
    const path = join(REAL_WORD_DIR, file);
    if (!existsSync(path)) return [];
    const bytes = new Uint8Array(readFileSync(path));
    if (sha256(bytes) !== label.sha256) {
      console.warn(`real-word/${file}: the file changed since it was labelled; not measured`);
      return [];
    }
    return [{ file, bytes, truth: truthFromLabel(label, textStream(bytes)) }];
  });
}
