import { Worker } from "node:worker_threads";
import { isEngineError } from "@hireable/engine";
import { afterEach, describe, expect, it } from "vitest";
import { EnginePool } from "./engine-pool.ts";

// A stand-in worker: a one-byte file spins forever (as pdf.js can on a hostile PDF), others answer at once.
const STAND_IN = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", (task) => {
  if (task.kind === "parse" && task.bytes.length === 1) for (;;) {}
  parentPort.postMessage({ id: task.id, ok: true, value: task.bytes.length });
});`;

let pool: EnginePool | undefined;
afterEach(async () => {
  await pool?.close();
});

describe("EnginePool", () => {
  it("stops a job that overruns, answers TIMEOUT, and keeps serving with a fresh worker", async () => {
    pool = new EnginePool({ size: 1, jobTimeoutMs: 300, createWorker: () => new Worker(STAND_IN, { eval: true }) });
    const started = Date.now();
    const error = await pool.parse(new Uint8Array(1)).catch((e: unknown) => e);
    expect(isEngineError(error) && error.code).toBe("TIMEOUT");
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(pool.parse(new Uint8Array(3))).resolves.toBe(3);
  });

  it("answers 503 when every worker is busy and the queue is full", async () => {
    pool = new EnginePool({
      size: 1,
      maxQueue: 1,
      jobTimeoutMs: 500,
      createWorker: () => new Worker(STAND_IN, { eval: true }),
    });
    const running = pool.parse(new Uint8Array(1)).catch(() => "stopped");
    const queued = pool.parse(new Uint8Array(2));
    await expect(pool.parse(new Uint8Array(2))).rejects.toMatchObject({ status: 503, code: "BUSY" });
    expect(await running).toBe("stopped");
    await expect(queued).resolves.toBe(2);
  });

  it("starts no worker before there is work, then no more than its size", async () => {
    let started = 0;
    pool = new EnginePool({
      size: 2,
      createWorker: () => {
        started++;
        return new Worker(STAND_IN, { eval: true });
      },
    });
    expect(started).toBe(0);
    const lengths = await Promise.all([2, 3, 4, 5].map((n) => pool!.parse(new Uint8Array(n))));
    expect(lengths).toEqual([2, 3, 4, 5]);
    expect(started).toBe(2);
  });
});
