import {
  AtsCheckResponse,
  BUILDER_GENERATED_MESSAGE,
  BuilderDownloadLinkResponse,
  BuilderDownloadQuery,
  BuilderGenerateRequest,
  BuilderGenerateResponse,
  DocumentFormat,
  ErrorResponse,
  GeneratedResume,
  GeneratedResumeDetailResponse,
  GeneratedResumeListResponse,
  PaperSize,
  RenameRequest,
  ResumeIdParams,
} from "@hireable/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentDisposition } from "../../lib/content-disposition.ts";
import type { Guards } from "../../plugins/authentication.ts";
import type { BuilderService } from "./builder.service.ts";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const security = [{ bearer: [] }];
const tags = ["builder"];

/** SPEC §7 builder calls under /api/builder, plus what My Documents needs (open, rename, clone, delete). */
export function builderRoutes(deps: {
  service: BuilderService;
  guards: Guards;
  /** Generating and rendering cost CPU: per-address limits like uploads. */
  perMinute: number;
}): FastifyPluginAsyncZod {
  const { service, guards } = deps;
  const rateLimit = { max: deps.perMinute, timeWindow: "1 minute" };
  return async (app) => {
    app.post(
      "/generate",
      {
        schema: {
          tags,
          summary: "Generate resume text from the builder form (stored, with the form, for export)",
          security,
          body: BuilderGenerateRequest,
          response: { 201: BuilderGenerateResponse, ...errors },
        },
        preHandler: guards.requireUser,
        config: { rateLimit },
      },
      async (request, reply) => {
        const result = await service.generate(request.user!.id, request.body);
        return reply.status(201).send({ ...result, message: BUILDER_GENERATED_MESSAGE });
      },
    );

    app.get(
      "/generated",
      {
        schema: { tags, summary: "Your generated resumes", security, response: { 200: GeneratedResumeListResponse } },
        preHandler: guards.requireUser,
      },
      async (request) => ({ generatedResumes: await service.list(request.user!.id) }),
    );

    app.get(
      "/generated/:id",
      {
        schema: {
          tags,
          summary: "One generated resume with its text and the form it came from",
          security,
          params: ResumeIdParams,
          response: { 200: GeneratedResumeDetailResponse, ...errors },
        },
        preHandler: guards.requireUser,
      },
      async (request) => ({ generatedResume: await service.get(request.user!.id, request.params.id) }),
    );

    app.patch(
      "/generated/:id",
      {
        schema: {
          tags,
          summary: "Rename a generated resume",
          security,
          params: ResumeIdParams,
          body: RenameRequest,
          response: { 200: z.object({ generatedResume: GeneratedResume }), ...errors },
        },
        preHandler: guards.requireUser,
      },
      async (request) => ({
        generatedResume: await service.rename(request.user!.id, request.params.id, request.body.title),
      }),
    );

    app.post(
      "/generated/:id/clone",
      {
        schema: {
          tags,
          summary: "Copy a generated resume",
          security,
          params: ResumeIdParams,
          response: { 201: z.object({ generatedResume: GeneratedResume }), ...errors },
        },
        preHandler: guards.requireUser,
      },
      async (request, reply) =>
        reply.status(201).send({ generatedResume: await service.clone(request.user!.id, request.params.id) }),
    );

    app.delete(
      "/generated/:id",
      {
        schema: {
          tags,
          summary: "Delete a generated resume",
          security,
          params: ResumeIdParams,
          response: { 200: z.object({ message: z.string() }), ...errors },
        },
        preHandler: guards.requireUser,
      },
      async (request) => {
        await service.remove(request.user!.id, request.params.id);
        return { message: "Generated resume deleted." };
      },
    );

    app.post(
      "/generated/:id/ats-check",
      {
        schema: {
          tags,
          summary: "Render the PDF, read it back with the parser and analyse it, as an ATS would",
          security,
          params: ResumeIdParams,
          response: { 200: AtsCheckResponse, ...errors },
        },
        preHandler: guards.requireUser,
        config: { rateLimit },
      },
      async (request) => service.atsCheck(request.user!.id, request.params.id),
    );

    app.post(
      "/download-links/:id",
      {
        schema: {
          tags,
          summary: "A signed link to the PDF or DOCX, valid for five minutes without a token (for a new tab)",
          security,
          params: ResumeIdParams,
          body: z.object({ format: DocumentFormat.default("pdf"), paper: PaperSize.default("letter") }).default({
            format: "pdf",
            paper: "letter",
          }),
          response: { 200: BuilderDownloadLinkResponse, ...errors },
        },
        preHandler: guards.requireUser,
      },
      async (request) =>
        service.downloadLink(request.user!.id, request.params.id, request.body.format, request.body.paper),
    );

    app.get(
      "/download/:id",
      {
        schema: {
          tags,
          summary: "The resume as PDF (default) or DOCX: with your token, or through a signed link",
          params: ResumeIdParams,
          querystring: BuilderDownloadQuery,
        },
        preHandler: guards.optionalUser,
        config: { rateLimit },
      },
      async (request, reply) => {
        const { format, paper, expires, signature } = request.query;
        const file = await service.download(
          { userId: request.user?.id ?? null, link: { expires, signature } },
          request.params.id,
          format,
          paper,
        );
        // A PDF opens in the tab (the browser's viewer saves it under this name); a DOCX downloads.
        const disposition = format === "pdf" ? "inline" : "attachment";
        return reply
          .header("content-type", file.contentType)
          .header("content-disposition", contentDisposition(disposition, file.fileName))
          .header("cache-control", "private, no-store")
          .send(Buffer.from(file.bytes));
      },
    );
  };
}
