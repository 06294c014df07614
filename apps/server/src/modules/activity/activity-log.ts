// The activity log: each upload, analysis, job match, generated resume and cover letter is recorded for its
// owner when it happens, so the dashboard's history stays true after documents are renamed or deleted.
import { randomUUID } from "node:crypto";
import { type ACTIVITY_TYPES, type ActivityItem, toTimestamp } from "@hireable/contracts";
import { and, desc, eq, type SQL } from "drizzle-orm";
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

function toItem(row: typeof activityEvent.$inferSelect): ActivityItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    date: toTimestamp(row.createdAt),
  };
}

export function createActivityLog(db: Database) {
  const eventsWhere = (condition: SQL) =>
    db.select().from(activityEvent).where(condition).orderBy(desc(activityEvent.createdAt), desc(activityEvent.id));
  return {
    /** Anonymous work (an analysis without an account) has no one to show it to and is not recorded. */
    async record(userId: string | null, event: ActivityEvent): Promise<void> {
      if (!userId) return;
      const { at, ...fields } = event;
      await db.insert(activityEvent).values({ id: randomUUID(), userId, ...fields, createdAt: at ?? new Date() });
    },

    async recent(userId: string): Promise<ActivityItem[]> {
      return (await eventsWhere(eq(activityEvent.userId, userId)).limit(RECENT_LIMIT)).map(toItem);
    },

    /** Everything recorded about one document, newest first. */
    async about(userId: string, subjectId: string): Promise<ActivityItem[]> {
      return (await eventsWhere(and(eq(activityEvent.userId, userId), eq(activityEvent.subjectId, subjectId))!)).map(
        toItem,
      );
    },
  };
}

export type ActivityLog = ReturnType<typeof createActivityLog>;
