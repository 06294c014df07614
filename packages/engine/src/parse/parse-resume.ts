// The parser, step by step: ingest -> extract -> layout -> sections -> fields -> skills.

import { EngineError } from "../errors.ts";
import { lookupSkill, matchSkills } from "../skills/match-skills.ts";
import type {
  DocumentFormat,
  ExperienceEntry,
  LayoutFacts,
  OcrFacts,
  ParsedResume,
  ResumeForm,
  ResumeSection,
  SkillMention,
  TextLine,
} from "../types.ts";
import { ENGINE_VERSION } from "../version.ts";
import { readActivityTimeline } from "./activity-timeline.ts";
import { CONTACT_LABEL_WORDS, extractContact } from "./contact.ts";
import { DAY_DATE, findDateRange, holdsYear, STARTS_WITH_DATE } from "./dates.ts";
import { opensWithDatedTitle, splitEntries, subheadingsInRoles, textBlockRight } from "./entries.ts";
import {
  certificateInEducation,
  employersOfGroupedRoles,
  fieldsInTheOthersOrder,
  placesLikeTheOthers,
  titlesWhereTheOthersSetThem,
  toCertification,
  toExperience,
  toProject,
  toSchools,
} from "./entry-fields.ts";
import { extractDocx } from "./extract-docx.ts";
import { type Deadline, extractPdf } from "./extract-pdf.ts";
import { withFormLabels } from "./form-labels.ts";
import { DEFAULT_LIMITS, detectFormat, type ParseLimits } from "./ingest.ts";
import { layoutPdfPages } from "./layout.ts";
import { layoutDocx } from "./layout-docx.ts";
import { recoverLineBreaks } from "./line-breaks.ts";
import { BULLET_PREFIX, joinWrapped, vocabularyOf } from "./normalise-text.ts";
import { isPlace } from "./places.ts";
import { DEGREE_NOT_PURSUED, DEGREE_WORDS, holdsTitle, SCHOOL_WORDS } from "./role-words.ts";
import {
  findSections,
  headingKey,
  SPOKEN_LANGUAGE,
  sectionKindOf,
  splitLeadingHeadings,
  withoutTableHeader,
} from "./sections.ts";
import { findUnheadedSkills, labelledSkillLines, parseSkillsSection, toolsUsedInRoles } from "./skills-section.ts";

/** Below this many characters per page, a PDF is taken for a scan (an image of text). */
const SCANNED_CHARS_PER_PAGE = 80;

export interface ExtractedLayout {
  lines: TextLine[];
  pageCount: number;
  columnCount: number;
  bodyFontSize: number | null;
  hasTables: boolean;
  headerFooterLines: Set<number>;
  textInWrappedHtml: boolean;
  /** Pages read by OCR and Tesseract's mean confidence over them; null when the text layer was read. */
  ocr?: OcrFacts | null;
}

async function extractLayout(
  bytes: Uint8Array,
  format: DocumentFormat,
  limits: ParseLimits,
  deadline: Deadline,
  onProgress?: (progress: ParseProgress) => void,
): Promise<ExtractedLayout> {
  if (format === "pdf") {
    const pages = await extractPdf(bytes, limits, deadline, onProgress);
    const layout = layoutPdfPages(pages);
    const scanned = pages.flatMap((page) => (page.ocrConfidence === undefined ? [] : [page.ocrConfidence]));
    return {
      ...layout,
      ocr: scanned.length
        ? { pages: scanned.length, confidence: Math.round(scanned.reduce((a, b) => a + b, 0) / scanned.length) }
        : null,
      pageCount: pages.length,
      hasTables: false,
      headerFooterLines: new Set(),
      textInWrappedHtml: false,
    };
  }
  const content = extractDocx(bytes, limits);
  if (content.positionedPages) {
    // A PDF saved as DOCX: every line a positioned text box, read like the PDF it was.
    const layout = layoutPdfPages(content.positionedPages);
    return {
      ...layout,
      pageCount: content.positionedPages.length,
      hasTables: false,
      headerFooterLines: new Set(),
      textInWrappedHtml: false,
    };
  }
  const layout = layoutDocx(content.paragraphs);
  return {
    ...layout,
    pageCount: 1,
    columnCount: 1,
    hasTables: content.hasTables,
    textInWrappedHtml: content.textInWrappedHtml,
  };
}

