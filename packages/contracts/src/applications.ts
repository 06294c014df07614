// Job applications: one per job the user pursues, from saved to offer, with the resume, match and letter used.
import { z } from "zod";
import { Timestamp } from "./common.ts";
import { MAX_JOB_DESCRIPTION_CHARS } from "./match.ts";

export const APPLICATION_STATUSES = ["saved", "applied", "interviewing", "offer", "rejected", "withdrawn"] as const;
export const ApplicationStatus = z.enum(APPLICATION_STATUSES, {
  error: () => `must be one of ${APPLICATION_STATUSES.join(", ")}`,
});
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  saved: "Saved",
  applied: "Applied",
  interviewing: "Interviewing",
  offer: "Offer",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

/** The board's columns, in order; a closed application is rejected or withdrawn. */
export const BOARD_COLUMNS = [
  { id: "saved", label: "Saved", statuses: ["saved"] },
  { id: "applied", label: "Applied", statuses: ["applied"] },
  { id: "interviewing", label: "Interviewing", statuses: ["interviewing"] },
  { id: "offer", label: "Offer", statuses: ["offer"] },
  { id: "closed", label: "Closed", statuses: ["rejected", "withdrawn"] },
] as const satisfies ReadonlyArray<{ id: string; label: string; statuses: readonly ApplicationStatus[] }>;
export type BoardColumnId = (typeof BOARD_COLUMNS)[number]["id"];

export function boardColumnOf(status: ApplicationStatus): BoardColumnId {
  return BOARD_COLUMNS.find((column) => (column.statuses as readonly ApplicationStatus[]).includes(status))!.id;
}

/** How far an application got, whatever it is now: the response rate counts those that reached an interview. */
const STAGE_ORDER: Record<ApplicationStatus, number> = {
  saved: 0,
  applied: 1,
  interviewing: 2,
  offer: 3,
  rejected: -1,
  withdrawn: -1,
};
export function furtherStage(a: ApplicationStatus, b: ApplicationStatus): ApplicationStatus {
  return STAGE_ORDER[b] > STAGE_ORDER[a] ? b : a;
}

/** "Frontend Engineer at Globex", with what is known when a part is missing. */
export function applicationTitle(application: { jobTitle: string; company: string }): string {
  const { jobTitle, company } = application;
  if (jobTitle && company) return `${jobTitle} at ${company}`;
  return jobTitle || company || "Untitled application";
}

export const MAX_APPLICATION_NOTES_CHARS = 20_000;
/** Messages read after the field's name: "Invalid request: notes must be at most 20,000 characters." */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max.toLocaleString("en-US")} characters`);
/** An ISO date-time ("2026-11-30T14:00:00Z", "2026-11-30T14:00:00.000+01:00") or null to clear it. */
const DateTime = z.iso.datetime({ offset: true, error: "must be an ISO date and time" }).nullable();
const DocumentId = z.string().min(1).max(100).nullable();

export const ApplicationContact = z.object({
  name: text(200).min(1, "must not be empty"),
  role: text(200).default(""),
  email: z.union([z.literal(""), z.email("must be an e-mail address")]).default(""),
});
export type ApplicationContact = z.infer<typeof ApplicationContact>;

const PostingUrl = z.union([
  z.literal(""),
  z.url({ protocol: /^https?$/, error: "must be an http or https address" }).max(2_000),
]);

/** The fields a user writes; every one optional on update. */
const ApplicationFields = z.object({
  company: text(200),
  jobTitle: text(200),
  location: text(200),
  postingText: text(MAX_JOB_DESCRIPTION_CHARS),
  postingUrl: PostingUrl,
  salary: text(200),
  status: ApplicationStatus,
  appliedAt: DateTime,
  nextStep: text(200),
  nextStepAt: DateTime,
  closedAt: DateTime,
  notes: text(MAX_APPLICATION_NOTES_CHARS),
  contacts: z.array(ApplicationContact).max(20, "Keep it to 20 contacts."),
  resumeId: DocumentId,
  generatedResumeId: DocumentId,
  jobMatchId: DocumentId,
  coverLetterId: DocumentId,
});

/**
 * POST /api/applications. Given a job match or a cover letter, the fields it knows (posting, title, company,
 * resume) are filled in from it unless the request sets them.
 */
export const ApplicationCreateRequest = ApplicationFields.partial();
export type ApplicationCreateRequest = z.infer<typeof ApplicationCreateRequest>;

/** PATCH /api/applications/{id}: what changes; `position` orders the cards of a column. */
export const ApplicationUpdateRequest = ApplicationFields.partial().extend({
  position: z.number().finite().optional(),
});
export type ApplicationUpdateRequest = z.infer<typeof ApplicationUpdateRequest>;

const LinkedResume = z.object({ id: z.string(), kind: z.enum(["uploaded", "built"]), title: z.string() });
const LinkedMatch = z.object({ id: z.string(), score: z.number(), missingKeywords: z.array(z.string()) });
const LinkedLetter = z.object({ id: z.string(), title: z.string() });

export const Application = ApplicationFields.extend({
  id: z.string(),
  /** The furthest stage reached (saved, applied, interviewing or offer), kept when the application is closed. */
  stageReached: ApplicationStatus,
  position: z.number(),
  savedAt: Timestamp,
  appliedAt: Timestamp.nullable(),
  nextStepAt: Timestamp.nullable(),
  closedAt: Timestamp.nullable(),
  updatedAt: Timestamp,
  resume: LinkedResume.nullable(),
  match: LinkedMatch.nullable(),
  coverLetter: LinkedLetter.nullable(),
});
export type Application = z.infer<typeof Application>;

/**
 * An application as the board, the list, the dashboard and the CSV show it: without the posting's text (up to
 * 20,000 characters each, read on the application's own page).
 */
export const ApplicationSummary = Application.omit({ postingText: true });
export type ApplicationSummary = z.infer<typeof ApplicationSummary>;

export const ApplicationListResponse = z.object({ applications: z.array(ApplicationSummary) });
export const ApplicationResponse = z.object({
  application: Application,
  /** What happened to it, newest first: created, each move with its date, edits of dates. */
  history: z.array(z.object({ id: z.string(), title: z.string(), description: z.string(), date: Timestamp })),
});
export type ApplicationResponse = z.infer<typeof ApplicationResponse>;

/** POST /api/applications/import. */
export const PostingImportRequest = z.object({
  url: z.string().trim().min(1, "must not be empty").max(2_000, "must be at most 2,000 characters"),
});
export const ImportedPosting = z.object({
  company: z.string(),
  jobTitle: z.string(),
  location: z.string(),
  salary: z.string(),
  postingText: z.string(),
  postingUrl: z.string(),
  /** Where the fields came from: the page's schema.org JobPosting, or its main text. */
  source: z.enum(["json-ld", "page-text"]),
});
export type ImportedPosting = z.infer<typeof ImportedPosting>;
