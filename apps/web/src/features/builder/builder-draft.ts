// The builder's draft in localStorage, one per user, so a reload or a lost session loses nothing.
import { BulletRewrite, emptyResumeForm, ResumeForm } from "@hireable/contracts";
import { z } from "zod";
import { withRequiredEntries } from "./resume-form-entries.ts";

const GeneratedResult = z.object({ id: z.string().min(1), text: z.string() });
export type GeneratedResult = z.infer<typeof GeneratedResult>;

const BuilderDraft = z.object({
  form: ResumeForm,
  generated: GeneratedResult.nullable(),
  /** Rewrites the analysis suggested for the resume the form was started from, not yet applied or dismissed. */
  rewrites: z.array(BulletRewrite).optional(),
});
export type BuilderDraft = z.infer<typeof BuilderDraft>;

export function draftStorageKey(userId: string | undefined): string {
  return userId ? `hireable.builder.draft.${userId}` : "hireable.builder.draft";
}

export function freshDraft(): BuilderDraft {
  return { form: emptyResumeForm(), generated: null };
}

/** The stored draft, or null when there is none or it cannot be read (corrupt JSON, an older shape). */
export function loadDraft(storage: Storage, key: string): BuilderDraft | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(key) ?? "null");
  } catch {
    return null;
  }
  const parsed = BuilderDraft.safeParse(stored);
  return parsed.success ? { ...parsed.data, form: withRequiredEntries(parsed.data.form) } : null;
}

export function saveDraft(storage: Storage, key: string, draft: BuilderDraft): void {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): the draft still lives in memory for this visit.
  }
}