/** `work` bounded by `ms`, a bound the work may extend (OCR adds each scanned page's own limit). */
function withTimeout<T>(work: (deadline: Deadline) => Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reject: (error: Error) => void = () => {};
  const arm = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(
      () => reject(new EngineError("TIMEOUT", "Reading this file took too long. Please try a simpler export.")),
      delay,
    );
  };
  let end = Date.now() + ms;
  const timeout = new Promise<never>((_, fail) => {
    reject = fail;
    arm(ms);
  });
  const deadline: Deadline = {
    extend(extra) {
      end += extra;
      arm(end - Date.now());
    },
  };
  return Promise.race([work(deadline), timeout]).finally(() => clearTimeout(timer));
}

const CONTACT_LIKE = /@|https?:|www\.|linkedin|\d{3}[\s.-]?\d{3,4}/i;

/**
 * A page with no Experience heading whose "Education" holds dated roles, no school or degree: titles and employers
 * under the wrong heading ("EDUCATION" / "2020, June  QRT GROUP (qrt.ru), Russia" / "2021, August Java Developer").
 */
function holdsRolesOnly(section: TextLine[]): boolean {
  const dated = section.filter((line) => holdsYear(line.text));
  const titled = section.filter((line) => holdsTitle(line.text));
  return (
    dated.length >= 4 &&
    titled.length >= 2 &&
    !section.some((line) => SCHOOL_WORDS.test(line.text) || DEGREE_WORDS.test(line.text))
  );
}

/**
 * Experience with no heading at all: roles right under the contact block ("Jane Doe" / contact / "Senior
 * Engineer, Acme" / "Jan 2020 – Present" / bullets). When no Experience heading exists, the untitled top
 * block is cut where its first dated role begins.
 * (Or, past a narrative, where the first of two lines or more that open with a date and a title begins:
 * "Northwind Bank" / "October 2018  Head of Analytics" / "currently working" / sentences, no bullets.)
 */
function adoptUnheadedExperience(lines: TextLine[], sections: ResumeSection[]): ResumeSection[] {
  if (sections.some((s) => s.kind === "experience")) return sections;
  const misnamed = sections.find((s) => s.kind === "education" && holdsRolesOnly(lines.slice(s.startLine, s.endLine)));
  if (misnamed) return sections.map((s) => (s === misnamed ? { ...s, kind: "experience" } : s));
  const top = sections.find((s) => s.kind === "contact" && s.headingLine === null);
  if (!top) return sections;
  const cutAt = (i: number) => {
    let start = i;
    while (
      start > top.startLine + 1 &&
      i - start < 2 &&
      lines[start - 1]!.text.split(/\s+/).length <= 10 &&
      !CONTACT_LIKE.test(lines[start - 1]!.text) &&
      // (A place alone over a one-line header, "Bengaluru, Karnataka" / "Data Analyst at Flipkart", is the
      // contact block's last line.)
      !(i - start === 1 && isPlace(lines[start - 1]!.text.trim()))
    )
      start--;
    const experience: ResumeSection = {
      kind: "experience",
      heading: "",
      headingLine: null,
      startLine: start,
      endLine: top.endLine,
    };
    return sections.flatMap((s) => (s === top ? [{ ...top, endLine: start }, experience] : [s]));
  };
  for (let i = top.startLine + 2; i < top.endLine; i++) {
    if (!findDateRange(lines[i]!.text)) continue;
    const followedByBullets = lines.slice(i + 1, Math.min(i + 5, top.endLine)).some((l) => l.isBullet);
    if (followedByBullets) return cutAt(i);
  }
  const datedTitles = lines.slice(top.startLine + 2, top.endLine).filter((line) => opensWithDatedTitle(line.text));
  return datedTitles.length >= 2 ? cutAt(datedTitles[0]!.index) : sections;
}

