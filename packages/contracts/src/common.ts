import { z } from "zod";

/** Every 4xx/5xx answer of the API has this shape; `code` is present when the failure has a stable code. */
export const ErrorResponse = z.object({ message: z.string(), code: z.string().optional() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** SPEC §3 timestamps are objects with a seconds field named `_seconds`. */
export const Timestamp = z.object({ _seconds: z.number().int() });
export type Timestamp = z.infer<typeof Timestamp>;

export function toTimestamp(date: Date): Timestamp {
  return { _seconds: Math.floor(date.getTime() / 1000) };
}

/** PATCH body for renaming a document (uploaded resume, generated resume, cover letter). */
export const RenameRequest = z.object({
  title: z.string().trim().min(1, "The name cannot be empty.").max(120, "Keep the name under 120 characters."),
});
export type RenameRequest = z.infer<typeof RenameRequest>;
