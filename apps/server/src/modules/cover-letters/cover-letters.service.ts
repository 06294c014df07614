// Cover letters: generated from a resume the caller owns and a posting, saved, listed, edited, deleted.
import { randomUUID } from "node:crypto";
import {
  COVER_LETTER_MISSING_INPUT,
  type CoverLetterRequest,
  type SavedCoverLetter,
  toTimestamp,
} from "@hireable/contracts";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { coverLetter } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { ActivityLog } from "../activity/activity-log.ts";
import type { ResumesService } from "../resumes/resumes.service.ts";
import type { Writer } from "../writing/writer.ts";

type Row = typeof coverLetter.$inferSelect;
const NOT_FOUND = () => new AppError(404, "COVER_LETTER_NOT_FOUND", "Cover letter not found.");

/** The name a letter is listed under: the user's own, else "{role} at {company}". */
export function coverLetterTitle(row: Pick<Row, "customTitle" | "roleName" | "companyName">): string {
  return row.customTitle ?? ([row.roleName, row.companyName].filter(Boolean).join(" at ") || "Cover letter");
}

function toSaved(row: Row): SavedCoverLetter {
  return {
    id: row.id,
    title: coverLetterTitle(row),
    companyName: row.companyName,
    roleName: row.roleName,
    template: row.template as SavedCoverLetter["template"],
    createdAt: toTimestamp(row.createdAt),
    updatedAt: toTimestamp(row.updatedAt),
  };
}

export function createCoverLettersService(deps: {
  db: Database;
  resumes: ResumesService;
  activity: ActivityLog;
  writer: Writer;
}) {
  const { db } = deps;
  const owned = async (userId: string, id: string): Promise<Row> => {
    const [row] = await db
      .select()
      .from(coverLetter)
      .where(and(eq(coverLetter.id, id), eq(coverLetter.userId, userId)));
    if (!row) throw NOT_FOUND();
    return row;
  };
  /** Stores a written letter and records it in the activity feed; returns its id. */
  const save = async (
    userId: string,
    request: CoverLetterRequest & { selectedResume: string; selectedTemplate: SavedCoverLetter["template"] },
    content: string,
  ): Promise<string> => {
    const now = new Date();
    const jobDescription = request.jobDescription?.trim() ?? "";
    const template = request.selectedTemplate;
    const [row] = await db
      .insert(coverLetter)
      .values({
        id: randomUUID(),
        userId,
        resumeId: request.selectedResume,
        companyName: request.companyName?.trim() ?? "",
        roleName: request.roleName?.trim() ?? "",
        template,
        jobDescription,
        content,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await deps.activity.record(userId, {
      type: "cover_letter",
      title: "Cover letter written",
      description: toSaved(row!).title,
      subjectId: row!.id,
      at: now,
    });
    return row!.id;
  };

  /**
   * Checks the request and reads the resume (a bad request fails here, before any answer is sent), then
   * gives the writing step, which streams the model's text to `onDelta` when a model is configured.
   */
  const prepare = async (userId: string, request: CoverLetterRequest) => {
    const jobDescription = request.jobDescription?.trim() ?? "";
    if (!request.selectedResume || !jobDescription)
      throw new AppError(400, "MISSING_INPUT", COVER_LETTER_MISSING_INPUT);
    const resumeId = request.selectedResume;
    const resume = await deps.resumes.parsedFor(userId, resumeId);
    const template = request.selectedTemplate ?? "professional";
    return {
      write: async (onDelta?: (text: string) => void) => {
        const { text, writtenBy } = await deps.writer.letter(
          {
            resume,
            jobDescription,
            companyName: request.companyName ?? "",
            roleName: request.roleName ?? "",
            template,
          },
          onDelta,
        );
        const saved = await save(userId, { ...request, selectedResume: resumeId, selectedTemplate: template }, text);
        return { generatedCoverLetter: text, coverLetterId: saved, writtenBy };
      },
    };
  };

  return {
    prepare,
    async generate(userId: string, request: CoverLetterRequest) {
      return (await prepare(userId, request)).write();
    },
    async list(userId: string) {
      const rows = await db
        .select()
        .from(coverLetter)
        .where(eq(coverLetter.userId, userId))
        .orderBy(desc(coverLetter.createdAt), desc(coverLetter.id));
      return rows.map(toSaved);
    },
    async get(userId: string, id: string) {
      const row = await owned(userId, id);
      return { ...toSaved(row), content: row.content };
    },
    /** Saves the user's edits: new content, or a new name. */
    async update(userId: string, id: string, changes: { content?: string; customTitle?: string }) {
      await owned(userId, id);
      const [row] = await db
        .update(coverLetter)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(coverLetter.id, id))
        .returning();
      return { ...toSaved(row!), content: row!.content };
    },
    async clone(userId: string, id: string) {
      const source = await owned(userId, id);
      const now = new Date();
      const [row] = await db
        .insert(coverLetter)
        .values({
          ...source,
          id: randomUUID(),
          customTitle: `Copy of ${toSaved(source).title}`,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return toSaved(row!);
    },
    async remove(userId: string, id: string) {
      await owned(userId, id);
      await db.delete(coverLetter).where(eq(coverLetter.id, id));
    },
  };
}

export type CoverLettersService = ReturnType<typeof createCoverLettersService>;
