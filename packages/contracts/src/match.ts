import { z } from "zod";

export const MAX_JOB_DESCRIPTION_CHARS = 20_000;

const MatchTerm = z.object({
  key: z.string(),
  name: z.string(),
  type: z.string(),
  requirement: z.enum(["required", "preferred"]),
  matched: z.boolean(),
  how: z.enum(["exact", "alias", "inflection", "listed-only", "related", "fuzzy"]).nullable(),
  credit: z.number(),
  postingSentence: z.string(),
  resumeLine: z.object({ text: z.string(), lineIndex: z.number(), section: z.string() }).nullable(),
});
export type MatchTerm = z.infer<typeof MatchTerm>;

const ResumeLine = z.object({ text: z.string(), lineIndex: z.number(), section: z.string() });

/** Years overall, years per skill, the degree: what the posting asks, what the resume shows, both quoted. */
export const RequirementFact = z.object({
  kind: z.enum(["years", "skill-years", "degree"]),
  asked: z.string(),
  requirement: z.enum(["required", "preferred"]),
  status: z.enum(["met", "partly", "missing"]),
  found: z.string(),
  postingSentence: z.string(),
  resumeLine: ResumeLine.nullable(),
});
export type RequirementFact = z.infer<typeof RequirementFact>;

/** One part of the score: role fit, required skills, preferred skills, years, degree. */
export const ScorePart = z.object({
  key: z.enum(["roleFit", "required", "preferred", "years", "degree"]),
  label: z.string(),
  /** Share of the score when the part applies. */
  weight: z.number(),
  score: z.number(),
  /** Points of the 0–100 score it earned. */
  points: z.number(),
  detail: z.string(),
});
export type ScorePart = z.infer<typeof ScorePart>;

export const MatchBreakdown = z.object({
  parts: z.array(ScorePart),
  changes: z.array(
    z.object({
      kind: z.enum(["name-skill", "show-skill", "add-skill", "title-words", "dates"]),
      text: z.string(),
      gain: z.number(),
      resumeLine: z.object({ text: z.string(), lineIndex: z.number() }).nullable(),
    }),
  ),
});
export type MatchBreakdown = z.infer<typeof MatchBreakdown>;

/** SPEC §3 "Match response" analysis, plus the evidence behind it. */
export const MatchAnalysis = z.object({
  matchScore: z.number().int().min(0).max(100),
  matchingKeywords: z.array(z.string()),
  missingKeywords: z.array(z.string()),
  suggestions: z.array(z.string()),
  engineVersion: z.string(),
  details: z.object({
    components: z.array(z.object({ key: z.string(), weight: z.number(), score: z.number(), explanation: z.string() })),
    terms: z.array(MatchTerm),
    requiredCoverage: z.object({ matched: z.number(), total: z.number() }),
    preferredCoverage: z.object({ matched: z.number(), total: z.number() }),
    partialKeywords: z.array(z.string()),
    jobTitle: z.string().nullable(),
    yearsRequired: z.number().nullable(),
    yearsOfExperience: z.number(),
    degreeRequired: z.string().nullable(),
    /** Absent from matches stored before the facts existed. */
    facts: z.array(RequirementFact).optional(),
    /** The score's parts and the changes that would raise it most; absent from matches stored before them. */
    breakdown: MatchBreakdown.optional(),
  }),
});
export type MatchAnalysis = z.infer<typeof MatchAnalysis>;

/** POST /api/match/resume-job -> 200. */
export const MatchResponse = z.object({
  analysis: MatchAnalysis,
  message: z.string(),
  matchId: z.string(),
  resumeId: z.string(),
});
export type MatchResponse = z.infer<typeof MatchResponse>;

/** The JSON form of the match request: an already uploaded resume instead of a file. */
export const MatchByIdRequest = z.object({ resumeId: z.string().optional(), jobDescription: z.string().optional() });

/** SPEC §4: the headline above the band description uses 60 and 80. */
export function matchHeadline(score: number): string {
  if (score >= 80) return "Excellent alignment with this position!";
  if (score >= 60) return "Your resume shows potential for this role";
  return "Your resume needs attention for this job";
}
