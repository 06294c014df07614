// Cover letters: generated from a resume the caller owns and a posting, saved, listed, edited, deleted.
import { randomUUID } from "node:crypto";
import {
  COVER_LETTER_MISSING_INPUT,
  type CoverLetterRequest,
  type SavedCoverLetter,
  toTimestamp,
} from "@hireable/contracts";
import { generateCoverLetter } from "@hireable/engine";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { coverLetter } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { ActivityLog } from "../activity/activity-log.ts";
import type { ResumesService } from "../resumes/resumes.service.ts";

type Row = typeof coverLetter.$inferSelect;
const NOT_FOUND = () => new AppError(404, "COVER_LETTER_NOT_FOUND", "Cover letter not found.");

function toSaved(row: Row): SavedCoverLetter {
  const title = row.customTitle ?? ([row.roleName, row.companyName].filter(Boolean).join(" at ") || "Cover letter");
  return {
    id: row.id,
    title,
    companyName: row.companyName,
    roleName: row.roleName,
    template: row.template as SavedCoverLetter["template"],
    createdAt: toTimestamp(row.createdAt),
    updatedAt: toTimestamp(row.updatedAt),
  };
}

export function createCoverLettersService(deps: { db: Database; resumes: ResumesService; activity: ActivityLog }) {
  const { db } = deps;
  const owned = async (userId: string, id: string): Promise<Row> => {
    const [row] = await db
      .select()
      .from(coverLetter)
      .where(and(eq(coverLetter.id, id), eq(coverLetter.userId, userId)));
    if (!row) throw NOT_FOUND();
    return row;
  };
  return {
    async generate(userId: string, request: CoverLetterRequest) {
      const jobDescription = request.jobDescription?.trim() ?? "";
      if (!request.selectedResume || !jobDescription)
        throw new AppError(400, "MISSING_INPUT", COVER_LETTER_MISSING_INPUT);
      const resume = await deps.resumes.parsedFor(userId, request.selectedResume);
      const template = request.selectedTemplate ?? "professional";
      const content = generateCoverLetter({
        resume,
        jobDescription,
        companyName: request.companyName ?? "",
        roleName: request.roleName ?? "",
        template,
      });
      const now = new Date();
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
      return { generatedCoverLetter: content, coverLetterId: row!.id };
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
