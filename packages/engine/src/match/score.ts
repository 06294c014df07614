// The match score from its parts, as a recruiter weighs them: role fit, the required skills, the preferred
// ones, years and the degree. Another occupation's skills do not make a fit, so the whole shrinks with the
// role's distance. Calibrated on the ranking set (docs/match-ranking.md): 80 and above, a strong fit; 60–79,
// a fit with gaps worth closing; 40–59, a neighbouring role or many requirements missing; under 20, another
// occupation. And the changes that would raise the score most, each with the resume line to edit.
import type { ParsedResume } from "../types.ts";
import type { TermMatch } from "./match-resume.ts";
import { inItsField, type RoleFit } from "./role-fit.ts";

export type ComponentKey = "roleFit" | "required" | "preferred" | "years" | "degree";

export interface ScorePart {
  key: ComponentKey;
  label: string;
  /** Share of the score when every part applies (parts the posting does not ask for are left out). */
  weight: number;
  /** 0–1. */
  score: number;
  /** Points of the 0–100 score this part earned, after the role-fit scale. */
  points: number;
  /** What was compared: "2 of 5 required skills", "your Frontend Developer for Frontend Engineer". */
  detail: string;
}

/** A change that would raise the score, with the resume line to edit when there is one. */
export interface ScoreChange {
  kind: "name-skill" | "show-skill" | "add-skill" | "title-words" | "dates";
  text: string;
  /** Points the score would gain. */
  gain: number;
  resumeLine: { text: string; lineIndex: number } | null;
}

/**
 * What each part weighs. Role fit and the required skills decide; years and the degree count only as far as
 * the person is in the field at all (ten years as a nurse say nothing for a developer's job).
 */
export const COMPONENT_WEIGHTS: Record<ComponentKey, number> = {
  roleFit: 0.35,
  required: 0.35,
  preferred: 0.1,
  years: 0.12,
  degree: 0.08,
};
const PART_LABELS: Record<ComponentKey, string> = {
  roleFit: "Role fit",
  required: "Required skills",
  preferred: "Preferred skills",
  years: "Years of experience",
  degree: "Degree",
};
/** A term's weight by its kind: skills and tools count fully, soft skills and untyped keywords less. */
const TYPE_WEIGHT: Record<TermMatch["type"], number> = {
  hard: 1,
  tool: 1,
  certification: 1,
  soft: 0.3,
  keyword: 0.5,
};

/** How much a term weighs: its kind, how often the posting asks for it, and whether the title names it. */
export function termWeight(term: TermMatch, mentions: number, title: string | null): number {
  const inTitle = title?.toLowerCase().includes(term.name.toLowerCase()) ?? false;
  return TYPE_WEIGHT[term.type] * (1 + 0.5 * Math.log2(Math.max(1, mentions))) * (inTitle ? 1.5 : 1);
}

/**
 * Postings list more than anyone has: the first half of the weight covered counts 1.6 times (half scores
 * 0.8), the rest 0.4 times, so every further skill still counts.
 */
function coverage(terms: TermMatch[], weightOf: (term: TermMatch) => number): number | null {
  const total = terms.reduce((sum, t) => sum + weightOf(t), 0);
  if (total === 0) return null;
  const covered = terms.reduce((sum, t) => sum + weightOf(t) * t.credit, 0) / total;
  return covered <= 0.5 ? 1.6 * covered : 0.8 + 0.4 * (covered - 0.5);
}

export interface ScoringInput {
  /** Null when either side names no title: unknown, not 0. */
  fit: RoleFit | null;
  postingTitle: string | null;
  requiredTerms: TermMatch[];
  preferredTerms: TermMatch[];
  weightOf: (term: TermMatch) => number;
  /** The years measured against the ask: those in the posting's field when it names a title, else all. */
  years: number;
  yearsAsked: number | null;
  degreeScore: number | null;
  degreeDetail: string;
}

