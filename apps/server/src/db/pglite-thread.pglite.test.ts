import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PgliteThread } from "./pglite-thread.ts";

const opened: PgliteThread[] = [];
async function open(dir?: string): Promise<PgliteThread> {
  const thread = await PgliteThread.open({ dir, settings: ["shared_buffers=32MB"] });
  opened.push(thread);
  return thread;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((thread) => thread.close()));
});

describe("PgliteThread (the embedded database's worker)", () => {
  it("keeps other callers' queries out of a transaction and rolls it back on error", async () => {
    const db = await open();
    await db.exec("create table item (name text primary key)");
    let outsideSawUncommitted: number | undefined;
    const failed = db
      .transaction(async (tx) => {
        await tx.query("insert into item values ('draft')");
        // Another request's read, issued while the transaction is open, must wait for it to end.
        const outside = db.query<{ n: number }>("select count(*)::int as n from item").then((result) => {
          outsideSawUncommitted = result.rows[0]?.n;
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(outsideSawUncommitted).toBeUndefined();
        await tx.query("insert into item values ('draft')"); // duplicate key: the transaction fails
        await outside;
      })
      .catch((error: unknown) => error);
    const error = (await failed) as { code?: string; constraint?: string };
    expect(error).toMatchObject({ code: "23505", constraint: "item_pkey" });
    await expect(db.query("select * from item")).resolves.toMatchObject({ rows: [] });
    expect(outsideSawUncommitted).toBe(0);
  });

  it("returns rows as arrays with PostgreSQL's text for the types asked, and bytes intact", async () => {
    const db = await open();
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    const result = await db.query<unknown[]>(
      "select $1::bytea as file, timestamptz '2026-01-02 03:04:05+00' as at",
      [bytes],
      {
        rowMode: "array",
        parsers: { 1184: (value: string) => value },
      },
    );
    expect(result.rows[0]?.[0]).toEqual(bytes);
    expect(result.rows[0]?.[1]).toBe("2026-01-02 03:04:05+00");
  });

  it("creates a data folder on first start and finds its data after a restart", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "hireable-pglite-")), "data");
    try {
      const first = await open(dir);
      await first.exec("create table note (body text); insert into note values ('kept')");
      await first.close();
      opened.splice(opened.indexOf(first), 1);
      const second = await open(dir);
      await expect(second.query("select body from note")).resolves.toMatchObject({ rows: [{ body: "kept" }] });
    } finally {
      await Promise.all(opened.splice(0).map((thread) => thread.close()));
      rmSync(join(dir, ".."), { recursive: true, force: true });
    }
  });
});
