// A two-column PDF whose text was pasted into Word (or converted by a tool that reads row by row) comes as one
// flow in which the columns' rows alternate: "SUMMARY EDUCATION" / "Talented developer …  BA in Economics" /
// "Coming with passion …" / "Northgate University". Its telltale is a row of two headings side by side. From
// there on, each row is read as the left column's part, the right column's, or both, and the two columns are
// given back one after the other, so the sections and entries are read as written.

import { lookupSkill, matchSkills } from "../skills/match-skills.ts";
import type { SectionKind, TextLine } from "../types.ts";
import { findDateRange, holdsYear } from "./dates.ts";
import { BULLET_PREFIX } from "./normalise-text.ts";
import { isPlace } from "./places.ts";
import { COMPANY_WORDS, holdsTitle, namesDegree, namesSchool, TOOLS_LABEL } from "./role-words.ts";
import { kindByLastWord, SPOKEN_LANGUAGE, sectionKindOf } from "./sections.ts";

/** Sections a sidebar holds: short items, not prose. */
const SIDEBAR_KINDS = new Set<SectionKind>(["skills", "languages", "contact", "interests", "references"]);

/** Sections of a page's main column: prose and entries. */
const MAIN_KINDS = new Set<SectionKind>(["summary", "experience", "projects", "volunteer", "publications"]);

interface Column {
  /** The narrow column beside the main one. */
  side: boolean;
  kind: SectionKind | null;
  /** The last part read into the column. */
  last: string | null;
  /** Its last three parts that are no heading: the column's measure. */
  recent: string[];
}

/** "SUMMARY EDUCATION", "Experience Skills": two headings side by side, [left, right] (a line no heading itself). */
export function headingPair(text: string): [string, string] | null {
  // ("EXPERIENCE  PROFILE": two cells, each a heading.)
  const cells = text.trim().split(CELL_GAP);
  if (cells.length === 2 && sectionKindOf(cells[0]!) && sectionKindOf(cells[1]!)) return [cells[0]!, cells[1]!];
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > 6 || sectionKindOf(text)) return null;
  for (let cut = 1; cut < words.length; cut++) {
    const left = words.slice(0, cut).join(" ");
    const right = words.slice(cut).join(" ");
    // ("Experience Summary": one heading, a summary of experience.)
    const rightKind = sectionKindOf(right);
    if (sectionKindOf(left) && rightKind && rightKind !== "summary") return [left, right];
    // "Hard skills Delivered projects": a heading of the table's and one of a few words ending in a kind's word.
    const rightNamed = namedByLastWord(right);
    if (
      (sectionKindOf(left) && rightNamed && rightNamed !== "summary") ||
      (namedByLastWord(left) && rightKind && rightKind !== "summary")
    )
      return [left, right];
  }
  return null;
}

/** The section a heading of up to three words names by its last word ("Delivered projects"). */
const namedByLastWord = (part: string) => (part.split(" ").length <= 3 ? kindByLastWord(part) : undefined);

const wordsOf = (text: string) => text.trim().split(/\s+/).length;
/** The most characters a sidebar's row holds, about. */
const SIDE_WIDTH = 40;

/** "Quorvex,KazanDeveloper": words a converter glued, apart again. */
const unglued = (text: string) => text.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2").replace(/,(?=\S)/g, ", ");

/** "Databases: MariaDB, MongoDB": a group's name, a colon, its items. */
const SKILL_GROUP = /^[\p{L}\s/&+-]{2,30}:\s*\S[^.]*$/u;

