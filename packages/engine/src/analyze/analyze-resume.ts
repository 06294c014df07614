// Analysis: run every check, weigh them into four category scores and an overall score, cap what cannot
// be read, and rank suggestions by the points they would add.
import type { ParsedResume } from "../types.ts";
import { ENGINE_VERSION } from "../version.ts";
import { buildAtsView } from "./ats-view.ts";
import { bulletRewrites } from "./bullet-rewrites.ts";
import { CONTENT_CHECKS } from "./checks/content.ts";
import { FORMATTING_CHECKS } from "./checks/formatting.ts";
import { IMPACT_CHECKS } from "./checks/impact.ts";
import { KEYWORD_CHECKS } from "./checks/keywords.ts";
import type { CategoryKey, Check, CheckResult, ResumeAnalysis, ScoreCap, Strength, Suggestion } from "./types.ts";

export const CHECKS: readonly Check[] = [...FORMATTING_CHECKS, ...CONTENT_CHECKS, ...KEYWORD_CHECKS, ...IMPACT_CHECKS];

export const CATEGORY_WEIGHTS: Record<CategoryKey, number> = {
  formatting: 0.25,
  content: 0.25,
  keywords: 0.2,
  impact: 0.3,
};
const CATEGORIES = Object.keys(CATEGORY_WEIGHTS) as CategoryKey[];

function categoryScore(results: CheckResult[], category: CategoryKey): number {
  const applicable = results.filter((r) => r.category === category && r.score !== null);
  const weight = applicable.reduce((sum, r) => sum + r.weight, 0);
  if (weight === 0) return 0;
  return applicable.reduce((sum, r) => sum + r.weight * (r.score ?? 0), 0) / weight;
}

function capsFor(resume: ParsedResume, results: CheckResult[]): ScoreCap[] {
  const caps: ScoreCap[] = [];
  const readable = results.find((r) => r.id === "text-extractable");
  if (readable?.score !== null && readable !== undefined && readable.score < 0.5) {
    caps.push({ reason: "Much of the text cannot be read by an applicant tracking system.", cap: 40 });
  }
  if (resume.resume.experience.length === 0 && resume.resume.education.length === 0) {
    caps.push({ reason: "No experience or education could be found.", cap: 50 });
  }
  return caps;
}

/** How many overall points a check could add if it passed fully. */
function gainOf(result: CheckResult, results: CheckResult[]): number {
  const categoryWeight = results
    .filter((r) => r.category === result.category && r.score !== null)
    .reduce((sum, r) => sum + r.weight, 0);
  if (!categoryWeight || result.score === null) return 0;
  return (
    Math.round(((result.weight * (1 - result.score)) / categoryWeight) * CATEGORY_WEIGHTS[result.category] * 1000) / 10
  );
}

export function analyzeResume(resume: ParsedResume): ResumeAnalysis {
  const results: CheckResult[] = CHECKS.map((check) => ({
    id: check.id,
    category: check.category,
    title: check.title,
    weight: check.weight,
    ...check.run(resume),
  }));
  const categoryScores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round(categoryScore(results, c) * 100)]),
  ) as Record<CategoryKey, number>;
  const weighted = CATEGORIES.reduce((sum, c) => sum + CATEGORY_WEIGHTS[c] * categoryScore(results, c), 0);
  const caps = capsFor(resume, results);
  const overallScore = Math.round(Math.min(weighted * 100, ...caps.map((c) => c.cap)));

  const suggestions: Suggestion[] = results
    .filter((r) => r.advice && r.score !== null && r.score < 1)
    .map((r) => ({
      checkId: r.id,
      category: r.category,
      title: r.title,
      message: r.advice!.message,
      why: r.advice!.why,
      ...(r.advice!.rewrite ? { rewrite: r.advice!.rewrite } : {}),
      evidence: r.evidence,
      gain: gainOf(r, results),
    }))
    .sort((a, b) => b.gain - a.gain || a.checkId.localeCompare(b.checkId));
  const strengths: Strength[] = results
    .filter((r) => r.strength && r.score === 1)
    .map((r) => ({ checkId: r.id, message: r.strength!, evidence: r.evidence }));

  return {
    engineVersion: ENGINE_VERSION,
    overallScore,
    categoryScores,
    suggestions: suggestions.map((s) => s.message),
    strengths: strengths.map((s) => s.message),
    details: {
      checks: results,
      suggestions,
      strengths,
      caps,
      wordCount: resume.layout.wordCount,
      atsView: buildAtsView(resume),
      rewrites: bulletRewrites(resume),
    },
  };
}
