// The analysis's rewrites: the user's own weak bullets, each rewritten (generate/rewrite-bullet.ts), so the
// advice shows the sentence to use, not only a pattern. Bullets with weak wording come before bullets that
// only lack a number.
import { type RewriteReason, rewriteBullet } from "../generate/rewrite-bullet.ts";
import { isCurrentRole } from "../generate/role-tense.ts";
import type { ParsedResume } from "../types.ts";
import { textEvidence } from "./evidence.ts";

export interface BulletRewriteSuggestion {
  original: string;
  rewritten: string;
  reasons: RewriteReason[];
  /** Where the bullet is in the resume's form: experience[entryIndex].responsibilities[bulletIndex]. */
  entryIndex: number;
  bulletIndex: number;
  lineIndex: number | null;
}

export const MAX_REWRITES = 12;

export function bulletRewrites(resume: ParsedResume): BulletRewriteSuggestion[] {
  const all = resume.resume.experience.flatMap((role, entryIndex) =>
    role.responsibilities.flatMap((bullet, bulletIndex) => {
      const rewrite = rewriteBullet(bullet, { current: isCurrentRole(role) });
      if (!rewrite) return [];
      return [{ ...rewrite, entryIndex, bulletIndex, lineIndex: textEvidence(resume, rewrite.original).lineIndex }];
    }),
  );
  const wording = all.filter((r) => r.reasons.some((reason) => reason !== "no-number"));
  const numbersOnly = all.filter((r) => r.reasons.every((reason) => reason === "no-number"));
  return [...wording, ...numbersOnly].slice(0, MAX_REWRITES);
}
