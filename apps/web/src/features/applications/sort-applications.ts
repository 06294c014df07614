// The list view's order: by any column, either way, with what is missing always last.
import { APPLICATION_STATUSES, type ApplicationSummary } from "@hireable/contracts";

export type SortKey = "jobTitle" | "company" | "status" | "appliedAt" | "nextStepAt" | "match";

/** The value a column sorts by; missing dates and scores sort last whichever the direction. */
function sortValue(application: ApplicationSummary, key: SortKey): string | number | null {
  if (key === "status") return APPLICATION_STATUSES.indexOf(application.status);
  if (key === "match") return application.match?.score ?? null;
  if (key === "appliedAt" || key === "nextStepAt") return application[key]?._seconds ?? null;
  return application[key].toLowerCase() || null;
}

export function sortApplications(list: ApplicationSummary[], key: SortKey, ascending: boolean): ApplicationSummary[] {
  return [...list].sort((a, b) => {
    const [x, y] = [sortValue(a, key), sortValue(b, key)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = x < y ? -1 : x > y ? 1 : 0;
    return ascending ? order : -order;
  });
}
