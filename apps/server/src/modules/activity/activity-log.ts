// The activity log: each upload, analysis, job match, generated resume and cover letter is recorded for its
// owner when it happens, so the dashboard's history stays true after documents are renamed or deleted.
import { randomUUID } from "node:crypto";
import { type ACTIVITY_TYPES, type ActivityItem, toTimestamp } from "@hireable/contracts";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { activityEvent } from "../../db/schema.ts";

export interface ActivityEvent {
  type: (typeof ACTIVITY_TYPES)[number];
  title: string;
  description: string;
  subjectId: string;
  at?: Date;
}

const RECENT_LIMIT = 10;

export function createActivityLog(db: Database) {
  return {
    /** Anonymous work (an analysis without an account) has no one to show it to and is not recorded. */
    async record(userId: string | null, event: ActivityEvent): Promise<void> {
      if (!userId) return;
      const { at, ...fields } = event;
      await db.insert(activityEvent).values({ id: randomUUID(), userId, ...fields, createdAt: at ?? new Date() });
    },

    async recent(userId: string): Promise<ActivityItem[]> {
      const rows = await db
        .select()
        .from(activityEvent)
        .where(eq(activityEvent.userId, userId))
        .orderBy(desc(activityEvent.createdAt), desc(activityEvent.id))
        .limit(RECENT_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        title: row.title,
        description: row.description,
        date: toTimestamp(row.createdAt),
      }));
    },
  };
}

export type ActivityLog = ReturnType<typeof createActivityLog>;
