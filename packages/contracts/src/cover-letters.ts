import { z } from "zod";
import { Timestamp } from "./common.ts";
import { WrittenBy } from "./writing.ts";

export const COVER_LETTER_TEMPLATES = [
  { value: "professional", label: "Professional", description: "Formal and traditional style" },
  { value: "modern", label: "Modern", description: "Contemporary and bold approach" },
  { value: "creative", label: "Creative", description: "Unique and attention-grabbing" },
] as const;
export const CoverLetterTemplate = z.enum(["professional", "modern", "creative"]);
export type CoverLetterTemplate = z.infer<typeof CoverLetterTemplate>;

export const COVER_LETTER_MISSING_INPUT = "Please select a resume and enter a job description";

/** POST /api/cover-letter/generate (SPEC §3 "Cover letter request"). Presence is checked by the service. */
export const CoverLetterRequest = z.object({
  selectedResume: z.string().optional(),
  jobDescription: z
    .string()
    .max(20_000, "The job description is too long: keep it under 20,000 characters.")
    .optional(),
  companyName: z.string().max(200).optional(),
  roleName: z.string().max(200).optional(),
  selectedTemplate: CoverLetterTemplate.optional(),
});
export type CoverLetterRequest = z.infer<typeof CoverLetterRequest>;

export const CoverLetterResponse = z.object({
  generatedCoverLetter: z.string(),
  coverLetterId: z.string(),
  message: z.string(),
  writtenBy: WrittenBy.optional(),
});
export type CoverLetterResponse = z.infer<typeof CoverLetterResponse>;

/** The streamed answer (Accept: application/x-ndjson): text as the model writes it, then the saved letter. */
export const CoverLetterStreamEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("start"), writer: z.string() }),
  z.object({ type: z.literal("delta"), text: z.string() }),
  CoverLetterResponse.extend({ type: z.literal("done") }),
  z.object({ type: z.literal("error"), message: z.string(), code: z.string().optional() }),
]);
export type CoverLetterStreamEvent = z.infer<typeof CoverLetterStreamEvent>;

export const SavedCoverLetter = z.object({
  id: z.string(),
  title: z.string(),
  companyName: z.string(),
  roleName: z.string(),
  template: CoverLetterTemplate,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type SavedCoverLetter = z.infer<typeof SavedCoverLetter>;

export const CoverLetterListResponse = z.object({ coverLetters: z.array(SavedCoverLetter) });
export const CoverLetterDetailResponse = z.object({ coverLetter: SavedCoverLetter.extend({ content: z.string() }) });
export const CoverLetterUpdateRequest = z.object({
  content: z.string().min(1, "The letter cannot be empty.").max(20_000),
});

/** SPEC §7: the downloaded file's name. */
export function coverLetterFileName(companyName: string, roleName: string): string {
  const part = (text: string, fallback: string) =>
    text
      .trim()
      .replace(/[^\w-]+/g, "-")
      .replace(/^-+|-+$/g, "") || fallback;
  return `cover-letter-${part(companyName, "company")}-${part(roleName, "role")}.txt`;
}