/** How badly `piece` fits as the next part of `column` (lower is better). */
function misfit(piece: string, column: Column): number {
  const text = piece.trim();
  const heading = sectionKindOf(text);
  if (heading) {
    if (SIDEBAR_KINDS.has(heading)) return column.side ? 0 : 3;
    if (MAIN_KINDS.has(heading)) return column.side ? 3 : 0;
    return 0;
  }
  let cost = 0;
  const last = column.last;
  const titled = holdsTitle(unglued(text));
  // A row that goes on with a sentence ("of experience as data and reporting analyst") follows the column whose
  // last row left one open.
  if (/^\p{Ll}/u.test(text)) cost += last && !ENDS_COMPLETE.test(last.trim()) && wordsOf(last) >= 4 ? -1 : 2;
  if (column.side && text.length > SIDE_WIDTH) cost += (text.length - SIDE_WIDTH) / 8;
  // A sidebar keeps to its measure: a row much longer than its last items is the main column's.
  const recent = column.recent;
  if (column.side && recent.length >= 2) {
    const usual = recent.reduce((sum, p) => sum + p.length, 0) / recent.length;
    cost += 0.6 * Math.max(0, Math.log(text.length / usual));
  }
  const kind = column.kind;
  // (A sidebar's "LANGUAGES" may name programming languages, a group of skills.)
  if (kind === "skills" || (kind === "languages" && !SPOKEN_LANGUAGE.test(text))) {
    // "React, Express, Jquery,", "CMS: WordPress": a list of tools; "Responsibilities and Experience:" is none.
    // An item of a word or three ("Zenject", "OOP/SOLID/MVP") is one, known or not; a title's words are a header.
    const item = wordsOf(text) <= 3 && !/[.!?:]$/.test(text);
    const listLike = /[,;:•·|]/.test(text) || CELL_GAP.test(text) || item;
    // (Under "Languages", only a known tool: anything else is no programming language.)
    const unknownItem = item && kind === "skills" ? -0.5 : 0.5;
    cost += SKILL_GROUP.test(text) ? -1 : matchSkills(text).length > 0 ? (listLike ? -1 : 0) : unknownItem;
    if (titled) cost += 0.5;
  }
  if (kind === "languages" && SPOKEN_LANGUAGE.test(text)) cost -= 1.5;
  // A contact column's items: "Tel-Aviv, Israel", "Email:", "linkedin.com/in/…".
  if (kind === "contact" && (isPlace(text) || /[@:/]|\d{3}/.test(text))) cost -= 0.5;
  const schooling = namesSchool(text) || namesDegree(text);
  if (kind === "education") cost += schooling || holdsYear(text) ? -1 : wordsOf(text) >= 8 ? 0.5 : 0;
  if (kind === "experience" || kind === "projects") {
    // Its dates, a short header with a title's word ("Quillmate, Kazan Developer"), its tools ("Tech stack: …").
    cost -= findDateRange(text) ? 1 : holdsYear(text) ? 0.5 : 0;
    const header = wordsOf(text) <= 8 && (titled || COMPANY_WORDS.test(text));
    // (Right under the heading, its first entry's header.)
    if (header && last && sectionKindOf(last.trim())) cost -= 1;
    else if (header || TOOLS_LABEL.test(text)) cost -= 0.5;
    // A role's bullets and sentences.
    else if (BULLET_PREFIX.test(text) || (wordsOf(text) >= 8 && !schooling)) cost -= 0.25;
  }
  // (A word or two with no date, title or full stop: a sidebar's item more likely than a main column's row.)
  if (!column.side && wordsOf(text) <= 2 && !holdsYear(text) && !titled && !/[.:]$/.test(text)) cost += 0.5;
  return cost;
}

/** Cells a row's text sets apart by two spaces or more: where two columns' rows were joined. */
const CELL_GAP = /\s{2,}/;

/** What a cut costs: between cells (where two rows were joined) it is likely; at a space, it must earn its place. */
const CELL_CUT = -0.75;
const SPACE_CUT = 0.5;
/** The most words of the shorter side of a row cut at a space. */
const SHORT_PART = 4;

/**
 * Parts one row's text keeps together: inside brackets, "(Apr. 2021", two dates whose dash was lost, or an
 * entry's header and its dates ("Brightline Freight  04/2021 - Present": dates stand beside what they date).
 */
function holdsTogether(left: string, right: string): boolean {
  const open = (left.match(/\(/g)?.length ?? 0) > (left.match(/\)/g)?.length ?? 0);
  return open || (/\b(?:19|20)\d{2}\W*$/.test(left) && LEADING_DATE.test(right));
}

/** A range's end after its dash, "- Present", "– May 2021": the rest of a range a cut would break. */
const RANGE_END = /^[-–—]\s*(?:\p{L}{3,9}\.?\s+)?(?:\d|present\b|now\b|current\b)/iu;

/** A line that ends a sentence, or a header ending with its dates ("… Team Lead Oct 2018 - Present"). */
const ENDS_COMPLETE = /(?:[.;:)]|\b(?:19|20)\d{2}|\bpresent|\bnow)$/i;

