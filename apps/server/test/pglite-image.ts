// Global setup of the server-pglite project: an empty database with every migration applied, dumped once as
// PGlite's tarball to a temporary file. Each test's database starts from it (a third of a second) instead of
// creating a cluster and migrating it (two seconds), for each of some twenty test apps.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { MIGRATIONS_FOLDER } from "../src/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated empty database's tarball (see pglite-image.ts). */
    pgliteImage: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), "hireable-pglite-image-"));
  const database = await PGlite.create();
  await migrate(drizzle({ client: database }), { migrationsFolder: MIGRATIONS_FOLDER });
  const image = await database.dumpDataDir("none");
  await database.close();
  const file = join(folder, "migrated.tar");
  writeFileSync(file, new Uint8Array(await image.arrayBuffer()));
  project.provide("pgliteImage", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
