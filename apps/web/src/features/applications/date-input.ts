// A datetime-local input speaks the user's local time without a zone; the API speaks ISO instants.

const pad = (value: number) => String(value).padStart(2, "0");

/** "2030-03-04T15:30" in local time, "" when there is no date. */
export function toDateTimeInput(timestamp: { _seconds: number } | null): string {
  if (!timestamp) return "";
  const date = new Date(timestamp._seconds * 1000);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant a datetime-local value means here, as ISO; null when the input is empty or not a date. */
export function fromDateTimeInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
