import {
  CoverLetterDetailResponse,
  CoverLetterListResponse,
  CoverLetterRequest,
  CoverLetterResponse,
  type CoverLetterStreamEvent,
  CoverLetterUpdateRequest,
  ErrorResponse,
  LETTER_STREAM_TYPE,
  RenameRequest,
  ResumeIdParams,
  SavedCoverLetter,
} from "@hireable/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { streamEvents } from "../../lib/ndjson-stream.ts";
import type { Guards } from "../../plugins/authentication.ts";
import type { CoverLettersService } from "./cover-letters.service.ts";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const security = [{ bearer: [] }];

/** POST /api/cover-letter/generate (SPEC §7) and the saved letters under /api/cover-letters. */
const GENERATED = "Cover letter generated successfully!";

export function coverLetterRoutes(deps: {
  service: CoverLettersService;
  guards: Guards;
  /** Who writes: the model's name, or "built-in". */
  writerLabel: string;
  perMinute: number;
}): FastifyPluginAsyncZod {
  const { service, guards, writerLabel } = deps;
  return async (app) => {
    app.addHook("preHandler", guards.requireUser);

    app.post(
      "/cover-letter/generate",
      {
        // Each letter may reach a paid model: limited like uploads.
        config: { rateLimit: { max: deps.perMinute, timeWindow: "1 minute" } },
        schema: {
          tags: ["cover letters"],
          summary: "Write a cover letter from one of your resumes and a job description",
          description:
            "Answers JSON; with `Accept: application/x-ndjson` it streams one JSON event a line instead: `start`, `delta` (text as a configured model writes it), then `done` (the saved letter, which is the built-in writer's when the model's text failed the grounding guard) or `error`.",
          security,
          body: CoverLetterRequest,
          response: { 200: CoverLetterResponse, ...errors, 429: ErrorResponse },
        },
      },
      async (request, reply) => {
        const job = await service.prepare(request.user!.id, request.body);
        if (!request.headers.accept?.includes(LETTER_STREAM_TYPE))
          return { ...(await job.write()), message: GENERATED };
        // Streamed: the model's text as it comes, then the letter as saved (which is the built-in writer's
        // when the model's text failed the grounding guard). One JSON event a line.
        return streamEvents<CoverLetterStreamEvent>(
          reply,
          200,
          async (send) => {
            send({ type: "start", writer: writerLabel });
            const letter = await job.write((text) => send({ type: "delta", text }));
            send({ type: "done", ...letter, message: GENERATED });
          },
          (error) => {
            request.log.error({ err: error }, "cover letter failed while streaming");
            return { type: "error", message: "Failed to generate cover letter" };
          },
        );
      },
    );
    app.get(
      "/cover-letters",
      {
        schema: {
          tags: ["cover letters"],
          summary: "Your saved cover letters",
          security,
          response: { 200: CoverLetterListResponse, 401: ErrorResponse },
        },
      },
      async (request) => ({ coverLetters: await service.list(request.user!.id) }),
    );
    app.get(
      "/cover-letters/:id",
      {
        schema: {
          tags: ["cover letters"],
          summary: "One saved cover letter",
          security,
          params: ResumeIdParams,
          response: { 200: CoverLetterDetailResponse, ...errors },
        },
      },
      async (request) => ({ coverLetter: await service.get(request.user!.id, request.params.id) }),
    );
    app.put(
      "/cover-letters/:id",
      {
        schema: {
          tags: ["cover letters"],
          summary: "Save your edits",
          security,
          params: ResumeIdParams,
          body: CoverLetterUpdateRequest,
          response: { 200: CoverLetterDetailResponse, ...errors },
        },
      },
      async (request) => ({
        coverLetter: await service.update(request.user!.id, request.params.id, { content: request.body.content }),
      }),
    );
    app.patch(
      "/cover-letters/:id",
      {
        schema: {
          tags: ["cover letters"],
          summary: "Rename a cover letter",
          security,
          params: ResumeIdParams,
          body: RenameRequest,
          response: { 200: CoverLetterDetailResponse, ...errors },
        },
      },
      async (request) => ({
        coverLetter: await service.update(request.user!.id, request.params.id, { customTitle: request.body.title }),
      }),
    );
    app.post(
      "/cover-letters/:id/clone",
      {
        schema: {
          tags: ["cover letters"],
          summary: "Copy a cover letter",
          security,
          params: ResumeIdParams,
          response: { 201: z.object({ coverLetter: SavedCoverLetter }), ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ coverLetter: await service.clone(request.user!.id, request.params.id) }),
    );
    app.delete(
      "/cover-letters/:id",
      {
        schema: {
          tags: ["cover letters"],
          summary: "Delete a cover letter",
          security,
          params: ResumeIdParams,
          response: { 200: z.object({ message: z.string() }), ...errors },
        },
      },
      async (request) => {
        await service.remove(request.user!.id, request.params.id);
        return { message: "Cover letter deleted." };
      },
    );
  };
}
