import {
  AnalyzeResponse,
  ErrorResponse,
  LETTER_STREAM_TYPE,
  RenameRequest,
  ResumeDetailResponse,
  ResumeIdParams,
  ResumeListResponse,
  UploadResponse,
  type UploadStreamEvent,
} from "@hireable/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { contentDisposition } from "../../lib/content-disposition.ts";
import { streamEvents } from "../../lib/ndjson-stream.ts";
import type { Guards } from "../../plugins/authentication.ts";
import { INTERNAL_ERROR, knownErrorAnswer } from "../../plugins/error-handler.ts";
import type { ResumesService } from "./resumes.service.ts";

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  404: ErrorResponse,
  413: ErrorResponse,
  415: ErrorResponse,
  422: ErrorResponse,
  429: ErrorResponse,
  503: ErrorResponse,
};

export function resumesRoutes(deps: {
  service: ResumesService;
  guards: Guards;
  uploadsPerMinute: number;
}): FastifyPluginAsyncZod {
  const { service, guards, uploadsPerMinute } = deps;
  return async (app) => {
    const UPLOADED = "Resume uploaded successfully!";
    app.post(
      "/upload",
      {
        schema: {
          tags: ["resumes"],
          summary: "Upload a PDF or DOCX resume (multipart field resumeFile). Works without an account.",
          description:
            "A scanned PDF is read by OCR, which takes seconds a page. With `Accept: application/x-ndjson` the answer streams one JSON event a line: `reading` (page, pages) as each scanned page's OCR starts, then `done` (resumeId, message) or `error` (message, code).",
          consumes: ["multipart/form-data"],
          response: { 201: UploadResponse, ...errors },
        },
        preHandler: guards.optionalUser,
        config: { rateLimit: { max: uploadsPerMinute, timeWindow: "1 minute" } },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new AppError(400, "NO_FILE", "Please select a file to upload");
        const file = await request.file();
        if (file?.fieldname !== "resumeFile") throw new AppError(400, "NO_FILE", "Please select a file to upload");
        const bytes = new Uint8Array(await file.toBuffer());
        const upload = { filename: file.filename, mimetype: file.mimetype, bytes };
        if (!request.headers.accept?.includes(LETTER_STREAM_TYPE)) {
          const resumeId = await service.upload(request.user?.id ?? null, upload);
          return reply.status(201).send({ resumeId, message: UPLOADED });
        }
        // Streamed: which scanned page is being read, then the answer. One JSON event a line.
        return streamEvents<UploadStreamEvent>(
          reply,
          201,
          async (send) => {
            const resumeId = await service.upload(request.user?.id ?? null, upload, (progress) =>
              send({ type: "reading", page: progress.ocrPage, pages: progress.ocrPages }),
            );
            send({ type: "done", resumeId, message: UPLOADED });
          },
          (error) => {
            const known = knownErrorAnswer(error);
            if (!known) request.log.error({ err: error }, "upload failed while streaming");
            return { type: "error", ...(known ? { message: known.message, code: known.code } : INTERNAL_ERROR) };
          },
        );
      },
    );

    app.post(
      "/:id/analyze",
      {
        schema: {
          tags: ["resumes"],
          summary: "Analyse an uploaded resume",
          params: ResumeIdParams,
          response: { 200: AnalyzeResponse, ...errors },
        },
        preHandler: guards.optionalUser,
        config: { rateLimit: { max: uploadsPerMinute * 2, timeWindow: "1 minute" } },
      },
      async (request) => ({
        analysis: await service.analyze(request.user?.id ?? null, request.params.id),
        message: "Resume analysis complete!",
      }),
    );

    app.get(
      "/",
      {
        schema: {
          tags: ["resumes"],
          summary: "Your uploaded resumes",
          security: [{ bearer: [] }],
          response: { 200: ResumeListResponse, 401: ErrorResponse },
        },
        preHandler: guards.requireUser,
      },
      async (request) => ({ resumes: await service.list(request.user!.id) }),
    );

    app.get(
      "/:id",
      {
        schema: {
          tags: ["resumes"],
          summary: "One resume and its latest analysis",
          params: ResumeIdParams,
          response: { 200: ResumeDetailResponse, ...errors },
        },
        preHandler: guards.optionalUser,
      },
      async (request) => service.detail(request.user?.id ?? null, request.params.id),
    );

    app.patch(
      "/:id",
      {
        schema: {
          tags: ["resumes"],
          summary: "Rename one of your resumes",
          security: [{ bearer: [] }],
          params: ResumeIdParams,
          body: RenameRequest,
          response: { 200: z.object({ message: z.string() }), ...errors },
        },
        preHandler: guards.requireUser,
      },
      async (request) => {
        await service.rename(request.user!.id, request.params.id, request.body.title);
        return { message: "Resume renamed." };
      },
    );

    app.post(
      "/:id/clone",
      {
        schema: {
          tags: ["resumes"],
          summary: "Copy one of your resumes (file, reading and latest analysis)",
          security: [{ bearer: [] }],
          params: ResumeIdParams,
          response: { 201: z.object({ resumeId: z.string(), title: z.string(), message: z.string() }), ...errors },
        },
        preHandler: guards.requireUser,
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ ...(await service.clone(request.user!.id, request.params.id)), message: "Resume copied." }),
    );

    app.delete(
      "/:id",
      {
        schema: {
          tags: ["resumes"],
          summary: "Delete one of your resumes and its analyses",
          security: [{ bearer: [] }],
          params: ResumeIdParams,
          response: { 200: z.object({ message: z.string() }), ...errors },
        },
        preHandler: guards.requireUser,
      },
      async (request) => {
        await service.remove(request.user!.id, request.params.id);
        return { message: "Resume deleted." };
      },
    );

    app.get(
      "/:id/file",
      {
        schema: { tags: ["resumes"], summary: "Download the original file", params: ResumeIdParams },
        preHandler: guards.optionalUser,
      },
      async (request, reply) => {
        const file = await service.file(request.user?.id ?? null, request.params.id);
        return reply
          .header("content-type", file.mimeType)
          .header("content-disposition", contentDisposition("attachment", file.filename))
          .send(Buffer.from(file.bytes));
      },
    );
  };
}