/** Sections a sidebar column sets beside the roles: no dated entries of their own. */
const SIDEBAR_KINDS = new Set<ResumeSection["kind"]>(["skills", "languages", "interests"]);
/** "EXPERIENCE SKILLS", "Work History  Languages": two columns' headings read as one line. */
const NAMES_EXPERIENCE = /\b(?:experience|employment|work history)\b/i;
/** A range from a date to a date or an open end: "Aug 2018 - Dec 2021", "2020 - present". */
function holdsFullRange(text: string): boolean {
  const range = findDateRange(text);
  return !!range && holdsYear(range.start) && (range.end === "Present" || holdsYear(range.end));
}

/**
 * A page whose columns were read line by line across (a PDF's text pasted into Word, no columns to tell apart): a
 * sidebar's "Skills" or "Languages" heading cuts into the roles, and "Harbor Trust Aug 2018 - Dec 2021  Kafka,
 * Redis" lands under it.
 * A line in such a section holding a range of dates, from a month or a year to another or an open end, goes on with
 * the roles, with the short header line above it; the sidebar's next heading ends them again.
 */
function resumeInterruptedRoles(lines: TextLine[], sections: ResumeSection[]): ResumeSection[] {
  // (Columns the layout told apart are read one after the other: their sidebar interrupts nothing.)
  if (lines.some((line) => line.column > 0)) return sections;
  const out: ResumeSection[] = [];
  let rolesSeen = false;
  for (const section of sections) {
    const merged = SIDEBAR_KINDS.has(section.kind) && NAMES_EXPERIENCE.test(section.heading);
    if (!SIDEBAR_KINDS.has(section.kind) || !(rolesSeen || merged)) {
      rolesSeen ||= section.kind === "experience";
      out.push(section);
      continue;
    }
    const at = lines.slice(section.startLine, section.endLine).findIndex((line) => holdsFullRange(line.text));
    if (at < 0) {
      out.push(section);
      continue;
    }
    let start = section.startLine + at;
    const above = lines[start - 1];
    const headerAbove =
      !!above &&
      !findDateRange(above.text) &&
      above.text.split(/\s+/).length <= 6 &&
      !knownSkillCells(above.text.replace(BULLET_PREFIX, "")) &&
      !SPOKEN_LANGUAGE.test(above.text);
    if (start > section.startLine && headerAbove) start--;
    // Bullets right under the sidebar's heading, before the next role, are the interrupted role's own; under
    // headings read as one ("EXPERIENCE SKILLS"), the first role's header lines are.
    const interrupts = out.at(-1)?.kind === "experience";
    const bulletsBefore = lines
      .slice(section.startLine, start)
      .every((line) => line.isBullet || BULLET_PREFIX.test(line.text));
    if ((interrupts && bulletsBefore) || merged) start = section.startLine;
    // (The sidebar's heading stays a section of its own, empty or not: its skills among the roles are read apart.)
    out.push({ ...section, endLine: start });
    out.push({ kind: "experience", heading: "", headingLine: null, startLine: start, endLine: section.endLine });
    rolesSeen = true;
  }
  return out;
}

/**
 * A section's lines, without a repeat of its own heading ("Work Experience" printed twice by a web page) or the
 * header row of a table.
 */
function sectionLines(lines: TextLine[], sections: ResumeSection[], kind: ResumeSection["kind"]): TextLine[] {
  return sections
    .filter((s) => s.kind === kind)
    .flatMap((s) =>
      withoutTableHeader(lines.slice(s.startLine, s.endLine)).filter(
        (l) => !s.heading || headingKey(l.text) !== headingKey(s.heading),
      ),
    );
}

function sectionOfLine(sections: ResumeSection[], index: number): ResumeSection | undefined {
  return (
    sections.find((s) => index >= s.startLine && index < s.endLine) ?? sections.find((s) => s.headingLine === index)
  );
}

/** How far the reading of a scanned PDF is: OCR of page `ocrPage` of `ocrPages` has started. */
export interface ParseProgress {
  ocrPage: number;
  ocrPages: number;
}

