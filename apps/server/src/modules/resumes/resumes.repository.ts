import { randomUUID } from "node:crypto";
import type { ParsedResume, ResumeAnalysis } from "@hireable/engine";
import { and, desc, eq, getTableColumns, inArray, isNotNull, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { analysis, resume } from "../../db/schema.ts";

/** A resume as the app reads it: everything but the uploaded file's bytes, which only downloads need. */
export type ResumeRow = Omit<typeof resume.$inferSelect, "fileData">;
export type AnalysisRow = typeof analysis.$inferSelect;

const { fileData: _fileData, ...resumeColumns } = getTableColumns(resume);

export function createResumesRepository(db: Database) {
  return {
    async insert(row: typeof resume.$inferInsert): Promise<void> {
      await db.insert(resume).values(row);
    },
    async find(id: string): Promise<ResumeRow | undefined> {
      const [row] = await db.select(resumeColumns).from(resume).where(eq(resume.id, id));
      return row;
    },
    async fileData(id: string): Promise<Uint8Array | undefined> {
      const [row] = await db.select({ fileData: resume.fileData }).from(resume).where(eq(resume.id, id));
      return row?.fileData;
    },
    /** The owner's resumes without their file bytes, newest first. */
    async listForUser(userId: string) {
      return db
        .select({
          id: resume.id,
          originalFilename: resume.originalFilename,
          title: resume.title,
          createdAt: resume.createdAt,
        })
        .from(resume)
        .where(eq(resume.userId, userId))
        .orderBy(desc(resume.createdAt), desc(resume.id));
    },
    /** Each resume's latest score and its time (lists show no more, so the results stay in the database). */
    async latestScores(resumeIds: string[]): Promise<Map<string, { createdAt: Date; overallScore: number }>> {
      if (resumeIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([analysis.resumeId], {
          resumeId: analysis.resumeId,
          createdAt: analysis.createdAt,
          overallScore: analysis.overallScore,
        })
        .from(analysis)
        .where(inArray(analysis.resumeId, resumeIds))
        .orderBy(analysis.resumeId, desc(analysis.createdAt));
      return new Map(rows.map(({ resumeId, ...score }) => [resumeId, score]));
    },
    async latestAnalysis(resumeId: string): Promise<AnalysisRow | undefined> {
      const [row] = await db
        .select()
        .from(analysis)
        .where(eq(analysis.resumeId, resumeId))
        .orderBy(desc(analysis.createdAt))
        .limit(1);
      return row;
    },
    async insertAnalysis(row: {
      id: string;
      resumeId: string;
      result: ResumeAnalysis;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(analysis).values({ ...row, overallScore: row.result.overallScore });
    },
    async rename(id: string, title: string): Promise<void> {
      await db.update(resume).set({ title }).where(eq(resume.id, id));
    },
    /** A copy of the resume (same file and reading) with its latest analysis, so the copy opens analysed. */
    async clone(source: ResumeRow, copy: { id: string; title: string; createdAt: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        const [file] = await tx.select({ fileData: resume.fileData }).from(resume).where(eq(resume.id, source.id));
        if (!file) return;
        await tx.insert(resume).values({ ...source, ...copy, fileData: file.fileData });
        const [latest] = await tx
          .select()
          .from(analysis)
          .where(eq(analysis.resumeId, source.id))
          .orderBy(desc(analysis.createdAt))
          .limit(1);
        if (latest) await tx.insert(analysis).values({ ...latest, id: randomUUID(), resumeId: copy.id });
      });
    },
    async remove(id: string): Promise<void> {
      await db.delete(resume).where(eq(resume.id, id));
    },
    async deleteExpired(now: Date): Promise<number> {
      const removed = await db
        .delete(resume)
        .where(and(isNotNull(resume.expiresAt), lt(resume.expiresAt, now)))
        .returning({ id: resume.id });
      return removed.length;
    },
  };
}

export type ResumesRepository = ReturnType<typeof createResumesRepository>;
export type { ParsedResume };
