// Job match: a weighted, explainable score over what the posting asks for. Each term says how the resume
// covers it (exact, alias, inflection, or only listed in a skills section) and quotes both sides. Components
// the posting does not ask for are dropped and the weights renormalised. Deterministic.

import { rememberedFor } from "../memo.ts";
import {
  analyzePosting,
  type DegreeLevel,
  type PostingAnalysis,
  type PostingTerm,
} from "../posting/analyze-posting.ts";
import { getSkill } from "../skills/match-skills.ts";
import type { ParsedResume, SectionKind } from "../types.ts";
import { ENGINE_VERSION } from "../version.ts";
import {
  bestDegree,
  DEGREE_RANK,
  type Month,
  type RequirementFact,
  requirementFacts,
  yearsAcross,
} from "./requirement-facts.ts";
import { resumeTitles } from "./resume-titles.ts";
import { inItsField, roleFit, roleFitFromText, rolesInField } from "./role-fit.ts";
import {
  bestChanges,
  type ComponentKey,
  type ScoreChange,
  type ScorePart,
  type ScoringInput,
  scoreMatch,
  termWeight,
} from "./score.ts";

export type { ComponentKey, ScoreChange, ScorePart } from "./score.ts";
export { COMPONENT_WEIGHTS } from "./score.ts";

export type MatchKind = "exact" | "alias" | "inflection" | "fuzzy" | "listed-only" | "related";

export interface TermMatch {
  key: string;
  name: string;
  type: PostingTerm["type"];
  requirement: PostingTerm["requirement"];
  matched: boolean;
  how: MatchKind | null;
  /**
   * 0–1: exact/alias 1.0, inflection 0.9, fuzzy (one typo) 0.7; only listed in a skills section 0.6; a related skill
   * 0.5, shared when one skill of the resume stands in for several (0.25 the second, a sixth the third).
   */
  credit: number;
  postingSentence: string;
  resumeLine: { text: string; lineIndex: number; section: SectionKind } | null;
}

export interface MatchResult {
  engineVersion: string;
  matchScore: number;
  matchingKeywords: string[];
  missingKeywords: string[];
  suggestions: string[];
  details: {
    components: Array<{ key: ComponentKey; weight: number; score: number; explanation: string }>;
    /** The score's parts and the changes that would raise it most. */
    breakdown: { parts: ScorePart[]; changes: ScoreChange[] };
    terms: TermMatch[];
    requiredCoverage: { matched: number; total: number };
    preferredCoverage: { matched: number; total: number };
    partialKeywords: string[];
    jobTitle: string | null;
    yearsRequired: number | null;
    yearsOfExperience: number;
    degreeRequired: DegreeLevel | null;
    /** Years overall, years per skill and the degree, each with its verdict and evidence. */
    facts: RequirementFact[];
  };
}

const LISTED_ONLY_CREDIT = 0.6;
const RELATED_CREDIT = 0.5;

const FUZZY_CREDIT = 0.7;

/** One insertion, deletion or substitution apart ("Kubernetes" / "Kubernets"): a typo, not another word. */
function isOneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i + (a.length >= b.length ? 1 : 0));
  const restB = b.slice(i + (b.length >= a.length ? 1 : 0));
  return restA === restB;
}

/** A word's stem for comparing forms: accessible / accessibility, test / testing / tested. */
const stem = rememberedFor((word: string) => {
  const stemmed = word.toLowerCase().replace(/(ibility|ability|ible|able|ity|ing|ed|es|s)$/, "");
  return stemmed.length >= 3 ? stemmed : word.toLowerCase();
});

/** The first resume line holding `name` in any form of its words ("accessible web design" for Accessibility). */
function lineWithForms(resume: ParsedResume, name: string) {
  const wanted = words(name);
  return resume.lines.find((line) =>
    containsRun(words(line.text), wanted, (a, b) => a.length >= 3 && stem(a) === stem(b)),
  );
}

function sectionOf(resume: ParsedResume, lineIndex: number): SectionKind {
  return resume.sections.find((s) => lineIndex >= s.startLine && lineIndex < s.endLine)?.kind ?? "other";
}

