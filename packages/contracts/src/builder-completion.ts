// SPEC §4 "Completion percentage": seven checks, one point each, shared by the builder screen and its tests.
import type { ResumeForm } from "./parsed-resume.ts";

const hasText = (value: string | undefined): boolean => (value ?? "").trim().length > 0;

const COMPLETION_CHECKS: ReadonlyArray<(form: ResumeForm) => boolean> = [
  (form) => hasText(form.personalInfo.name) && hasText(form.personalInfo.email),
  (form) => form.summary.length > 10,
  (form) => hasText(form.experience[0]?.jobTitle) && hasText(form.experience[0]?.company),
  (form) => hasText(form.education[0]?.institution) && hasText(form.education[0]?.degree),
  (form) => (form.skills[0]?.items.length ?? 0) >= 1,
  (form) => form.projects.length >= 1,
  (form) => form.certifications.length >= 1,
];

export function computeCompletion(form: ResumeForm): number {
  const passed = COMPLETION_CHECKS.filter((check) => check(form)).length;
  return Math.round((passed / COMPLETION_CHECKS.length) * 100);
}
