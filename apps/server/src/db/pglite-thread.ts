// The server's side of the embedded database's worker thread (pglite-worker.ts): the subset of PGlite's
// client that drizzle's PGlite driver uses (query, exec, transaction), each call a message to the worker.
// Queries from different requests go to the worker as they come (PGlite runs them one at a time anyway); a
// transaction holds the line, so no other request's query lands between its BEGIN and COMMIT, as with
// PGlite's own in-process transactions.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { Results } from "@electric-sql/pglite";
import type { PgliteReply, PgliteRequest, PgliteWorkerData } from "./pglite-worker.ts";

/** A request before it gets its id (Omit taken over each kind of request, not over their union). */
type RequestBody = PgliteRequest extends infer Request
  ? Request extends unknown
    ? Omit<Request, "id">
    : never
  : never;
interface QueryOptions {
  rowMode?: "array" | "object";
  parsers?: Record<number, unknown>;
}

/** What a transaction's callback receives: the same calls, bound to the transaction. */
export interface PgliteThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Array<Results>>;
}

async function startWorker(options: PgliteWorkerData): Promise<Worker> {
  const worker = new Worker(new URL("./pglite-worker.ts", import.meta.url), {
    workerData: options,
    resourceLimits: { maxYoungGenerationSizeMb: 16 },
  });
  await new Promise<void>((resolve, reject) => {
    worker.once("message", (message: { ready: boolean; error?: { message: string } }) =>
      message.ready ? resolve() : reject(toError(message.error ?? { message: "unknown error" })),
    );
    worker.once("error", reject);
  });
  return worker;
}

/** An Error carrying PostgreSQL's fields (code, constraint…) as the worker reported them. */
function toError(fields: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(fields.message), fields);
}

export class PgliteThread implements PgliteThreadTransaction {
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  /** Settles when the running transaction (if any) ends; queries outside it wait for it. */
  private exclusive: Promise<void> = Promise.resolve();
  private failure: Error | null = null;

  private readonly worker: Worker;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on("message", (reply: PgliteReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.ok) waiting?.resolve(reply.value);
      else waiting?.reject(toError(reply.error));
    });
    const fail = (error: Error) => {
      this.failure = new Error(`The embedded database stopped: ${error.message}`);
      for (const waiting of this.pending.values()) waiting.reject(this.failure);
      this.pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`worker exited with code ${code}`)));
  }

  /**
   * Starts the worker and waits until the database is open. A new data folder is first created by a short
   * child process: creating the cluster (initdb) leaves ~150 MB behind in the process that ran it, even after
   * its thread has ended.
   */
  static async open(options: PgliteWorkerData): Promise<PgliteThread> {
    if (options.dir && !existsSync(join(options.dir, "PG_VERSION"))) {
      const created = spawnSync(
        process.execPath,
        [
          "--input-type=module",
          "-e",
          `import { PGlite } from "@electric-sql/pglite"; await (await PGlite.create(${JSON.stringify(options.dir)})).close();`,
        ],
        { cwd: import.meta.dirname, encoding: "utf8" },
      );
      if (created.status !== 0) throw new Error(`Could not create the database: ${created.stderr}`);
    }
    return new PgliteThread(await startWorker(options));
  }

  private post<T>(body: RequestBody): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...body, id } satisfies PgliteRequest);
    });
  }

  private postQuery<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return this.post({
      op: "query",
      sql,
      params,
      rowMode: options.rowMode ?? "object",
      textTypes: Object.keys(options.parsers ?? {}).map(Number),
    });
  }

  /** Waits while a transaction holds the line (again if another one took it in the meantime). */
  private async outsideTransactions(): Promise<void> {
    let current: Promise<void>;
    do {
      current = this.exclusive;
      await current;
    } while (current !== this.exclusive);
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await this.outsideTransactions();
    return this.postQuery<T>(sql, params, options);
  }

  async exec(sql: string): Promise<Array<Results>> {
    await this.outsideTransactions();
    return this.post({ op: "exec", sql });
  }

  async transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const previous = this.exclusive;
    let release!: () => void;
    this.exclusive = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    try {
      await this.postQuery("BEGIN");
      const tx: PgliteThreadTransaction = {
        query: (sql, params, options) => this.postQuery(sql, params, options),
        exec: (sql) => this.post({ op: "exec", sql }),
      };
      const result = await callback(tx);
      await this.postQuery("COMMIT");
      return result;
    } catch (error) {
      await this.postQuery("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      release();
    }
  }

  async close(): Promise<void> {
    if (!this.failure) await this.post({ op: "close" });
    await this.worker.terminate();
  }
}
