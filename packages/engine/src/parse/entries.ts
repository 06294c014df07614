// Step 5b: split a section (experience, education, projects, certifications) into entries. Each entry is
// anchored by its header lines (short lines: title, company, place, dates) followed by its body lines
// (bullets and sentences). Wrapped sentences are joined back together.

import { rememberedFor, type WordSet } from "../memo.ts";
import { lookupSkill } from "../skills/match-skills.ts";
import type { TextLine } from "../types.ts";
import {
  ENDS_WITH_MONTH,
  findDateRange,
  findSingleDate,
  LENGTH_OF_TIME,
  LENGTHS_OF_TIME_IN_TEXT,
  MONTHS,
  OPEN_END_WORD,
  RANGE_END_PART,
  STARTS_WITH_DATE,
  toYearMonth,
} from "./dates.ts";
import { courseOfProvider } from "./entry-fields.ts";
import {
  BULLET_PREFIX,
  escapeRegExp,
  GLYPH_PREFIX,
  GLYPHS_ONLY,
  isCommonWord,
  joinWrapped,
  wordCount,
} from "./normalise-text.ts";
import { isPlace } from "./places.ts";
import {
  COMPANY_LABEL,
  COMPANY_WORDS,
  DATE_LABEL,
  DATE_WORDS,
  DATES_LABEL_COLON,
  DATES_LABELLED,
  DEGREE_LABEL,
  DEGREE_LEVEL_LABEL,
  DEGREE_WORDS,
  departmentRun,
  EMPLOYMENT_TYPE,
  FIELD_LABEL,
  GRADE_IN_BRACKETS_TEXT,
  GRADE_WORDS,
  holdsSchoolWord,
  holdsTitle,
  isDepartment,
  isOnlineProvider,
  isProvider,
  isTitle,
  LABEL_BEFORE_TEXT,
  LEGAL_FORM_ALONE,
  LEGAL_FORM_TAIL,
  NAME_LINK_WORDS,
  NAMES_COURSE,
  namesDegree,
  namesDegreeOnly,
  namesSchool,
  namesSchoolOnly,
  opensWithDeed,
  opensWithDegree,
  PROVIDER,
  providerCourse,
  ROLE_SUB_LABEL,
  roleSentence,
  SCHOOL_LABEL,
  SCHOOL_WORDS,
  STATEMENT_START,
  TITLE_LABEL,
  TOOLS_LABEL,
} from "./role-words.ts";
import { mostCommonFontSize, sectionKindOf, wrapsAroundNeighbour } from "./sections.ts";

export interface EntryBlock {
  /** Header parts, split on wide gaps and separators; dates removed. */
  headerParts: string[];
  headerLines: TextLine[];
  dates: { start: string; end: string } | null;
  /** A single date ("2020") when there is no range: certifications, graduation. */
  singleDate: string | null;
  body: Array<{ text: string; line: TextLine }>;
  urls: string[];
}

const DEGREE_START =
  /^(?:bachelor|master|doctor|associate|b\.?\s?sc|m\.?\s?sc|b\.?a\b|m\.?a\b|ph\.?d|mba|diploma|certificate)/i;
/** A region's or country's code written with full stops, after a comma, closing a line: "…, D.C.", "…, N.Y.". */
const DOTTED_CODE_CLOSING = /,\s*(?:\p{Lu}\.){2,3}$/u;
/** A degree, "from" its school, a year at the end: [whole, degree]. */
const DEGREE_FROM_SCHOOL = /^(.{2,60}?)\s+from\s+\p{Lu}.*\b(?:19|20)\d{2}\.?$/u;
const URL_ONLY = /^(?:https?:\/\/|www\.)\S+$|^[a-z0-9-]+(?:\.[a-z0-9-]+)+\/\S*$/i;
// The words in lower case only: "Toronto, ON" and "Carmel, IN" end with a state, not with "on" or "in".
// Unicode-aware: "Andalucía" does not end with the word "a" (a plain \b sees a boundary after "í").
const CONTINUATION_END =
  /(?:[-,/&(]|(?<![\p{L}\p{N}])(?:a|an|the|of|in|for|to|with|and|or|by|on|at|from|as|into|across|using|via|including|such|de|du|des|der|di|la|le|los|las|del|van|von))$/u;
/**
 * The same in lines set in capitals: "AMERICAN UNIVERSITY OF" / "SHARJAH" (not after a comma: "PORTLAND, OR"),
 * "UNIVERSIDAD AUTÓNOMA" / "DEL CENTRO".
 */
const CAPITALS_CONTINUATION_END = /^[^\p{Ll},]+\s(?:OF|AND|FOR|THE|DE|DO|DA|DI|DU|DEL|DES|DER|VAN|VON)$/u;
const CAPITALS_CONTINUATION_START = /^(?:OF|AND|FOR|DE|DO|DA|DI|DU|DEL|DES|DER|VAN|VON)\s[^\p{Ll}]+$/u;

/** "Environment: Git, Maven, Jenkins", "Tools used: …": a labelled list inside an entry is part of its body. */
const LABELLED_LIST = /^\p{Lu}[\p{L} /&-]{1,30}:\s+\S+(?:\s*[,;]\s*\S+){2,}/u;
const isHeaderLabel = (text: string) =>
  [TITLE_LABEL, COMPANY_LABEL, SCHOOL_LABEL, DEGREE_LABEL].some((label) => label.test(text)) ||
  DATES_LABEL_COLON.test(text) ||
  /^location\s*:/i.test(text);

/** The title of a role told as a sentence, where the words after "as" are one: "Working as Java Developer in …". */
function toldRoleTitle(text: string): boolean {
  const told = roleSentence(text);
  return !!told && isTitle(told[0]);
}

/** "Kept books for six small firms.": a sentence of what was done, never a wrapped part of a header or a cell. */
const isDoneSentence = (text: string) => opensWithDeed(text) && /[.!?]$/.test(text);

/** "GPA: 3.7/4.0", "Marks: 82%": a grade's label opening a line. */
const GRADE_LABEL = new RegExp(`^(?:${GRADE_WORDS}|marks)\\s*:`, "i");

/** "1. Harbourline Foods, …": a numbered list's number before an entry's first capital. */
const LIST_NUMBER = /^\s*(\d{1,2})[.)]\s+(?=\p{Lu})/u;

/** "Project: Payments Hub", "Project Name - …": the label of a project's name. */
const PROJECT_NAME_WORDS = "project(?:\\s+(?:name|title))?";
export const PROJECT_NAME_LABEL = new RegExp(`^${PROJECT_NAME_WORDS}\\s*[:\\-–]\\s*`, "i");
/** "Project: Billing engine" / "Client: Northwind Bank": a project's label in a role's body. */
const PROJECT_LABEL = new RegExp(`^(?:${PROJECT_NAME_WORDS}|client)\\s*[:\\-–]`, "i");

/** "Role: Backend developer" under a project's label in a role's body: the part played in it, not a new role. */
const roleInProject = (text: string, entry: EntryBlock) =>
  TITLE_LABEL.test(text) && PROJECT_LABEL.test(entry.body.at(-1)?.text ?? "");

/** Dates set in a lane before a line's own text ("Août 2018 - Mai 2021   Registered Nurse"), with their gap. */
function laneDatesBefore(text: string): string | null {
  const lane = /^(.*?\S)\s{3,}(?=\S)/.exec(text.trim());
  return lane && isDateOnlyLine(lane[1]!) ? lane[0] : null;
}

/** Where a line's text starts, past dates set before it in a lane (estimated from its place in the line). */
function textStart(line: TextLine): number {
  const lane = laneDatesBefore(line.text);
  if (!lane || !line.width) return line.x;
  return line.x + (line.width * lane.length) / line.text.trim().length;
}

const NAME_THEN_SITE = /^[^\s,][^,]{1,60},\s*(?:https?:\/\/|www\.)[\w.-]+\.[a-z]{2,}\b/i;

/** "SSC", "12th", "B.Tech": a degree named by its initials or number alone (not a word such as "Diploma"). */
function degreeAlone(text: string): boolean {
  return DEGREE_WORDS.exec(text)?.[0] === text && !/^\p{Lu}\p{Ll}+$/u.test(text);
}

function isBodyLine(line: TextLine, headerIndent: number | null, schools = false): boolean {
  const text = line.text.trim();
  // ("• Worked with Brightside Labs as Software Engineer from Jun 2016 to Mar 2020.": a bulleted list of roles told
  // as dated sentences, each a role of its own.)
  if (line.isBullet || BULLET_PREFIX.test(text)) return !(findDateRange(text) && toldRoleTitle(text));
  if (findDateRange(text) || leadingYear(text, schools) || (schools && yearAsField(text))) return false;
  // (Nor a title's few words that end with their date after a comma or a gap, "Developer intern at Quillby,
  // Lyon, .2021".)
  if (wordCount(text) <= 10 && !/[.!?]$/.test(text) && holdsTitle(text) && trailingSingleDate(text)) return false;
  // "Position held: Data Analyst", "Name and address of employer: …": a labelled field is the header's.
  if (isHeaderLabel(text)) return false;
  // ("GCSEs: Maths, English, Science — Kingsway Academy — 2013": a degree's subjects, then its school, head one.)
  if (LABELLED_LIST.test(text)) return !(schools && DEGREE_WORDS.test(text.split(":")[0]!) && SCHOOL_WORDS.test(text));
  // "Main project: Warehouse billing migration", "Client: Northwind Bank": a label that names no field of
  // the header (nor a degree's, "Bachelor of Science: Mathematics") heads a detail of the entry.
  // ("PG: MBA from …", a degree under its level's label, opens a school of its own.)
  const detailLabel = LABEL_BEFORE_TEXT.exec(text)?.[1];
  if (
    detailLabel &&
    !DEGREE_WORDS.test(detailLabel) &&
    !SCHOOL_WORDS.test(detailLabel) &&
    !DEGREE_LEVEL_LABEL.test(text)
  )
    return true;
  // A row of chips (courses, tools) set an em apart: details of the entry, not its header.
  // (A gap after a comma or around a dash parts a header's fields: "Title,  Company   —  Present".)
  if ((text.match(/[^\s,;:—–-] {2}(?=[^\s—–-])/g) ?? []).length >= 2) return true;
  // "Northwind-Retail, www.northwind.pl, one of the largest furniture chains…": a name then its web address is
  // an employer's (or a school's), whatever description follows.
  if (NAME_THEN_SITE.test(text)) return false;
  // "Bachelor of Science in Computer Science" reads like a sentence but is an education header.
  if (DEGREE_START.test(text) && !/[.!?]$/.test(text)) return false;
  // "HSC from Maharashtra Board with 81% in 2012.": a degree, the school it is from, its year last, heads a school.
  const taken = schools ? DEGREE_FROM_SCHOOL.exec(text) : null;
  if (taken && DEGREE_WORDS.test(taken[1]!)) return false;
  // "Staff Software Engineer, Quillmark Systems, Inc.", "Budimex-Odra Sp. z o.o.": a company's legal form ends
  // no sentence, and its small words are no sentence's; nor does a place's code written with full stops after a
  // comma ("Acme Corp, Washington, D.C.").
  const core = text.replace(LEGAL_FORM_TAIL, "").replace(DOTTED_CODE_CLOSING, "");
  const words = core.split(/\s+/);
  // (So does a list item's semicolon under a role: "Designing and testing dashboards;"; a school's courses are
  // listed so: "Java Basics (Courseway);".)
  if ((schools ? /[.!?]$/ : /[.!?;]$/).test(core) && words.length >= 4) return true;
  // "Aided in facility energy analysis", "Responsible for payroll": a statement of what the person did, its
  // verb first and small words after (a bullet that lost its glyph), when it names no job, or ends as a sentence
  // does ("Led four engineers.").
  if (words.length >= 3 && STATEMENT_START.test(core) && (!holdsTitle(core) || /[.!?]$/.test(core))) return true;
  // ("Fixed bugs.": or two words, closed by a full stop.)
  if (words.length === 2 && isDoneSentence(core) && !holdsTitle(core)) return true;
  // Indented under the header: a bullet without its glyph, unless it reads as a name ("Piedmont Home Health
  // Partners": capitalised words only).
  // ("Hotel Mirador del Sol", "University of Lagos College of Medicine": the small words of a name are not a
  // sentence's.)
  const hasLowerWord = words.some((w) => /^\p{Ll}/u.test(w) && !NAME_LINK_WORDS.test(w));
  if (headerIndent !== null && line.x > headerIndent + 8 && words.length >= 4 && hasLowerWord) return true;
  if (listsKnownTools(core)) return true;
  // Title Case ("Teacher of Mathematics and Head of Year 9"): every longer word capitalised is a name or a
  // title, however many "of" and "and" it holds.
  const longWords = words.filter((w) => /^\p{L}{4,}/u.test(w));
  const isTitleCase = longWords.length >= 2 && longWords.every((w) => /^\p{Lu}/u.test(w));
  // (Not a row of chips: "Subject Knowledge for Teaching  Assessment for Learning" lists courses.)
  // ("Teacher of Mathematics and Head of Year 9,  Kirkstall Vale": a comma's wide gap parts two fields.)
  if (isTitleCase && !/[.!?]$/.test(core) && words.length <= 12 && !/[^,]\s{2}\S/.test(core)) return false;
  // Sentences have many lower-case words; titles, companies and schools are mostly capitalised.
  const lowerShare = words.filter((w) => /^\p{Ll}/u.test(w)).length / words.length;
  return words.length >= 6 && lowerShare >= 0.3;
}

