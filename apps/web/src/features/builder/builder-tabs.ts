// SPEC §2 "Builder screen": the seven form tabs in their fixed order.
import type { ResumeForm } from "@hireable/contracts";

export const BUILDER_TABS = [
  { key: "personal", label: "Personal Info" },
  { key: "summary", label: "Summary" },
  { key: "experience", label: "Experience" },
  { key: "education", label: "Education" },
  { key: "skills", label: "Skills" },
  { key: "projects", label: "Projects" },
  { key: "certs", label: "Certifications" },
] as const;

export type BuilderTabKey = (typeof BUILDER_TABS)[number]["key"];

export function isBuilderTabKey(value: string): value is BuilderTabKey {
  return BUILDER_TABS.some((tab) => tab.key === value);
}

/** The tabs either side of `key`: the last tab has no next one, so it shows no Next button. */
export function neighbourTabs(key: BuilderTabKey) {
  const index = BUILDER_TABS.findIndex((tab) => tab.key === key);
  return { previous: BUILDER_TABS[index - 1], next: BUILDER_TABS[index + 1] };
}

const blank = (value: string | undefined) => !value?.trim();

/** Where a failed 'Generate' sends the user: the first tab holding a missing required field (SPEC §5). */
export function firstTabMissingRequiredField(form: ResumeForm): BuilderTabKey | null {
  if (blank(form.personalInfo.name) || blank(form.personalInfo.email)) return "personal";
  if (blank(form.experience[0]?.company)) return "experience";
  if (blank(form.education[0]?.institution)) return "education";
  if (!form.skills[0]?.items.some((item) => !blank(item))) return "skills";
  return null;
}
