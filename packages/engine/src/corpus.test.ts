// Every document of the measurement corpus (test/corpus: JSON Resume themes, LibreOffice, Word structures,
// LaTeX, job-board text), each parsed once, for two things:
// - the parser's field accuracy per family stays at or above what it reaches now (scripts/measure-parser.ts
//   prints the same figures): a change that reads one family better and another worse shows here;
// - the analysis never contradicts what the parser found: no "add a section" for a heading that is there, no
//   quote that is not on the page, no check that is both a strength and a suggestion, no bullet without words;
// - letters written from it for six postings and three styles invent nothing, stay within 250–380 words, quote
//   no debris and put the latest role in the right tense.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { JsonResumePerson } from "../scripts/corpus/person.ts";
import { DATE_FIELDS, FIELD_ACCURACY, scoreParse, truthFromJsonResume } from "../scripts/parser-truth.ts";
import { TEST_POSTINGS, testLetters } from "../test/postings.ts";
import { analyzeResume } from "./analyze/analyze-resume.ts";
import { hasHeading } from "./analyze/ats-view.ts";
import { LETTER_WORDS } from "./generate/cover-letter.ts";
import { findUngroundedFacts, resumeSources } from "./generate/grounding.ts";
import { quotableLine } from "./generate/quotable.ts";
import { isCurrentRole } from "./generate/role-tense.ts";
import { matchResumeToPosting } from "./match/match-resume.ts";
import { LENGTHS_OF_TIME_IN_TEXT, MONTHS } from "./parse/dates.ts";
import { parseResume } from "./parse/parse-resume.ts";
import { analyzePosting } from "./posting/analyze-posting.ts";
import type { ParsedResume } from "./types.ts";

const corpus = join(import.meta.dirname, "../test/corpus");
const manifest: Array<{ file: string; family: string; person: string }> = JSON.parse(
  readFileSync(join(corpus, "manifest.json"), "utf8"),
);
const families = [...new Set(manifest.map((m) => m.family))];

/** [fields, role dates]: the figures of the last measurement, rounded down. */
const FLOORS: Record<string, [number, number]> = {
  "doc-templates": [0.99, 1],
  europass: [0.99, 1],
  "flattened-builder": [1.0, 1],
  "flattened-docx": [0.98, 1],
  "profile-export": [1.0, 1],
  "flattened-pdf": [0.98, 1],
  "html-altchunk": [0.99, 1],
  "html-to-docx": [0.97, 0.98],
  "jobboard-docx": [1.0, 1],
  "jsonresume-actual": [0.97, 1],
  "jsonresume-autumn": [0.98, 1],
  "jsonresume-caffeine": [0.98, 1],
  "jsonresume-class": [0.97, 1],
  "jsonresume-dinesh": [0.98, 1],
  "jsonresume-direct": [0.97, 1],
  "jsonresume-fresh": [0.98, 1],
  // First sight 0.185 (test/corpus/README.md): github's activity timeline ("Joined <company>" over a card of the
  // title, a month and year alone) read no role and no school. Read since as a timeline of events; only a role's
  // start is printed, so an earlier role's end is not read.
  "jsonresume-github": [0.96, 0.68],
  "jsonresume-onepageresume": [0.96, 1],
  // First sight 0.931 and 0.942 (test/corpus/README.md); simple-red's contact cells at the page's foot, spartacus's
  // last role of a page read since.
  "jsonresume-simple-red": [0.96, 0.97],
  "jsonresume-spartacus": [0.95, 0.96],
  "jsonresume-elegant": [0.99, 1],
  "jsonresume-eloquent": [0.99, 0.98],
  "jsonresume-even": [0.98, 1],
  "jsonresume-flat": [0.99, 1],
  "jsonresume-full": [0.98, 1],
  "jsonresume-kendall": [0.98, 1],
  "jsonresume-lucide": [0.99, 1],
  "jsonresume-mantra": [0.97, 1],
  "jsonresume-macchiato": [0.99, 1],
  "jsonresume-minyma": [0.98, 1],
  "jsonresume-modern": [0.99, 1],
  "jsonresume-onepage": [0.99, 1],
  "jsonresume-paper": [0.99, 1],
  "jsonresume-short": [0.99, 1],
  "jsonresume-spartan": [0.98, 1],
  "jsonresume-stackoverflow": [0.98, 1],
  "jsonresume-straightforward": [0.99, 1],
  "latex-altacv": [0.98, 1],
  "latex-article": [1.0, 1],
  "latex-awesome": [1.0, 1],
  "latex-columns": [0.99, 1],
  "latex-cv-classes": [0.98, 1],
  "latex-deedy": [0.98, 1],
  "latex-marginpar": [0.99, 1],
  "latex-moderncv": [0.99, 1],
  "latex-pdflatex": [0.99, 1],
  "libreoffice-docx": [1.0, 1],
  "libreoffice-pdf": [0.99, 0.97],
  "libreoffice-themes-docx": [0.98, 1],
  "markdown-docx": [1.0, 1],
  "markdown-html": [0.99, 1],
  "markdown-pdf": [0.99, 1],
  "pdf-to-docx": [0.98, 1],
  // A two-column PDF's rows pasted into Word: 0.434 / 0.258 at first sight (scripts/corpus/pasted-columns.ts).
  "pasted-columns": [0.59, 0.77],
  // The older printer's PDFs drawn glyph by glyph with uneven gaps: 0.231 / 0.485 at first sight
  // (scripts/corpus/glyph-jitter.ts).
  "glyph-jitter": [0.9, 0.97],
  "word-structures": [0.99, 1],
  "word-textboxes": [0.99, 1],
  "word-textboxes-pdf": [0.99, 1],
  "word-structures-pdf": [0.99, 1],
  "word-resumes": [1.0, 1],
  "word-resumes-pdf": [0.99, 1],
  "typst-basic": [0.99, 1],
  "typst-sidebar": [0.99, 1],
  "typst-rendercv": [0.99, 1],
  "open-resume": [0.99, 1],
  "weasyprint-themes": [0.95, 1],
  "wkhtmltopdf-themes": [0.97, 1],
  "word-dates-first": [0.99, 1],
  "word-portal-export": [0.99, 1],
};

