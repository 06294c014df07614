// The posting's facts that count beyond keywords — years overall, years per skill, the degree and its
// field — each compared with the resume's dated roles and education, with the posting sentence and the
// resume line behind the verdict.
import type { DegreeLevel, PostingAnalysis, Requirement } from "../posting/analyze-posting.ts";
import type { EducationEntry, ExperienceEntry, ParsedResume, SectionKind } from "../types.ts";
import { inItsField } from "./role-fit.ts";

export type FactStatus = "met" | "partly" | "missing";

export interface RequirementFact {
  kind: "years" | "skill-years" | "degree";
  /** What the posting asks, in words: "5+ years of experience", "3+ years of Python", "Bachelor's degree in Nursing". */
  asked: string;
  requirement: Requirement;
  status: FactStatus;
  /** What the resume shows, in words: "7.5 years across 3 dated roles". */
  found: string;
  postingSentence: string;
  resumeLine: { text: string; lineIndex: number; section: SectionKind } | null;
}

export interface Month {
  year: number;
  month: number;
}

export const DEGREE_RANK: Record<DegreeLevel, number> = { associate: 1, bachelor: 2, master: 3, doctorate: 4 };
const DEGREE_WORDS: Record<DegreeLevel, string> = {
  associate: "Associate degree",
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: "Doctorate",
};

/** A role's date as a count of months; "Present" (and, when asked, no date) is `now`; null when unreadable. */
export function monthsOf(date: string, now: Month, blankIsNow = false): number | null {
  if (/present|current|now/i.test(date) || (!date && blankIsNow)) return now.year * 12 + now.month;
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(date);
  return match ? Number(match[1]) * 12 + (match[2] ? Number(match[2]) - 1 : 0) : null;
}

/** Years covered by roles' date ranges, overlaps counted once; open-ended roles run to `now`. */
export function yearsAcross(roles: ExperienceEntry[], now: Month): number {
  const spans = roles
    .map((e) => [monthsOf(e.startDate, now), monthsOf(e.endDate, now, true)] as const)
    .filter((s): s is readonly [number, number] => s[0] !== null && s[1] !== null && s[1] >= s[0])
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const [start, end] of spans) {
    const from = Math.max(start, coveredUntil);
    if (end > from) months += end - from;
    coveredUntil = Math.max(coveredUntil, end);
  }
  return Math.round((months / 12) * 10) / 10;
}

/** The level of a degree as resumes write it: "Bachelor of Science", "BSN", "B.Tech", "M.Eng", "MBA", "PhD". */
export function degreeLevelOf(text: string): DegreeLevel | null {
  if (/ph\.?\s?d|doctor|\bd\.?phil\b|\bdnp\b|\bed\.?d\b|\bj\.?d\b|\bm\.d\./i.test(text)) return "doctorate";
  if (
    /master|\bm\.?sc?\b|\bmba\b|\bm\.a\.|\bma\b|\bm\.?eng\b|\bmsn\b|\bmfa\b|\bmph\b|\bmpa\b|\bll\.?m\b|\bm\.?ed\b/i.test(
      text,
    )
  )
    return "master";
  if (
    /bachelor|\bb\.?sc?\b|\bb\.a\.|\bba\b|\bb\.?eng\b|\bbsn\b|\bbba\b|\bb\.?com\b|\bbfa\b|\bb\.?tech\b|\bb\.e\.?|\bll\.?b\b|\bb\.?ed\b|\bb\.?arch\b/i.test(
      text,
    )
  )
    return "bachelor";
  if (/associate|\ba\.a\.s?\b|\baas\b/i.test(text)) return "associate";
  return null;
}

/** The highest degree the resume names, with its entry (the first of equals). */
export function bestDegree(resume: ParsedResume): { entry: EducationEntry; level: DegreeLevel } | null {
  let best: { entry: EducationEntry; level: DegreeLevel } | null = null;
  for (const entry of resume.resume.education) {
    const level = degreeLevelOf(`${entry.degree} ${entry.fieldOfStudy}`);
    if (level && (!best || DEGREE_RANK[level] > DEGREE_RANK[best.level])) best = { entry, level };
  }
  return best;
}

/**
 * The line that shows an entry: one with all of `needles` (a role's title and employer) if there is one,
 * else one with the first; in a section of `kind` when there is one there.
 */
function lineOf(resume: ParsedResume, needles: string[], kind: SectionKind): RequirementFact["resumeLine"] {
  const wanted = needles.map((n) => n.trim().slice(0, 40)).filter(Boolean);
  if (wanted.length === 0) return null;
  const sectionOf = (index: number) =>
    resume.sections.find((s) => index >= s.startLine && index < s.endLine)?.kind ?? "other";
  const lines = resume.lines.filter((l) => l.text.includes(wanted[0]!));
  const ranked = [
    ...lines.filter((l) => wanted.every((n) => l.text.includes(n))),
    ...lines.filter((l) => sectionOf(l.index) === kind),
    ...lines,
  ];
  const line = ranked[0];
  return line ? { text: line.text, lineIndex: line.index, section: sectionOf(line.index) } : null;
}

