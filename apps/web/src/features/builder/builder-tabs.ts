// SPEC §2 "Builder screen": the seven form tabs in their fixed order.
import { firstMissingRequiredPart, type ResumeForm } from "@hireable/contracts";

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

/** Where a failed 'Generate' sends the user: the tab holding the first missing required field (SPEC §5). */
export function firstTabMissingRequiredField(form: ResumeForm): BuilderTabKey | null {
  const part = firstMissingRequiredPart(form);
  return part === "personalInfo" ? "personal" : part;
}
