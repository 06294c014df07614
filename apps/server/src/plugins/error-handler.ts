// The one error path: every 4xx/5xx leaves as {message, code?}. Domain code throws AppError or the engine's
// EngineError; library errors are translated here; 5xx internals are logged, never sent.
import { type EngineErrorCode, isEngineError } from "@hireable/engine";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error.ts";

const ENGINE_ERROR_STATUS: Record<EngineErrorCode, number> = {
  UNSUPPORTED_FILE_TYPE: 415,
  EMPTY_FILE: 422,
  FILE_TOO_LARGE: 413,
  TOO_MANY_PAGES: 422,
  ARCHIVE_TOO_LARGE: 422,
  ENCRYPTED_PDF: 422,
  CORRUPT_FILE: 422,
  NO_TEXT: 422,
  TIMEOUT: 422,
  INPUT_TOO_LARGE: 413,
};

/** The answer to a failure of ours: what went wrong stays in the log. */
export const INTERNAL_ERROR = { message: "Something went wrong on our side. Please try again.", code: "INTERNAL" };

/** The status and answer of a domain error (AppError) or the engine's (EngineError); null for any other. */
export function knownErrorAnswer(error: unknown): { status: number; message: string; code: string } | null {
  if (error instanceof AppError) return { status: error.status, message: error.message, code: error.code };
  if (isEngineError(error))
    return { status: ENGINE_ERROR_STATUS[error.code], message: error.message, code: error.code };
  return null;
}

export function registerErrorHandler(app: FastifyInstance, options: { maxUploadBytes: number }): void {
  const tooLargeMessage = `File is too large. The maximum size is ${Math.round(options.maxUploadBytes / 1024 / 1024)} MB.`;

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = knownErrorAnswer(error);
    if (known) return reply.status(known.status).send({ message: known.message, code: known.code });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, "").replaceAll("/", ".");
      const detail = issue?.message ?? "is invalid";
      const message = field ? `Invalid request: ${field} ${detail}.` : `Invalid request: ${detail}.`;
      return reply.status(400).send({ message, code: "VALIDATION_ERROR" });
    }
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || (error.statusCode === 400 && error instanceof SyntaxError)) {
      return reply.status(400).send({ message: "Malformed JSON in request body.", code: "MALFORMED_JSON" });
    }
    if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.status(400).send({ message: "The request body is empty.", code: "EMPTY_BODY" });
    }
    if (error.code === "FST_REQ_FILE_TOO_LARGE" || error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.status(413).send({ message: tooLargeMessage, code: "FILE_TOO_LARGE" });
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.status(415).send({ message: "Unsupported content type.", code: "UNSUPPORTED_MEDIA_TYPE" });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ message: "Too many requests. Please wait a minute and try again.", code: "RATE_LIMITED" });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: error.code });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(INTERNAL_ERROR);
  });
}