// Line breaks and hyphens aside: a bullet joined across lines ("180-" / "room") is still the text on the page;
// so is a bullet whose line on the page also carried its role's dates, or their length, set in the margin.
const MARGIN_DATE = new RegExp(`\\b(?:${MONTHS})\\.?\\s+\\d{4}|\\b\\d{4}\\b|\\bpresent\\b`, "gi");
const squash = (text: string) =>
  text
    .replace(LENGTHS_OF_TIME_IN_TEXT, "")
    .replace(MARGIN_DATE, "")
    .replace(/[\s-]+/g, "");

/** The analysis of one document agrees with what was read from it. */
function expectAdviceAgreesWithReading(parsed: ParsedResume) {
  const analysis = analyzeResume(parsed);
  const advice = analysis.details.suggestions.map((s) => s.message).join("\n");

  for (const kind of ["experience", "education", "skills"] as const) {
    if (hasHeading(parsed, kind)) expect(advice).not.toMatch(new RegExp(`Add (?:a|an) "?${kind} section`, "i"));
  }
  expect(advice).not.toMatch(/\ba (?:experience|education)\b/i);

  const page = squash(parsed.lines.map((l) => l.text).join("\n"));
  for (const suggestion of analysis.details.suggestions) {
    for (const evidence of suggestion.evidence) {
      if (evidence.lineIndex !== null) expect(page).toContain(squash(evidence.text).replace(/…$/, ""));
    }
  }

  const strengthIds = new Set(analysis.details.strengths.map((s) => s.checkId));
  for (const suggestion of analysis.details.suggestions) expect(strengthIds.has(suggestion.checkId)).toBe(false);

  // A bullet is words: a glyph set apart before its text is no bullet of its own.
  for (const role of parsed.resume.experience) {
    for (const bullet of role.responsibilities) expect(bullet).toMatch(/[\p{L}\p{N}]/u);
  }

  const view = analysis.details.atsView;
  expect(view.roles).toHaveLength(parsed.resume.experience.length);
  expect(view.contact.find((f) => f.label === "Email")?.value).toBe(parsed.resume.personalInfo.email);
}

/** What a letter must never contain: dates, line-break hyphens, glued words, bullet glyphs, placeholders. */
const DEBRIS = [
  new RegExp(`\\b(?:${MONTHS})\\.?\\s+\\d{4}`, "i"),
  /\b(?:19|20)\d{2}\s*[-–]\s*(?:(?:19|20)\d{2}|present)/i,
  /[a-z]-\s+[a-z]/,
  /\b[a-z]{2,}[A-Z]/,
  /[•{}[\]]| {2,}|\.\.|undefined|null/,
];

/**
 * Letters from one document for every test posting and style: nothing invented, within the word limit, no
 * debris, the latest role in the right tense. Returns [letters, letters under the minimum] for documents
 * with at least two bullets a letter can cite (scripts/measure-letters.ts prints the same figures).
 */
