import { ErrorResponse, ResumeIdParams, RewritesResponse, WritingEngineResponse } from "@hireable/contracts";
import { bulletRewrites } from "@hireable/engine";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guards } from "../../plugins/authentication.ts";
import type { ResumesService } from "../resumes/resumes.service.ts";
import type { Writer } from "./writer.ts";

/** GET /api/writing (which writer is on) and POST /api/resumes/{id}/rewrites (your bullets, rewritten). */
export function writingRoutes(deps: {
  writer: Writer;
  resumes: ResumesService;
  guards: Guards;
  perMinute: number;
}): FastifyPluginAsyncZod {
  const { writer, resumes, guards } = deps;
  return async (app) => {
    app.get(
      "/writing",
      {
        schema: {
          tags: ["writing"],
          summary: "The language model that writes letters and rewrites, or null for the built-in writer",
          response: { 200: WritingEngineResponse },
        },
      },
      async () => ({ model: writer.model }),
    );
    app.post(
      "/resumes/:id/rewrites",
      {
        preHandler: guards.requireUser,
        // Each call may reach a paid model: limited like uploads.
        config: { rateLimit: { max: deps.perMinute, timeWindow: "1 minute" } },
        schema: {
          tags: ["writing"],
          summary: "Your resume's weak bullets rewritten, by the configured model when its text keeps to your facts",
          security: [{ bearer: [] }],
          params: ResumeIdParams,
          response: { 200: RewritesResponse, 401: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (request) => {
        const parsed = await resumes.parsedFor(request.user!.id, request.params.id);
        return { rewrites: await writer.rewrites(bulletRewrites(parsed)) };
      },
    );
  };
}
