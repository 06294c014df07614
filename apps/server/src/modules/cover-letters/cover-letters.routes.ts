import {
  CoverLetterDetailResponse,
  CoverLetterListResponse,
  CoverLetterRequest,
  CoverLetterResponse,
  CoverLetterUpdateRequest,
  ErrorResponse,
  RenameRequest,
  ResumeIdParams,
  SavedCoverLetter,
} from "@hireable/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Guards } from "../../plugins/authentication.ts";
import type { CoverLettersService } from "./cover-letters.service.ts";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const security = [{ bearer: [] }];

/** POST /api/cover-letter/generate (SPEC §7) and the saved letters under /api/cover-letters. */
export function coverLetterRoutes(deps: { service: CoverLettersService; guards: Guards }): FastifyPluginAsyncZod {
  const { service, guards } = deps;
  return async (app) => {
    app.addHook("preHandler", guards.requireUser);

    app.post(
      "/cover-letter/generate",
      {
        schema: {
          tags: ["cover letters"],
          summary: "Write a cover letter from one of your resumes and a job description",
          security,
          body: CoverLetterRequest,
          response: { 200: CoverLetterResponse, ...errors },
        },
      },
      async (request) => ({
        ...(await service.generate(request.user!.id, request.body)),
        message: "Cover letter generated successfully!",
      }),
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