function expectLettersWorthSending(parsed: ParsedResume): [number, number] {
  const citable = parsed.resume.experience.flatMap((e) => e.responsibilities).filter((b) => quotableLine(b)).length;
  const latest = parsed.resume.experience[0];
  let short = 0;
  let letters = 0;
  for (const { posting, template, letter } of testLetters(parsed)) {
    const label = `${template}\n${letter}`;
    // The letter states fields as the parser read them (the name that signs it, a degree), also when a theme
    // set them over two lines with something between.
    const sources = [...resumeSources(parsed), posting, "Acme"];
    expect(findUngroundedFacts(letter, sources), label).toEqual([]);
    const words = letter.split(/\s+/).length;
    expect(words, label).toBeLessThanOrEqual(LETTER_WORDS.max);
    for (const pattern of DEBRIS) expect(letter, label).not.toMatch(pattern);
    // The latest role's own phrasings in its tense; "my current role" only of a role that is (a role read first
    // without dates, before the current one, is not the latest).
    if (latest && !isCurrentRole(latest)) expect(letter, label).not.toMatch(/currently work|right now/i);
    if (!parsed.resume.experience.some(isCurrentRole)) expect(letter, label).not.toMatch(/current role/i);
    if (citable >= 2) {
      letters++;
      if (words < LETTER_WORDS.min) short++;
    }
  }
  return [letters, short];
}

/** Each test posting's occupations, as the ranking set names the corpus people's (test/match-ranking.json). */
const POSTING_OCCUPATIONS: Record<string, (occupation: string) => boolean> = {
  "software-engineer": (o) => o.startsWith("sw-"),
  "backend-engineer": (o) => o.startsWith("sw-"),
  "registered-nurse": (o) => o === "nurse",
  "data-analyst": (o) => o === "data-analyst",
  teacher: (o) => o === "teacher",
  "account-executive": (o) => o === "sales",
  "mechanical-engineer": (o) => o === "mech-eng",
  "product-designer": (o) => o === "designer",
};

describe("job match across the corpus people", () => {
  it("ranks each test posting's own occupation first, and each person's own posting first", async () => {
    const occupations = (
      JSON.parse(readFileSync(join(import.meta.dirname, "../test/match-ranking.json"), "utf8")) as {
        resumes: Record<string, string>;
      }
    ).resumes;
    const people = await Promise.all(
      manifest
        .filter((m) => m.family === "jsonresume-even")
        .map(async (m) => ({
          occupation: occupations[`corpus:${m.person.slice(0, 2)}`]!,
          parsed: await parseResume(new Uint8Array(readFileSync(join(corpus, m.file)))),
        })),
    );
    const NOW = { year: 2026, month: 11 };
    const postings = Object.entries(TEST_POSTINGS).map(([id, text]) => ({ id, analysis: analyzePosting(text) }));
    // Every pair matched once.
    const scores = new Map(
      people.map((person) => [
        person,
        new Map(postings.map((p) => [p, matchResumeToPosting(person.parsed, p.analysis, NOW).matchScore])),
      ]),
    );
    const score = (person: (typeof people)[number], posting: (typeof postings)[number]) =>
      scores.get(person)!.get(posting)!;
    for (const posting of postings) {
      const top = people.reduce((best, person) => (score(person, posting) > score(best, posting) ? person : best));
      expect(POSTING_OCCUPATIONS[posting.id]!(top.occupation), `${posting.id}: ${top.occupation} first`).toBe(true);
    }
    for (const person of people.filter((p) =>
      postings.some((posting) => POSTING_OCCUPATIONS[posting.id]!(p.occupation)),
    )) {
      const top = postings.reduce((best, posting) => (score(person, posting) > score(person, best) ? posting : best));
      expect(POSTING_OCCUPATIONS[top.id]!(person.occupation), `${person.occupation}: ${top.id} first`).toBe(true);
      // The same occupation is a fit, 60 or more ("Teacher of Mathematics" for a mathematics teacher's posting).
      if (!person.occupation.startsWith("sw-"))
        expect(score(person, top), person.occupation).toBeGreaterThanOrEqual(60);
    }
  });
});

describe("the corpus", () => {
  it("covers every family, each with a floor", () => {
    expect(families.length).toBeGreaterThanOrEqual(13);
    expect(manifest.length).toBeGreaterThanOrEqual(150);
    expect([...families].sort()).toEqual(Object.keys(FLOORS).sort());
  });

  it.each(families.map((f) => [f]))("%s: read at or above its floor, and advised as read", async (family) => {
    let right = 0;
    let total = 0;
    let datesRight = 0;
    let datesTotal = 0;
    let letters = 0;
    let shortLetters = 0;
    for (const entry of manifest.filter((m) => m.family === family)) {
      const person: JsonResumePerson = JSON.parse(readFileSync(join(corpus, "people", `${entry.person}.json`), "utf8"));
      const parsed = await parseResume(new Uint8Array(readFileSync(join(corpus, entry.file))));
      expectAdviceAgreesWithReading(parsed);
      const [written, short] = expectLettersWorthSending(parsed);
      letters += written;
      shortLetters += short;
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
    // A letter runs short only when the document has fewer than two bullets it can cite.
    expect(shortLetters, `${shortLetters} of ${letters} letters under ${LETTER_WORDS.min} words`).toBe(0);
  });
});