const oneSpaced = (field: string) => field.replace(/\s{2,}/g, " ");

export async function parseResume(
  bytes: Uint8Array,
  options: Partial<ParseLimits> & { onProgress?: (progress: ParseProgress) => void } = {},
): Promise<ParsedResume> {
  const { onProgress, ...given } = options;
  const limits = { ...DEFAULT_LIMITS, ...given };
  const format = detectFormat(bytes, limits);
  const layout = await withTimeout(
    (deadline) => extractLayout(bytes, format, limits, deadline, onProgress),
    limits.timeoutMs,
  );
  return structureResume(layout, format);
}

/**
 * "Languages" / "Python  SQL  Scala": a skill group of programming languages that a theme set like the section of
 * spoken languages, and the page read as one. Its lines of known skills and no spoken language, as that group.
 */
function programmingLanguages(lines: TextLine[], sections: ResumeSection[]): TextLine[] {
  return sectionLines(lines, sections, "languages").flatMap((line) => {
    const cells = SPOKEN_LANGUAGE.test(line.text) ? null : knownSkillCells(line.text);
    return cells ? [{ ...line, text: `Languages: ${cells.join(", ")}` }] : [];
  });
}

/**
 * A line's cells ("Kafka, Cassandra", "Python  SQL") when every one is a skill the dictionary knows, or (`share`)
 * that part of them at least.
 */
function knownSkillCells(text: string, share = 1): string[] | null {
  const cells = text
    .trim()
    .split(/\s{2,}|,\s*/)
    .filter(Boolean);
  const unknown = cells.filter((cell) => !lookupSkill(cell));
  // (An unknown cell is a tool's name, a few words and no date: not "Harbor Trust Aug 2018 - Dec 2021".)
  const toolLike = unknown.every((cell) => cell.split(/\s+/).length <= 3 && !holdsYear(cell));
  return unknown.length < cells.length && toolLike && unknown.length <= cells.length * (1 - share) ? cells : null;
}

/**
 * "• Led the falls-prevention work that cut falls by a third  Telemetry monitoring": a sidebar's chip at the end of a
 * role's bullet or sentence, past a wide gap, on a page pasted into Word with its columns read across (no places to
 * tell them apart): a few words in capitals first, no date, place or title. [the bullet, the chip]
 */
