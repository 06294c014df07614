// Uploads, analyses and reads of resumes, scoped to their owner. Anonymous uploads have no owner: their
// unguessable id is the only way to them, and they expire after 24 hours.
import { randomUUID } from "node:crypto";
import { type AnalysisResult, type ResumeListItem, toTimestamp } from "@hireable/contracts";
import { analyzeResume, type ParseProgress, type ResumeAnalysis } from "@hireable/engine";
import { AppError } from "../../lib/app-error.ts";
import type { EnginePool } from "../../workers/engine-pool.ts";
import type { ActivityLog } from "../activity/activity-log.ts";
import type { ResumeRow, ResumesRepository } from "./resumes.repository.ts";

export const ANONYMOUS_RETENTION_MS = 24 * 60 * 60 * 1000;

const NOT_FOUND = () => new AppError(404, "RESUME_NOT_FOUND", "Resume not found.");

function toAnalysisResult(result: ResumeAnalysis, createdAt: Date): AnalysisResult {
  return { ...result, analysisTimestamp: toTimestamp(createdAt) };
}

function titleFor(filename: string, name: string): string {
  if (name) return `${name}'s Resume`;
  return filename.replace(/\.(pdf|docx)$/i, "") || "Resume";
}

export function createResumesService(deps: { repository: ResumesRepository; pool: EnginePool; activity: ActivityLog }) {
  const { repository, pool } = deps;

  /** The resume when the caller may see it: its owner, or anyone holding an anonymous upload's id. */
  async function visible(userId: string | null, id: string): Promise<ResumeRow> {
    const row = await repository.find(id);
    if (!row) throw NOT_FOUND();
    if (row.userId !== null && row.userId !== userId) throw NOT_FOUND();
    if (row.expiresAt && row.expiresAt.getTime() < Date.now()) throw NOT_FOUND();
    return row;
  }

  return {
    async upload(
      userId: string | null,
      file: { filename: string; mimetype: string; bytes: Uint8Array },
      onProgress?: (progress: ParseProgress) => void,
    ): Promise<string> {
      const parsed = await pool.parse(file.bytes, onProgress);
      const id = randomUUID();
      const now = new Date();
      await repository.insert({
        id,
        userId,
        originalFilename: file.filename.slice(0, 255) || "resume",
        title: titleFor(file.filename, parsed.resume.personalInfo.name),
        mimeType:
          parsed.format === "pdf"
            ? "application/pdf"
            : "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        sizeBytes: file.bytes.length,
        fileData: file.bytes,
        parsed,
        createdAt: now,
        expiresAt: userId ? null : new Date(now.getTime() + ANONYMOUS_RETENTION_MS),
      });
      await deps.activity.record(userId, {
        type: "resume_upload",
        title: "Resume uploaded",
        description: file.filename,
        subjectId: id,
        at: now,
      });
      return id;
    },

    async analyze(userId: string | null, id: string): Promise<AnalysisResult> {
      const row = await visible(userId, id);
      const result = analyzeResume(row.parsed);
      const createdAt = new Date();
      await repository.insertAnalysis({ id: randomUUID(), resumeId: row.id, result, createdAt });
      await deps.activity.record(row.userId, {
        type: "resume_analysis",
        title: "Resume analyzed",
        description: `${row.title}: ${result.overallScore}/100`,
        subjectId: row.id,
        at: createdAt,
      });
      return toAnalysisResult(result, createdAt);
    },

    async list(userId: string): Promise<ResumeListItem[]> {
      const rows = await repository.listForUser(userId);
      const latest = await repository.latestScores(rows.map((r) => r.id));
      return rows.map((row) => {
        const found = latest.get(row.id);
        return {
          id: row.id,
          originalFilename: row.originalFilename,
          title: row.title,
          uploadTimestamp: toTimestamp(row.createdAt),
          ...(found ? { analysisTimestamp: toTimestamp(found.createdAt), overallScore: found.overallScore } : {}),
        };
      });
    },

    async detail(userId: string | null, id: string) {
      const row = await visible(userId, id);
      const found = await repository.latestAnalysis(row.id);
      return {
        resume: {
          id: row.id,
          originalFilename: row.originalFilename,
          title: row.title,
          uploadTimestamp: toTimestamp(row.createdAt),
          sizeBytes: row.sizeBytes,
          anonymous: row.userId === null,
          ...(found ? { analysisTimestamp: toTimestamp(found.createdAt), overallScore: found.overallScore } : {}),
        },
        form: row.parsed.resume,
        analysis: found ? toAnalysisResult(found.result, found.createdAt) : null,
      };
    },

    async file(userId: string | null, id: string) {
      const row = await visible(userId, id);
      const bytes = await repository.fileData(row.id);
      if (!bytes) throw NOT_FOUND();
      return { filename: row.originalFilename, mimeType: row.mimeType, bytes };
    },

    /** Only the owner may change or delete a resume (anonymous uploads simply expire). */
    async rename(userId: string, id: string, title: string): Promise<void> {
      const row = await visible(userId, id);
      if (row.userId !== userId) throw NOT_FOUND();
      await repository.rename(id, title);
    },

    async clone(userId: string, id: string): Promise<{ resumeId: string; title: string }> {
      const row = await visible(userId, id);
      if (row.userId !== userId) throw NOT_FOUND();
      const copy = { id: randomUUID(), title: `Copy of ${row.title}`, createdAt: new Date() };
      await repository.clone(row, copy);
      return { resumeId: copy.id, title: copy.title };
    },

    async remove(userId: string, id: string): Promise<void> {
      const row = await visible(userId, id);
      if (row.userId !== userId) throw NOT_FOUND();
      await repository.remove(id);
    },

    /** What the parser read from a resume the caller may see (job match, cover letters). */
    async parsedFor(userId: string | null, id: string) {
      return (await visible(userId, id)).parsed;
    },

    purgeExpired: () => repository.deleteExpired(new Date()),
  };
}

export type ResumesService = ReturnType<typeof createResumesService>;
