// Opens the database: embedded PGlite by default, PostgreSQL when DATABASE_URL is set. Both speak the same
// SQL, so one schema and one series of migrations serve both.
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Config } from "../config.ts";
import { PgliteThread } from "./pglite-thread.ts";
import * as schema from "./schema.ts";

export const MIGRATIONS_FOLDER = join(import.meta.dirname, "../../drizzle");

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(database: Config["database"]): Promise<DatabaseHandle> {
  if (database.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    // An idle connection the server drops (restart, failover, admin termination) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on("error", (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      // Both drivers expose the same query builder; the cast keeps one Database type for the app.
      db: db as unknown as Database,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  // PGlite in its own thread, so queries never hold up the server's event loop. 32 MB of shared buffers
  // instead of 128: the operating system caches the data files anyway, and the server stays small.
  const client = await PgliteThread.open({
    dir: database.dir ?? undefined,
    image: database.image,
    settings: ["shared_buffers=32MB"],
  });
  // drizzle's PGlite driver calls only query() and transaction(), which the thread's client provides.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
