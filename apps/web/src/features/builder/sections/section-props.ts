import type { ResumeForm } from "@hireable/contracts";

/** Each tab edits one part of the form. */
export interface SectionProps<K extends keyof ResumeForm> {
  value: ResumeForm[K];
  onChange(value: ResumeForm[K]): void;
}
