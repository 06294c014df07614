// The resume builder: the form becomes resume text (stored with the form, so it can be edited and exported
// again), and exports are rendered in the worker pool. Every read is scoped to its owner.
import { randomUUID } from "node:crypto";
import {
  BUILDER_REQUIRED_FIELDS_MESSAGE,
  type DocumentFormat,
  type GeneratedResume,
  generatedResumeFileName,
  generatedResumeTitle,
  hasBuilderRequiredFields,
  type PaperSize,
  type ResumeForm,
  toTimestamp,
} from "@hireable/contracts";
import { analyzeResume, buildResumeDocument, renderResumeText } from "@hireable/engine";
import { and, desc, eq, max } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { generatedResume } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { LinkSigner, SignedLinkParams } from "../../lib/signed-links.ts";
import type { EnginePool } from "../../workers/engine-pool.ts";
import type { ActivityLog } from "../activity/activity-log.ts";

type Row = typeof generatedResume.$inferSelect;

const NOT_FOUND = () => new AppError(404, "GENERATED_RESUME_NOT_FOUND", "Generated resume not found.");
const CONTENT_TYPES: Record<DocumentFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

function toItem(row: Row): GeneratedResume {
  return {
    id: row.id,
    title: row.customTitle ?? generatedResumeTitle(row.inputName, row.inputTargetRole),
    inputName: row.inputName,
    inputTargetRole: row.inputTargetRole,
    createdAt: toTimestamp(row.createdAt),
    version: row.version,
  };
}

export interface DownloadAccess {
  userId: string | null;
  link: Partial<SignedLinkParams>;
}

export function createBuilderService(deps: {
  db: Database;
  pool: EnginePool;
  links: LinkSigner;
  activity: ActivityLog;
}) {
  const { db, pool, links } = deps;

  const ownedBy = (userId: string, id: string) => and(eq(generatedResume.id, id), eq(generatedResume.userId, userId));
  const owned = async (userId: string, id: string): Promise<Row> => {
    const [row] = await db.select().from(generatedResume).where(ownedBy(userId, id));
    if (!row) throw NOT_FOUND();
    return row;
  };

  /** Each name's resumes are numbered 1, 2, 3… in the order they were made. */
  const nextVersion = async (userId: string, inputName: string): Promise<number> => {
    const [row] = await db
      .select({ latest: max(generatedResume.version) })
      .from(generatedResume)
      .where(and(eq(generatedResume.userId, userId), eq(generatedResume.inputName, inputName)));
    return (row?.latest ?? 0) + 1;
  };

  const insert = async (userId: string, values: Omit<typeof generatedResume.$inferInsert, "id" | "userId">) => {
    const [row] = await db
      .insert(generatedResume)
      .values({ id: randomUUID(), userId, ...values })
      .returning();
    return row!;
  };

  return {
    async generate(userId: string, form: ResumeForm) {
      if (!hasBuilderRequiredFields(form)) throw new AppError(400, "MISSING_FIELDS", BUILDER_REQUIRED_FIELDS_MESSAGE);
      const inputName = form.personalInfo.name.trim();
      const row = await insert(userId, {
        inputName,
        inputTargetRole: form.targetJobRole?.trim() ?? "",
        form,
        generatedText: renderResumeText(form),
        version: await nextVersion(userId, inputName),
      });
      await deps.activity.record(userId, {
        type: "resume_generation",
        title: "Resume generated",
        description: toItem(row).title,
        subjectId: row.id,
        at: row.createdAt,
      });
      return { generatedText: row.generatedText, generatedResumeId: row.id };
    },

    async list(userId: string): Promise<GeneratedResume[]> {
      const rows = await db
        .select()
        .from(generatedResume)
        .where(eq(generatedResume.userId, userId))
        .orderBy(desc(generatedResume.createdAt), desc(generatedResume.version));
      return rows.map(toItem);
    },

    async get(userId: string, id: string) {
      const row = await owned(userId, id);
      return { ...toItem(row), generatedText: row.generatedText, form: row.form };
    },

    async rename(userId: string, id: string, title: string): Promise<GeneratedResume> {
      const [row] = await db.update(generatedResume).set({ customTitle: title }).where(ownedBy(userId, id)).returning();
      if (!row) throw NOT_FOUND();
      return toItem(row);
    },

    async clone(userId: string, id: string): Promise<GeneratedResume> {
      const source = await owned(userId, id);
      const row = await insert(userId, {
        inputName: source.inputName,
        inputTargetRole: source.inputTargetRole,
        customTitle: `Copy of ${toItem(source).title}`,
        form: source.form,
        generatedText: source.generatedText,
        version: await nextVersion(userId, source.inputName),
      });
      return toItem(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      const removed = await db.delete(generatedResume).where(ownedBy(userId, id)).returning({ id: generatedResume.id });
      if (removed.length === 0) throw NOT_FOUND();
    },

    /**
     * How an applicant tracking system reads the exported PDF: rendered, parsed back by our own parser and
     * analysed like an upload, so the user sees what survives the export and what to improve.
     */
    async atsCheck(userId: string, id: string) {
      const row = await owned(userId, id);
      const parsed = await pool.parse(await pool.render(buildResumeDocument(row.form), "pdf", "letter"));
      const { personalInfo, experience, education, skills } = parsed.resume;
      return {
        analysis: { ...analyzeResume(parsed), analysisTimestamp: toTimestamp(new Date()) },
        readBack: {
          name: personalInfo.name,
          email: personalInfo.email,
          phone: personalInfo.phone,
          jobs: experience.length,
          schools: education.length,
          skills: skills.reduce((count, group) => count + group.items.length, 0),
        },
      };
    },

    /** A link that works without the Authorization header for a few minutes (a new browser tab has none). */
    async downloadLink(userId: string, id: string, format: DocumentFormat, paper: PaperSize) {
      await owned(userId, id);
      const { expires, signature } = links.sign(id);
      const query = new URLSearchParams({ format, paper, expires: String(expires), signature });
      return {
        url: `/api/builder/download/${encodeURIComponent(id)}?${query}`,
        expiresAt: { _seconds: expires },
      };
    },

    /** The owner (by token) or the holder of a valid signed link gets the document; anyone else a 404/403. */
    async download(access: DownloadAccess, id: string, format: DocumentFormat, paper: PaperSize) {
      let row: Row | undefined;
      if (access.link.signature) {
        const verdict = links.verify(id, access.link);
        if (verdict === "expired")
          throw new AppError(403, "LINK_EXPIRED", "This download link has expired. Download again from the builder.");
        if (verdict === "invalid") throw new AppError(403, "LINK_INVALID", "This download link is not valid.");
        [row] = await db.select().from(generatedResume).where(eq(generatedResume.id, id));
        if (!row) throw NOT_FOUND();
      } else if (access.userId) {
        row = await owned(access.userId, id);
      } else {
        throw new AppError(401, "UNAUTHENTICATED", "Sign in, or use the download button in the builder.");
      }
      const bytes = await pool.render(buildResumeDocument(row.form), format, paper);
      return { bytes, contentType: CONTENT_TYPES[format], fileName: generatedResumeFileName(row.inputName, format) };
    },
  };
}

export type BuilderService = ReturnType<typeof createBuilderService>;