/**
 * "Go/gRPC, Docker, PostgreSQL" under a role's header: the tools it used, most of them skills we know,
 * not a part of the header (short items only: a header's "Title, Company, City" names few skills).
 */
export function listsKnownTools(text: string, fewest = 3): boolean {
  const items = text.split(/\s*,\s*/);
  if (items.length < fewest || items.some((item) => wordCount(item) > 3)) return false;
  // ("Java 8", "Kotlin 1.9": a tool we know, at its version.)
  const known = items.filter((item) =>
    item.split("/").some((tool) => lookupSkill(tool.replace(/\s+v?\d+(?:\.\d+)*\+?$/, "")) !== undefined),
  );
  return known.length * 2 > items.length;
}

function splitHeader(text: string): string[] {
  // (Separators kept, at odd places, to tell a dash from the rest.)
  // ("Radio Planning Engineer, , Saratov, Russia": a field the document left empty, a name its anonymisation took, is none.)
  const pieces = text.replace(/,(?:\s*,)+/g, ",").split(/(\s{3,}|\s+[|•·]\s+|\s+[–—]\s+|\t)/);
  const parts: string[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    const part = pieces[i]!.trim();
    const dash = i > 0 && parts.length > 0 && /^\s+[–—]\s+$/.test(pieces[i - 1]!) ? pieces[i - 1]!.trim() : null;
    // "Senior Associate – Finance & Accounts[, Tata Consultancy …]": a dash before a department goes on with
    // the title; what follows the department is a part of its own.
    // ("… – Finance & Accounts Tata Consultancy Services Limited": or the department's own words, when the
    // employer's name was run on after it.)
    const department = dash && holdsTitle(parts.at(-1)!) ? /^(.+?)(?:,\s+|\s+at\s+|$)(.*)$/.exec(part) : null;
    const words = part.split(/\s+/);
    const run = department && !isDepartment(department[1]!) ? departmentRun(words) : 0;
    // ("Technion – Israel Institute of Technology": a school's short name, a dash, its long one, is one name; not
    // the last of a degree's subjects, "GCSEs: Maths, Science – Kingsway Academy".)
    const shortName = dash && !parts.at(-1)!.includes(":") ? (parts.at(-1)!.split(/,\s*/).at(-1) ?? "") : "";
    const longName = part.split(/,\s*/)[0]!;
    const capitalised = longName.split(/\s+/).every((word) => /^\p{Lu}/u.test(word) || NAME_LINK_WORDS.test(word));
    if (
      dash &&
      /^\p{Lu}[\p{L}-]+$/u.test(shortName) &&
      !namesDegree(shortName) &&
      capitalised &&
      namesSchoolOnly(longName)
    ) {
      parts[parts.length - 1] = `${parts.at(-1)} ${dash} ${part}`;
      continue;
    }
    if (department && isDepartment(department[1]!)) {
      parts[parts.length - 1] = `${parts.at(-1)} ${dash} ${department[1]}`;
      if (department[2]) parts.push(department[2]);
    } else if (run > 0 && words.length - run >= 2) {
      parts[parts.length - 1] = `${parts.at(-1)} ${dash} ${words.slice(0, run).join(" ")}`;
      parts.push(words.slice(run).join(" "));
    } else if (part) parts.push(part);
  }
  return parts;
}

/**
 * "Project Manager, Budimex-Odra Sp. z o.o., Wrocław." (moderncv ends each entry's line so): the full stop that
 * closes a header is no part of its last field; a legal form's or an initial's stays ("… S.A.S.", "… Jr.").
 */
function withoutClosingStop(text: string): string {
  const trimmed = text.trimEnd();
  // (A region's code in capitals is no legal form: "Denver, CO." is not "… & Co.".)
  const regionCode = /[\s,]\p{Lu}{2}\.$/u.test(trimmed);
  if (!/\p{L}{2}\.$/u.test(trimmed) || (LEGAL_FORM_TAIL.test(trimmed) && !regionCode)) return text;
  return trimmed.slice(0, -1);
}

/** The pattern of `single` closing a line (below), built once for each date as written. */
const singleDateClosing = rememberedFor(
  (single: string) =>
    new RegExp(
      `^\\s*(?:(?:${DATE_WORDS})\\s*:?\\s*)?${single}\\s*$|(?:\\s{3,}|\\s[|•·–—-]\\s+|,\\s*\\.?|\\s+in\\s+)(?:(?:${DATE_WORDS})\\s*:?\\s*)?${single}\\.?(?:\\s*\\((?:${GRADE_IN_BRACKETS_TEXT})\\))?\\s*$|\\s\\(${single}\\)$`,
      "i",
    ),
  256,
);

/** A date alone on the line, or closing it after a wide gap or a separator: "AWS Certified   2021". */
function trailingSingleDate(text: string): string | null {
  const single = findSingleDate(text);
  if (!single) return null;
  // "Graduated June 2018", "Expected May 2025": a date after the word that says what it is; "… — Summer 2017" after
  // a separator, "…, Expected June 2018" both, "Intern (Summer 2017)" in brackets; "…, May 2018 (GPA 3.8/4.0)" before
  // the grade.
  // ("Bachelor's degree 06/2012": a month and year in figures ends the line after a space alone too.)
  return singleDateClosing(single).test(text) ||
    (/^\d{1,2}[/.]\d{4}$/.test(single) && text.trimEnd().endsWith(` ${single}`)) ||
    titleThenMonth(text, single)
    ? single
    : null;
}

/** "Backend Developer Mar 2020": a title of a few words, then after a space the month and year it began. */
function titleThenMonth(text: string, single: string): boolean {
  const head = text.trimEnd();
  if (!/^\p{L}+\.?\s+\d{4}$/u.test(single) || !head.endsWith(` ${single}`)) return false;
  const title = head.slice(0, -single.length).trim();
  return wordCount(title) <= 5 && isTitle(title);
}

/**
 * The shape of a role's header of two fields a wide gap apart, one a title: "Brightline  Full Stack Developer (  now)",
 * "Quillby Kids  Tutor Perm, Russia" — what closes it (a bracket, a place after a comma) and whether it holds dates, or
 * null for another line.
 */
function headerShape(text: string): string | null {
  const core = text.trim();
  if (!/\S\s{2,}\S/.test(core) || wordCount(core) > 12 || /[.!?;:]$/.test(core) || !holdsTitle(core)) return null;
  const end = /\([^()]*\)$/.test(core) ? "bracket" : /,\s*\p{Lu}[\p{L}-]+$/u.test(core) ? "place" : "plain";
  // (A header with its dates, "HR Business Partner   Jan 2021 — Present", is not of the shape of the employer's line
  // under it, "Gulf Talent Partners FZ-LLC   Dubai".)
  return `${end}${findDateRange(core) ? " dated" : ""}`;
}

/** Each line's header shape, kept by text: asked of the section's first header at every line. */
const headerShapeOf = rememberedFor(headerShape);

/**
 * "Ural State University of Forestry, 2009, Perm, Russia" / "Web-Development, 2016, Eilat, Israel": a school's or
 * course's line that sets its year as one field among its comma-separated ones (a name first, a place after), each
 * line an entry of a list.
 */
function yearAsField(text: string): string | null {
  const fields = text.trim().split(/\s*,\s*/);
  const at = fields.findIndex((field) => /^(?:19|20)\d{2}$/.test(field));
  if (at < 1 || at === fields.length - 1 || !/^\p{Lu}/u.test(fields[0]!) || /[.!?;:]$/.test(text.trim())) return null;
  return wordCount(text) <= 12 ? fields[at]! : null;
}

/**
 * "QA Engineer Jun 2013  Aug 2013": a title and its dates, which head a role whatever the line above left open
 * ("Built the claims tool, using Kotlin scripts and").
 */
function isDatedTitle(text: string): boolean {
  const range = findDateRange(text);
  return !!range && isTitle(text.replace(range.matched, "").trim());
}

/**
 * The next line carries on the previous sentence: it starts in lower case, the previous ends mid-phrase, or it
 * is a short tail closing the sentence ("…into Tomcat/Web logic" / "Application server.").
 */
function isContinuation(previous: string, next: string): boolean {
  const before = previous.trim();
  if (isDatedTitle(next)) return false;
  if (/^[a-z0-9(%$]/.test(next) || CONTINUATION_END.test(before)) return true;
  return !/[.!?;:]$/.test(before) && /[.!?]$/.test(next) && wordCount(next) <= 4 && wordCount(before) >= 6;
}

/**
 * "Senior Data Engineer   2021-05 - Present   Own the claims data platform: 40": a theme that floats the first
 * bullet beside the title and dates. The words after the dates, a sentence's (half or more of them not
 * capitalised, unlike an employer's or a place's), start the body.
 * (`headerAbove`: the entry's title and employer stood on the lines above, so a line that opens with the dates
 * holds no more of the header: "Apr 2017 - Jan 2021  Opened a shop from scratch and ran it".)
 */
function bulletAfterDates(text: string, dates: string, headerAbove: boolean): string | null {
  const at = text.indexOf(dates);
  const after = text.slice(at + dates.length);
  if (at < 0 || (!headerAbove && !text.slice(0, at).trim()) || !/^\s{2,}\S/.test(after)) return null;
  // ("Jan, 2019 - Feb, 2021  2 years 1 month": the length of the range is no bullet.)
  if (LENGTH_OF_TIME.test(after.trim())) return null;
  const words = after.trim().split(/\s+/);
  const lowered = words.filter((word) => !/^\p{Lu}/u.test(word)).length;
  return words.length >= 4 && lowered * 2 >= words.length ? after.trim() : null;
}

const WIDE_GAP = /\s{3,}/;
/** A list inside an entry: "Courses" / "Machine Dynamics" / "Drive Technology" — details, however capitalised. */
const LIST_LABEL = /^(?:(?:relevant\s+)?(?:courses|coursework|modules|subjects)|courses?\s+taken)\s*:?$/i;
/** A list item: marked so by its document, or opening with a bullet's glyph. */
const isBulleted = (line: TextLine) => line.isBullet || BULLET_PREFIX.test(line.text);

/** A line's cells: its text split at gaps of two spaces or more. */
const cellsOf = (text: string) => text.trim().split(/\s{2,}/);
/** `line` is the next line right below `previous`: within `dx` of its edge, at most `spacing` lines of type down. */
const rightBelow = (previous: TextLine, line: TextLine, dx: number, spacing = 1.6) =>
  Math.abs(previous.x - line.x) <= dx && line.y > previous.y && line.y - previous.y <= line.fontSize * spacing;

/**
 * Some templates set two entries side by side ("Acme   Globex" / "Engineer   Analyst" / both bullets on one
 * row). When most lines of a section split in two at a wide gap and sentences do too, the section is read
 * as its left entries, then its right ones.
 */
export function unfoldSideBySide(lines: TextLine[]): TextLine[] {
  const split = lines.map((line) => line.text.trim().split(WIDE_GAP));
  const twoUp = split.filter((parts) => parts.length === 2);
  // (A school or role with its dates right-aligned, "… at York University   Sept 2012 - Apr 2016", is one
  // entry; two ranges side by side are two entries' dates.)
  const sentencePairs = twoUp.filter(
    ([left = "", right = ""]) =>
      wordCount(left) >= 4 && wordCount(right) >= 4 && isDateOnlyLine(left) === isDateOnlyLine(right),
  );
  // Or every row in two, one a pair of ranges: schools side by side ("Christ University   Bangalore University" /
  // "Jan 2014 - Jan 2016   Jan 2011 - Jan 2014" / "MBA - Finance   B.Com - Commerce").
  const datedPairs = twoUp.filter(([left = "", right = ""]) => isDateOnlyLine(left) && isDateOnlyLine(right));
  const allPaired = lines.length >= 3 && twoUp.length === lines.length && datedPairs.length >= 1;
  if (twoUp.length < lines.length * 0.6 || (sentencePairs.length < 2 && !allPaired)) return lines;
  const side = (index: 0 | 1) =>
    lines.flatMap((line, i) => {
      const parts = split[i]!;
      const text = parts.length === 2 ? parts[index]! : index === 0 ? line.text : "";
      return text ? [{ ...line, text }] : [];
    });
  return [...side(0), ...side(1)];
}

/** A date range after a wide gap at the end of a line. */
const MARGIN_DATES = /\s{3,}([^\s].{3,40}?)\s*$/;
/** Dates from a lane set before the first bullet's text: "March 2016 — December 2017   - Wrote …" (a page break). */
const LANE_DATES_FIRST = /^(?:[•\-–—*·▪]\s+)?([^\s].{3,40}?)\s{3,}(?=\S)/;
const OPEN_RANGE_END = /(?:[-–—]|\bto)\s*$/;

/**
 * Where the text block ends on each page and column: the right edge its longer lines reach (90th
 * percentile), so a date in the margin or a right-aligned place does not move it.
 */
export function textBlockRight(lines: TextLine[]): Map<string, number> {
  const edges = new Map<string, number[]>();
  const add = (key: string, edge: number) => {
    const list = edges.get(key);
    if (list) list.push(edge);
    else edges.set(key, [edge]);
  };
  for (const line of lines) {
    if (wordCount(line.text) < 6) continue;
    add(`${line.page}:${line.column}`, line.x + line.width);
    add(`*:${line.column}`, line.x + line.width);
  }
  const percentile90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * 0.9)]!;
  const right = new Map<string, number>();
  for (const [key, values] of edges) {
    // A page with few long lines (the end of a resume) says little: the column's edge over all pages does, where
    // it holds a few (one long school name is no edge).
    const column = edges.get(`*:${key.split(":")[1]}`)!;
    if (values.length >= 5 || column.length >= 3) right.set(key, percentile90(values.length >= 5 ? values : column));
  }
  // A narrow sidebar holds few lines of six words: there the edge is where three of its lines or more end, within
  // half an em of the farthest ("MUNSTER TECHNOLOGICAL" / "UNIVERSITY" beside lists that wrap at the edge). Lines
  // that merely happen to be long end further apart ("Aseptic compounding" over "Medication review").
  const byColumn = new Map<string, TextLine[]>();
  for (const line of lines) {
    if (line.column === 0 || !line.width) continue;
    const key = `${line.page}:${line.column}`;
    const column = byColumn.get(key);
    if (column) column.push(line);
    else byColumn.set(key, [line]);
  }
  for (const [key, columnLines] of byColumn) {
    if (right.has(key)) continue;
    const farthest = Math.max(...columnLines.map((l) => l.x + l.width));
    const reaching = columnLines.filter((l) => l.x + l.width >= farthest - l.fontSize * 0.5);
    if (reaching.length >= 3) right.set(key, farthest);
  }
  return right;
}

