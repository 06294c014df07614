// Owns the embedded database in a worker thread. PGlite runs PostgreSQL as WebAssembly on the thread that
// calls it, so on the server's own thread every query would stall every other request; here it has a thread
// of its own and the server only posts SQL and receives rows (see pglite-thread.ts for the other side).
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

export interface PgliteWorkerData {
  /** Data folder; none for an in-memory database (tests). */
  dir?: string;
  /** A data folder's tarball the database starts from instead of an empty cluster (tests, in memory). */
  image?: Uint8Array;
  /** postgresql.conf lines, e.g. a smaller shared_buffers. */
  settings: string[];
}

export type PgliteRequest =
  | {
      id: number;
      op: "query";
      sql: string;
      params: unknown[];
      rowMode: "array" | "object";
      /** Type OIDs to hand back as PostgreSQL's text (drizzle maps dates and intervals itself). */
      textTypes: number[];
    }
  | { id: number; op: "exec"; sql: string }
  | { id: number; op: "close" };

export type PgliteReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: Record<string, unknown> & { message: string } };

const { dir, image, settings } = workerData as PgliteWorkerData;
const keepText = (value: string) => value;

/** bytea as hex through Buffer: PGlite's own byte-by-byte conversion costs ~5 ms per uploaded file. */
const BYTEA = 17;
const byteaHex = {
  serialize: (bytes: Uint8Array) =>
    `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex")}`,
  parse: (text: string) => new Uint8Array(Buffer.from(text.slice(2), "hex")),
};

/** The error as plain data: message plus PostgreSQL's fields (code, constraint, detail…), which callers test. */
function serialiseError(error: unknown): Record<string, unknown> & { message: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === "function" || typeof value === "object") continue;
    fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

try {
  const db = await PGlite.create(dir, {
    ...(image ? { loadDataDir: new Blob([image]) } : {}),
    postgresqlconf: settings,
    serializers: { [BYTEA]: byteaHex.serialize },
    parsers: { [BYTEA]: byteaHex.parse },
  });
  parentPort?.on("message", async (request: PgliteRequest) => {
    let reply: PgliteReply;
    try {
      let value: unknown;
      if (request.op === "query") {
        const parsers = Object.fromEntries(request.textTypes.map((oid) => [oid, keepText]));
        value = await db.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
      } else if (request.op === "exec") {
        value = await db.exec(request.sql);
      } else {
        await db.close();
        value = null;
      }
      reply = { id: request.id, ok: true, value };
    } catch (error) {
      reply = { id: request.id, ok: false, error: serialiseError(error) };
    }
    parentPort?.postMessage(reply);
  });
  parentPort?.postMessage({ ready: true });
} catch (error) {
  parentPort?.postMessage({ ready: false, error: serialiseError(error) });
}
