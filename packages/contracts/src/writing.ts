// Who wrote a text: the built-in writer (deterministic, the default) or a configured language model, and
// why a model's text was set aside when it was.
import { z } from "zod";
import { BulletRewrite } from "./resumes.ts";

export const WrittenBy = z.object({
  engine: z.enum(["built-in", "model"]),
  /** The model's name, when a model wrote the text. */
  model: z.string().optional(),
  /** Set when a model was asked but its text was not used. */
  fallbackReason: z.string().optional(),
});
export type WrittenBy = z.infer<typeof WrittenBy>;

/** GET /api/writing: the language model configured for letters and rewrites, if any. */
export const WritingEngineResponse = z.object({ model: z.string().nullable() });
export type WritingEngineResponse = z.infer<typeof WritingEngineResponse>;

/** POST /api/resumes/{id}/rewrites: the resume's weak bullets rewritten, each saying who wrote it. */
export const RewritesResponse = z.object({ rewrites: z.array(BulletRewrite.extend({ writtenBy: WrittenBy })) });
export type RewritesResponse = z.infer<typeof RewritesResponse>;

/** The media type that asks POST /api/cover-letter/generate to stream its answer, one JSON event a line. */
export const LETTER_STREAM_TYPE = "application/x-ndjson";