function chipAfterBullet(line: TextLine): SidebarCells | null {
  if (line.width) return null;
  const text = line.text.trim();
  const apart = /^(.*\S)\s{2,}(\p{Lu}[\p{L}\p{N}&/+#-]*(?:\s[\p{L}\p{N}&/+#()-]+){0,3})$/u.exec(text);
  if (!apart) return null;
  const [, head = "", chip = ""] = apart;
  const sentence = line.isBullet || BULLET_PREFIX.test(text) || /[.;]$/.test(head);
  if (!sentence || head.split(/\s+/).length < 5) return null;
  return holdsYear(chip) || isPlace(chip) || holdsTitle(chip) ? null : { skills: [chip], rest: head };
}

/**
 * A line of known skills ("Zenject"), or such a line's end past a wide gap ("Harbor Trust Aug 2018 - Dec 2021  Kafka,
 * Redis"), among roles a sidebar's heading interrupted. (Two in three known: a sidebar's list names tools the
 * dictionary lacks, "TeamCity", "SAFE methodologies".)
 */
function knownCellsAmongRoles(line: TextLine): SidebarCells | null {
  const text = line.text.replace(BULLET_PREFIX, "");
  const whole = knownSkillCells(text, 2 / 3);
  if (whole) return { skills: whole, rest: "" };
  const tail = text.split(/\s{2,}/).at(-1)!;
  const cells = tail !== text ? knownSkillCells(tail, 2 / 3) : null;
  return cells ? { skills: cells, rest: line.text.slice(0, -tail.length).trimEnd() } : null;
}

/** A sidebar's skills on a role's line, and what is left of the line for the role. */
interface SidebarCells {
  skills: string[];
  rest: string;
}

/**
 * The sidebar's skills among the roles, by line: among roles resumed after a sidebar's heading
 * (resumeInterruptedRoles), its lines of known skills; elsewhere, on a page that has a skills section, its chips at
 * the ends of bullets.
 */
function sidebarSkillsAmongRoles(lines: TextLine[], sections: ResumeSection[]): Map<number, SidebarCells> {
  const found = new Map<number, SidebarCells>();
  const hasSkills = sections.some((section) => section.kind === "skills");
  sections.forEach((section, i) => {
    if (section.kind !== "experience") return;
    const before = sections[i - 1];
    const resumed =
      section.headingLine === null &&
      !!before &&
      SIDEBAR_KINDS.has(before.kind) &&
      before.endLine === section.startLine;
    const read = resumed ? knownCellsAmongRoles : hasSkills ? chipAfterBullet : null;
    if (!read) return;
    for (const line of lines.slice(section.startLine, section.endLine)) {
      const cells = read(line);
      if (cells) found.set(line.index, cells);
    }
  });
  return found;
}

/**
 * The skills section's lines; with none, skill groups found among the contact and summary lines; with a
 * section whose heading is itself a group's name ("Tools" in a sidebar of groups), the groups just above it too.
 */
function skillLines(lines: TextLine[], sections: ResumeSection[], sidebar: TextLine[]): TextLine[] {
  const unheaded = (heading?: TextLine) =>
    findUnheadedSkills(
      sectionLines(lines, sections, "contact").concat(sectionLines(lines, sections, "summary")),
      heading,
    );
  const first = sections.find((section) => section.kind === "skills");
  if (!first) return unheaded();
  // A "Licences" heading read as skills (a sidebar of skill groups under it) names the first of its groups.
  const headed = [
    ...sections
      .filter((s) => s.kind === "skills")
      .flatMap((s) => {
        const heading = s.headingLine === null ? undefined : lines[s.headingLine]!;
        const namesGroup = heading && sectionKindOf(heading.text) !== "skills";
        return [...(namesGroup ? [heading] : []), ...sectionLines(lines, [s], "skills")];
      }),
    ...programmingLanguages(lines, sections),
    ...sidebar,
  ];
  // Searched only when a contact or summary line stands right above the heading (the search matches every
  // line against the skills dictionary).
  const above = first.headingLine === null ? undefined : sections.find((s) => s.endLine === first.headingLine);
  if (above?.kind !== "contact" && above?.kind !== "summary") return headed;
  const groups = unheaded(lines[first.headingLine!]);
  if (groups.at(-1)?.index === first.headingLine! - 1) return [...groups, ...headed];
  // ("Corporate practice" / "Minute books" / "Closings" / "Due diligence" over "Tools": a sidebar's group of chips
  // the dictionary does not know, right above the next group's heading, three lines or more.)
  const chips: TextLine[] = [];
  for (let at = first.headingLine! - 1; at >= 0 && isChip(lines[at]!.text.trim()); at--) chips.unshift(lines[at]!);
  // (Not labels alone, "Location" / "Region", nor a profile's names, "LinkedIn" / "GitHub": two chips of two words.)
  const phrases = chips.filter((line) => /\s/.test(line.text.trim())).length;
  if (chips.length < 3 || phrases < 2) return headed;
  // (One list, so that the last chip names no group under it.)
  return [{ ...chips[0]!, text: chips.map((line) => line.text.trim()).join(", ") }, ...headed];
}

/** A contact detail's label or a profile's site named alone, as a sidebar of links prints it: "LinkedIn", "GitHub". */
const CONTACT_LABEL_ALONE = new RegExp(`^(?:${CONTACT_LABEL_WORDS}|links?)$`, "i");

/** "Minute books", "Due diligence": a chip's few words, in capitals first; no place, title, date or address. */
function isChip(text: string): boolean {
  return (
    /^\p{Lu}[\p{L}&/+ -]*$/u.test(text) &&
    /\p{Ll}/u.test(text) &&
    text.split(/\s+/).length <= 3 &&
    !CONTACT_LABEL_ALONE.test(text) &&
    !isPlace(text) &&
    !holdsTitle(text)
  );
}

/**
 * "Page 1 of 2", "2 / 3", "- 2 -", "Page 3": a page's number, printed in its footer or header; also with whose CV
 * it is, as the Europass form prints it ("Page 1 / 2 - Curriculum vitae of Liam O'Sullivan").
 */
const PAGE_MARK =
  /^(?:[-–—]\s*\d{1,2}\s*[-–—]|(?:page|seite|p[áa]gina)\s*\d{1,2}(?:\s*(?:of|\/|de|von)\s*\d{1,2})?(?:\s*[-–—]\s*curriculum\s+vit(?:ae|æ)\s+of\s+.+)?|\d{1,2}\s*(?:of|\/)\s*\d{1,2})$/i;

/** "September 2026   Nathan Feldstein · Résumé   1": a template's running footer, the page's number last. */
const RUNNING_FOOTER = /^(?=.*(?<!\p{L})(?:r[ée]sum[ée]|cv|curriculum vit(?:ae|æ))(?!\p{L})).*\S\s{2,}\d{1,2}$/iu;

/**
 * "Maya Thornton – 1/2" (RenderCV's footer): whose pages, then the page's number of the total. Only where what
 * comes before the number is a line of the page's head, the name ("English – 4/5" is a rating).
 */
const NAMED_PAGE_MARK = /^(\S.{0,60}?)\s[-–—|·]\s+(?:page\s+)?(\d{1,2})\s*(?:\/|of)\s*(\d{1,2})$/iu;

function namedPageMark(lines: TextLine[]): (line: TextLine) => boolean {
  const head = new Set(lines.slice(0, 5).map((line) => line.text.trim().toLowerCase()));
  return (line) => {
    const mark = NAMED_PAGE_MARK.exec(line.text.trim());
    return !!mark && Number(mark[2]) <= Number(mark[3]) && head.has(mark[1]!.toLowerCase());
  };
}

/** The page's numbers are no part of any section: without them, a school's degree on the next page is its own. */
function withoutPageMarks(lines: TextLine[]): TextLine[] {
  const isNamedPageMark = namedPageMark(lines);
  const kept = lines.filter(
    (line) => !PAGE_MARK.test(line.text.trim()) && !RUNNING_FOOTER.test(line.text.trim()) && !isNamedPageMark(line),
  );
  return kept.length === lines.length ? lines : kept.map((line, index) => ({ ...line, index }));
}

/** The place and day a CV was signed, printed as its last line ("Málaga, November 25, 2026"): no section's. */
function withoutSigningDate(lines: TextLine[]): TextLine[] {
  const last = lines.at(-1)?.text.trim() ?? "";
  return DAY_DATE.test(last.replace(/^[\p{L} .'-]+,\s*(?=\S+\s)/u, "")) ? lines.slice(0, -1) : lines;
}

/** "Powered by JSON Resume ⋅ Theme by …", "CV made with …": a resume builder's credit, no part of the resume. */
const BUILDER_CREDIT =
  /\b(?:powered by|made with|created with|built with|generated (?:by|with)|(?:theme|template) by)\b/i;

/** The builder's credit printed at the resume's end (in its last two lines) is no section's. */
function withoutBuilderCredit(lines: TextLine[]): TextLine[] {
  const credit = lines.findLastIndex(
    (line, index) => index >= lines.length - 2 && BUILDER_CREDIT.test(line.text) && line.text.split(/\s+/).length <= 14,
  );
  return credit < 0 ? lines : lines.slice(0, credit).concat(lines.slice(credit + 1));
}

/** Steps 4–6 on lines already in reading order: sections, fields, skills, layout facts. */
export function structureResume(layout: ExtractedLayout, format: DocumentFormat): ParsedResume {
  const lines = splitLeadingHeadings(
    withoutSigningDate(withoutBuilderCredit(withoutPageMarks(recoverLineBreaks(withFormLabels(layout.lines))))),
  );
  const text = lines.map((l) => l.text).join("\n");
  const charCount = text.replace(/\s/g, "").length;
  if (
    charCount === 0 ||
    (format === "pdf" && charCount < SCANNED_CHARS_PER_PAGE * layout.pageCount && charCount < 40)
  ) {
    throw new EngineError(
      "NO_TEXT",
      format === "pdf"
        ? "No readable text was found in this PDF, not even by reading its pages as a scan. Please upload a PDF exported from a word processor, or a DOCX."
        : "This DOCX contains no text.",
    );
  }

  const sections = adoptUnheadedExperience(lines, resumeInterruptedRoles(lines, findSections(lines)));
  const topLines = sectionLines(lines, sections, "contact");
  const sidebar = sidebarSkillsAmongRoles(lines, sections);
  const experienceLines = sectionLines(lines, sections, "experience");
  const roleLines = experienceLines.flatMap((line) => {
    const rest = sidebar.get(line.index)?.rest;
    return rest === undefined ? [line] : rest ? [{ ...line, text: rest }] : [];
  });
  const projectLines = sectionLines(lines, sections, "projects");
  const entryLines = new Set(
    [...roleLines, ...sectionLines(lines, sections, "education"), ...projectLines].map((line) => line.index),
  );
  // (No name is read from a heading, a row of a skills list or a role's dated row: "PROFESSIONAL EXPERIENCE",
  // "Azure DevOps", "2016  Northwind Aero Portugal", where the name itself was left out.)
  const notNames = new Set([
    ...sections.flatMap((section) => (section.headingLine === null ? [] : [section.headingLine])),
    ...sectionLines(lines, sections, "skills")
      .filter((line) => /,|\S\s{2,}\S/.test(line.text))
      .map((line) => line.index),
    ...roleLines
      .filter((line) => findDateRange(line.text) || STARTS_WITH_DATE.test(line.text.trim()))
      .map((line) => line.index),
  ]);
  const contact = extractContact(lines, topLines.length ? topLines : lines.slice(0, 6), entryLines, notNames);

  const entryContext = { vocabulary: vocabularyOf(text), blockRight: textBlockRight(lines) };
  const { vocabulary } = entryContext;
  const timeline = readActivityTimeline(roleLines, lines);
  const experienceBlocks = timeline?.roleBlocks ?? subheadingsInRoles(splitEntries(roleLines, entryContext));
  const schoolLines = sectionLines(lines, sections, "education").filter(
    (line) => !DEGREE_NOT_PURSUED.test(line.text.trim()),
  );
  const educationBlocks = splitEntries(schoolLines, { ...entryContext, schools: true });
  // ("Certificate “Kubernetes Administration” in March 2019" under Education: a certificate earned, listed as one.)
  const certificatesInEducation = educationBlocks.map(certificateInEducation);
  // (The gaps that told the fields apart are no part of them: "Bayview Legal Professional  Corporation", a name
  // wrapped beside its dates, keeps one space where it was cut.)
  const roles =
    timeline?.roles ??
    employersOfGroupedRoles(
      experienceBlocks,
      titlesWhereTheOthersSetThem(
        experienceBlocks,
        fieldsInTheOthersOrder(experienceBlocks, experienceBlocks.map(toExperience)),
      ),
    );
  const isRole = (role: ExperienceEntry) => !!(role.jobTitle || role.company);
  // (The blocks of the roles kept, in step with them: a line's role is found by its block.)
  const roleBlocks = experienceBlocks.filter((_, i) => isRole(roles[i]!));
  const experience = placesLikeTheOthers(roles.filter(isRole)).map((role) => ({
    ...role,
    jobTitle: oneSpaced(role.jobTitle),
    company: oneSpaced(role.company),
  }));
  // (One list: a lone skill over the next would read as a group's name.)
  const [firstSidebarLine] = sidebar.keys();
  const sidebarLines =
    firstSidebarLine === undefined
      ? []
      : [{ ...lines[firstSidebarLine]!, text: [...sidebar.values()].flatMap((line) => line.skills).join(", ") }];
  const inSkills = new Set(skillLines(lines, sections, sidebarLines));
  const listedSkills = parseSkillsSection([...inSkills], entryContext.blockRight);
  // (Not a role's own lines: what it used is read by toolsUsedInRoles.)
  const ofRoles = new Set(experienceLines);
  const elsewhere = lines.filter((line) => !inSkills.has(line) && !ofRoles.has(line));
  listedSkills.push(...labelledSkillLines(elsewhere, listedSkills, new Set(projectLines)));
  const roleTools = toolsUsedInRoles(experience, listedSkills);
  const resume: ResumeForm = {
    personalInfo: contact.personalInfo,
    summary: sectionLines(lines, sections, "summary")
      .map((l) => l.text.trim())
      .reduce((joined, next) => joinWrapped(joined, next, vocabulary), "")
      .trim(),
    experience,
    education: [
      ...toSchools(educationBlocks.filter((_, i) => !certificatesInEducation[i])),
      ...(timeline?.schools ?? []),
    ],
    skills: roleTools ? [...listedSkills, roleTools] : listedSkills,
    projects: splitEntries(projectLines, { ...entryContext, projects: true })
      .map(toProject)
      .filter((p) => p.name),
    certifications: [
      ...splitEntries(sectionLines(lines, sections, "certifications"), { closeAfterDateLine: true })
        .map(toCertification)
        .filter((c) => c.name),
      ...certificatesInEducation.filter((c) => c !== null),
    ],
  };

  const entryOfLine = new Map<number, number>();
  roleBlocks.forEach((block, entryIndex) => {
    for (const line of [...block.headerLines, ...block.body.map((b) => b.line)])
      entryOfLine.set(line.index, entryIndex);
  });
  // A name or a contact line holds no skills ("Maya" is also a 3D tool): those lines are not searched.
  const info = resume.personalInfo;
  const contactValues = [info.name, info.email, info.phone].filter(Boolean);
  const isContactLine = (text: string) => contactValues.some((value) => text.includes(value));
  const skills: SkillMention[] = lines.flatMap((line) =>
    (isContactLine(line.text) ? [] : matchSkills(line.text)).map((match) => {
      const section = sectionOfLine(sections, line.index)?.kind ?? "other";
      const entryIndex = section === "experience" ? entryOfLine.get(line.index) : undefined;
      return {
        skillId: match.skillId,
        name: match.name,
        type: match.type,
        matchedText: match.matchedText,
        lineIndex: line.index,
        section,
        ...(entryIndex === undefined ? {} : { entryIndex }),
      };
    }),
  );

  const unmappable = (text.match(/[\uFFFD\uE000-\uF8FF]/g) ?? []).length;
  const layoutFacts: LayoutFacts = {
    pageCount: layout.pageCount,
    columnCount: layout.columnCount,
    hasTables: layout.hasTables,
    isLikelyScanned: format === "pdf" && charCount < SCANNED_CHARS_PER_PAGE * layout.pageCount,
    unmappableRatio: charCount ? unmappable / charCount : 0,
    charCount,
    wordCount: text.split(/\s+/).filter(Boolean).length,
    bodyFontSize: layout.bodyFontSize,
    bulletCount: lines.filter((l) => l.isBullet).length,
    contactInHeaderOrFooter: [...layout.headerFooterLines].some((i) => /@|\d{3}/.test(layout.lines[i]?.text ?? "")),
    textInWrappedHtml: layout.textInWrappedHtml,
    ocr: layout.ocr ?? null,
  };

  const fields: Record<string, number> = { ...contact.confidence };
  resume.experience.forEach((e, i) => {
    fields[`experience[${i}].jobTitle`] = e.jobTitle ? 0.8 : 0;
    fields[`experience[${i}].company`] = e.company ? 0.8 : 0;
  });
  const values = Object.values(fields);
  const warnings: string[] = [];
  if (layout.columnCount > 1) warnings.push("Two-column layout: columns were read one after the other.");
  if (!sections.some((s) => s.kind === "experience")) warnings.push("No experience section heading was found.");
  return {
    engineVersion: ENGINE_VERSION,
    format,
    resume,
    text,
    lines,
    sections,
    skills,
    layout: layoutFacts,
    confidence: {
      overall: values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100 : 0,
      fields,
    },
    warnings,
  };
}
