// @fastify/rate-limit's store interface over the rate_limit table: every server on one PostgreSQL counts
// into the same rows, so "10 sign-ins a minute per address" holds across instances. One statement per
// request increments the counter or starts a new window, atomically.
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateLimit } from "../db/schema.ts";

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];
/** The plugin passes the route's merged limit settings, with the route itself as routeInfo. */
type RouteLimit = Parameters<FastifyRateLimitStore["child"]>[0] & { routeInfo?: { method?: string; url?: string } };

export function databaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options?: unknown, prefix = "") {
      this.prefix = prefix;
    }

    incr(address: string, callback: Callback, timeWindowMs: number): void {
      const key = `${this.prefix}${address}`;
      db.execute<{ count: number; ttl: number }>(sql`
        insert into ${rateLimit} (key, count, reset_at)
        values (${key}, 1, now() + ${timeWindowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when ${rateLimit.resetAt} <= now() then 1 else ${rateLimit.count} + 1 end,
          reset_at = case when ${rateLimit.resetAt} <= now() then excluded.reset_at else ${rateLimit.resetAt} end
        returning count, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::int as ttl`).then(
        (result) => {
          const row = result.rows[0];
          callback(null, { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? timeWindowMs) });
        },
        (error: Error) => callback(error),
      );
    }

    /** One counter per route, as the plugin's own stores keep. */
    child(route: RouteLimit): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(undefined, `${route.routeInfo?.method} ${route.routeInfo?.url} `);
    }
  };
}

/** Drops counters whose window has ended (run with the hourly purge). */
export async function deleteExpiredRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimit).where(lt(rateLimit.resetAt, new Date()));
}