/** "Bachelor of Science in Computer Science, University of Washington". */
function describeDegree(entry: EducationEntry): string {
  const { degree, fieldOfStudy: field, institution } = entry;
  const named = degree && field && !degree.includes(field) ? `${degree} in ${field}` : degree || field;
  return [named, institution].filter(Boolean).join(", ");
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** The roles that show a skill: a dictionary mention in the role, or the name written in it. */
function rolesShowing(resume: ParsedResume, key: string, name: string): number[] {
  const fromMentions = resume.skills
    .filter((m) => m.skillId === key && m.section === "experience" && m.entryIndex !== undefined)
    .map((m) => m.entryIndex!);
  const word = new RegExp(`(^|[^\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}\\p{N}])`, "iu");
  const fromText = resume.resume.experience.flatMap((role, index) =>
    word.test([role.jobTitle, ...role.responsibilities].join("\n")) ? [index] : [],
  );
  return [...new Set([...fromMentions, ...fromText])].sort((a, b) => a - b);
}

function statusOf(have: number, want: number): FactStatus {
  return have >= want ? "met" : have >= want * 0.5 ? "partly" : "missing";
}

/**
 * What the posting asks and what the resume shows of each. `counted`: the roles whose years count for the
 * posting's "N+ years" and those years, as the score counts them (match-resume.ts, `rolesInField`).
 */
export function requirementFacts(
  resume: ParsedResume,
  posting: PostingAnalysis,
  now: Month,
  counted: { roles: ExperienceEntry[]; years: number },
): RequirementFact[] {
  const facts: RequirementFact[] = [];
  const roles = resume.resume.experience;
  const dated = roles.filter((r) => /\d{4}/.test(r.startDate));
  if (posting.yearsRequired) {
    const countedDated = counted.roles.filter((r) => /\d{4}/.test(r.startDate)).length;
    const have = counted.years;
    const first = roles.at(-1);
    facts.push({
      kind: "years",
      asked: `${posting.yearsRequired.years}+ years of experience`,
      requirement: posting.yearsRequired.requirement,
      status: statusOf(have, posting.yearsRequired.years),
      found: !dated.length
        ? "no dated roles found"
        : countedDated
          ? `${have} years across ${plural(countedDated, "dated role")}${inItsField(posting.title)}`
          : "no dated role in its field",
      postingSentence: posting.yearsRequired.sentence,
      resumeLine: first ? lineOf(resume, [first.jobTitle || first.company, first.company], "experience") : null,
    });
  }
  for (const ask of posting.skillYears) {
    const showing = rolesShowing(resume, ask.key, ask.name);
    const have = yearsAcross(
      showing.map((i) => roles[i]!),
      now,
    );
    const mention = resume.skills.find((m) => m.skillId === ask.key && m.section === "experience");
    const line = mention ? resume.lines[mention.lineIndex] : undefined;
    facts.push({
      kind: "skill-years",
      asked: `${ask.years}+ years of ${ask.name}`,
      requirement: ask.requirement,
      status: statusOf(have, ask.years),
      found: showing.length
        ? `${have} years in ${plural(showing.length, "role")} that ${showing.length === 1 ? "shows" : "show"} ${ask.name}`
        : `no dated role shows ${ask.name}`,
      postingSentence: ask.sentence,
      resumeLine: line
        ? { text: line.text, lineIndex: line.index, section: mention!.section }
        : showing.length
          ? lineOf(resume, [roles[showing[0]!]!.jobTitle, roles[showing[0]!]!.company], "experience")
          : null,
    });
  }
  if (posting.degree) {
    const best = bestDegree(resume);
    const field = posting.degree.field;
    const studied = best ? `${best.entry.degree} ${best.entry.fieldOfStudy}`.toLowerCase() : "";
    const fieldWords = (field ?? "")
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 3 && !["equivalent", "related", "field", "science", "studies"].includes(w));
    const fieldMet = !field || fieldWords.length === 0 || fieldWords.some((w) => studied.includes(w));
    const levelMet = best && DEGREE_RANK[best.level] >= DEGREE_RANK[posting.degree.level];
    facts.push({
      kind: "degree",
      asked: `${DEGREE_WORDS[posting.degree.level]}${field ? ` in ${field}` : ""}`,
      requirement: posting.degree.requirement,
      status: levelMet && fieldMet ? "met" : best ? "partly" : "missing",
      found: best ? describeDegree(best.entry) : "no degree found",
      postingSentence: posting.degree.sentence,
      resumeLine: best ? lineOf(resume, [best.entry.degree || best.entry.institution], "education") : null,
    });
  }
  return facts;
}
