// One schema for the whole product. The identity tables follow better-auth's expected shape.
import type { ApplicationContact } from "@hireable/contracts";
import type { MatchResult, ParsedResume, ResumeAnalysis, ResumeForm } from "@hireable/engine";
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** Original files are kept as bytes in the database, so one backup holds everything. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => new Uint8Array(value),
});

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable("verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An uploaded resume: the original bytes, what the parser read from them, and its owner. Anonymous uploads
 * (userId null) are reachable only through their unguessable id and expire after 24 hours.
 */
export const resume = pgTable(
  "resume",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    originalFilename: text("original_filename").notNull(),
    title: text("title").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    fileData: bytea("file_data").notNull(),
    parsed: jsonb("parsed").$type<ParsedResume>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [index("resume_user_id_idx").on(t.userId), index("resume_expires_at_idx").on(t.expiresAt)],
);

export const analysis = pgTable(
  "analysis",
  {
    id: text("id").primaryKey(),
    resumeId: text("resume_id")
      .notNull()
      .references(() => resume.id, { onDelete: "cascade" }),
    overallScore: integer("overall_score").notNull(),
    result: jsonb("result").$type<ResumeAnalysis>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("analysis_resume_id_idx").on(t.resumeId, t.createdAt)],
);

/** A job match: the posting as pasted, the resume it was matched against, and the full result. */
export const jobMatch = pgTable(
  "job_match",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    resumeId: text("resume_id").references(() => resume.id, { onDelete: "set null" }),
    jobTitle: text("job_title"),
    jobDescription: text("job_description").notNull(),
    matchScore: integer("match_score").notNull(),
    result: jsonb("result").$type<MatchResult>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_match_user_id_idx").on(t.userId, t.createdAt)],
);

/** A generated cover letter, kept so the user can reopen, edit and delete it. */
export const coverLetter = pgTable(
  "cover_letter",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    resumeId: text("resume_id").references(() => resume.id, { onDelete: "set null" }),
    companyName: text("company_name").notNull().default(""),
    roleName: text("role_name").notNull().default(""),
    template: text("template").notNull(),
    /** Set when the user renames the letter; otherwise its title is "{role} at {company}". */
    customTitle: text("custom_title"),
    jobDescription: text("job_description").notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cover_letter_user_id_idx").on(t.userId, t.createdAt)],
);

/** A resume generated by the builder: the form as submitted (for editing and re-rendering) and its text. */
export const generatedResume = pgTable(
  "generated_resume",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    inputName: text("input_name").notNull(),
    inputTargetRole: text("input_target_role").notNull().default(""),
    /** Set when the user renames it in My Documents; otherwise the SPEC title rule applies. */
    customTitle: text("custom_title"),
    form: jsonb("form").$type<ResumeForm>().notNull(),
    generatedText: text("generated_text").notNull(),
    version: integer("version").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("generated_resume_user_id_idx").on(t.userId, t.createdAt)],
);

/**
 * A job the user pursues, from saved to offer. The resume, match and letter used are links that survive
 * their document's deletion as empty links; the posting is kept here as the user saw it.
 */
export const application = pgTable(
  "application",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    company: text("company").notNull().default(""),
    jobTitle: text("job_title").notNull().default(""),
    location: text("location").notNull().default(""),
    postingText: text("posting_text").notNull().default(""),
    postingUrl: text("posting_url").notNull().default(""),
    salary: text("salary").notNull().default(""),
    /** saved, applied, interviewing, offer, rejected or withdrawn. */
    status: text("status").notNull(),
    /** The furthest of saved, applied, interviewing and offer it reached: response rates count from it. */
    stageReached: text("stage_reached").notNull(),
    /** Orders the cards of a board column (smaller first). */
    position: doublePrecision("position").notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    nextStep: text("next_step").notNull().default(""),
    nextStepAt: timestamp("next_step_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    notes: text("notes").notNull().default(""),
    contacts: jsonb("contacts").$type<ApplicationContact[]>().notNull().default([]),
    resumeId: text("resume_id").references(() => resume.id, { onDelete: "set null" }),
    generatedResumeId: text("generated_resume_id").references(() => generatedResume.id, { onDelete: "set null" }),
    jobMatchId: text("job_match_id").references(() => jobMatch.id, { onDelete: "set null" }),
    coverLetterId: text("cover_letter_id").references(() => coverLetter.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_user_id_idx").on(t.userId, t.createdAt)],
);

/** What the user did, kept as it happened (the document may since have been renamed or deleted). */
export const activityEvent = pgTable(
  "activity_event",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** The document the event is about. */
    subjectId: text("subject_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("activity_event_user_id_idx").on(t.userId, t.createdAt)],
);

/**
 * Rate-limit counters shared by every server on one PostgreSQL, so a per-address limit holds however many
 * instances run behind the proxy (the embedded database serves one process, which counts in memory).
 */
export const rateLimit = pgTable(
  "rate_limit",
  {
    /** Route and client address. */
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_reset_at_idx").on(t.resetAt)],
);
