import type { ParsedResume, SectionKind } from "../types.ts";
import type { AtsView } from "./ats-view.ts";
import type { BulletRewriteSuggestion } from "./bullet-rewrites.ts";

export type CategoryKey = "formatting" | "content" | "keywords" | "impact";
export type Severity = "critical" | "major" | "minor" | "info";

/** The resume text a check judged. */
export interface Evidence {
  text: string;
  lineIndex: number | null;
  section: SectionKind | null;
}

export interface CheckOutcome {
  /** 0–1, or null when the check does not apply to this resume. */
  score: number | null;
  severity: Severity;
  /** What was measured, in words, with figures. */
  measured: string;
  evidence: Evidence[];
  /** When the score is below 1: what to change, why, and a rewrite pattern with placeholders. */
  advice?: { message: string; why: string; rewrite?: string };
  /** When the check passes: a strength with concrete evidence. */
  strength?: string;
}

export interface Check {
  id: string;
  category: CategoryKey;
  title: string;
  weight: number;
  run(resume: ParsedResume): CheckOutcome;
}

export interface CheckResult extends CheckOutcome {
  id: string;
  category: CategoryKey;
  title: string;
  weight: number;
}

export interface Suggestion {
  checkId: string;
  category: CategoryKey;
  title: string;
  message: string;
  why: string;
  rewrite?: string;
  evidence: Evidence[];
  /** Overall points this fix could add. */
  gain: number;
}

export interface Strength {
  checkId: string;
  message: string;
  evidence: Evidence[];
}

export interface ScoreCap {
  reason: string;
  cap: number;
}

export interface ResumeAnalysis {
  engineVersion: string;
  overallScore: number;
  categoryScores: Record<CategoryKey, number>;
  suggestions: string[];
  strengths: string[];
  details: {
    checks: CheckResult[];
    suggestions: Suggestion[];
    strengths: Strength[];
    caps: ScoreCap[];
    wordCount: number;
    /** What was read, field by field, with unsure fields marked. */
    atsView: AtsView;
    /** The user's weak bullets, each rewritten. */
    rewrites: BulletRewriteSuggestion[];
  };
}
