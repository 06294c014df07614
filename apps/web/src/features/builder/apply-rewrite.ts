import type { BulletRewrite, ResumeForm } from "@hireable/contracts";

/**
 * The form with one bullet replaced by its rewrite: at the place the analysis named, or wherever the same
 * text now is. Null when the user has changed that bullet since (their words win).
 */
export function applyRewrite(form: ResumeForm, rewrite: BulletRewrite): ResumeForm | null {
  const named = form.experience[rewrite.entryIndex]?.responsibilities[rewrite.bulletIndex] === rewrite.original;
  const entryIndex = named
    ? rewrite.entryIndex
    : form.experience.findIndex((entry) => entry.responsibilities.includes(rewrite.original));
  if (entryIndex < 0) return null;
  const bulletIndex = named
    ? rewrite.bulletIndex
    : form.experience[entryIndex]!.responsibilities.indexOf(rewrite.original);
  return {
    ...form,
    experience: form.experience.map((entry, i) =>
      i === entryIndex
        ? {
            ...entry,
            responsibilities: entry.responsibilities.map((text, j) => (j === bulletIndex ? rewrite.rewritten : text)),
          }
        : entry,
    ),
  };
}
