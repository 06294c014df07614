// Step 3c: text whose line breaks were lost (pasted into a form, converted by a tool that drops them) is one
// long paragraph: "Jane Doe jane@x.com SUMMARY … WORK EXPERIENCE Charge Nurse Acme Hospital - Columbus, OH
// June 2021 to Present • Led …". Lines are recovered where a resume has them: before and after section
// headings, before bullets, around date ranges, and at runs of spaces.
import type { TextLine } from "../types.ts";
import { DATE_RANGE, MONTHS } from "./dates.ts";
import { BULLET_PREFIX, escapeRegExp, joinWrapped } from "./normalise-text.ts";
import { DEGREE_WORDS, isTitleWord, LEGAL_FORM_IN_TEXT } from "./role-words.ts";
import { HEADING_WORDS, SECTION_ALIASES, sectionKindOf } from "./sections.ts";

/** A paragraph this long in a resume is several lines run together. */
const LOST_BREAKS_CHARS = 400;

function capitalise(alias: string): string {
  return alias.replace(/(^|\s|&\s)(\p{L})/gu, (_m, space: string, letter: string) => `${space}${letter.toUpperCase()}`);
}

/** Headings as a resume sets them inside running text: "WORK EXPERIENCE", "Work Experience", "Skills:". */
const HEADING_IN_TEXT = (() => {
  const aliases = Object.values(SECTION_ALIASES)
    .flat()
    .filter((alias) => alias.length >= 5 || alias === "work")
    .sort((a, b) => b.length - a.length);
  const upper = [...new Set(aliases.map((alias) => alias.toUpperCase()))].map(escapeRegExp);
  const title = [...new Set(aliases.map(capitalise))].map(escapeRegExp);
  // "Career Experience/Job History", "EDUCATION & CERTIFICATION": more heading words after a slash or "&"
  // ("Internship/Experience": or before it).
  const words = [...HEADING_WORDS].sort((a, b) => b.length - a.length);
  const compound = (forms: string[], headings: string[]) => {
    const word = `(?:${forms.join("|")})`;
    return `(?:${word}\\s*[/&]\\s*)?(?:${headings.join("|")})(?:\\s*[/&]\\s*${word}(?:\\s+${word})?(?![\\p{L}]))?`;
  };
  const upperHeading = compound(
    words.map((word) => word.toUpperCase()),
    upper,
  );
  const titleHeading = compound(words.map(capitalise), title);
  // In capitals a heading stands out before anything; in Title Case only before a capital, digit or bullet, and
  // not after a capitalised word or a name's small word whose name it ends ("BG Computer Technologies   Princeton,
  // NJ", "NSW Department of Education").
  return new RegExp(
    `(^|\\s)(${upperHeading}|(?<!(?:\\p{Lu}\\p{Ll}*|of|for|and|&)\\s)${titleHeading}(?=:?\\s+[\\p{Lu}\\d•*●▪(]))(?::|\\s*[-–]\\s)?(?=\\s+\\S)`,
    "gu",
  );
})();

const BULLET_IN_TEXT = /\s+(?=(?:[•●▪◦■➢►✓❖]|\*)\s+\p{Lu})/gu;
/** A range with the brackets around it: "Paralegal (2013 – present)" is a title and its dates. */
const RANGE_IN_TEXT = new RegExp(`\\(?(?:${DATE_RANGE.source})\\)?`, "gi");

/**
 * A month-name date standing alone in running text ("… University May 2014"): a field of its own, and the
 * end of its entry when a capitalised word follows ("June 2016 Bachelor of Science …" starts the next one).
 */
const MONTH_DATE_IN_TEXT = new RegExp(
  `(?<!(?:\\bto|[-–—]))\\s((?:${MONTHS})\\.?,?\\s+\\d{4})\\b(?!\\s*(?:-|–|—|to)\\s|\\s+(?:present|current)\\b)(\\s+(?=\\p{Lu}))?`,
  "giu",
);

/** "… Institute of TAFE 2016 High School Diploma …": a year before a degree ends the entry before it. */
const YEAR_BEFORE_DEGREE = new RegExp(`\\s((?:19|20)\\d{2})\\s+(?=\\p{Lu})(?=${DEGREE_WORDS.source})`, "giu");

