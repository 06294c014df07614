import { ErrorResponse, MatchByIdRequest, MatchResponse } from "@hireable/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guards } from "../../plugins/authentication.ts";
import type { MatchService } from "./match.service.ts";

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

export function matchRoutes(deps: { service: MatchService; guards: Guards; perMinute: number }): FastifyPluginAsyncZod {
  const { service, guards, perMinute } = deps;
  return async (app) => {
    app.post(
      "/resume-job",
      {
        schema: {
          tags: ["match"],
          summary:
            "Match a resume to a job description: multipart (resumeFile, jobDescription) or JSON {resumeId, jobDescription}",
          security: [{ bearer: [] }],
          consumes: ["multipart/form-data", "application/json"],
          response: { 200: MatchResponse, ...errors },
        },
        preHandler: guards.requireUser,
        config: { rateLimit: { max: perMinute, timeWindow: "1 minute" } },
      },
      async (request) => {
        const userId = request.user!.id;
        let input: Parameters<MatchService["match"]>[1] = {};
        if (request.isMultipart()) {
          for await (const part of request.parts()) {
            if (part.type === "file") {
              if (part.fieldname === "resumeFile")
                input.file = {
                  filename: part.filename,
                  mimetype: part.mimetype,
                  bytes: new Uint8Array(await part.toBuffer()),
                };
              else await part.toBuffer();
            } else if (part.fieldname === "jobDescription") input.jobDescription = String(part.value);
          }
        } else {
          const body = MatchByIdRequest.safeParse(request.body ?? {});
          input = body.success ? body.data : {};
        }
        const result = await service.match(userId, input);
        return { ...result, message: "Job match analysis complete!" };
      },
    );
  };
}
