import { format } from "date-fns";

/** SPEC §8: timestamps in the 'PPP p' style; 'Date unavailable' when missing or malformed, 'Invalid date' on failure. */
export function formatTimestamp(timestamp: { _seconds?: unknown } | null | undefined): string {
  const seconds = timestamp?._seconds;
  if (typeof seconds !== "number" || !Number.isFinite(seconds)) return "Date unavailable";
  try {
    return format(new Date(seconds * 1000), "PPP p");
  } catch {
    return "Invalid date";
  }
}