function splitRunTogether(text: string): string[] {
  const parts = text
    .replace(HEADING_IN_TEXT, (match: string, space: string, heading: string, offset: number, whole: string) =>
      // "Project Manager", "Education Coordinator": a Title Case heading's word that starts a job title is none.
      heading !== heading.toUpperCase() &&
      isTitleWord(
        whole
          .slice(offset + match.length)
          .trim()
          .split(/\s+/)[0] ?? "",
      )
        ? match
        : `${space}\n${heading}\n`,
    )
    .replace(BULLET_IN_TEXT, "\n")
    // (Its own wide gaps, "2013   present" where an export lost the dash, part nothing.)
    .replace(RANGE_IN_TEXT, (range: string) => `\n${range.replace(/\s+/g, " ")}\n`)
    .replace(MONTH_DATE_IN_TEXT, (_m, date: string, capitalAfter?: string) => `\n${date}${capitalAfter ? "\n" : " "}`)
    .replace(YEAR_BEFORE_DEGREE, (_m, year: string) => `\n${year}\n`)
    // ("Denver  ,   CO", "MBA  :   Finance": a builder's spaces around a comma or a colon part no fields.)
    .replace(/\s+([,:])\s+/g, "$1 ")
    .split(/\n|\s{2,}/)
    .map((part) => part.trim())
    .filter(Boolean);
  // Before a date range, the role's header follows the last sentence of the bullet before it:
  // "… by introducing mutual action plans. Account Executive Summit Payroll - Denver, CO" / "Feb 2018 to …".
  return parts.flatMap((part, i) => {
    const next = parts[i + 1] ?? "";
    const range = DATE_RANGE.exec(next);
    if (range?.index !== 0) return [part];
    // (A legal form's full stops, "Hollis & Crane, Inc. - Oakland", "Sakura Fintech K.K.", or an abbreviation's,
    // "St. Mary's", end no sentence: masked, same length.)
    const masked = part
      .replace(LEGAL_FORM_IN_TEXT, (form) => form.replace(/\./g, "_"))
      .replace(/\b(St|Mt|Ft|Dr|Mr|Mrs|Ms|Prof|No)\.(?=\s\p{Lu})/gu, "$1_");
    const cut = masked.search(/[.!?]\s+(?=\p{Lu}[^.!?]*$)/u);
    return cut > 0 ? [part.slice(0, cut + 1), part.slice(cut + 1).trim()] : [part];
  });
}

/**
 * A page that is one paragraph wrapped by the printer: no heading on a line of its own, and most
 * lines long. Its lines are joined back into the paragraph they are.
 */
function isWrappedParagraph(lines: TextLine[]): boolean {
  const chars = lines.reduce((sum, line) => sum + line.text.length, 0);
  if (chars < LOST_BREAKS_CHARS * 1.5 || lines.length < 4) return false;
  if (lines.some((line) => sectionKindOf(line.text))) return false;
  return lines.filter((line) => line.text.length >= 60).length >= lines.length * 0.8;
}

/** Lines as they were, or, for paragraphs that run a whole resume together, the lines they hold. */
export function recoverLineBreaks(original: TextLine[]): TextLine[] {
  const lines = isWrappedParagraph(original)
    ? [
        {
          ...original[0]!,
          text: original.map((line) => line.text.trim()).reduce((joined, next) => joinWrapped(joined, next)),
        },
      ]
    : original;
  if (!lines.some((line) => line.text.length > LOST_BREAKS_CHARS)) return lines;
  const out: TextLine[] = [];
  for (const line of lines) {
    const parts = line.text.length > LOST_BREAKS_CHARS ? splitRunTogether(line.text) : [line.text];
    // A line cut out of a paragraph has no width of its own: the paragraph's would read as "wrapped by the page".
    const width = parts.length > 1 ? 0 : line.width;
    for (const text of parts)
      out.push({ ...line, text, width, index: out.length, isBullet: line.isBullet || BULLET_PREFIX.test(text) });
  }
  return out;
}
