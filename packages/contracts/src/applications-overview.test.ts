import { describe, expect, it } from "vitest";
import type { Application, ApplicationStatus } from "./applications.ts";
import { applicationsOverview } from "./applications-overview.ts";

// Wednesday 2026-11-25, 10:00 local time.
const NOW = new Date(2026, 10, 25, 10, 0, 0);
const at = (days: number, hours = 0) => ({
  _seconds: Math.floor((NOW.getTime() + (days * 24 + hours) * 3600_000) / 1000),
});

function application(
  id: string,
  status: ApplicationStatus,
  stageReached: ApplicationStatus,
  dates: Partial<Pick<Application, "savedAt" | "appliedAt" | "nextStepAt">> = {},
): Application {
  return {
    id,
    company: id,
    jobTitle: "",
    location: "",
    postingText: "",
    postingUrl: "",
    salary: "",
    status,
    stageReached,
    position: 0,
    savedAt: at(-30),
    appliedAt: null,
    nextStep: "",
    nextStepAt: null,
    closedAt: null,
    updatedAt: at(0),
    notes: "",
    contacts: [],
    resumeId: null,
    generatedResumeId: null,
    jobMatchId: null,
    coverLetterId: null,
    resume: null,
    match: null,
    coverLetter: null,
    ...dates,
  };
}

describe("applicationsOverview", () => {
  const list = [
    application("saved-monday", "saved", "saved", { savedAt: at(-2, -9) }),
    application("applied-today", "applied", "applied", { savedAt: at(-1), appliedAt: at(0, -1) }),
    application("applied-last-week", "applied", "applied", { appliedAt: at(-3, -1) }),
    application("interview-soon", "interviewing", "interviewing", { appliedAt: at(-10), nextStepAt: at(2) }),
    application("interview-later", "interviewing", "interviewing", { appliedAt: at(-10), nextStepAt: at(20) }),
    application("interview-missed", "interviewing", "interviewing", { appliedAt: at(-10), nextStepAt: at(-1) }),
    application("rejected-after-interview", "rejected", "interviewing", { appliedAt: at(-20), nextStepAt: at(1) }),
    application("withdrawn-after-applying", "withdrawn", "applied", { appliedAt: at(-20) }),
  ];
  const overview = applicationsOverview(list, NOW);

  it("counts this week from Monday 00:00 local time", () => {
    expect(overview.appliedThisWeek).toBe(1);
    expect(overview.savedThisWeek).toBe(2);
  });

  it("lists interviews still ahead, soonest first, and next steps due within a week or overdue", () => {
    expect(overview.upcomingInterviews.map((a) => a.id)).toEqual(["interview-soon", "interview-later"]);
    expect(overview.nextStepsDue.map((a) => a.id)).toEqual(["interview-missed", "interview-soon"]);
  });

  it("rates responses over the applications sent, closed ones counted by the stage they reached", () => {
    expect(overview.responseRate).toEqual({ percent: 57, responded: 4, applied: 7 });
    expect(applicationsOverview([list[0]!], NOW).responseRate).toBeNull();
  });
});