/**
 * A role or school line wrapped by the page: "Great Lakes College of" / "Nursing", "Acme, Denver, CO (Feb
 * 2018 – Mar" / "2021)", "… (2014 –" / "2016)". Joined before entries are read, so dates are read whole.
 */
function joinWrappedHeaders(lines: TextLine[], blockRight: Map<string, number>): TextLine[] {
  // A line that reaches the end of the text block, followed by a word that would not have fitted on it, was
  // wrapped by the page.
  const rightEdge = (l: TextLine) => l.x + l.width;
  const columnLines = new Map<string, TextLine[]>();
  for (const line of lines) {
    const key = `${line.page}:${line.column}`;
    const inColumn = columnLines.get(key);
    if (inColumn) inColumn.push(line);
    else columnLines.set(key, [line]);
  }
  // Each column's farthest reach; whether three lines reach it, in a line's type, is kept as it is asked.
  const farthestOf = new Map([...columnLines].map(([key, inColumn]) => [key, Math.max(...inColumn.map(rightEdge))]));
  const reachedOf = new Map<string, boolean>();
  // `above` is the line right above `line` on the page; `previous`, the line it may go on (joined so far).
  const wrappedByWidth = (previous: TextLine, above: TextLine, line: TextLine) => {
    // After a join, where the line above starts and ends tells where the text wrapped, not the first line's.
    const last = previous === above ? previous : above;
    // A bulleted line's own wrap starts under its text, right of the bullet; a line back at the bullet's edge
    // is the next entry's header, however long the bullet.
    const underText = previous.isBullet && line.x > previous.x && line.x - previous.x < 20;
    if (previous.isBullet && !underText) return false;
    // Fields set apart on the line ("Acme Corp      Toronto, ON") reach the edge by alignment, not by wrapping;
    // dates in a lane before the text ("Août 2018 - Mai 2021   Registered Nurse, Emergency") are not a field of it.
    const laneDates = laneDatesBefore(previous.text);
    const ownText = previous.text.trim().slice(laneDates?.length ?? 0);
    // (Where the text starts past the lane is an estimate: the dates are often set smaller.)
    // (A lane merged into its content's line keeps the content's edge: the wrap starts there too.)
    const aligned = laneDates
      ? (line.x > previous.x + 10 && Math.abs(textStart(previous) - line.x) < 40) || Math.abs(previous.x - line.x) <= 3
      : Math.abs(last.x - line.x) <= 3;
    // A sidebar set flush right wraps at its left edge: "The University of Texas Health" / "Science Center at …".
    // (Lines that start apart and end together: two that merely end together may be of a width by chance.)
    const flushRight =
      !laneDates && !!last.width && Math.abs(rightEdge(last) - rightEdge(line)) <= 2 && Math.abs(last.x - line.x) > 3;
    if (!previous.width || (!aligned && !underText && !flushRight) || /\s{3,}/.test(ownText)) return false;
    if (ROLE_SUB_LABEL.test(line.text.trim())) return false;
    // "…, Master of Science" / "Hochschule Südbayern": a degree, then a line that starts with a school's word —
    // two fields, however long the degree's line ("… at South Coast" / "Institute of TAFE" is one school). The
    // other way round too ("University of Westmoor" / "Bachelor of Science,"), where a narrow sidebar fills
    // every line.
    const schoolFirst = SCHOOL_WORDS.test(line.text.trim().split(/\s+/)[0] ?? "") && wordCount(line.text) >= 2;
    // (A name begun after a comma goes on in its own weight: "PhD, Computational Linguistics" in bold is done.)
    const schoolBegun =
      previous.isBold === line.isBold && /(?:\b(?:at|from)|,)\s+(?:\p{Lu}\S*\s*)+$/u.test(previous.text.trim());
    const schoolNamedAfter = /\b(?:at|from)\s+(?:\p{Lu}\S*\s*)+$/u.test(previous.text.trim());
    const schoolLine =
      (schoolFirst && !schoolBegun) ||
      (!schoolFirst && wordCount(line.text) >= 2 && namesSchool(line.text) && !schoolNamedAfter);
    const endsTogether = Math.abs(rightEdge(last) - rightEdge(line)) <= 2;
    if (namesDegreeOnly(previous.text) && (schoolLine || (endsTogether && namesSchool(line.text)))) return false;
    if (namesSchoolOnly(previous.text) && namesDegree(line.text)) return false;
    // (Nor a school's name set lighter under a bold line: "High School Diploma, General Studies" / "Palm Creek State
    // High School". A lighter line with a comma may be the bold words' end and then the school: "…, Higher
    // National" / "Diploma, Yaba College of Technology", only its first word bold.)
    if (previous.isBold && !line.isBold && !line.text.includes(",") && SCHOOL_WORDS.test(line.text)) return false;
    const firstWord = line.text.trim().split(/\s+/)[0] ?? "";
    const needed = (firstWord.length * 0.5 + 0.3) * line.fontSize;
    // (A narrow column holds no line long enough to tell its edge: its lines' farthest reach does, where a few
    // lines reach it; one line longer than the rest, "University of Washington" over "Computer Science", says
    // nothing of the edge.)
    const column = `${line.page}:${line.column}`;
    const inColumn = columnLines.get(column)!;
    const farthest = farthestOf.get(column)!;
    const reachKey = `${column}:${line.fontSize}`;
    const reachedEdge =
      reachedOf.get(reachKey) ?? inColumn.filter((l) => rightEdge(l) >= farthest - line.fontSize * 1.5).length >= 3;
    reachedOf.set(reachKey, reachedEdge);
    const right =
      blockRight.get(`${line.page}:${line.column}`) ??
      blockRight.get(`*:${line.column}`) ??
      (reachedEdge ? farthest : Number.POSITIVE_INFINITY);
    if ((aligned || underText) && last.x + last.width + needed > right) return true;
    if (!flushRight) return false;
    const left = Math.min(...inColumn.filter((l) => Math.abs(rightEdge(l) - rightEdge(line)) <= 2).map((l) => l.x));
    return last.x - needed < left;
  };
  // A role set in a larger type wraps onto a second line of the same size ("Registered Nurse, Emergency" /
  // "Department"); the company under it is set smaller.
  const bodySize = mostCommonFontSize(lines);
  const wrappedLargeLine = (previous: TextLine, line: TextLine) =>
    previous.fontSize === line.fontSize &&
    line.fontSize >= bodySize + 2 &&
    !isPlace(line.text.trim()) &&
    !/\s{3,}/.test(previous.text.trim()) &&
    previous.page === line.page &&
    rightBelow(previous, line, 3);
  // "Registered Nurse, Medical-Surgical Unit,  Riverbend" / "General Hospital": a second field set apart
  // after a comma, begun at the line's end and going on below in capitals.
  // "The University of Texas Health Science" / "Center at San Antonio": a school's name goes on with the word
  // that ends such names, right under it in its type.
  // "at Pacific Coast State" / "University", "Red River College" / "Polytechnic": a school's word alone under the
  // start of its name, in a narrow lane.
  // (The text read so far, the lines' places apart: the line right above may be a wrapped line already joined.)
  const schoolGoesOn = (previous: TextLine, above: TextLine, line: TextLine) =>
    ((namesSchool(previous.text) && /^(?:Center|Centre|Campus)\b/.test(line.text.trim())) ||
      (/^(?:University|College|Institute|Polytechnic)$/.test(line.text.trim()) &&
        /(?:^|\s(?:at|from)\s+)\p{Lu}[\p{L}'’.&-]*(?:\s+\p{Lu}[\p{L}'’.&-]*)+$/u.test(previous.text.trim()))) &&
    // (A Word line break gives no places: the words alone tell.)
    (rightBelow(above, line, 10, 1.8) || (!above.width && !line.width && above.y === line.y));
  const fieldGoesOn = (previous: TextLine, line: TextLine) =>
    /,\s{2,}\p{Lu}[\p{L}'’.&-]*(?:\s\p{Lu}[\p{L}'’.&-]*)*$/u.test(previous.text.trim()) &&
    /^\p{Lu}/u.test(line.text.trim()) &&
    rightBelow(previous, line, 3);
  const out: TextLine[] = [];
  lines.forEach((line, i) => {
    const previous = out.at(-1);
    const text = line.text.trim();
    const before = previous?.text.trim() ?? "";
    // A textual sign (an open parenthesis, an open date range, a trailing "of") joins across a change of
    // size (a heading split off the line leaves it the heading's size); the layout signs need the same size.
    const sameSize = !!previous && Math.abs(previous.fontSize - line.fontSize) <= 0.6;
    // "…, Toronto, ON (May 2021" / "– Present)": a range cut after its start goes on, its dash no bullet.
    const rangeGoesOn =
      !!previous &&
      /\b(?:19|20)\d{2}$/.test(before) &&
      /^[-–—]\s*\S/.test(text) &&
      STARTS_WITH_DATE.test(text.replace(/^[-–—]\s*/, "")) &&
      wordCount(text) <= 4;
    // "2020  Internship, Support Engineer, Harbour Analytics, software" / "house for regional lenders, Portugal":
    // what the employer is, begun in lower case after a comma on a role's dated line, goes on in lower case to the
    // place.
    const descriptionGoesOn =
      !!previous && STARTS_WITH_DATE.test(before) && /,\s+\p{Ll}[^,]*$/u.test(before) && endsDescriptionAtPlace(text);
    const wraps =
      rangeGoesOn ||
      descriptionGoesOn ||
      (previous &&
        !line.isBullet &&
        !BULLET_PREFIX.test(text) &&
        // ("Dates: 2007 – 2011": a labelled field starts a line of its own; so does a sentence of what was done,
        // "Kept books for six small firms.", however far the dated line above reaches.)
        !isHeaderLabel(text) &&
        !isDoneSentence(text) &&
        previous.page === line.page &&
        // Dates set after the wrapped words ("ical Center   August 2018 – May 2021") are not words of it.
        wordCount(text.replace(findDateRange(text)?.matched ?? "", "")) <= 6 &&
        !/[.!?:]$/.test(before) &&
        !/:\/\/|www\./.test(before) &&
        // (Nor is an address alone on its line any line's wrapped end: "https://kirkstallvale.example.org".)
        !URL_ONLY.test(text) &&
        (/\([^)]*$/.test(before) ||
          // A word hyphenated at the line's end goes on in lower case, whatever follows it ("Med-" / "ical Center   dates");
          // a compound goes on in capitals right under it ("…, Mid-" / "Market").
          (/\p{L}-$/u.test(before) &&
            (/^\p{Ll}/u.test(text) || (sameSize && Math.abs(previous.x - line.x) <= 3 && wordCount(text) <= 2))) ||
          // "…, Kirkstall Vale Academy, Leeds, United" / "Kingdom": the place goes on.
          (wordCount(text) <= 2 && isPlace(`${before.split(/,\s*/).at(-1)} ${text}`) && !isPlace(text)) ||
          (OPEN_RANGE_END.test(before) && STARTS_WITH_DATE.test(text)) ||
          // "…, Harlow & Finch Logistics" / "Ltd": a legal form alone ends the name above it ("CO" is a state).
          (sameSize && LEGAL_FORM_ALONE.test(text) && !/^\p{Lu}{2}$/u.test(text)) ||
          (!isDateOnlyLine(text) &&
            !isDateOnlyLine(before) &&
            !isDatedTitle(text) &&
            (CONTINUATION_END.test(withoutTrailingRange(before)) ||
              CAPITALS_CONTINUATION_END.test(before) ||
              (CAPITALS_CONTINUATION_START.test(text) && /^[^\p{Ll}]+$/u.test(before)) ||
              /^(?:at|of|in|and|for|from|with|&|de|du|des|del|della|di|da|van|von|der)\s/.test(text) ||
              (sameSize &&
                (wrappedByWidth(previous, lines[i - 1]!, line) ||
                  wrappedLargeLine(previous, line) ||
                  fieldGoesOn(previous, line))) ||
              schoolGoesOn(previous, lines[i - 1]!, line)))));
    if (wraps)
      out[out.length - 1] = {
        ...previous,
        // (Under the line's start: its words wrapped; elsewhere, a cell's beside it.)
        text: Math.abs(previous.x - line.x) <= 3 ? joinBeforeTrailingRange(before, text) : joinWrapped(before, text),
      };
    else out.push(line);
  });
  return out;
}

/** "house for regional lenders, Portugal": words in lower case, then after a comma a place we know. */
function endsDescriptionAtPlace(text: string): boolean {
  const place = /^\p{Ll}[^,]*,\s+([^,]+)$/u.exec(text)?.[1];
  return !!place && isPlace(place.trim());
}