/** A cell of dates alone: set beside what it dates, in the same column ("Brightline Freight  04/2021 - Present"). */
const datesOnly = (text: string) => findDateRange(text)?.matched.trim() === text.trim();
const LEADING_DATE = /^(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d{2}\b|^(?:present|now|current)\b/iu;

/**
 * A part of a row's words that may be a column's: a few words, or a role's header with its dates ("Northwind |
 * Feb 2018 - Present"), which may be the longer of two.
 */
const shortPart = (part: string, count: number) => count <= SHORT_PART || (count <= 8 && !!findDateRange(part));

/**
 * A heading on one side of a cut: in capitals, or one word that names a common section ("Experience"); "Research"
 * in "UX & Research" or a school's name is none.
 */
const headingAtCut = (part: string) =>
  !/\p{Ll}/u.test(part) ? !!sectionKindOf(part) : !part.includes(" ") && COMMON_SECTIONS.has(sectionKindOf(part)!);

/**
 * The ways to read a row: all left, all right, or cut between its cells, or at a space near one of its ends,
 * into left and right; with what the cut costs.
 */
function readings(text: string): Array<[left: string, right: string, cost: number]> {
  const cells = text.split(CELL_GAP);
  const out: Array<[string, string, number]> = [
    [text, "", 0],
    ["", text, 0],
  ];
  for (let cut = 1; cut < cells.length; cut++) {
    const [l, r] = [cells.slice(0, cut).join("  "), cells.slice(cut).join("  ")];
    // ("Power BI  Matplotlib": two chips of one list, known skills both, are no two columns' rows.)
    const chips = !!lookupSkill(cells[cut - 1]!) && !!lookupSkill(cells[cut]!);
    out.push([l, r, CELL_CUT + (holdsTogether(l, r) || datesOnly(l) || datesOnly(r) ? 3 : chips ? 1 : 0)]);
  }
  // Rows joined by one space, a few words on one side: "Quillmate, Kazan Developer Git".
  const words = text.split(" ");
  for (let cut = 1; cut < words.length; cut++) {
    const [l, r] = [words.slice(0, cut).join(" "), words.slice(cut).join(" ")];
    if (!shortPart(l, cut) && !shortPart(r, words.length - cut)) continue;
    // (Where a cell gap is, the cut between cells above reads it.)
    if (!words[cut - 1] || !words[cut] || !l.trim() || !r.trim()) continue;
    // (Not inside a list, "Front-end: CSS, TS," / "Redux, Vite", nor a range, "APRIL 2020 -" / "PRESENT".)
    // (Nor a long line's last words in lower case, "… in the retail" / "sector and 3,5 years": its sentence.)
    const inList =
      /[,•▪◦●]$/.test(l) ||
      /^[•▪◦●]\s*\S+(?:\s+\S+)?\s+[•▪◦●]/.test(r) ||
      (cut >= 5 && !ENDS_COMPLETE.test(l) && /^\p{Ll}/u.test(r));
    const inRange = /[-–—]$/.test(l) || RANGE_END.test(r) || holdsTogether(l, r);
    // "more. LANGUAGES", "BACHELOR OF SCIENCE IN • Led the …": a heading, or a bullet, starts the other column.
    // (Not a glyph between items, "Python • SQL • Spark": a bullet opens a line of words.)
    const bullet = /^[•▪◦●-]\s*(?:[^•▪◦●\s]+\s+){3}[^•▪◦●\s]/.test(r) && !/[•▪◦●]/.test(l) && !RANGE_END.test(r);
    const opens = headingAtCut(l) || headingAtCut(r) || bullet ? -1 : 0;
    out.push([l, r, SPACE_CUT + (inList || inRange ? 2 : 0) + opens]);
  }
  return out;
}

/** The reading of a row that fits the two columns best (all left when nothing tells). */
function bestReading(text: string, left: Column, right: Column): [string, string] {
  let best: [string, string] = [text, ""];
  let bestCost = Number.POSITIVE_INFINITY;
  for (const [l, r, cut] of readings(text)) {
    const cost = (l ? misfit(l, left) : 0) + (r ? misfit(r, right) : 0) + cut;
    if (cost < bestCost) {
      bestCost = cost;
      best = [l, r];
    }
  }
  return best;
}

function add(column: Column, piece: string): void {
  if (!piece) return;
  column.last = piece;
  const kind = sectionKindOf(piece.trim());
  if (!kind) column.recent = [...column.recent.slice(-2), piece];
  // ("Languages:" under Skills names a group of skills, programming languages.)
  if (kind && !(column.kind === "skills" && kind === "languages" && piece.trim().endsWith(":"))) column.kind = kind;
}

/** Sections nearly every resume has: their one word is a heading wherever a row sets it. */
const COMMON_SECTIONS = new Set<SectionKind>(["experience", "education", "skills", "summary", "languages"]);

/** Words a heading of several joins them with: "Internships and Courses", "Skills & Tools". */
const HEADING_JOINS = new Set(["and", "&", "of", "for", "in", "with"]);

/** A row that shows two columns, and what it shows of them. */
function columnsShownBy(lines: TextLine[], at: number): ColumnsShown | null {
  const text = lines[at]!.text.trim();
  const pair = headingPair(text);
  if (pair) return { left: sectionKindOf(pair[0]), right: sectionKindOf(pair[1]), opensHere: true };
  // "+1 (303) 555-0177  Experience": the right column's heading on the row of the left column's text.
  const cells = text.split(CELL_GAP);
  const last = cells.length >= 2 ? sectionKindOf(cells.at(-1)!) : null;
  if (last && !sectionKindOf(cells[0]!)) return { left: null, right: last, opensHere: false };
  // "Month-end close Experience": a heading's one word after the left column's words in lower case, one space
  // between; "Languages - Identified $1.2M in savings": a sidebar's heading before the main column's bullet.
  // (Words in lower case that are not a heading's own: "Experience Summary", "Internships and Courses" are one.)
  const lastWord = /^(.+) (\p{Lu}\p{Ll}+)$/u.exec(text);
  const prose = (lastWord?.[1] ?? "").split(" ").some((word) => /^\p{Ll}/u.test(word) && !HEADING_JOINS.has(word));
  const lastKind = lastWord && prose ? sectionKindOf(lastWord[2]!) : null;
  if (lastKind && COMMON_SECTIONS.has(lastKind) && !sectionKindOf(text))
    return { left: null, right: lastKind, opensHere: false };
  // "Professional COURSES", "TypeScript (v5) ABOUT ME": a heading in capitals ending a row that is not.
  const capitals = /^(.*\p{Ll}.*?) (\p{Lu}{2,}(?: \p{Lu}{2,}){0,2})$/u.exec(text);
  const capitalsKind = capitals ? sectionKindOf(capitals[2]!) : null;
  if (capitalsKind) return { left: null, right: capitalsKind, opensHere: false };
  const firstWord = /^(\p{Lu}\p{Ll}+) [-–•] \p{Lu}/u.exec(text);
  if (firstWord && SIDEBAR_KINDS.has(sectionKindOf(firstWord[1]!)!))
    return { left: sectionKindOf(firstWord[1]!), right: null, opensHere: true };
  // "WORK EXPERIENCE" / "SKILLS": a main column's heading and a sidebar's one under the other, alone (not a list
  // of headings, a table of contents). Which stands left the rows do not say: the one set higher comes first.
  const [first, second] = [sectionKindOf(text), at + 1 < lines.length ? sectionKindOf(lines[at + 1]!.text) : null];
  const alone =
    !(at > 0 && sectionKindOf(lines[at - 1]!.text)) && at + 2 < lines.length && !sectionKindOf(lines[at + 2]!.text);
  if (first && second && MAIN_KINDS.has(first) !== MAIN_KINDS.has(second) && alone)
    return { left: null, right: null, opensHere: true };
  return null;
}

/** What a row shows of two columns: each column's heading's kind where it tells it, and whether they open there. */
interface ColumnsShown {
  left: SectionKind | null;
  right: SectionKind | null;
  opensHere: boolean;
}

/**
 * Where the columns open (the first heading, or the first row that shows them if none comes before), and
 * whether the main column is the right one (by the rows that show columns: where main sections' headings and
 * sidebars' stand).
 */
function columnsOpening(lines: TextLine[]): { at: number; rightIsMain: boolean } | null {
  let shown = -1;
  let first: ColumnsShown | null = null;
  let votes = 0;
  for (let at = 0; at < lines.length; at++) {
    const kinds = columnsShownBy(lines, at);
    if (!kinds) continue;
    if (!first) [shown, first] = [at, kinds];
    const { left, right } = kinds;
    // (A main section's heading tells more than a sidebar's: two narrow columns may stand side by side.)
    votes += (right && MAIN_KINDS.has(right) ? 1 : 0) - (left && MAIN_KINDS.has(left) ? 1 : 0);
    votes += (left && SIDEBAR_KINDS.has(left) ? 0.5 : 0) - (right && SIDEBAR_KINDS.has(right) ? 0.5 : 0);
  }
  if (!first) return null;
  // A right column's heading beside the left column's text: the columns opened at the left's heading above (with
  // any heading right over it, "About" / "Summary").
  let at = shown;
  if (!first.opensHere) {
    const above = lines.findLastIndex((line, i) => i < shown && sectionKindOf(line.text));
    if (above >= 0) at = above;
    while (at > 0 && sectionKindOf(lines[at - 1]!.text)) at--;
  }
  return { at, rightIsMain: votes > 0.5 };
}

/**
 * Lines of a flow (no positions) whose columns alternate row by row, once rows show two columns: the left
 * column's rows, then the right's. Lines with no such row come back as they are.
 */
export function separateInterleavedColumns(lines: TextLine[]): TextLine[] {
  const opening = columnsOpening(lines);
  if (!opening) return lines;
  const left: Column = { side: opening.rightIsMain, kind: null, last: null, recent: [] };
  const right: Column = { side: !opening.rightIsMain, kind: null, last: null, recent: [] };
  const leftLines: TextLine[] = [];
  const rightLines: TextLine[] = [];
  for (const line of lines.slice(opening.at)) {
    // (Two headings side by side open a section in each column.)
    const [l, r] = headingPair(line.text.trim()) ?? bestReading(line.text, left, right);
    if (l) leftLines.push({ ...line, text: l });
    add(left, l);
    if (r) rightLines.push({ ...line, text: r });
    add(right, r);
  }
  return [...lines.slice(0, opening.at), ...leftLines, ...rightLines].map((line, index) => ({ ...line, index }));
}
