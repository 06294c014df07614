// Whether a role is the person's current one, from its dates: letters and rewrites choose their tense by it.
import type { ExperienceEntry } from "../types.ts";

const ONGOING = /\b(present|current(ly)?|now|today|ongoing|till date|to date)\b/i;

export function isCurrentRole(role: Pick<ExperienceEntry, "startDate" | "endDate">): boolean {
  const end = role.endDate.trim();
  return ONGOING.test(end) || (!end && /\d{4}/.test(role.startDate));
}