/** A line's text before a range set apart at its end ("…, Marketing,  Aug 2010 – May 2014"), or the line. */
function withoutTrailingRange(text: string): string {
  const range = findDateRange(text)?.matched.trim();
  const at = range ? text.lastIndexOf(range) : -1;
  const gap = at > 0 && /\s{2,}$/.test(text.slice(0, at));
  return range && gap && !text.slice(at + range.length).trim() ? text.slice(0, at).trimEnd() : text;
}

/**
 * "Senior Account Executive, Mid-Market, Brightline  Apr 2021 – Present" + "Freight Software, Denver, CO.": words
 * wrapped before a range set at the line's end go on before the range, not after it.
 */
function joinBeforeTrailingRange(before: string, text: string): string {
  const head = withoutTrailingRange(before);
  if (head === before || findDateRange(text)) return joinWrapped(before, text);
  const range = before.slice(head.length).trim();
  const gap = before.slice(head.length, before.length - range.length);
  // (A place under the line is a field of its own: "…, Harrowgate Park School" / "Bradford, United Kingdom".)
  const place = isPlace(text.replace(/\.$/, "")) && !/[,-]$/.test(head);
  return `${place ? `${head}, ${text}` : joinWrapped(head, text)}${gap}${range}`;
}

/** A line of dates, perhaps with the length some exports add ("Aug 2018 - May 2021 · 2 years 9 months"). */
function isDateOnlyLine(text: string): boolean {
  const range = findDateRange(text);
  if (!range) return false;
  const rest = text.replace(LENGTHS_OF_TIME_IN_TEXT, " ").trim();
  if (range.matched.trim().length < rest.length * 0.6) return false;
  // A name beside the dates ("Software   April 2021 – Present", the end of a wrapped company) is more than dates.
  return !/\p{Lu}\p{Ll}{2,}/u.test(rest.replace(range.matched, " ").replace(/\b(?:present|current|now)\b/gi, " "));
}

/**
 * Outlines printed from web pages and Word lists bullet the role itself too: "• Account Executive, Acme" /
 * "Feb 2018 - Mar 2021" / "• Closed $2.4M…". A bulleted line followed by a line of dates, whose own bullets
 * are indented deeper, is the entry's header.
 */
function bulletedHeaders(lines: TextLine[]): Set<TextLine> {
  const headers = new Set<TextLine>();
  // (A role with no bullets of its own, the last or one right over the next role's header, is a header where the
  // other headers stand.)
  const withoutBullets: TextLine[] = [];
  // A bulleted line over a line of dates: a header's shape.
  const overDates = (at: number) =>
    isBulleted(lines[at]!) && !!lines[at + 1] && isDateOnlyLine(lines[at + 1]!.text) && !lines[at + 1]!.isBullet;
  lines.forEach((line, i) => {
    if (!overDates(i)) return;
    // The entry's own bullets may follow a short description paragraph.
    const bulletAt = lines.slice(i + 2, i + 8).findIndex(isBulleted);
    // (The next role's bulleted header, right under the dates, is none of this role's bullets: "• Server Developer,
    // Naru Games" / "Jan 2014 - Jan 2016" / "• Research Intern, …" / "Jun 2013 - …".)
    const firstBullet = bulletAt >= 0 && !(bulletAt === 0 && overDates(i + 2)) ? lines[i + 2 + bulletAt] : undefined;
    // A school needs no bullets of its own under it ("• Mathematics, Bachelor of Science, University of …").
    const outlined = firstBullet
      ? firstBullet.x > line.x + 10
      : SCHOOL_WORDS.test(line.text) || DEGREE_WORDS.test(line.text);
    // ("…, Hollis & Crane, Inc.": a legal form's full stop ends no sentence.)
    const ending = line.text.trim().replace(LEGAL_FORM_TAIL, "");
    if (wordCount(line.text) > 14 || /[.!?]$/.test(ending)) return;
    if (outlined) headers.add(line);
    else if (!firstBullet && (bulletAt === 0 || !lines.slice(i + 2).some(isBulleted))) {
      withoutBullets.push(line);
    }
  });
  for (const line of withoutBullets) {
    if ([...headers].some((header) => Math.abs(header.x - line.x) <= 2)) headers.add(line);
  }
  // "• 2017 – 2020: Fullstack Developer, Vetora Labs (Russia, Moscow)": a Word list item that opens with its
  // dates and names a role in a few words is the role's header, whatever its bullets look like.
  for (const line of lines) {
    if (isBulleted(line) && (opensWithDates(line.text) || namesRoleAndPlace(line.text))) headers.add(line);
  }
  return headers;
}

/**
 * "• MSc in Computer Science, Northgate University, 2016" / "• BSc in Physics, Lakeside University (2014)": a list
 * whose items each name a school is a list of schools, an entry each (two such items at least).
 */
function schoolListItems(lines: TextLine[]): TextLine[] {
  // "• 2020  Python starter courses, evening courses Udemy.": items that each open with their year are
  // schools and courses too, whatever they say after it (two such items at least).
  // (Not "2016 ." alone: words follow the year.)
  const opensWithYear = lines.filter((line) => {
    const core = line.text.trim().replace(BULLET_PREFIX, "");
    return isBulleted(line) && LEADING_YEAR.test(core) && /\p{L}/u.test(core);
  });
  const byYear = opensWithYear.length >= 2 ? opensWithYear : [];
  const items = lines.filter((line) => isBulleted(line) && holdsSchoolWord(line.text) && wordCount(line.text) <= 30);
  if (items.length < 2) return byYear;
  // ("• CODEWAY/Lattice, NOVA LEARN 2019-2020" after two schools' items: an item with its own dates is an entry too,
  // its provider's name holding no school's word.)
  const namesOnly = (text: string) =>
    text.split(/\s+/).every((word) => !/^\p{Ll}/u.test(word) || NAME_LINK_WORDS.test(word));
  const dated = lines.filter((line) => {
    const range = isBulleted(line) && !items.includes(line) && wordCount(line.text) <= 12 && findDateRange(line.text);
    return !!range && namesOnly(line.text.replace(range.matched, ""));
  });
  return [...new Set([...items, ...dated, ...byYear])];
}

/**
 * "2021 Frontend intern, EPOX Systems", "2022 - EPOX Systems. Software Engineer.": a year (or a month and year)
 * first, then a header's few capitalised words — an entry dated by its start alone.
 */
function leadingYear(text: string, schools = false): string | null {
  // ("• 2016: Freelance": a list item's bullet first.)
  const core = text.trim().replace(BULLET_PREFIX, "");
  const m = LEADING_YEAR.exec(core);
  if (!m || !/^\p{Lu}/u.test(m[2]!)) return null;
  const after = core.slice(m[0].length - m[2]!.length);
  // (What the employer is, after a comma in lower case, "…, a fintech startup building card rails, Spain", is
  // no header's field: it does not count.)
  const words = wordCount(after.replace(/,\s+\p{Ll}[^,]*/gu, ""));
  // ("2021, Orbix Educational Center, Special program for …": among schools, a school's name as the first field,
  // however long the account of the course after it.)
  const school = after.split(",")[0]!;
  const schoolFirst = schools && wordCount(school) <= 6 && namesSchoolOnly(school);
  return (words <= 12 || schoolFirst) && !STATEMENT_START.test(after) && !(words >= 6 && /[!?]$/.test(after))
    ? m[1]!
    : null;
}

/** "October 2018  Head of Analytics", "2021 Data Analyst, Acme": a line that opens with its date, then a title. */
export function opensWithDatedTitle(text: string): boolean {
  const year = leadingYear(text);
  return !!year && holdsTitle(text.trim().slice(text.trim().indexOf(year) + year.length));
}
const LEADING_YEAR = new RegExp(`^((?:(?:${MONTHS})\\.?\\s+)?(?:19|20)\\d{2})(?:\\s*[:,–—-])?\\s+(\\S)`, "i");

/**
 * "• -  Quillmate (Haifa, Israel) Web Full Stack Developer": a list item that names an employer with its place
 * in brackets and a title, in a few words, is a role's header (its dates left out, or lost).
 */
function namesRoleAndPlace(text: string): boolean {
  const core = text.trim().replace(BULLET_PREFIX, "").replace(DATES_LOST, "");
  const place = /\(([^()]+)\)/.exec(core)?.[1];
  return (
    !!place &&
    isPlace(place, true) &&
    holdsTitle(core.replace(/\([^()]*\)/, " ")) &&
    wordCount(core) <= 14 &&
    !/[.!?]$/.test(core)
  );
}

/** What is left of a range whose years a document lost: "- present", "-" before a header's words. */
const DATES_LOST = /^[-–—]?\s*(?:(?:[Pp]resent|PRESENT|[Nn]ow|[Cc]urrent)\s+)?(?=\p{Lu})/u;

/** "2017 – 2020: Title, Company (City)": a range first, then a header's few words (no sentence). */
function opensWithDates(text: string): boolean {
  const core = text.trim().replace(BULLET_PREFIX, "");
  // ("2016: Freelance" among "2016-2017: HTML markup" items: a year alone and its colon date a role too.)
  const yearAndColon = /^(?:19|20)\d{2}:(?=\s)/.exec(core)?.[0];
  const range = yearAndColon ? null : findDateRange(core);
  const opening = yearAndColon ?? range?.matched.trim();
  if (!opening || !core.startsWith(opening)) return false;
  const rest = core.slice(opening.length);
  // (Not the first bullet a theme floats beside the dates: "January 2014 — January 2019   - Designed …".)
  if (/^\s{3,}[-–—]\s/.test(rest)) return false;
  const after = rest.replace(/^[\s:,.–—-]+/, "");
  const words = wordCount(after);
  // ("2020 - 2021 Northwind (Orbis Group), Lead developer in a payments team.": an employer's name and a comma first, then
  // the title and what the work was, is a header that ends as a sentence does.)
  const sentence =
    (words >= 6 && /[.!?]$/.test(after.replace(LEGAL_FORM_TAIL, "")) && !EMPLOYER_FIRST.test(after)) ||
    STATEMENT_START.test(after);
  return words >= 1 && words <= 16 && !sentence;
}
/** A name of a few capitalised words (a bracket of its own may follow), then a comma: "Northwind (Orbis Group), …". */
const EMPLOYER_FIRST = /^\p{Lu}[\p{L}\d.&'-]*(?: (?:\p{Lu}[\p{L}\d.&'-]*|\([^()]+\))){0,3}, \S/u;

/**
 * `closeAfterDateLine`: a line holding only a date ends its entry (certifications, awards: name, issuer,
 * date, then the next one).
 */
const MARGIN_YEAR = /(?:^|\s{3,})(\d{4})\s*$/;
/** A range's ISO end cut after its year ("2018-09 - 2021-"), and the month wrapped after it ("   04"). */
const ISO_MONTH_CUT = /\d{4}-\d{2}\s*[-–—]\s*\d{4}-$/;
const MARGIN_MONTH = /(?:^|\s{3,})(0[1-9]|1[0-2])\s*$/;
const MARGIN_END_DATE = new RegExp(`(?:^|\\s{3,})((?:${MONTHS})\\.?\\s+\\d{4}|\\d{4}|present|current|now)\\s*$`, "i");

/**
 * The end of a range set in the margin, wrapped onto the next line (alone, or at its end): "May 2018 –
 * December" / "… down-   2020", "January 2018 –" / "… re-   January 2021", "2018-09 - 2021-" / "Corporation   04".
 * The end goes back to its range.
 */
function rejoinMarginYears(lines: TextLine[]): TextLine[] {
  // The tail the head's range waits for, and what goes between them ("2018-09 - 2021-" / "Corporation   04": an
  // ISO date cut after its year's hyphen goes on with no space).
  const tailFor = (head: string): { tail: RegExp; glue: string } | null =>
    ENDS_WITH_MONTH.test(head)
      ? { tail: MARGIN_YEAR, glue: " " }
      : ISO_MONTH_CUT.test(head)
        ? { tail: MARGIN_MONTH, glue: "" }
        : /\d{4}\s*(?:[-–—]|to)$/.test(head)
          ? { tail: MARGIN_END_DATE, glue: " " }
          : null;
  return lines.map((line, i) => {
    const next = lines[i + 1];
    const previous = lines[i - 1];
    const head = line.text.trim();
    const wanted = next ? tailFor(head) : null;
    const tail = wanted?.tail.exec(next!.text)?.[1];
    if (tail) return { ...line, text: `${head}${wanted!.glue}${tail}` };
    const previousTail = previous ? tailFor(previous.text.trim())?.tail : undefined;
    if (previousTail?.test(line.text)) return { ...line, text: line.text.replace(previousTail, "") };
    return line;
  });
}

/**
 * A range set in the margin one piece a line, beside an entry's first bullets: "…strata   January 2012" /
 * "…work.   —" / "…alarms,   January 2016". The range becomes a line of its own before them; the bullets lose
 * their pieces.
 */
