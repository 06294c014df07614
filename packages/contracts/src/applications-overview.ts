// The dashboard's view of the applications: computed where the user is, so "this week" is their own week.
import type { ApplicationSummary } from "./applications.ts";

export interface ApplicationsOverview {
  /** Applied since Monday 00:00 local time. */
  appliedThisWeek: number;
  savedThisWeek: number;
  /** Interviewing, with the next step still ahead; soonest first. */
  upcomingInterviews: ApplicationSummary[];
  /** Of the applications sent, the share that reached an interview or further (null before any was sent). */
  responseRate: { percent: number; responded: number; applied: number } | null;
  /** Open applications whose next step is overdue or within a week; soonest first. */
  nextStepsDue: ApplicationSummary[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const CLOSED = new Set(["rejected", "withdrawn"]);

function startOfWeek(now: Date): number {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start.getTime();
}

const ms = (timestamp: { _seconds: number } | null) => (timestamp ? timestamp._seconds * 1000 : null);
const bySoonestStep = (a: ApplicationSummary, b: ApplicationSummary) =>
  (ms(a.nextStepAt) ?? 0) - (ms(b.nextStepAt) ?? 0);

export function applicationsOverview(applications: ApplicationSummary[], now: Date = new Date()): ApplicationsOverview {
  const weekStart = startOfWeek(now);
  const at = now.getTime();
  const sent = applications.filter((a) => a.stageReached !== "saved");
  const responded = sent.filter((a) => a.stageReached === "interviewing" || a.stageReached === "offer");
  const open = applications.filter((a) => !CLOSED.has(a.status) && a.nextStepAt);
  return {
    appliedThisWeek: applications.filter((a) => (ms(a.appliedAt) ?? 0) >= weekStart).length,
    savedThisWeek: applications.filter((a) => (ms(a.savedAt) ?? 0) >= weekStart).length,
    upcomingInterviews: open
      .filter((a) => a.status === "interviewing" && (ms(a.nextStepAt) ?? 0) >= at)
      .sort(bySoonestStep),
    responseRate: sent.length
      ? {
          percent: Math.round((100 * responded.length) / sent.length),
          responded: responded.length,
          applied: sent.length,
        }
      : null,
    nextStepsDue: open.filter((a) => (ms(a.nextStepAt) ?? 0) <= at + 7 * DAY_MS).sort(bySoonestStep),
  };
}
