// Applications: the jobs a user pursues, owner-only like every document. Each status move is recorded in the
// activity log with its date; the resume, match and letter used are links checked to be the caller's own.
import { randomUUID } from "node:crypto";
import {
  type Application,
  type ApplicationCreateRequest,
  type ApplicationResponse,
  type ApplicationStatus,
  type ApplicationSummary,
  type ApplicationUpdateRequest,
  applicationTitle,
  BOARD_COLUMNS,
  boardColumnOf,
  furtherStage,
  generatedResumeTitle,
  STATUS_LABELS,
  toTimestamp,
} from "@hireable/contracts";
import { and, asc, desc, eq, getTableColumns, inArray, min, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { application, coverLetter, generatedResume, jobMatch, resume } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { ActivityLog } from "../activity/activity-log.ts";
import { coverLetterTitle } from "../cover-letters/cover-letters.service.ts";

type Row = typeof application.$inferSelect;
type Insert = typeof application.$inferInsert;
const NOT_FOUND = () => new AppError(404, "APPLICATION_NOT_FOUND", "Application not found.");
const CLOSED: ReadonlySet<ApplicationStatus> = new Set(["rejected", "withdrawn"]);
const SENT: ReadonlySet<ApplicationStatus> = new Set(["applied", "interviewing", "offer"]);

const { postingText, ...summaryColumns } = getTableColumns(application);
/** The application's columns but its posting's text, and what the board shows of its linked documents. */
const linkedSummaryColumns = {
  ...summaryColumns,
  resumeTitle: resume.title,
  builtName: generatedResume.inputName,
  builtRole: generatedResume.inputTargetRole,
  builtTitle: generatedResume.customTitle,
  matchScore: jobMatch.matchScore,
  // (Only the missing keywords of the match's stored result, not the whole result for every card.)
  matchMissing: sql<string[] | null>`${jobMatch.result} -> 'missingKeywords'`,
  letterTitle: coverLetter.customTitle,
  letterRole: coverLetter.roleName,
  letterCompany: coverLetter.companyName,
};
const linkedColumns = { ...linkedSummaryColumns, postingText };
type SummaryRow = Omit<Row, "postingText"> & {
  resumeTitle: string | null;
  builtName: string | null;
  builtRole: string | null;
  builtTitle: string | null;
  matchScore: number | null;
  matchMissing: string[] | null;
  letterTitle: string | null;
  letterRole: string | null;
  letterCompany: string | null;
};

const stamp = (date: Date | null) => (date ? toTimestamp(date) : null);

function toSummary(row: SummaryRow): ApplicationSummary {
  const builtResume =
    row.generatedResumeId && row.builtName !== null
      ? {
          id: row.generatedResumeId,
          kind: "built" as const,
          title: row.builtTitle ?? generatedResumeTitle(row.builtName, row.builtRole ?? ""),
        }
      : null;
  return {
    id: row.id,
    company: row.company,
    jobTitle: row.jobTitle,
    location: row.location,
    postingUrl: row.postingUrl,
    salary: row.salary,
    status: row.status as ApplicationStatus,
    stageReached: row.stageReached as ApplicationStatus,
    position: row.position,
    savedAt: toTimestamp(row.createdAt),
    appliedAt: stamp(row.appliedAt),
    nextStep: row.nextStep,
    nextStepAt: stamp(row.nextStepAt),
    closedAt: stamp(row.closedAt),
    updatedAt: toTimestamp(row.updatedAt),
    notes: row.notes,
    contacts: row.contacts,
    resumeId: row.resumeId,
    generatedResumeId: row.generatedResumeId,
    jobMatchId: row.jobMatchId,
    coverLetterId: row.coverLetterId,
    resume:
      row.resumeId && row.resumeTitle !== null
        ? { id: row.resumeId, kind: "uploaded", title: row.resumeTitle }
        : builtResume,
    match:
      row.jobMatchId && row.matchScore !== null
        ? { id: row.jobMatchId, score: row.matchScore, missingKeywords: row.matchMissing ?? [] }
        : null,
    coverLetter:
      row.coverLetterId && row.letterRole !== null
        ? {
            id: row.coverLetterId,
            title: coverLetterTitle({
              customTitle: row.letterTitle,
              roleName: row.letterRole,
              companyName: row.letterCompany ?? "",
            }),
          }
        : null,
  };
}

const toApplication = (row: SummaryRow & { postingText: string }): Application => ({
  ...toSummary(row),
  postingText: row.postingText,
});

/** A date sent as ISO text, or null to clear it; undefined leaves it as it is. */
function toDate(value: string | null | undefined): Date | null | undefined {
  return value === undefined || value === null ? value : new Date(value);
}

export function createApplicationsService(deps: { db: Database; activity: ActivityLog }) {
  const { db, activity } = deps;

  /** The applications with the documents they link to, for the columns given (whole, or summarised). */
  const withLinks = <Query extends PgSelect>(query: Query) =>
    query
      .leftJoin(resume, eq(application.resumeId, resume.id))
      .leftJoin(generatedResume, eq(application.generatedResumeId, generatedResume.id))
      .leftJoin(jobMatch, eq(application.jobMatchId, jobMatch.id))
      .leftJoin(coverLetter, eq(application.coverLetterId, coverLetter.id));

  const owned = async (userId: string, id: string): Promise<Application> => {
    const [row] = await withLinks(db.select(linkedColumns).from(application).$dynamic()).where(
      and(eq(application.id, id), eq(application.userId, userId)),
    );
    if (!row) throw NOT_FOUND();
    return toApplication(row);
  };

  /** Each linked document must be the caller's own: someone else's id is answered as not found. */
  async function checkLinks(userId: string, links: ApplicationCreateRequest) {
    const checks = [
      [resume, links.resumeId, "Resume not found."],
      [generatedResume, links.generatedResumeId, "Built resume not found."],
      [jobMatch, links.jobMatchId, "Job match not found."],
      [coverLetter, links.coverLetterId, "Cover letter not found."],
    ] as const;
    for (const [table, id, message] of checks) {
      if (!id) continue;
      const found = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), eq(table.userId, userId)));
      if (found.length === 0) throw new AppError(404, "LINKED_DOCUMENT_NOT_FOUND", message);
    }
  }

  /** What a job match or a cover letter already knows about the job, for the fields the request leaves out. */
  async function knownFromLinks(request: ApplicationCreateRequest): Promise<ApplicationCreateRequest> {
    const known: ApplicationCreateRequest = {};
    if (request.jobMatchId) {
      const [match] = await db.select().from(jobMatch).where(eq(jobMatch.id, request.jobMatchId));
      Object.assign(known, {
        postingText: match!.jobDescription,
        jobTitle: match!.jobTitle ?? match!.result.details.jobTitle ?? "",
        resumeId: match!.resumeId,
      });
    }
    if (request.coverLetterId) {
      const [letter] = await db.select().from(coverLetter).where(eq(coverLetter.id, request.coverLetterId));
      Object.assign(known, {
        company: letter!.companyName,
        jobTitle: letter!.roleName || known.jobTitle,
        postingText: letter!.jobDescription,
        resumeId: letter!.resumeId ?? known.resumeId,
      });
    }
    // Only what the request does not set itself, and no empty values over the defaults.
    return Object.fromEntries(Object.entries(known).filter(([, value]) => value));
  }

  /** The top of a column: a card placed or moved there comes first. */
  async function topOfColumn(userId: string, status: ApplicationStatus): Promise<number> {
    const column = BOARD_COLUMNS.find((candidate) => candidate.id === boardColumnOf(status))!;
    const [row] = await db
      .select({ top: min(application.position) })
      .from(application)
      .where(and(eq(application.userId, userId), inArray(application.status, [...column.statuses])));
    return row?.top === null || row?.top === undefined ? 0 : row.top - 1;
  }

  const record = (userId: string, subject: Application | Row, title: string, at: Date) =>
    activity.record(userId, {
      type: "application",
      title,
      description: applicationTitle(subject),
      subjectId: subject.id,
      at,
    });

  return {
    /** The user's applications, summarised (the board, the list, the dashboard and the CSV need no posting text). */
    async list(userId: string): Promise<ApplicationSummary[]> {
      const rows = await withLinks(db.select(linkedSummaryColumns).from(application).$dynamic())
        .where(eq(application.userId, userId))
        .orderBy(asc(application.position), desc(application.createdAt));
      return rows.map(toSummary);
    },

    async get(userId: string, id: string) {
      const found = await owned(userId, id);
      return { application: found, history: await activity.about(userId, id) };
    },

    /** Saves it; answers the application with its history, read once. */
    async create(userId: string, request: ApplicationCreateRequest): Promise<ApplicationResponse> {
      await checkLinks(userId, request);
      const fields = { ...(await knownFromLinks(request)), ...request };
      const status = fields.status ?? "saved";
      const now = new Date();
      const values: Insert = {
        id: randomUUID(),
        userId,
        company: fields.company ?? "",
        jobTitle: fields.jobTitle ?? "",
        location: fields.location ?? "",
        postingText: fields.postingText ?? "",
        postingUrl: fields.postingUrl ?? "",
        salary: fields.salary ?? "",
        status,
        stageReached: furtherStage("saved", status),
        position: await topOfColumn(userId, status),
        appliedAt: toDate(fields.appliedAt) ?? (SENT.has(status) ? now : null),
        nextStep: fields.nextStep ?? "",
        nextStepAt: toDate(fields.nextStepAt) ?? null,
        closedAt: toDate(fields.closedAt) ?? (CLOSED.has(status) ? now : null),
        notes: fields.notes ?? "",
        contacts: fields.contacts ?? [],
        resumeId: fields.resumeId ?? null,
        generatedResumeId: fields.generatedResumeId ?? null,
        jobMatchId: fields.jobMatchId ?? null,
        coverLetterId: fields.coverLetterId ?? null,
        createdAt: now,
        updatedAt: now,
      };
      const [row] = await db.insert(application).values(values).returning();
      await record(userId, row!, `Application saved as ${STATUS_LABELS[status]}`, now);
      return { application: await owned(userId, row!.id), history: await activity.about(userId, row!.id) };
    },

    /** Applies the changes; a status move records itself and sets the dates it implies when they are unset. */
    async update(userId: string, id: string, changes: ApplicationUpdateRequest): Promise<ApplicationResponse> {
      const before = await owned(userId, id);
      await checkLinks(userId, changes);
      const now = new Date();
      const { appliedAt, nextStepAt, closedAt, ...rest } = changes;
      const set: Partial<Insert> = {
        ...rest,
        appliedAt: toDate(appliedAt),
        nextStepAt: toDate(nextStepAt),
        closedAt: toDate(closedAt),
        updatedAt: now,
      };
      const status = changes.status;
      const moved = status !== undefined && status !== before.status;
      if (moved) {
        set.stageReached = furtherStage(before.stageReached, status);
        if (SENT.has(status) && !before.appliedAt && appliedAt === undefined) set.appliedAt = now;
        if (CLOSED.has(status) && closedAt === undefined) set.closedAt = now;
        if (!CLOSED.has(status) && closedAt === undefined) set.closedAt = null;
        if (changes.position === undefined && boardColumnOf(status) !== boardColumnOf(before.status))
          set.position = await topOfColumn(userId, status);
      }
      await db
        .update(application)
        .set(set)
        .where(and(eq(application.id, id), eq(application.userId, userId)));
      const after = await owned(userId, id);
      if (moved) await record(userId, after, `Moved to ${STATUS_LABELS[status]}`, now);
      // A millisecond later, so the history lists a move before the next step set with it.
      if (nextStepAt && after.nextStepAt?._seconds !== before.nextStepAt?._seconds)
        await record(userId, after, `Next step: ${after.nextStep || "scheduled"}`, new Date(now.getTime() + 1));
      return { application: after, history: await activity.about(userId, id) };
    },

    async remove(userId: string, id: string): Promise<void> {
      const found = await owned(userId, id);
      await db.delete(application).where(and(eq(application.id, id), eq(application.userId, userId)));
      await record(userId, found, "Application deleted", new Date());
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