function rejoinMarginRanges(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  const tailOf = (line: TextLine | undefined) => (line ? /\s{3,}(\S.{0,30}?)\s*$/.exec(line.text) : null);
  for (let i = 0; i < lines.length; i++) {
    // ("…parsing   April 2015" / "— September 2019   of German compounds.": or the range's start ends a line and
    // its dash and end open the next.)
    const startHere = tailOf(lines[i]);
    const restNext = lines[i + 1] ? /^\s*([-–—]\s*\S.{0,30}?)\s{3,}(?=\S)/.exec(lines[i + 1]!.text) : null;
    const split = startHere && restNext ? `${startHere[1]!.trim()} ${restNext[1]!.trim()}` : "";
    if (split && findDateRange(split)?.matched.trim() === split) {
      out.push(
        { ...lines[i]!, text: split, isBullet: false },
        { ...lines[i]!, text: lines[i]!.text.slice(0, startHere!.index) },
        { ...lines[i + 1]!, text: lines[i + 1]!.text.slice(restNext![0].length) },
      );
      i += 1;
      continue;
    }
    const [start, dash, end] = [startHere, tailOf(lines[i + 1]), tailOf(lines[i + 2])];
    const range = start && dash && end ? `${start[1]!.trim()} – ${end[1]!.trim()}` : "";
    if (!range || !/^(?:[-–—]|to)$/i.test(dash![1]!.trim()) || findDateRange(range)?.matched.trim() !== range) {
      out.push(lines[i]!);
      continue;
    }
    const cut = (line: TextLine, at: number) => ({ ...line, text: line.text.slice(0, at) });
    out.push(
      { ...lines[i]!, text: range, isBullet: false },
      cut(lines[i]!, start!.index),
      cut(lines[i + 1]!, dash!.index),
      cut(lines[i + 2]!, end!.index),
    );
    i += 2;
  }
  return out;
}

const BRACKET_OPENS_RANGE = new RegExp(`\\(((?:(?:${MONTHS})\\.?\\s+)?(?:19|20)\\d{2})\\s*[-–—]?\\s*$`, "i");
const BRACKET_CLOSES_RANGE = new RegExp(
  `^\\s*((?:(?:${MONTHS})\\.?\\s+)?(?:19|20)\\d{2}|present|now|current)\\s*\\)\\s*`,
  "i",
);

/**
 * A range in brackets the line wrapped inside: "…  Diploma (2014" / "2018)". The end goes back into the
 * brackets with a dash; the next line keeps what follows them, or goes.
 */
function rejoinBracketedRanges(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    const start = BRACKET_OPENS_RANGE.exec(line.text);
    const end = start && next ? BRACKET_CLOSES_RANGE.exec(next.text) : null;
    if (!start || !end || !next) {
      out.push(line);
      continue;
    }
    out.push({ ...line, text: `${line.text.slice(0, start.index)}(${start[1]} – ${end[1]})` });
    const rest = next.text.slice(end[0].length);
    if (rest.trim()) out.push({ ...next, text: rest });
    i++;
  }
  return out;
}

/** An entry dated by its start alone gets the end set apart from it ("July 2019", "Present"); false if none. */
function closeRange(entry: EntryBlock, end: string): boolean {
  if (!entry.singleDate || entry.dates) return false;
  entry.dates = { start: entry.singleDate, end: OPEN_END_WORD.test(end) ? "Present" : end };
  entry.singleDate = null;
  return true;
}

const PROFILE_LABEL =
  /^(?:linkedin|github|gitlab|bitbucket|twitter|x|mastodon|website|portfolio|behance|dribbble|stack ?overflow|medium|kaggle)$/i;

/**
 * "Master of   École Supérieure de Design   Sep 2013 – Jun 2015" / "Arts   Rhône-Alpes, Interaction Design": a
 * degree set in a narrow lane beside its school (as CV tools print from YAML) wraps in the lane and the school
 * beside it; each cell goes on from the cell above: "Master of Arts   École … Rhône-Alpes, Interaction Design".
 * A line at the lane's edge goes on in the lane ("Bachelor of" / "Arts"), one at the school's edge in the school
 * ("Ludwig-Maximilians-Universität" / "München, Computational Linguistics").
 */
const LABEL_FIRST = /^[^:]{2,30}:/;

function joinDegreeLane(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    const above = previous ? cellsOf(previous.text) : [];
    const own = cellsOf(line.text);
    const laneRow =
      previous !== undefined &&
      above.length >= 2 &&
      wordCount(above[0]!) <= 5 &&
      !namesSchool(above[0]!) &&
      // ("Graduate" / "Certificate": the lane's first line may name the degree only with the next.)
      (namesDegree(above[0]!) || (own.length === 2 && namesDegree(`${above[0]} ${own[0]}`))) &&
      line.y > previous.y &&
      line.y - previous.y <= line.fontSize * 1.6 &&
      !findDateRange(line.text) &&
      !line.isBullet &&
      !LABEL_FIRST.test(own[0]!);
    const atLane = laneRow && Math.abs(previous.x - line.x) <= 2 && wordCount(own[0]!) <= 3 && own.length <= 2;
    const atSchool = laneRow && line.x > previous.x + 20 && own.length === 1 && wordCount(own[0]!) <= 8;
    if (!atLane && !atSchool) {
      out.push(line);
      continue;
    }
    const [lane = "", school = "", ...rest] = above;
    // "ministration  GPA: 3.3/4.0": a label beside the lane's last word is a line of its own.
    const label = own[1] && LABEL_FIRST.test(own[1]) ? own[1] : null;
    const merged = atLane
      ? [joinWrapped(lane, own[0]!), own[1] && !label ? joinWrapped(school, own[1]) : school, ...rest]
      : [lane, joinWrapped(school, own[0]!), ...rest];
    // (The row's last line is where the next one is measured from.)
    out[out.length - 1] = { ...previous!, text: merged.join("   "), y: line.y };
    if (label) out.push({ ...line, text: label });
  }
  return out;
}

/** A range's two pieces, a start cut after its dash or end month and the rest: the range whole, or null. */
function rangeOfPieces(head: string, tail: string): string | null {
  const range = `${head} ${tail}`;
  return STARTS_WITH_DATE.test(head) &&
    (OPEN_RANGE_END.test(head) || ENDS_WITH_MONTH.test(head)) &&
    (STARTS_WITH_DATE.test(tail) || OPEN_END_WORD.test(tail)) &&
    findDateRange(range)?.matched.trim() === range
    ? range
    : null;
}

/** A date a row opens with: "2013, October", "Mar 2019", "2019". */
const ROW_DATE = `(?:19|20)\\d{2}\\s*,\\s*(?:${MONTHS})\\.?|(?:${MONTHS})\\.?,?\\s+(?:19|20)\\d{2}|(?:19|20)\\d{2}`;
const ROW_START_DATE = new RegExp(`^(${ROW_DATE})\\s+(?=\\S)`, "i");
/**
 * The same, or a month alone or an open end, for the row under it: "June Web Designer", "Present Analyst";
 * or the row's whole text ("currently working").
 */
const ROW_END_DATE = new RegExp(
  `^(${ROW_DATE}|(?:${MONTHS})\\.?|present|now|currently(?:\\s+working)?)(?:\\s+(?=\\S)|$)`,
  "i",
);
/** The date a row opens with, when a capital follows it (a name or a title, not a sentence's word). */
const rowDate = (pattern: RegExp, text: string, alone = false) => {
  const date = pattern.exec(text);
  const after = date ? text.slice(date[0].length) : "";
  return date && ((alone && !after) || /^\p{Lu}/u.test(after)) ? date : null;
};

/**
 * A role whose start and end a table's left cell stacked, the dash lost: "2013, October  Northwind Bank, Russia" /
 * "2021, May Senior Developer" read row by row. The range goes to the first row, the title keeps the second.
 * (One row names the title and the other not, the end after the start, no dated row around them: not a list of
 * roles by year.) So does an end alone on the row under the title's: "October 2018  Head of Analytics" /
 * "currently working".
 */
function joinStartOverEnd(lines: TextLine[]): TextLine[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const [above, line, below] = [out[i - 1], out[i]!, out[i + 1]!];
    const start = rowDate(ROW_START_DATE, line.text.trim());
    const end = start ? rowDate(ROW_END_DATE, below.text.trim(), true) : null;
    if (!start || !end || findDateRange(line.text) || findDateRange(below.text)) continue;
    if ([above, out[i + 2]].some((l) => l && rowDate(ROW_START_DATE, l.text.trim()))) continue;
    const [first, second] = [line.text.trim().slice(start[0].length), below.text.trim().slice(end[0].length)];
    if (second ? holdsTitle(first) === holdsTitle(second) : !holdsTitle(first)) continue;
    const startDate = start[1]!.replace(/\s+,/, ",");
    const from = toYearMonth(startDate);
    // ("June" under "2016, March": the month of the start's year.)
    const open = /^(?:present|now|currently)/i.test(end[1]!);
    const endDate = open
      ? "Present"
      : /\d/.test(end[1]!)
        ? end[1]!.replace(/\s+,/, ",")
        : `${end[1]} ${from?.slice(0, 4)}`;
    const to = open ? "9999" : toYearMonth(endDate);
    if (!from || !to || to < from) continue;
    out[i] = { ...line, text: `${startDate} - ${endDate}   ${first}` };
    out[i + 1] = { ...below, text: second };
    i++;
  }
  return out;
}

/**
 * A range wrapped in a lane of dates, the rest of it starting the next line at the lane's edge. Before the
 * entry (a Word table's left cell): "Apr 2021 –   Senior Account Executive" / "Present   Brightline Freight
 * Software" — the range goes back whole to the first line, the next keeps its own text. After it, with the
 * name wrapped too: "Tata Consultancy Services   2020-07 -" / "Limited   present" — one line.
 */
function joinDateLane(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    const above = previous ? cellsOf(previous.text) : [];
    const own = cellsOf(line.text);
    const underneath = previous !== undefined && above.length > 1 && own.length > 1 && rightBelow(previous, line, 2);
    const before = underneath ? rangeOfPieces(above[0]!, own[0]!) : null;
    const after = underneath && !before ? rangeOfPieces(above.at(-1)!, own.at(-1)!) : null;
    if (before) {
      const rest = own.slice(1);
      out[out.length - 1] = { ...previous!, text: [before, ...above.slice(1)].join("   ") };
      // (Where the line's own text starts is estimated from its place in the line.)
      const shift = line.width
        ? (line.width * (line.text.trim().length - rest.join("   ").length)) / line.text.trim().length
        : 0;
      out.push({ ...line, text: rest.join("   "), x: line.x + shift, width: Math.max(0, line.width - shift) });
    } else if (after) {
      const name = joinWrapped(above.slice(0, -1).join("   "), own.slice(0, -1).join("   "));
      out[out.length - 1] = { ...previous!, text: `${name}   ${after}`, y: line.y };
    } else out.push(line);
  }
  return out;
}

/** A part of a school named first: "Faculty of Mechanics", "School of Engineering". */
const FACULTY_FIRST = /^(?:faculty|department|dept\.?|school|college|institute|chair)\s+of\b/i;

/** A title's grade, the first word of a title cut by its cell: "Senior Mechanical". */
const GRADE_FIRST = /^(?:senior|junior|middle|sr\.?|jr\.?|chief|deputy)\s/i;

/**
 * "Frontend Engineer / Tech  2022-02 - Present   Lead four engineers on the checkout" / "Lead   and account
 * pages of a marketplace": a role set as a row of cells (title, dates, its first sentence) whose first cell
 * wraps, filled up to the dates (a gap of a space or two, where dates set apart for alignment stand further);
 * each cell goes on from the cell above, so the title is read whole.
 */
function joinRowCells(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    const text = previous?.text.trim() ?? "";
    const range = previous ? findDateRange(text) : null;
    const at = range ? text.indexOf(range.matched.trim()) : -1;
    const head = at > 0 ? text.slice(0, at) : "";
    const tail = at > 0 ? text.slice(at + range!.matched.trim().length).trim() : "";
    const own = cellsOf(line.text);
    const goesOn =
      previous !== undefined &&
      /\S\s{1,2}$/.test(head) &&
      wordCount(head) <= 8 &&
      !/[.!?]$/.test(head.trim()) &&
      (own.length === 1 || tail !== "") &&
      Math.abs(previous.fontSize - line.fontSize) < 0.2 &&
      rightBelow(previous, line, 2) &&
      !line.isBullet &&
      !findDateRange(line.text) &&
      wordCount(own[0]!) <= 3 &&
      !isPlace(own[0]!, true) &&
      // (Nor a sentence of what was done, "Senior Accountant, Sept 2019 – Now" / "Prepared month-end accounts.", nor a
      // grade, "GPA: 3.7/4.0".)
      !isDoneSentence(own[0]!) &&
      !GRADE_LABEL.test(own[0]!) &&
      // ("Harbor Trust Aug 2018 - Dec 2021" / "Software Engineer": a title of its own words under an employer's
      // row is a field of its own, not the end of a cell that names no title, as "Design Engineer" ends "Senior
      // Mechanical".)
      !(wordCount(own[0]!) >= 2 && holdsTitle(own[0]!) && !holdsTitle(head) && !GRADE_FIRST.test(head.trim()));
    if (!goesOn) {
      out.push(line);
      continue;
    }
    const cells = [joinWrapped(head.trim(), own[0]!), range!.matched.trim()];
    if (tail) cells.push(own.length > 1 ? joinWrapped(tail, own.slice(1).join(" ")) : tail);
    out[out.length - 1] = { ...previous!, text: cells.join("   "), y: line.y };
  }
  return out;
}

/**
 * "Graduate Certificate in" / "Humber Polytechnic   Sep 2017 – Jun 2018" / "Paralegal Studies": a table's cell
 * that wraps, with the cells beside it centred on its height, their line between its two. A line that ends on a
 * joining word goes on at its own edge on the line after next.
 */
function joinAroundCentredCell(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  const taken = new Set<TextLine>();
  lines.forEach((line, i) => {
    if (taken.has(line)) return;
    const [beside, next] = [lines[i + 1], lines[i + 2]];
    const wraps =
      !!beside &&
      !!next &&
      /\s(?:in|of|and|&|for|the|de|en|und)$/i.test(line.text.trim()) &&
      !next.isBullet &&
      wrapsAroundNeighbour(line, beside, next);
    if (!wraps) {
      out.push(line);
      return;
    }
    out.push({ ...line, text: `${line.text.trim()} ${next.text.trim()}` });
    taken.add(next);
  });
  return out;
}

