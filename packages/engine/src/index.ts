// The engine's public entry: bytes in, plain data out. No I/O, no framework.
export { analyzeResume, CATEGORY_WEIGHTS, CHECKS } from "./analyze/analyze-resume.ts";
export { type BulletRewriteSuggestion, bulletRewrites } from "./analyze/bullet-rewrites.ts";
export type * from "./analyze/types.ts";
export { ENGINE_ERROR_CODES, EngineError, type EngineErrorCode, isEngineError } from "./errors.ts";
export { type CoverLetterInput, type CoverLetterTemplate, generateCoverLetter } from "./generate/cover-letter.ts";
export { findUngroundedFacts, resumeSources, type UngroundedFact } from "./generate/grounding.ts";
export {
  buildResumeDocument,
  type DocumentEntry,
  type DocumentLink,
  type DocumentSection,
  formatDateRange,
  formatResumeDate,
  type ResumeDocument,
} from "./generate/resume-document.ts";
export { renderResumeText } from "./generate/resume-text.ts";
export { type BulletRewrite, bulletWeaknesses, type RewriteReason, rewriteBullet } from "./generate/rewrite-bullet.ts";
export { isCurrentRole } from "./generate/role-tense.ts";
export {
  COMPONENT_WEIGHTS,
  type MatchResult,
  matchResumeToPosting,
  type TermMatch,
  yearsOfExperience,
} from "./match/match-resume.ts";
export { DEFAULT_LIMITS, type ParseLimits } from "./parse/ingest.ts";
export { type ParseProgress, parseResume } from "./parse/parse-resume.ts";
export {
  analyzePosting,
  MAX_POSTING_CHARS,
  type PostingAnalysis,
  type PostingTerm,
} from "./posting/analyze-posting.ts";
export { getSkill, lookupSkill, matchSkills, type SkillEntry, type SkillMatch } from "./skills/match-skills.ts";
export type * from "./types.ts";
export { ENGINE_VERSION } from "./version.ts";
