// A heading the alias table does not know ("Where I Have Worked", "My Toolkit"), set as the page's named headings
// are, says nothing by its words: the lines under it say which section it opens.
import { lookupSkill } from "../skills/match-skills.ts";
import type { SectionKind, TextLine } from "../types.ts";
import { findDateRange } from "./dates.ts";
import { BULLET_PREFIX, wordCount } from "./normalise-text.ts";
import { holdsTitle, namesDegree, namesSchool } from "./role-words.ts";

/** Lines read under such a heading at most: a section's first entries are enough to know it. */
const LINES_READ = 24;

const CERTIFICATE = /\bcertific/i;

/**
 * "Figma, Sketch, Adobe XD" lines or "Python" alone on each: short items, two or more and a third of them skills we
 * know (a list of chips names tools the dictionary does not know beside those it does).
 */
export function listsSkills(texts: string[]): boolean {
  const items = texts.flatMap((text) =>
    text
      .replace(BULLET_PREFIX, "")
      .split(/\s*[,;|•·]\s*|\s{2,}/)
      .filter(Boolean),
  );
  if (items.some((item) => wordCount(item) > 3)) return false;
  const known = items.filter((item) => lookupSkill(item) !== undefined).length;
  return known >= 2 && known * 3 >= items.length;
}

/**
 * The kind of section the lines under a heading make, or null when they do not say: schools or degrees make
 * education; dated lines with a title make roles; lists of known skills make skills.
 */
function kindByContent(content: TextLine[]): SectionKind | null {
  const texts = content
    .slice(0, LINES_READ)
    .map((line) => line.text.trim())
    .filter(Boolean);
  if (texts.length === 0) return null;
  const short = texts.filter((text) => wordCount(text) <= 10);
  const dated = texts.filter((text) => findDateRange(text) !== null).length;
  const schools = short.filter(namesSchool).length;
  // (A certificate names a degree and a course alike: "Law Clerk Certificate" under "Most proud of".)
  const degrees = short.filter((text) => namesDegree(text) && !CERTIFICATE.test(text)).length;
  const titles = short.filter((text) => !namesSchool(text) && !namesDegree(text) && holdsTitle(text)).length;
  // (A school and a degree, or two of either: an award's one "University of …" line makes no education.)
  if (schools + degrees >= 2 && schools + degrees > titles) return "education";
  if (dated > 0 && titles > 0) return "experience";
  if (dated === 0 && listsSkills(texts)) return "skills";
  return null;
}

/**
 * Lines set as the page's named headings are ("WHERE I HAVE WORKED" among "SUMMARY" and "EDUCATION"), each with the
 * kind of section the lines under it make. Only where two named headings or more share the look and no more other
 * lines do than named ones, or two (a look many lines share, as employers' names in capitals, is an entry's); the
 * lines under it must end at a named heading, the page's end or another such heading, and the lines in that look
 * before and after it head lines of other kinds: a group's name among other groups' names in the same look ("UX &
 * RESEARCH" over "UI & DESIGN") names a group, not a section.
 * @param look a line's type, edge and case
 * @param mayBeHeading whether a line could be a heading by its own text and type
 */
export function unnamedHeadings(
  lines: TextLine[],
  named: Set<TextLine>,
  look: (line: TextLine) => string,
  mayBeHeading: (line: TextLine) => boolean,
): Map<TextLine, SectionKind> {
  const looks = new Map<string, { named: number; unnamed: TextLine[] }>();
  for (const line of lines) {
    const isNamed = named.has(line);
    if (!isNamed && !mayBeHeading(line)) continue;
    const key = look(line);
    const seen = looks.get(key) ?? { named: 0, unnamed: [] };
    if (isNamed) seen.named++;
    else seen.unnamed.push(line);
    looks.set(key, seen);
  }
  // (After the page's first named heading: a name or a headline above it is no heading.)
  const firstNamed = Math.min(...[...named].map((line) => line.index));
  const candidates = [...looks.values()].flatMap((seen) =>
    seen.named >= 2 && seen.unnamed.length <= Math.max(2, seen.named)
      ? seen.unnamed.filter((line) => line.index > firstNamed)
      : [],
  );
  // (A line of words, not "2019 - 2021", which has no small letters either.)
  const inLookOf = (other: TextLine, line: TextLine) => look(other) === look(line) && /\p{L}/u.test(other.text);
  // The lines under a line of a heading's look: up to the next line in that look or the next named heading.
  const contentKinds = new Map<TextLine, { kind: SectionKind | null; end: TextLine | undefined }>();
  const contentOf = (line: TextLine) => {
    const known = contentKinds.get(line);
    if (known) return known;
    let end = line.index + 1;
    while (end < lines.length && !named.has(lines[end]!) && !inLookOf(lines[end]!, line)) end++;
    const read = { kind: kindByContent(lines.slice(line.index + 1, end)), end: lines[end] };
    contentKinds.set(line, read);
    return read;
  };
  const accepted = new Set(candidates);
  const found = new Map<TextLine, SectionKind>();
  for (const line of candidates) {
    const { kind, end } = contentOf(line);
    if (!kind) continue;
    const before = lines.findLast((other) => other.index < line.index && inLookOf(other, line));
    // (Not one of a run of groups: the line in its look before it, or after it, heads lines of the same kind.)
    const inRun = [before, end].some((other) => other && !named.has(other) && contentOf(other).kind === kind);
    const endsAtHeading = !end || named.has(end) || (accepted.has(end) && contentOf(end).kind !== null);
    if (endsAtHeading && !inRun) found.set(line, kind);
  }
  return found;
}