const isOneDate = (text: string) => findSingleDate(text) === text;
const isWholeRange = (text: string) => findDateRange(text)?.matched.trim() === text;

/** "2010 2014", "Aug 2018 May 2021": two dates with nothing between them but a space, the later second. */
function rangeWithoutDash(text: string): string | null {
  const words = text.trim().split(/\s+/);
  // (Two dates are a few words with a year among them: a bullet's long line is never tried.)
  if (words.length > 6 || !/\d{4}/.test(text)) return null;
  for (let cut = 1; cut < words.length; cut++) {
    const [from, to] = [words.slice(0, cut).join(" "), words.slice(cut).join(" ")];
    if (!isOneDate(from) || (!isOneDate(to) && !OPEN_END_WORD.test(to))) continue;
    const ranged = `${from} – ${to}`;
    const span = findDateRange(ranged);
    const [start, end] = [span?.start.match(/\d{4}/)?.[0], span?.end.match(/\d{4}/)?.[0]];
    return span?.matched.trim() === ranged && (!end || start! <= end) ? ranged : null;
  }
  return null;
}

/**
 * "Aug 2018" / "–" / "May 2021" and "2019-04" / "- Present" (the dash opening the second line, read as a bullet's):
 * a range whose parts a converter set on lines of their own, one line again; and "2010 2014", a range whose dash
 * was a page's decoration, lost on the way.
 */
function joinStackedRanges(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const undashed = rangeWithoutDash(line.text);
    if (undashed) {
      out.push({ ...line, text: undashed });
      continue;
    }
    const [first, next, after] = [line.text.trim(), lines[i + 1]?.text.trim() ?? "", lines[i + 2]?.text.trim()];
    const two = /^[-–—]\s*\S/.test(next) ? `${first} ${next}` : "";
    const three = /^(?:[-–—]|to)$/i.test(next) && after ? `${first} ${next} ${after}` : "";
    const joined = isOneDate(first) ? [two, three].find((range) => range && isWholeRange(range)) : undefined;
    if (!joined) {
      out.push(line);
      continue;
    }
    out.push({ ...line, text: joined, isBullet: false });
    i += joined === two ? 1 : 2;
  }
  return out;
}

/**
 * "Clinical Pharmacist" / "· Nairobi" / "Feb 2020 - Present": a place after the separator a converter left when
 * it dropped the company before it ("Company · City") is the header's place, not a bullet of the role.
 */
function placesOffBullets(lines: TextLine[]): TextLine[] {
  return lines.map((line, i) => {
    const above = lines[i - 1];
    const glyph = BULLET_PREFIX.exec(line.text)?.[0];
    if (!glyph || !above || isBulleted(above)) return line;
    const rest = line.text.slice(glyph.length).trim();
    return isPlace(rest, true) && !isPlace(above.text.trim(), true) ? { ...line, text: rest, isBullet: false } : line;
  });
}

/**
 * "Stepik: Intro to Probability, 2020 Coursera: Cloud Data Pipelines, 2021": courses run together on one row, each a
 * provider we know, a colon, the course and its year. The row is cut before each provider after a year; the
 * courses, on the row or alone, are kept in `courses`.
 */
function splitCourseRuns(lines: TextLine[], courses: Set<TextLine>): TextLine[] {
  return lines.flatMap((line) => {
    const text = line.text.trim();
    // Cut before a provider's colon that follows a year.
    const cuts = [...text.matchAll(YEAR_THEN_PROVIDER)]
      .filter((m) => isProvider(m[1]!))
      .map((m) => m.index + m[0].indexOf(m[1]!));
    const parts = [0, ...cuts].map((from, i) => text.slice(from, cuts[i] ?? text.length).trim());
    const read = parts.length === 1 ? [line] : parts.map((part) => ({ ...line, text: part }));
    for (const course of read) if (providerCourse(course.text)) courses.add(course);
    return read;
  });
}
const YEAR_THEN_PROVIDER = new RegExp(`\\b(?:19|20)\\d{2}\\s+(${PROVIDER}):\\s+\\S`, "gu");

/**
 * "Christ University   2014 - 2016   Bangalore University" / "2011 - 2014": schools laid out one after another
 * in a flow of cells, the next school starting on the row where the last one's dates end. The row is cut after
 * the dates.
 */
function splitSchoolsInRow(lines: TextLine[], nextSchools: Set<TextLine>): TextLine[] {
  return lines.flatMap((line) => {
    const cells = cellsOf(line.text);
    const at = cells.findIndex((cell, i) => i > 0 && i < cells.length - 1 && isDateOnlyLine(cell));
    if (at < 0 || !namesSchool(cells.slice(0, at).join(" ")) || !namesSchool(cells.slice(at + 1).join(" ")))
      return [line];
    const next = { ...line, text: cells.slice(at + 1).join("   ") };
    nextSchools.add(next);
    return [{ ...line, text: cells.slice(0, at + 1).join("   ") }, next];
  });
}

/**
 * The first `range` as written in `text` taken out, with a colon after it and "from" before it ("… at Harbourline
 * Foods from September 2019 to April 2023", "…   From: Apr 2020 To: Present"): one search, no pattern to build.
 */
function withoutRangeAndColon(text: string, range: string): string {
  const at = text.indexOf(range);
  if (at < 0) return text;
  const after = text.slice(at + range.length);
  return `${text.slice(0, at).replace(/(?<!\p{L})from:?\s*$/iu, "")} ${after.replace(/^\s*:/, "")}`;
}

/** A single date as written, with the word before it that says what it is ("Expected"), as a pattern (kept). */
const singleDateWithWord = rememberedFor(
  (single: string) =>
    new RegExp(`(?:,\\s*)?(?:\\b(?:${DATE_WORDS})\\s*:?\\s*)?\\.?${escapeRegExp(single)}(?:\\s*:(?=\\s))?`, "i"),
  256,
);

/** A grade as written: "68%", "CGPA: 8.4/10", "7.8 CGPA" ([as written, points, their word]). */
const GRADE = `(?:(\\d{1,3}(?:\\.\\d{1,2})?\\s*%|(?:${GRADE_WORDS}|cpi)\\s*(?:of\\s+)?:?\\s*\\d{1,2}(?:\\.\\d{1,2})?(?:\\s*\\/\\s*\\d{1,2})?)|(\\d{1,2}(?:\\.\\d{1,2})?)\\s*(c?gpa|cpi))`;
const WITH_GRADE = "\\s+with\\s+(?:an?\\s+)?(?:aggregate\\s+(?:of\\s+)?)?";
/**
 * A grade closing a school's line after its date: "… in 2014 with 68%", "…, 2015, 72%", "… (2013-2017) with 7.8
 * CGPA", "… - 2016 - 62%".
 */
const GRADE_TAIL = new RegExp(`(?:\\s*[,|–—-]\\s*|${WITH_GRADE})${GRADE}\\s*\\.?$`, "i");
/** The same before the year: "… from Pune University with 72% in 2016.", "… with 8.1 CGPA in 2015". */
const GRADE_BEFORE_YEAR = new RegExp(`${WITH_GRADE}${GRADE}(?=\\s+in\\s+(?:19|20)\\d{2}\\.?\\s*$)`, "i");

/**
 * Such a grade set in brackets, as the school readers take a grade beside the date: "… in 2014 (68%)"; its
 * points after their word ("7.8 CGPA" -> "CGPA 7.8").
 */
function withGradeInBrackets(line: TextLine): TextLine {
  const grade = GRADE_TAIL.exec(line.text) ?? GRADE_BEFORE_YEAR.exec(line.text);
  if (!grade) return line;
  const [, asWritten, points, word] = grade;
  // (What followed a grade before the year, " in 2016.", stays before the brackets.)
  const after = line.text.slice(grade.index + grade[0].length).replace(/\.\s*$/, "");
  return {
    ...line,
    text: `${line.text.slice(0, grade.index)}${after} (${asWritten ?? `${word!.toUpperCase()} ${points}`})`,
  };
}

/** "Total Experience: 6 Years 10 Months", "Total IT Experience - 6.5 years": a whole career's length. */
const TOTAL_EXPERIENCE = /^total\s+(?:[\p{L}/]+\s+){0,2}experience\s*[:\-–]?\s*\d+(?:\.\d+)?\+?\s*(?:years?|yrs?)\b/iu;

/** "Start date: 01/2019" over "End date: 05/2021", a form's two fields of a role's dates: [label and date, date]. */
const START_DATE_LABEL = /^\s*(?:start(?:ing)?\s+date|date\s+started|from)\s*:\s*(\S.*)$/i;
const END_DATE_LABEL = /^\s*(?:end(?:ing)?\s+date|date\s+(?:ended|left)|to|until)\s*:\s*(\S.*)$/i;

/** A start date's line and the end date's under it, as one line of the range they give. */
function withStartAndEndJoined(lines: TextLine[]): TextLine[] {
  const joined: TextLine[] = [];
  for (let at = 0; at < lines.length; at++) {
    const start = START_DATE_LABEL.exec(lines[at]!.text)?.[1];
    const end = start && lines[at + 1] ? END_DATE_LABEL.exec(lines[at + 1]!.text)?.[1] : undefined;
    const range = start && end ? `${start.trim()} – ${end.trim()}` : "";
    if (range && findDateRange(range)) {
      joined.push({ ...lines[at]!, text: range });
      at++;
    } else joined.push(lines[at]!);
  }
  return joined;
}

/**
 * The terms a US federal resume (USAJOBS' builder) prints under each role: "Hours per week: 40", "Series/Grade:
 * GS-0343-12", "Pay Plan: GS", "Salary: $85,000 per year", "Supervisor: Mark Hale, (202) 555-0188, may contact".
 * Neither what the person did nor a field of the role (and a supervisor's telephone is not the person's).
 */
