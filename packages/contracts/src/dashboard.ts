import { z } from "zod";
import { Timestamp } from "./common.ts";

export const ACTIVITY_TYPES = [
  "resume_upload",
  "resume_analysis",
  "job_match",
  "resume_generation",
  "cover_letter",
  "application",
] as const;

/** SPEC §3 "Activity item". `type` is open: unknown types get a default icon. */
export const ActivityItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  date: Timestamp,
  type: z.string(),
});
export type ActivityItem = z.infer<typeof ActivityItem>;
export const ActivityResponse = z.array(ActivityItem);

const Figure = z.object({ value: z.number(), change: z.number().nullable() }).nullable();

/** GET /api/dashboard/summary: the user's own figures, null where there is nothing yet. */
export const DashboardSummary = z.object({
  resumeScore: Figure,
  jobMatchRate: Figure,
  resumesCreated: z.number(),
  coverLetters: z.number(),
  strength: z
    .object({ keywords: z.number(), experience: z.number(), skills: z.number(), readability: z.number() })
    .nullable(),
  latestResumeId: z.string().nullable(),
  tasks: z.array(z.object({ id: z.string(), title: z.string(), description: z.string(), to: z.string() })),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

/** SPEC §9: before 12:00 'Good morning', before 18:00 'Good afternoon', otherwise 'Good evening'. */
export function greetingFor(hour: number): "Good morning" | "Good afternoon" | "Good evening" {
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}
