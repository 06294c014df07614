// The resume builder's wire format (SPEC §3 "Resume form data", "Generate response", "Generated resume"; §5, §7).
import { z } from "zod";
import { Timestamp } from "./common.ts";
import { ResumeForm } from "./parsed-resume.ts";
import { AnalysisResult } from "./resumes.ts";

export const BUILDER_REQUIRED_FIELDS_MESSAGE =
  "Please fill in required fields (Name, Email, first Experience, first Education, first Skill set).";
export const BUILDER_GENERATED_MESSAGE = "Resume generated successfully!";
/** A whole resume form stays far below this; the cap keeps one request from rendering a hundred pages. */
export const MAX_BUILDER_FORM_CHARS = 60_000;

const present = (value: string | undefined): boolean => (value ?? "").trim().length > 0;

/**
 * SPEC §5 "Builder generate requires", in the form's order: the first part of the form that misses a required
 * field (name and email, the first experience's company, the first education's institution, a first skill
 * set with an item), or null when nothing is missing.
 */
export function firstMissingRequiredPart(
  form: ResumeForm,
): "personalInfo" | "experience" | "education" | "skills" | null {
  if (!present(form.personalInfo.name) || !present(form.personalInfo.email)) return "personalInfo";
  if (!present(form.experience[0]?.company)) return "experience";
  if (!present(form.education[0]?.institution)) return "education";
  if (!form.skills[0]?.items.some(present)) return "skills";
  return null;
}

/** Checked by the web app before calling and by the server again. */
export function hasBuilderRequiredFields(form: ResumeForm): boolean {
  return firstMissingRequiredPart(form) === null;
}

function formChars(value: unknown): number {
  if (typeof value === "string") return value.length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + formChars(item), 0);
  if (value && typeof value === "object") return formChars(Object.values(value));
  return 0;
}

/** POST /api/builder/generate: the whole form; presence of the required fields is checked by the service. */
export const BuilderGenerateRequest = ResumeForm.refine((form) => formChars(form) <= MAX_BUILDER_FORM_CHARS, {
  message: `The resume is too long: keep it under ${MAX_BUILDER_FORM_CHARS.toLocaleString("en-US")} characters.`,
});
export type BuilderGenerateRequest = z.infer<typeof BuilderGenerateRequest>;

export const BuilderGenerateResponse = z.object({
  generatedText: z.string(),
  generatedResumeId: z.string(),
  message: z.string(),
});
export type BuilderGenerateResponse = z.infer<typeof BuilderGenerateResponse>;

export const GeneratedResume = z.object({
  id: z.string(),
  /** SPEC title rule, or the name the user gave it in My Documents. */
  title: z.string(),
  inputName: z.string(),
  inputTargetRole: z.string(),
  createdAt: Timestamp,
  version: z.number().int().positive(),
});
export type GeneratedResume = z.infer<typeof GeneratedResume>;

export const GeneratedResumeListResponse = z.object({ generatedResumes: z.array(GeneratedResume) });
export const GeneratedResumeDetailResponse = z.object({
  generatedResume: GeneratedResume.extend({ generatedText: z.string(), form: ResumeForm }),
});

/** POST /api/builder/generated/{id}/ats-check: the exported PDF read back by the parser, then analysed. */
export const AtsCheckResponse = z.object({
  analysis: AnalysisResult,
  readBack: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    jobs: z.number().int(),
    schools: z.number().int(),
    skills: z.number().int(),
  }),
});
export type AtsCheckResponse = z.infer<typeof AtsCheckResponse>;

export const DOCUMENT_FORMATS = ["pdf", "docx"] as const;
export const PAPER_SIZES = ["letter", "a4"] as const;
export const DocumentFormat = z.enum(DOCUMENT_FORMATS);
export type DocumentFormat = z.infer<typeof DocumentFormat>;
export const PaperSize = z.enum(PAPER_SIZES);
export type PaperSize = z.infer<typeof PaperSize>;

/**
 * GET /api/builder/download/{id}: a browser tab sends no Authorization header, so the web app first asks for a
 * short-lived signed link (POST /api/builder/download-links/{id}) and opens that.
 */
export const BuilderDownloadQuery = z.object({
  format: DocumentFormat.default("pdf"),
  paper: PaperSize.default("letter"),
  expires: z.coerce.number().int().optional(),
  signature: z.string().max(128).optional(),
});
export const BuilderDownloadLinkResponse = z.object({ url: z.string(), expiresAt: Timestamp });

/** SPEC §3: '{name}'s Resume' plus ' ({target role})' when a role exists; 'Generated Resume' with no name. */
export function generatedResumeTitle(inputName: string, inputTargetRole: string): string {
  const name = inputName.trim();
  if (!name) return "Generated Resume";
  const role = inputTargetRole.trim();
  return role ? `${name}'s Resume (${role})` : `${name}'s Resume`;
}

/** The downloaded file's name: 'Maria_Gonzalez_Resume.pdf'. */
export function generatedResumeFileName(inputName: string, format: DocumentFormat): string {
  const base = inputName
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "");
  return `${base || "Generated"}_Resume.${format}`;
}