const FEDERAL_ROLE_TERMS =
  /^(?:hours per week|series(?:\s*\/\s*grade)?|grade|pay plan|salary|supervisor(?:'s name)?|ok(?:ay)? to contact)\s*:/i;

/**
 * A line of a job's terms or its length of time, or both: "2 years", "Full-time · 5 yrs 2 mos"; or the whole
 * career's length, "Total Experience: 6 Years" (under the last role, where a portal's export prints it).
 */
const termsAndLength = (text: string) =>
  TOTAL_EXPERIENCE.test(text.trim()) ||
  text
    .trim()
    .split(/\s*·\s*/)
    .every((part) => LENGTH_OF_TIME.test(part) || EMPLOYMENT_TYPE.test(part));

export function splitEntries(
  lines: TextLine[],
  options: {
    closeAfterDateLine?: boolean;
    /** Education: a school or degree after a dated school and degree opens the next entry. */
    schools?: boolean;
    /**
     * Projects: a project's name labelled "Project:" opens the next entry, and the labelled lines under it ("Client:",
     * "Role:", "Duration:", "Team Size:") are its details, as a job portal's project list writes them.
     */
    projects?: boolean;
    vocabulary?: WordSet;
    blockRight?: Map<string, number>;
  } = {},
): EntryBlock[] {
  let closed = false;
  let dashAfterStart = false;
  const entries: EntryBlock[] = [];
  let current: EntryBlock | null = null;
  let headerIndent: number | null = null;
  let listIndent: number | null = null;
  /** The line last read into an entry's body, to tell a bullet's next line. */
  let lastBodyLine: TextLine | null = null;
  const start = () => {
    current = { headerParts: [], headerLines: [], dates: null, singleDate: null, body: [], urls: [] };
    entries.push(current);
    return current;
  };
  // "5 ans 7 mois", "2 years": a length of time beside the dates, which say it already; "Full-time · 5 yrs 2 mos"
  // under an employer's name in a profile export, the terms of the roles under it too.
  // ("Period: 2019 - Present" over "Company: …": the label says only that dates follow; the line is the dates.)
  const fields = withStartAndEndJoined(lines)
    .filter((line) => !termsAndLength(line.text) && (options.schools || !FEDERAL_ROLE_TERMS.test(line.text.trim())))
    .map((line) => {
      const label = DATES_LABELLED.exec(line.text);
      if (label && findDateRange(line.text.slice(label[0].length)))
        return { ...line, text: line.text.slice(label[0].length) };
      return options.schools ? withGradeInBrackets(line) : line;
    });
  /**
   * Lines that each open a school's entry: schools cut from the row of the school before them, and the items of a
   * bulleted list of schools.
   */
  const schoolOpeners = new Set<TextLine>();
  /** Courses of a provider we know, each a line ("Coursera: Machine Learning, 2020"): each opens an entry. */
  const courses = new Set<TextLine>();
  const unfolded = unfoldSideBySide(
    rejoinMarginYears(
      rejoinBracketedRanges(
        rejoinMarginRanges(
          joinRowCells(
            joinDateLane(placesOffBullets(joinStackedRanges(joinAroundCentredCell(joinStartOverEnd(fields))))),
          ),
        ),
      ),
    ),
  );
  const ordered = joinWrappedHeaders(
    options.schools ? joinDegreeLane(splitSchoolsInRow(splitCourseRuns(unfolded, courses), schoolOpeners)) : unfolded,
    options.blockRight ?? textBlockRight(lines),
  );
  const headers = bulletedHeaders(ordered);
  if (options.schools) {
    for (const line of [...schoolListItems(ordered), ...courses]) {
      headers.add(line);
      schoolOpeners.add(line);
    }
  }
  const skipped = new Set<TextLine>();
  // How many header parts each line gave, and which line gave each entry its dates.
  const partsOfLine = new Map<TextLine, number>();
  const datedLine = new Map<EntryBlock, TextLine>();
  /**
   * "Server Developer" / "Naru Games" / dates / "Seongnam", no bullets, then "Research Intern" / "Daejeon Institute
   * …" / dates (or "Naru Games" / "Server Developer   dates", then "Daejeon Institute …" / "Research Intern   dates"):
   * the lines read into an entry without a body after its own belong to the entry the next dates open, where the
   * entries before set lines of their header above their dates.
   */
  const takeHeaderLinesAbove = (from: EntryBlock, to: EntryBlock) => {
    const model = entries.findLast((e) => e !== from && e !== to && e.body.length > 0 && datedLine.has(e));
    const dated = datedLine.get(from);
    if (!dated || from.body.length > 0) return;
    // (With no entry that has a body to go by, as many lines as stand above this entry's own dates: "Title at
    // Company" / dates / "Title at Company" / dates, no bullets anywhere.)
    const before = model ? model.headerLines.indexOf(datedLine.get(model)!) : from.headerLines.indexOf(dated);
    const after = model ? model.headerLines.length - before - 1 : 0;
    const extra = from.headerLines.length - from.headerLines.indexOf(dated) - 1 - after;
    if (before < 1 || extra < 1) return;
    const moved = from.headerLines.splice(from.headerLines.length - Math.min(extra, before));
    const partCount = moved.reduce((sum, line) => sum + (partsOfLine.get(line) ?? 0), 0);
    to.headerLines.push(...moved);
    to.headerParts.push(...from.headerParts.splice(from.headerParts.length - partCount));
  };
  for (const [at, line] of ordered.entries()) {
    const text = line.text.trim();
    // Blank, or its section's heading repeated under it ("Education" / "Education"): no field of an entry.
    if (!text || (!current && sectionKindOf(text))) continue;
    // ("Relevant Experience", "Military Service" among the roles: a heading of roles again ends the role above and
    // is no field of the next.)
    if (!options.schools && !line.isBullet && sectionKindOf(text) === "experience") {
      closed = true;
      continue;
    }
    // Bullets' glyphs that a layout set apart from their text (a column of glyphs) say nothing.
    if (GLYPHS_ONLY.test(text)) continue;
    if (URL_ONLY.test(text)) {
      (current ?? start()).urls.push(text);
      continue;
    }
    // "LinkedIn" / "arjun-venkataraman": a profile a sidebar theme printed at the top of the next page,
    // in the middle of whatever section runs there. Contact details, not an entry.
    if (PROFILE_LABEL.test(text)) {
      const next = ordered[at + 1];
      if (next && /^@?[\w.-]+$/.test(next.text.trim())) skipped.add(next);
      continue;
    }
    if (skipped.has(line)) continue;
    // "Senior Data Scientist   2022-01" / "- Present   Rebuilt the journey search…": the range's end a printer set a
    // row lower, before the first bullet floated beside the dates, closes the range; the rest is that bullet.
    const [firstChunk = "", ...afterChunk] = text.replace(GLYPH_PREFIX, "").split(/\s{2,}/);
    const wrappedEnd = current ? RANGE_END_PART.exec(firstChunk.trim())?.[1] : undefined;
    if (current && wrappedEnd && closeRange(current as EntryBlock, wrappedEnd)) {
      const bullet = afterChunk.join("   ").trim();
      if (bullet) {
        (current as EntryBlock).body.push({ text: bullet, line });
        lastBodyLine = line;
      }
      continue;
    }
    // "Highlights", "Key Responsibilities:": a label over an entry's bullets, not a field.
    // (So is any label of a few words an entry's body goes on under: "Contributions:", "SAP Modules/ Tools:".)
    const inEntry = ((current as EntryBlock | null)?.headerLines.length ?? 0) > 0;
    if (ROLE_SUB_LABEL.test(text) || (inEntry && wordCount(text) <= 4 && /^[^\d:]+:$/.test(text))) continue;
    if (LIST_LABEL.test(text)) {
      listIndent = line.x;
      continue;
    }
    // Items under a list label, until a line sets back to the label's indent or starts the next entry.
    if (listIndent !== null) {
      const endsList =
        (line.x > 0 && line.x <= listIndent - 5) ||
        findDateRange(text) !== null ||
        SCHOOL_WORDS.test(text) ||
        DEGREE_WORDS.test(text);
      if (!endsList && current) {
        (current as EntryBlock).body.push({ text: text.replace(BULLET_PREFIX, ""), line });
        continue;
      }
      listIndent = null;
    }
    const entry: EntryBlock = current ?? start();
    const last = entry.body.at(-1);
    // ("…, Leaflet API" / "2019 - 2021: Front End Developer at Tidewell": a line that opens with its dates
    // goes on with no bullet, whatever the bullet above ends with.)
    // (Nor does a line of dates alone: "… the platform" / "from October 2021 till now".)
    const startsNewBullet =
      line.isBullet ||
      BULLET_PREFIX.test(text) ||
      headers.has(line) ||
      opensWithDates(text) ||
      !!leadingYear(text) ||
      isDateOnlyLine(text);
    // (A sentence's words in lower case after a bullet that seems to end, "… papers on compounds." /
    // "morphological parsing of German", are the bullet's too: a list flowed in columns put its end first.)
    const lowerCaseRun = wordCount(text) >= 3 && /^\p{Ll}{3,}\s/u.test(text);
    // "Cut the main bundle from 1.4 MB to 610" / "KB with route-level code splitting;": a bullet's next line in
    // the bullets' own type, smaller than the header's, at its edge, whatever its first word.
    const header = entry.headerLines[0];
    const above = ordered[at - 1];
    const inBulletType =
      !!last &&
      !!header &&
      above === lastBodyLine &&
      line.fontSize === last.line.fontSize &&
      line.fontSize < header.fontSize - 0.5 &&
      Math.abs(line.x - above.x) <= 12 &&
      line.page === above.page;
    // "…, Supply and equipment requests, OCSM" / "Pass-down Log, Inventory Control,": a list the bullet runs
    // goes on over lines in capitals, unless a line of dates follows (a header "Title, Company, City").
    // (Not a list under a label of its own: "Databases:  MariaDB, Redis" under "Kotlin 1.9, Ktor, Exposed".)
    const listGoesOn = () =>
      !!last &&
      (last.text.match(/,/g) ?? []).length >= 2 &&
      /,/.test(text) &&
      !LABEL_BEFORE_TEXT.test(text) &&
      wordCount(text) <= 14 &&
      !findDateRange(text) &&
      // (Nor a line that ends with its own date: "Developer intern at Quillby, Lyon, 2021".)
      !trailingSingleDate(text) &&
      !findDateRange(ordered[at + 1]?.text ?? "");
    // "…with ACI fabric for Testing stretched" / "EPG's between Data centers" / "• Deployed …": a few words
    // in capitals between two bullets of a dated entry end the first, they head no role.
    const tailBeforeBullet = () => {
      const after = ordered[at + 1];
      return (
        !!last &&
        !!entry.dates &&
        wordCount(text) <= 6 &&
        !findDateRange(text) &&
        !!after &&
        (after.isBullet || BULLET_PREFIX.test(after.text.trim()))
      );
    };
    // ("Added card payments and sign-in;" / "Worked with Vue, … Chrome" / "Extensions;": items that each
    // end with a semicolon; one that has not yet goes on over the next line.)
    const semicolonItemGoesOn = () => {
      const items = entry.body.slice(0, -1);
      if (!last || last.text.endsWith(";") || items.length === 0 || wordCount(text) > 4) return false;
      return items.every((item) => item.text.endsWith(";"));
    };
    // The floated bullet's next line, set under it, right of where the header row starts.
    const underFloatedBullet =
      !!last && last.line === above && entry.headerLines.includes(above) && line.x > above.x + above.width / 3;
    if (
      last &&
      !closed &&
      !startsNewBullet &&
      ((!/[.!?]$/.test(last.text) &&
        (isContinuation(last.text, text) ||
          inBulletType ||
          underFloatedBullet ||
          listGoesOn() ||
          semicolonItemGoesOn() ||
          tailBeforeBullet())) ||
        lowerCaseRun)
    ) {
      // A wrapped sentence, joined back (a line-break hyphen removed, a real one kept).
      last.text = joinWrapped(last.text, text, options.vocabulary);
      lastBodyLine = line;
      continue;
    }
    // "… with no damage" / "incidents.": a sentence's last words in lower case, under bullets flowed in two
    // columns, end the bullet still open (or the last one), never a header.
    const open = !closed && !startsNewBullet && /^\p{Ll}/u.test(text) && wordCount(text) <= 3 && /[.!?]$/.test(text);
    const unfinished = open ? (entry.body.findLast((item) => !/[.!?]$/.test(item.text)) ?? last) : undefined;
    if (unfinished) {
      unfinished.text = joinWrapped(unfinished.text, text, options.vocabulary);
      lastBodyLine = line;
      continue;
    }
    // "Chef de projet e-commerce, Atelier Sorel" over "Jan, 2017 - Aug, 2021": a line right above a line of
    // dates heads the next entry, however many of its words are in lower case (a French title).
    // (So does a line right under an entry's dates when it has nothing else yet: dates set above the title.)
    // (Asked only of a line that reads as a body line: the look at the next line's dates costs a range search.)
    // ("Brightline  Full Stack Developer (  now)" / bullets / "Northwind Maps  Junior Developer (  )": a line printed in the
    // shape of the section's first header heads an entry of its own, dated or not.)
    const shapedLikeFirstHeader = () => {
      const first = entries[0]?.headerLines[0];
      const shape = first && first !== line && !options.schools ? headerShapeOf(text) : null;
      return !!shape && shape === headerShapeOf(first!.text);
    };
    // (Among a project's labelled lines, "Client:", "Role:", "Team Size:" are details, shaped as "Project:" is; only
    // its name's label opens the next.)
    const projectLabelled = !!options.projects && LABEL_BEFORE_TEXT.test(text);
    const headsEntry = () => {
      if (projectLabelled) return PROJECT_NAME_LABEL.test(text);
      const nothingElseYet = !!entry.dates && entry.headerParts.length === 0 && entry.body.length === 0;
      // ("2018 - 2019" / "Hadar Educational Center - data engineering.": a school's name under its dates,
      // whatever ends it.)
      if (nothingElseYet && options.schools && !line.isBullet && namesSchool(text)) return true;
      // ("Nova Learn education program: Kotlin basics." under another school's lines: a provider's course heads
      // its own entry, the full stop that closes it notwithstanding.)
      // (Not "Major courses: Pathophysiology · Pharmacology", a school's own courses.)
      if (options.schools && !line.isBullet && entry.body.length > 0) {
        const provider = courseOfProvider(text)?.[2];
        if (provider && !isCommonWord(provider.split(/\s+/)[0]!)) return true;
      }
      // ("1. Harbourline Foods, Leeds (2019 – 2023)" / … / "2. Northwind Dairies, York (2016 – 2019)": entries in a
      // numbered list, each dated, the next number opening the next.)
      const number = LIST_NUMBER.exec(text)?.[1];
      const entryNumber = LIST_NUMBER.exec(entry.headerLines[0]?.text ?? "")?.[1];
      if (number && Number(number) === Number(entryNumber) + 1 && findDateRange(text)) return true;
      if (line.isBullet || BULLET_PREFIX.test(text) || /[.!?;:]$/.test(text) || wordCount(text) > 10) return false;
      if (nothingElseYet || shapedLikeFirstHeader()) return true;
      // ("Kotlin, Ktor, Redis" or "Technologies used: …" over the next role's "2018 - 2021 QA Engineer, Polarit":
      // the tools this role used.)
      if (listsKnownTools(text) || TOOLS_LABEL.test(text)) return false;
      const next = ordered[at + 1]?.text.trim() ?? "";
      const nextRange = findDateRange(next);
      return (
        isDateOnlyLine(next) ||
        (nextRange !== null && next.startsWith(nextRange.matched.trim()) && wordCount(next) <= 8)
      );
    };
    // ("Specialization: Finance" between a portal's labelled degree and school: what was studied, a part of a header
    // written in labelled lines.)
    const labelledField =
      options.schools &&
      FIELD_LABEL.test(text) &&
      entry.headerLines.every((header) => isHeaderLabel(header.text.trim()));
    if (
      !closed &&
      !headers.has(line) &&
      entry.headerLines.length > 0 &&
      (isBodyLine(line, headerIndent, options.schools) || roleInProject(text, entry) || projectLabelled) &&
      !labelledField &&
      !headsEntry()
    ) {
      // Dates set in the margin on the first bullet's line ("• Led a team …   June 2005 – Aug 2007") belong to
      // the entry, not the bullet.
      const marginDates = entry.dates ? null : (MARGIN_DATES.exec(text) ?? LANE_DATES_FIRST.exec(text));
      const range = marginDates && isDateOnlyLine(marginDates[1]!) ? findDateRange(marginDates[1]!) : null;
      if (range) entry.dates = { start: range.start, end: range.end };
      // ("Mar 2021   Senior Designer …" / "Present   Led the redesign …": a lane of dates, the start beside the
      // header and the end beside the first bullet.)
      const laneEnd = !range && entry.singleDate ? LANE_DATES_FIRST.exec(text) : null;
      const ended = !!laneEnd && OPEN_END_WORD.test(laneEnd[1]!.trim()) && closeRange(entry, laneEnd[1]!.trim());
      let bullet = text;
      if (range && marginDates) bullet = text.replace(marginDates[0], "");
      else if (ended) bullet = text.slice(laneEnd![0].length);
      bullet = bullet.replace(/\s{3,}(\S.*)$/, (gap, tail: string) => (LENGTH_OF_TIME.test(tail.trim()) ? "" : gap));
      entry.body.push({ text: bullet.replace(BULLET_PREFIX, ""), line });
      lastBodyLine = line;
      continue;
    }
    // "September 2016" / the title / "—" / "July 2019": a range's dash and end set on lines of their own in a
    // lane join its start.
    if (/^(?:[-–—]|to)$/i.test(text) && entry.singleDate && !entry.dates) {
      dashAfterStart = true;
      continue;
    }
    const endOfRange = dashAfterStart && (OPEN_END_WORD.test(text) || findSingleDate(text) === text);
    dashAfterStart = false;
    if (endOfRange && closeRange(entry, text)) continue;
    // A header line: it opens a new entry once the current one has a body, or repeats its date.
    const range = findDateRange(text);
    const single = range
      ? null
      : (trailingSingleDate(text) ??
        leadingYear(text, options.schools) ??
        (options.schools ? yearAsField(text) : null));
    // "PGCE, University of Westmoor, June 2016" complete, then "Bachelor of Science …": the next school.
    // A page that prints no dates for its schools starts the next one with its degree ("Bachelor of …" after
    // "Master of …" / "Hochschule Südbayern").
    // ("Universität Tübingen" / "PhD in …" / "Ludwig-Maximilians-Universität München": or with the next school's
    // name, once this one has a school and a degree in parts of their own.)
    // ("Graduate Certificate, Paralegal Studies" / "Humber Polytechnic" / "Bachelor of Arts, …": or with the next
    // degree, once this one has both.)
    const schoolAndDegreeApart = entry.headerParts.some(namesSchoolOnly) && entry.headerParts.some(namesDegreeOnly);
    const undatedNext =
      !entry.dates &&
      !entry.singleDate &&
      ((opensWithDegree(text) && (entry.headerParts.some(opensWithDegree) || schoolAndDegreeApart)) ||
        (namesSchoolOnly(text) &&
          entry.headerParts.some(namesSchoolOnly) &&
          entry.headerParts.some((part) => opensWithDegree(part) && !namesSchool(part))));
    const schoolDone =
      options.schools &&
      (entry.dates || entry.singleDate || undatedNext) &&
      // A school and a degree, in one part or two; "High School" counts as neither ("High School Diploma",
      // "Palm Creek State High School" say too little alone).
      entry.headerParts.some(namesSchool) &&
      entry.headerParts.some(namesDegree) &&
      // A lone word is the end of a wrapped name ("… State High" / "School"), not a school of its own; unless it is
      // a degree's initials or number ("SSC", "12th", a row of a portal's table of schools).
      (wordCount(text) >= 2 || degreeAlone(text)) &&
      (SCHOOL_WORDS.test(text) || DEGREE_WORDS.test(text));
    // ("2018 Bytecamp IT school  ruby development" / "KPTU (Kestrel Polytechnic National Technical University).
    // Computer engineering": a school with no degree, dated or with a field after it, then another school's name of
    // its own, not one of its faculties ("National Research University Westbrook" / "Marine Engineering Institute" is one
    // name, wrapped).)
    const anotherSchool =
      options.schools &&
      (!!entry.dates ||
        !!entry.singleDate ||
        entry.headerParts.length >= 2 ||
        /[.,;]\s+\S/.test(entry.headerLines.at(-1)?.text ?? "")) &&
      entry.headerParts.some(namesSchoolOnly) &&
      !entry.headerParts.some(namesDegree) &&
      namesSchoolOnly(text) &&
      !FACULTY_FIRST.test(text) &&
      wordCount(text) >= 3;
    // "B.Tech" under a school's field of study: the degree the school entry still lacks, not a new entry.
    // (So is "Bachelor of Science in Marketing" under the school, its date and "• West Chester, PA".)
    const missingDegree =
      options.schools &&
      !range &&
      !single &&
      (wordCount(text) <= 4 || (opensWithDegree(text) && wordCount(text) <= 8)) &&
      DEGREE_WORDS.test(text) &&
      !SCHOOL_WORDS.test(text) &&
      entry.headerParts.some((part) => SCHOOL_WORDS.test(part)) &&
      !entry.headerParts.some((part) => DEGREE_WORDS.test(part));
    // "June 2013 to Present" / "June 2013 - Present)": the same dates printed twice open no entry.
    const repeatsDates =
      range &&
      entry.dates &&
      entry.body.length === 0 &&
      range.start === entry.dates.start &&
      range.end === entry.dates.end &&
      isDateOnlyLine(text.replace(/[()]/g, ""));
    if (repeatsDates) continue;
    // ("Analyst" / "Bank of Montreal" / dates / "Intern" / "Acme Corp" / "2014": a year alone on its line after a
    // dated role's lines, no bullets between, is the next role's.)
    const singleAfterRange =
      !options.schools && single === text && !!entry.dates && entry.body.length === 0 && datedLine.has(entry);
    // ("Bachelor of Applied Statistics, 2011" / "Coursera" / "Practical Python Workshop, 2020": a school of courses
    // online named alone after a dated entry opens the next.)
    const providerAfterDated =
      options.schools && (!!entry.dates || !!entry.singleDate) && isOnlineProvider(text.replace(/[.,:]$/, ""));
    // ("2000 - 2005: master's degree in Computer Science." / "Specialization: …" / "National Technical University":
    // the school under a dated degree, past a detail, is that degree's.)
    const schoolOfDegree =
      options.schools &&
      !range &&
      !single &&
      namesSchoolOnly(text) &&
      entry.headerParts.some((part) => namesDegree(part) || NAMES_COURSE.test(part)) &&
      !entry.headerParts.some(namesSchool) &&
      !providerAfterDated;
    // ("2010 - 2014: Bachelor …, Technical University," / "Faculty of …" / "2019: Online courses … from Coursely": a
    // line that opens with its year after a dated entry opens the next, as one that opens with a range does.)
    const opensWithYear = !!single && !!entry.dates && leadingYear(text, options.schools) === single;
    // ("Northwind" / "Senior Developer" / sentences / "MAR 2022 TO PRESENT building the chat bot …": a range that
    // opens a line and runs on into a sentence in lower case dates the entry above, which has none yet, and the
    // sentence goes on its body; a layout that sets the dates under the title in a cell beside the bullets.)
    // (So does a line of dates alone after the body of a role that has none: "from February 2020 till October 2021"
    // closing each role.)
    const matched = range?.matched.trim() ?? "";
    const undatedRole = !options.schools && !!range && !entry.dates && entry.headerParts.length > 0;
    const datesAfterBody = undatedRole && entry.body.length > 0 && isDateOnlyLine(text);
    const sentenceAfterDates =
      undatedRole && text.startsWith(matched) && /^\s+\p{Ll}/u.test(text.slice(matched.length));
    const lateDates = datesAfterBody || sentenceAfterDates;
    const opensEntry =
      !missingDegree &&
      !schoolOfDegree &&
      !lateDates &&
      (entry.body.length > 0 ||
        (range && entry.dates) ||
        (single && entry.singleDate) ||
        opensWithYear ||
        singleAfterRange ||
        closed ||
        (entry.headerParts.length > 0 &&
          shapedLikeFirstHeader() &&
          headerShapeOf(entry.headerLines[0]!.text) === headerShapeOf(text)) ||
        schoolDone ||
        anotherSchool ||
        providerAfterDated ||
        schoolOpeners.has(line));
    closed = false;
    const target: EntryBlock = opensEntry ? start() : entry;
    if (opensEntry && (range || singleAfterRange)) takeHeaderLinesAbove(entry, target);
    // A line of dates before the title ("2012 — 2014" in a lane) says nothing of the header's indent; dates in
    // a lane on the title's row ("Août 2014 - Mai 2018   BSN en Nursing") put the header where its text starts.
    if (target.headerLines.length === 0) headerIndent = isDateOnlyLine(text) ? null : textStart(line);
    else if (headerIndent === null && !isDateOnlyLine(text)) headerIndent = textStart(line);
    target.headerLines.push(line);
    let rest = text;
    const floatedBullet = sentenceAfterDates
      ? text.slice(matched.length).trim()
      : range && !options.schools
        ? bulletAfterDates(text, range.matched, !target.dates && target.headerParts.length > 0)
        : null;
    if (floatedBullet) rest = rest.slice(0, rest.lastIndexOf(floatedBullet));
    if (range && !target.dates) {
      target.dates = { start: range.start, end: range.end };
      // "Feb 2018 - Mar 2021 · 3 years 1 month": the length some exports add is not a field.
      // ("2017 – 2019: Title, Company": the colon after dates written first goes with them.)
      rest = withoutRangeAndColon(rest, range.matched).replace(LENGTHS_OF_TIME_IN_TEXT, " ");
    } else if (single) {
      target.singleDate ??= single;
      // ("…, Expected June 2018": the word that says what the date is goes with it.)
      // (", .2021": a month the document lost before the year.)
      rest = rest.replace(singleDateWithWord(single), " ");
    }
    if (!range && !single) rest = rest.replace(BULLET_PREFIX, "").replace(DATES_LOST, "");
    // ("1. Harbourline Foods, Leeds (2019 – 2023)": the number of a dated entry in a numbered list.)
    else rest = rest.replace(LIST_NUMBER, "");
    const parts: string[] = [];
    for (const part of splitHeader(withoutClosingStop(rest))) {
      // ("Go Developer     (2 month)": a length of time in brackets too.)
      const unbracketed = part.replace(/^\((.*)\)$/, "$1");
      if (/^[-–—|,()[\]]+$/.test(part) || LENGTH_OF_TIME.test(unbracketed) || DATE_LABEL.test(part)) continue;
      // "September 2019" / "Teacher …, Kirkstall Vale" / "Academy   — Present": the range's end, wrapped in its
      // lane below its start.
      const end = RANGE_END_PART.exec(part.replace(/\s+/g, " "))?.[1];
      if (!end || !closeRange(target, end)) parts.push(part);
    }
    // "Name | Issuer | 2021" is a whole entry; "Name    2021" may still have its issuer on the next line.
    // (So is "Name, Issuer, 2015": its comma parts the two; not "…, 2024-" over "02", a date the line cut.)
    const nameAndIssuer =
      parts.length >= 2 || (parts.length === 1 && /,\s*\S/.test(parts[0]!) && !/[-–]$/.test(text.trim()));
    if ((parts.length === 0 || (single && nameAndIssuer)) && options.closeAfterDateLine) closed = true;
    // (Dates after a role's body end the role: the next line opens the next one. A project's "Duration:" among its
    // labelled lines ends nothing.)
    if (datesAfterBody && !options.projects) closed = true;
    target.headerParts.push(...parts);
    partsOfLine.set(line, parts.length);
    if (range && target.dates && !datedLine.has(target)) datedLine.set(target, line);
    if (floatedBullet) {
      target.body.push({ text: floatedBullet, line });
      lastBodyLine = line;
    }
  }
  const found = entries.filter((e) => e.headerParts.length > 0 || e.body.length > 0);
  return options.schools ? found : titlesUnderCompanyLines(found);
}

/**
 * Roles only: "Testing the various business objects:", "UG PROJECT TITLE: …", "Email Eradication" under a dated
 * role: a line read as a header with no dates, no title's word and no employer's is a sub-heading of the role
 * above, kept with its lines in that role's body.
 */
export function subheadingsInRoles(entries: EntryBlock[]): EntryBlock[] {
  const out: EntryBlock[] = [];
  for (const entry of entries) {
    const previous = out.at(-1);
    const subheading =
      !!previous?.dates &&
      !entry.dates &&
      !entry.singleDate &&
      entry.headerParts.length > 0 &&
      !entry.headerParts.some((part) => holdsTitle(part) || COMPANY_WORDS.test(part) || namesSchool(part));
    if (!subheading) {
      out.push(entry);
      continue;
    }
    const [line] = entry.headerLines;
    if (line) previous.body.push({ text: entry.headerParts.join(" ").trim(), line });
    previous.body.push(...entry.body);
    previous.urls.push(...entry.urls);
  }
  return out;
}

/**
 * "Jackson Associates" / "2006 to 2009" / "Leading provider of HR benefits …" / "SENIOR DIVISION OPERATIONS
 * EXECUTIVE" / achievements: an employer with its dates and a line about the company, then the title. An
 * undated entry of nothing but a title, after a dated one with no title, is that entry's title.
 */
function titlesUnderCompanyLines(entries: EntryBlock[]): EntryBlock[] {
  const out: EntryBlock[] = [];
  for (const entry of entries) {
    const previous = out.at(-1);
    const titleOnly =
      !entry.dates &&
      !entry.singleDate &&
      entry.headerParts.length === 1 &&
      entry.headerParts.every((part) => isTitle(part) && wordCount(part) <= 6);
    // (Each piece of its header: "Data Scientist,  Kieferstein Versicherungen AG" has a title; "Jackson
    // Associates" and "Brightline Payroll, Inc." have none.)
    const untitled = !previous?.headerParts
      .flatMap((part) => part.split(/,\s+|\s{2,}/))
      .some((piece) => holdsTitle(piece) && !COMPANY_WORDS.test(piece));
    if (previous?.dates && titleOnly && previous.body.length <= 3 && untitled) {
      previous.headerParts.push(...entry.headerParts);
      previous.headerLines.push(...entry.headerLines);
      previous.body.push(...entry.body);
      previous.urls.push(...entry.urls);
    } else out.push(entry);
  }
  return out;
}
