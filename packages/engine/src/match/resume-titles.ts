// The titles a recruiter reads a resume by: the headline under the name, the roles' titles (most recent
// first), and the summary's opening words when they are a title. Each with how much it speaks for the person
// today: a role fully unless the person has since left its occupation (then less with the years); the headline
// fully when a role bears it out or there are no roles (a graduate), less when it is a claim the roles do not
// show (a store manager whose headline is "Frontend Developer").
import { isCurrentRole } from "../generate/role-tense.ts";
import type { ExperienceEntry, ParsedResume } from "../types.ts";
import { type Month, monthsOf } from "./requirement-facts.ts";
import { occupationsOf, titleSimilarity } from "./role-fit.ts";

export interface ResumeTitle {
  title: string;
  /** 0–1: how much this title says about what the person does now. */
  recency: number;
  /** Why it says less than fully, for the user ("a headline no role of yours shows"); only when it does. */
  why?: string;
}

/** Contact details and prose, never a headline. */
const NOT_A_HEADLINE = /@|https?:|www\.|\.(?:com|org|net|io)\b|\d{3}|\(linkedin\)|\(github\)/i;

/**
 * The headline: a short line of the untitled block above the first section, or two such lines set in one
 * size when a large headline wraps ("Senior Mechanical Design" / "Engineer"), that names an occupation the
 * title index knows ("PYTHON DATA ENGINEER WITH 4 YEARS OF HANDS-ON EXPERIENCE" reads as its first part).
 */
export function headlineTitles(resume: ParsedResume): string[] {
  const top = resume.sections[0];
  if (!top || top.headingLine !== null) return [];
  const name = resume.resume.personalInfo.name.trim().toLowerCase();
  const topLines = resume.lines.slice(0, top.endLine);
  // A paragraph's lines: one that runs on into the next in lower case, goes on from the last, or ends a sentence.
  // (An e-mail address or a link below, "jane@example.com", runs on from nothing.)
  const runsOn = (next: string) => /^[a-z]/.test(next) && !NOT_A_HEADLINE.test(next);
  const inProse = (index: number, text: string) =>
    /^[a-z]/.test(text) || /\.$/.test(text) || (index + 1 < top.endLine && runsOn(resume.lines[index + 1]!.text));
  const lines = topLines.filter(
    (line) =>
      !NOT_A_HEADLINE.test(line.text) &&
      (!name || !line.text.toLowerCase().includes(name)) &&
      !inProse(line.index, line.text.trim()),
  );
  // ("Senior Software Engineer | Python | AWS": the title before the skills a headline lists after it.)
  const candidates = lines.map((line) => line.text.split(/\s+[|•·]\s+/)[0]!);
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    if (next && next.index === line.index + 1 && next.fontSize === line.fontSize)
      candidates.push(`${line.text} ${next.text}`);
  });
  const known = (text: string) => {
    const { normalized, codes } = occupationsOf(text);
    return codes.length > 0 && normalized.split(" ").length <= 6;
  };
  return candidates.filter(known);
}

/** Below this, a role does not bear a headline out. */
const SAME_FIELD = 0.6;
/** What a title says of the person today when it is less than current: an old role's, an unshown claim's. */
const PARTLY = 0.7;
/** A headline the person's current role contradicts: a store manager today, headed "Frontend Developer". */
const CONTRADICTED = 0.2;

/**
 * How much a role speaks for the person today. The latest fully, and so any role when every later one is in
 * its field or unread. A role the person has since left for another occupation: fully within three years of
 * its end, then less with every year, to 0.3 at nine (a junior developer's job left nine years ago says little
 * of a business analyst today). Undated, 0.7 from the third role on.
 */
function roleRecency(roles: ExperienceEntry[], index: number, now: Month): Omit<ResumeTitle, "title"> {
  const later = roles.slice(0, index).filter((role) => occupationsOf(role.jobTitle).codes.length > 0);
  const title = occupationsOf(roles[index]!.jobTitle);
  if (later.every((role) => titleSimilarity(occupationsOf(role.jobTitle), title) >= SAME_FIELD)) return { recency: 1 };
  const end = monthsOf(roles[index]!.endDate, now);
  if (end === null) return index < 2 ? { recency: 1 } : { recency: PARTLY, why: "an older role, undated" };
  const yearsSince = (monthsOf("present", now)! - end) / 12;
  const recency = Math.min(1, Math.max(0.3, 1 - ((yearsSince - 3) * 0.7) / 6));
  return recency < 1
    ? { recency, why: `a role you left ${Math.floor(yearsSince)} years ago for another field` }
    : { recency };
}

export function resumeTitles(resume: ParsedResume, now: Month): ResumeTitle[] {
  const summaryOpening = resume.resume.summary.split(/[.,;\n]/)[0] ?? "";
  const roles = resume.resume.experience;
  const roleTitles = roles.map((role) => role.jobTitle).filter((title) => title.trim());
  const inField = (title: string, headline: string) =>
    titleSimilarity(occupationsOf(title), occupationsOf(headline)) >= SAME_FIELD;
  // The role held now, when its title names an occupation: what the person does today.
  const current = roles.find((role) => occupationsOf(role.jobTitle).codes.length > 0 && isCurrentRole(role));
  // (Past the first test no role is in the headline's field, the current one neither: it contradicts it.)
  const headline = (title: string): ResumeTitle => {
    if (roleTitles.length === 0 || roleTitles.some((role) => inField(role, title))) return { title, recency: 1 };
    return current
      ? { title, recency: CONTRADICTED, why: `a headline your current role ("${current.jobTitle}") is not` }
      : { title, recency: PARTLY, why: "a headline no role of yours shows" };
  };
  return [
    ...headlineTitles(resume).map(headline),
    ...roles.map((role, index) => ({ title: role.jobTitle, ...roleRecency(roles, index, now) })),
    ...(summaryOpening.split(" ").length <= 6
      ? [{ title: summaryOpening, recency: PARTLY, why: "the opening of your summary" }]
      : []),
  ].filter(({ title }) => title.trim());
}