export function scoreMatch(input: ScoringInput): { parts: ScorePart[]; matchScore: number } {
  const { fit, requiredTerms, preferredTerms, weightOf } = input;
  const requiredScore = coverage(requiredTerms, weightOf);
  const preferredScore = coverage(preferredTerms, weightOf);
  // Years and the degree count as far as the person is in the field: by role fit, or by skills when either
  // side names no title.
  const relevance = fit ? fit.score : (requiredScore ?? preferredScore ?? 0);
  const count = (list: TermMatch[]) => `${list.filter((t) => t.matched).length} of ${list.length}`;
  const raw: Array<{ key: ComponentKey; score: number | null; detail: string }> = [
    {
      key: "roleFit",
      score: fit?.score ?? null,
      detail: !fit
        ? "your resume names no title"
        : !input.postingTitle
          ? fit.resumeTitle
            ? `the posting names no title; it speaks of the field of your "${fit.resumeTitle}"`
            : "the posting names no title, and none of your titles' fields"
          : fit.resumeTitle
            ? `your "${fit.resumeTitle}" for "${input.postingTitle}"${fit.why ? `: ${fit.why}` : ""}`
            : `no title of yours is close to "${input.postingTitle}"`,
    },
    { key: "required", score: requiredScore, detail: `${count(requiredTerms)} required skills and keywords` },
    { key: "preferred", score: preferredScore, detail: `${count(preferredTerms)} preferred skills and keywords` },
    {
      key: "years",
      score: input.yearsAsked ? Math.min(1, input.years / input.yearsAsked) * relevance : null,
      detail: input.yearsAsked
        ? `${input.years} of ${input.yearsAsked} years asked${input.postingTitle ? ", in roles of its field" : ""}`
        : "no years asked",
    },
    {
      key: "degree",
      score: input.degreeScore === null ? null : input.degreeScore * relevance,
      detail: input.degreeDetail,
    },
  ];
  const applicable = raw.filter((c): c is { key: ComponentKey; score: number; detail: string } => c.score !== null);
  // A posting that asks for one or two skills says too little to judge by them: the required part weighs in
  // proportion, up to three skills' worth.
  const requiredWeight = requiredTerms.reduce((sum, t) => sum + weightOf(t), 0);
  const weightOfPart = (key: ComponentKey) =>
    COMPONENT_WEIGHTS[key] * (key === "required" ? Math.min(1, requiredWeight / SKILLS_TO_JUDGE_BY) : 1);
  const totalWeight = applicable.reduce((sum, c) => sum + weightOfPart(c.key), 0);
  // Another occupation's skills do not make a fit: everything shrinks with the role's distance (to a quarter
  // for an unrelated title), or with the required skills when either side names no title.
  const scale = fit ? 0.25 + 0.75 * fit.score : 0.5 + 0.5 * (requiredScore ?? 0);
  const share = (key: ComponentKey) => (totalWeight === 0 ? 0 : weightOfPart(key) / totalWeight);
  const parts: ScorePart[] = applicable.map((c) => ({
    key: c.key,
    label: PART_LABELS[c.key],
    weight: Math.round(share(c.key) * 1000) / 1000,
    score: Math.round(c.score * 100) / 100,
    points: Math.round(share(c.key) * c.score * scale * 1000) / 10,
    detail: c.detail,
  }));
  const evidence = applicable.reduce((sum, c) => sum + share(c.key) * c.score, 0);
  return { parts, matchScore: Math.round(evidence * scale * 100) };
}

const SKILLS_TO_JUDGE_BY = 3;
const CHANGES_SHOWN = 3;

function lineOf(resume: ParsedResume, text: string | null | undefined) {
  if (!text) return null;
  const line = resume.lines.find((l) => l.text.includes(text));
  return line ? { text: line.text, lineIndex: line.index } : null;
}

/**
 * The changes that would raise the score most, each scored by recomputing the match as if it were made: a
 * required skill the resume shows through a related one but never names, one only listed and never shown in
 * a bullet, the posting's title words when the role fits only partly, the dates that would count the years
 * asked. Missing skills the resume shows no trace of come last: only the user knows whether they have them.
 */
export function bestChanges(input: ScoringInput, current: number, resume: ParsedResume): ScoreChange[] {
  const withTerm = (term: TermMatch): ScoringInput => {
    const full = (t: TermMatch) => (t === term ? { ...t, matched: true, credit: 1 } : t);
    return { ...input, requiredTerms: input.requiredTerms.map(full), preferredTerms: input.preferredTerms.map(full) };
  };
  const gainOf = (changed: ScoringInput) => scoreMatch(changed).matchScore - current;
  const candidates: ScoreChange[] = [];
  for (const term of [...input.requiredTerms, ...input.preferredTerms]) {
    if (term.how === "related" && term.resumeLine)
      candidates.push({
        kind: "name-skill",
        text: `Name ${term.name} where you used it: this line shows related work but never says "${term.name}".`,
        gain: gainOf(withTerm(term)),
        resumeLine: { text: term.resumeLine.text, lineIndex: term.resumeLine.lineIndex },
      });
    else if (term.how === "listed-only" && term.resumeLine)
      candidates.push({
        kind: "show-skill",
        text: `Show ${term.name} in a bullet where you used it: it is only listed.`,
        gain: gainOf(withTerm(term)),
        resumeLine: null,
      });
  }
  const { fit, postingTitle } = input;
  // Words help only a title that differs; a headline the roles do not bear out already has them.
  if (fit && postingTitle && fit.score > 0 && fit.titleFit < 1)
    candidates.push({
      kind: "title-words",
      text: `If it honestly describes your work, use the posting's title words ("${postingTitle}") in your headline or your closest title.`,
      gain: gainOf({ ...input, fit: { ...fit, score: fit.score / fit.titleFit, titleFit: 1 } }),
      resumeLine: lineOf(resume, fit.resumeTitle),
    });
  if (input.yearsAsked && input.years < input.yearsAsked) {
    const undated = resume.resume.experience.find((role) => !role.startDate || !role.endDate);
    candidates.push({
      kind: "dates",
      text: `The posting asks for ${input.yearsAsked}+ years and your dated roles${inItsField(input.postingTitle)} add up to ${input.years}: give every relevant role its start and end dates.`,
      gain: gainOf({ ...input, years: input.yearsAsked }),
      resumeLine: lineOf(resume, undated?.jobTitle),
    });
  }
  const missing = input.requiredTerms.filter((t) => !t.matched && t.how === null && t.type !== "keyword");
  for (const term of missing)
    candidates.push({
      kind: "add-skill",
      text: `If you have used ${term.name}, say where: the posting requires it ("${term.postingSentence.slice(0, 90)}").`,
      gain: gainOf(withTerm(term)),
      resumeLine: null,
    });
  const order = (change: ScoreChange) => (change.kind === "add-skill" ? 0 : 1);
  return candidates
    .filter((change) => change.gain > 0)
    .sort((a, b) => order(b) - order(a) || b.gain - a.gain)
    .slice(0, CHANGES_SHOWN);
}