/** Lower-case words, hyphens and slashes counting as spaces ("PCI-DSS" = "pci dss"); each line read once. */
const words = rememberedFor((text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9+#.]+/)
    .map((w) => w.replace(/\.$/, ""))
    .filter(Boolean),
);

/** Whether `wanted` appears as consecutive tokens, each pair equal by `same`. */
function containsRun(tokens: string[], wanted: string[], same: (a: string, b: string) => boolean): boolean {
  if (wanted.length === 0) return false;
  for (let i = 0; i + wanted.length <= tokens.length; i++) {
    if (wanted.every((w, k) => same(tokens[i + k]!, w))) return true;
  }
  return false;
}

/** How a term was found, and the resume's skill that stands in for it when only a related one does. */
type Found = Omit<TermMatch, "key" | "name" | "type" | "requirement" | "postingSentence"> & { via?: string };

function findTerm(resume: ParsedResume, term: PostingTerm): Found {
  if (term.type !== "keyword") {
    const mentions = resume.skills.filter((m) => m.skillId === term.key);
    const shown = mentions.find(
      (m) => m.section === "experience" || m.section === "projects" || m.section === "summary",
    );
    const best = shown ?? mentions[0];
    if (!best) {
      // Written in another form of its words: "accessible web design" for Accessibility.
      const formLine = lineWithForms(resume, term.name);
      if (formLine)
        return {
          matched: true,
          how: "inflection",
          credit: 0.9,
          resumeLine: { text: formLine.text, lineIndex: formLine.index, section: sectionOf(resume, formLine.index) },
        };
      // No mention: a related skill (same product class, e.g. MySQL for PostgreSQL) earns partial credit,
      // but the term itself stays missing.
      const related = new Set(getSkill(term.key)?.related ?? []);
      const near = resume.skills.find((m) => related.has(m.skillId));
      const line = near ? resume.lines[near.lineIndex] : undefined;
      if (!near || !line) return { matched: false, how: null, credit: 0, resumeLine: null };
      return {
        matched: false,
        how: "related",
        credit: RELATED_CREDIT,
        resumeLine: { text: line.text, lineIndex: line.index, section: near.section },
        via: near.skillId,
      };
    }
    const how: MatchKind = !shown
      ? "listed-only"
      : best.matchedText.toLowerCase() === best.name.toLowerCase()
        ? "exact"
        : "alias";
    const line = resume.lines[best.lineIndex];
    return {
      matched: true,
      how,
      credit: how === "listed-only" ? LISTED_ONLY_CREDIT : 1,
      resumeLine: line ? { text: line.text, lineIndex: line.index, section: best.section } : null,
    };
  }
  // A keyword the dictionary does not know, found as a phrase: "PCI DSS" in "PCI-DSS audits", "event
  // streams" in "event streaming", one typo apart for a long single word.
  const wanted = words(term.name);
  for (const line of resume.lines) {
    const tokens = words(line.text);
    const how: MatchKind | null = containsRun(tokens, wanted, (a, b) => a === b)
      ? "exact"
      : containsRun(tokens, wanted, (a, b) => a.length >= 3 && stem(a) === stem(b))
        ? "inflection"
        : wanted.length === 1 && wanted[0]!.length >= 6 && tokens.some((t) => isOneEditApart(t, wanted[0]!))
          ? "fuzzy"
          : null;
    if (how) {
      const section = sectionOf(resume, line.index);
      return {
        matched: true,
        how,
        credit: how === "exact" ? 1 : how === "inflection" ? 0.9 : FUZZY_CREDIT,
        resumeLine: { text: line.text, lineIndex: line.index, section },
      };
    }
  }
  return { matched: false, how: null, credit: 0, resumeLine: null };
}

/**
 * One skill of the resume standing in for several of the posting's (JavaScript for React, Node.js and jQuery): the
 * first it stands in for earns the related credit, the second half of it, the third a third.
 */
function shareRelatedCredit(terms: Array<TermMatch & { via?: string }>): TermMatch[] {
  const times = new Map<string, number>();
  return terms.map(({ via, ...term }) => {
    if (!via) return term;
    const time = (times.get(via) ?? 0) + 1;
    times.set(via, time);
    return { ...term, credit: term.credit / time };
  });
}

/** Years of experience from the resume's dated roles, overlapping spans counted once. */
export function yearsOfExperience(resume: ParsedResume, now: Month): number {
  return yearsAcross(resume.resume.experience, now);
}

/** `now` dates open-ended roles ("Present"); the caller passes it, so the engine itself reads no clock. */
export function matchResumeToPosting(
  resume: ParsedResume,
  postingInput: PostingAnalysis | string,
  now: { year: number; month: number },
): MatchResult {
  const posting = typeof postingInput === "string" ? analyzePosting(postingInput) : postingInput;
  const terms: TermMatch[] = shareRelatedCredit(
    posting.terms.map((term) => ({
      key: term.key,
      name: term.name,
      type: term.type,
      requirement: term.requirement,
      postingSentence: term.sentences[0] ?? "",
      ...findTerm(resume, term),
    })),
  );
  const years = yearsOfExperience(resume, now);
  // "3+ years" of the posting's work: the years of roles in its field when it names one.
  const rolesCounted = rolesInField(resume.resume.experience, posting.title);
  const yearsCounted = yearsAcross(rolesCounted, now);
  const degreeHave = bestDegree(resume)?.level ?? null;
  const mentionsOf = new Map(posting.terms.map((t) => [t.key, t.mentions]));
  const weightOf = (t: TermMatch) => termWeight(t, mentionsOf.get(t.key) ?? 1, posting.title);
  const requiredTerms = terms.filter((t) => t.requirement === "required");
  const preferredTerms = terms.filter((t) => t.requirement === "preferred");
  // No title on either side (a graduate with projects only, a posting in prose): role fit is unknown, not 0.
  const titles = resumeTitles(resume, now);
  const fit =
    titles.length === 0
      ? null
      : posting.title
        ? roleFit(titles, posting.title)
        : roleFitFromText(titles, posting.blocks.flatMap((b) => b.sentences).join(" "));
  const degreeScore = posting.degree
    ? degreeHave && DEGREE_RANK[degreeHave] >= DEGREE_RANK[posting.degree.level]
      ? 1
      : degreeHave
        ? 0.5
        : 0
    : null;
  const scoring: ScoringInput = {
    fit,
    postingTitle: posting.title,
    requiredTerms,
    preferredTerms,
    weightOf,
    years: yearsCounted,
    yearsAsked: posting.yearsRequired?.years ?? null,
    degreeScore,
    degreeDetail: posting.degree ? `${posting.degree.level} asked, ${degreeHave ?? "none"} found` : "no degree asked",
  };
  const { parts, matchScore } = scoreMatch(scoring);
  const components = parts.map((p) => ({ key: p.key, weight: p.weight, score: p.score, explanation: p.detail }));
  const changes = bestChanges(scoring, matchScore, resume);

  const required = terms.filter((t) => t.requirement === "required");
  const preferred = terms.filter((t) => t.requirement === "preferred");
  const missing = terms.filter((t) => !t.matched);
  const listedOnly = terms.filter((t) => t.how === "listed-only");
  const related = terms.filter((t) => t.how === "related");

  const suggestions: string[] = [];
  const missingRequired = missing.filter((t) => t.requirement === "required" && t.type !== "keyword");
  if (missingRequired.length > 0) {
    const names = missingRequired.slice(0, 5).map((t) => t.name);
    const it = names.length === 1 ? "it" : "them";
    suggestions.push(
      `The posting requires ${names.join(", ")}, which your resume does not mention. If you have used ${it}, show ${it} in the bullet where you did.`,
    );
  }
  for (const t of listedOnly.slice(0, 3)) {
    suggestions.push(
      `You list ${t.name} but no bullet shows it in use. Add it to the bullet where you used it: the posting asks "${t.postingSentence.slice(0, 100)}".`,
    );
  }
  if (posting.title && fit && fit.score < 0.5) {
    suggestions.push(
      `The job title is "${posting.title}". If it honestly describes your work, use its words in your summary or your most relevant title.`,
    );
  }
  if (posting.yearsRequired && yearsCounted < posting.yearsRequired.years) {
    suggestions.push(
      `The posting asks for ${posting.yearsRequired.years}+ years; your dated roles${inItsField(posting.title)} add up to ${yearsCounted}. Make sure every relevant role has start and end dates.`,
    );
  }
  const missingPreferred = missing.filter((t) => t.requirement === "preferred" && t.type !== "keyword");
  if (missingPreferred.length > 0)
    suggestions.push(
      `Nice to have, and missing: ${missingPreferred
        .slice(0, 4)
        .map((t) => t.name)
        .join(", ")}.`,
    );
  // Acronyms only ("AWS" for "Amazon Web Services"): some searches use the long form.
  const acronymOnly = terms.filter(
    (x) =>
      x.matched &&
      x.how === "alias" &&
      x.name.includes(" ") &&
      /^[A-Z]{2,5}$/.test(x.resumeLine?.text.match(/\b[A-Z]{2,5}\b/)?.[0] ?? ""),
  );
  for (const t of acronymOnly.slice(0, 2)) {
    suggestions.push(
      `Write ${t.name} in full at least once: your resume says "${t.resumeLine?.text.slice(0, 60)}", and some searches use the long form.`,
    );
  }

  // Missing keywords ordered by weight: required before preferred, then by how often the posting asks.
  const missingOrdered = [...missing].sort(
    (a, b) =>
      (a.requirement === b.requirement ? 0 : a.requirement === "required" ? -1 : 1) ||
      (mentionsOf.get(b.key) ?? 0) - (mentionsOf.get(a.key) ?? 0) ||
      a.name.localeCompare(b.name),
  );
  return {
    engineVersion: ENGINE_VERSION,
    matchScore,
    matchingKeywords: terms.filter((t) => t.matched).map((t) => t.name),
    missingKeywords: missingOrdered.map((t) => t.name),
    suggestions,
    details: {
      components,
      breakdown: { parts, changes },
      terms,
      requiredCoverage: { matched: required.filter((t) => t.matched).length, total: required.length },
      preferredCoverage: { matched: preferred.filter((t) => t.matched).length, total: preferred.length },
      partialKeywords: [...listedOnly, ...related].map((t) => t.name),
      jobTitle: posting.title,
      yearsRequired: posting.yearsRequired?.years ?? null,
      yearsOfExperience: years,
      degreeRequired: posting.degree?.level ?? null,
      facts: requirementFacts(resume, posting, now, { roles: rolesCounted, years: yearsCounted }),
    },
  };
}
