import { z } from "zod";
import { Timestamp } from "./common.ts";
import { ResumeForm } from "./parsed-resume.ts";

export const ACCEPTED_RESUME_EXTENSIONS = [".pdf", ".docx"] as const;
export const ACCEPTED_RESUME_MIME_TYPES = [
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;
export const MAX_UPLOAD_MB = 5;

/** POST /api/resumes/upload -> 201. */
export const UploadResponse = z.object({ resumeId: z.string(), message: z.string() });
export type UploadResponse = z.infer<typeof UploadResponse>;

/**
 * The streamed answer to an upload (Accept: application/x-ndjson), one JSON event a line: `reading` as each
 * scanned page's OCR starts, then `done` (the upload's answer) or `error`.
 */
export const UploadStreamEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("reading"), page: z.number().int(), pages: z.number().int() }),
  UploadResponse.extend({ type: z.literal("done") }),
  z.object({ type: z.literal("error"), message: z.string(), code: z.string().optional() }),
]);
export type UploadStreamEvent = z.infer<typeof UploadStreamEvent>;

export const Evidence = z.object({
  text: z.string(),
  lineIndex: z.number().nullable(),
  section: z.string().nullable(),
});
export type Evidence = z.infer<typeof Evidence>;

export const CategoryScores = z.object({
  formatting: z.number(),
  content: z.number(),
  keywords: z.number(),
  impact: z.number(),
});
export type CategoryScores = z.infer<typeof CategoryScores>;

export const SuggestionDetail = z.object({
  checkId: z.string(),
  category: z.enum(["formatting", "content", "keywords", "impact"]),
  title: z.string(),
  message: z.string(),
  why: z.string(),
  rewrite: z.string().optional(),
  evidence: z.array(Evidence),
  gain: z.number(),
});
export type SuggestionDetail = z.infer<typeof SuggestionDetail>;

export const CheckDetail = z.object({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  weight: z.number(),
  score: z.number().nullable(),
  severity: z.string(),
  measured: z.string(),
  evidence: z.array(Evidence),
});

export const AtsField = z.object({ label: z.string(), value: z.string(), sure: z.boolean() });
export type AtsField = z.infer<typeof AtsField>;
const AtsEntry = z.object({ fields: z.array(AtsField), bulletCount: z.number().int() });

/** What the parser read, field by field, with the fields it is unsure of marked ("ATS view"). */
export const AtsView = z.object({
  contact: z.array(AtsField),
  roles: z.array(AtsEntry),
  schools: z.array(AtsEntry),
  skills: z.array(z.string()),
  headings: z.array(z.object({ heading: z.string(), kind: z.string() })),
  warnings: z.array(z.string()),
});
export type AtsView = z.infer<typeof AtsView>;

export const BulletRewrite = z.object({
  original: z.string(),
  rewritten: z.string(),
  reasons: z.array(z.enum(["duty-language", "no-action-verb", "passive-voice", "first-person", "no-number"])),
  entryIndex: z.number().int().min(0),
  bulletIndex: z.number().int().min(0),
  lineIndex: z.number().int().nullable(),
});
export type BulletRewrite = z.infer<typeof BulletRewrite>;

/** SPEC §3 "Analysis result", plus the evidence behind every figure. */
export const AnalysisResult = z.object({
  overallScore: z.number().int().min(0).max(100),
  categoryScores: CategoryScores,
  suggestions: z.array(z.string()),
  strengths: z.array(z.string()),
  analysisTimestamp: Timestamp,
  engineVersion: z.string(),
  details: z.object({
    checks: z.array(CheckDetail),
    suggestions: z.array(SuggestionDetail),
    strengths: z.array(z.object({ checkId: z.string(), message: z.string(), evidence: z.array(Evidence) })),
    caps: z.array(z.object({ reason: z.string(), cap: z.number() })),
    wordCount: z.number(),
    /** Absent from analyses stored before the ATS view existed. */
    atsView: AtsView.optional(),
    /** The user's weak bullets rewritten; absent from analyses stored before rewrites existed. */
    rewrites: z.array(BulletRewrite).optional(),
  }),
});
export type AnalysisResult = z.infer<typeof AnalysisResult>;

/** POST /api/resumes/{id}/analyze -> 200. */
export const AnalyzeResponse = z.object({ analysis: AnalysisResult, message: z.string() });
export type AnalyzeResponse = z.infer<typeof AnalyzeResponse>;

/** GET /api/resumes item (SPEC §3 "Uploaded resume"). */
export const ResumeListItem = z.object({
  id: z.string(),
  originalFilename: z.string(),
  title: z.string(),
  uploadTimestamp: Timestamp,
  analysisTimestamp: Timestamp.optional(),
  overallScore: z.number().optional(),
});
export type ResumeListItem = z.infer<typeof ResumeListItem>;

export const ResumeListResponse = z.object({ resumes: z.array(ResumeListItem) });
export type ResumeListResponse = z.infer<typeof ResumeListResponse>;

/** GET /api/resumes/{id}: the resume as read, and its latest analysis. */
export const ResumeDetailResponse = z.object({
  resume: ResumeListItem.extend({ sizeBytes: z.number(), anonymous: z.boolean() }),
  /** What the parser read, in the builder's form shape (to start the builder from this resume). */
  form: ResumeForm,
  analysis: AnalysisResult.nullable(),
});
export type ResumeDetailResponse = z.infer<typeof ResumeDetailResponse>;

export const ResumeIdParams = z.object({ id: z.string().min(1).max(100) });

/** SPEC §5: the type check the web runs before uploading (the server checks the bytes again). */
export function isAcceptedResumeFile(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  return (
    ACCEPTED_RESUME_MIME_TYPES.includes(file.type as (typeof ACCEPTED_RESUME_MIME_TYPES)[number]) ||
    ACCEPTED_RESUME_EXTENSIONS.some(
      (ext) => name.endsWith(ext) && (file.type === "" || file.type === "application/octet-stream"),
    )
  );
}
