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
