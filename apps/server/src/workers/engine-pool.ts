// A small pool of worker threads for parsing, sized to the machine, with a bounded queue: when every worker
// is busy and the queue is full, callers get a clear 503 instead of an ever-slower server.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { EngineError, type EngineErrorCode, type ParsedResume } from "@hireable/engine";
import { AppError } from "../lib/app-error.ts";

interface Pending {
  resolve(parsed: ParsedResume): void;
  reject(error: Error): void;
}

interface Job {
  id: number;
  bytes: Uint8Array;
  pending: Pending;
}

type WorkerReply =
  | { id: number; ok: true; parsed: ParsedResume }
  | { id: number; ok: false; error: { code: EngineErrorCode | null; message: string } };

export class EnginePool {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly running = new Map<Worker, Job>();
  private nextId = 1;
  private readonly maxQueue: number;

  constructor(options: { size?: number; maxQueue?: number } = {}) {
    const size = options.size ?? Math.max(1, Math.min(availableParallelism(), 4));
    this.maxQueue = options.maxQueue ?? 32;
    for (let i = 0; i < size; i++) this.spawn();
  }

  private spawn(): void {
    const worker = new Worker(new URL("./engine-worker.ts", import.meta.url));
    worker.on("message", (reply: WorkerReply) => this.finish(worker, reply));
    worker.on("error", (error) => {
      const job = this.running.get(worker);
      this.running.delete(worker);
      job?.pending.reject(error);
      this.workers.splice(this.workers.indexOf(worker), 1);
      this.spawn();
    });
    this.workers.push(worker);
    this.idle.push(worker);
    this.drain();
  }

  private finish(worker: Worker, reply: WorkerReply): void {
    const job = this.running.get(worker);
    this.running.delete(worker);
    this.idle.push(worker);
    if (job) {
      if (reply.ok) job.pending.resolve(reply.parsed);
      else if (reply.error.code) job.pending.reject(new EngineError(reply.error.code, reply.error.message));
      else job.pending.reject(new Error(reply.error.message));
    }
    this.drain();
  }

  private drain(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.shift()!;
      const job = this.queue.shift()!;
      this.running.set(worker, job);
      worker.postMessage({ id: job.id, bytes: job.bytes });
    }
  }

  parse(bytes: Uint8Array): Promise<ParsedResume> {
    if (this.queue.length >= this.maxQueue) {
      return Promise.reject(
        new AppError(503, "BUSY", "The server is busy reading other resumes. Please try again in a moment."),
      );
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, bytes, pending: { resolve, reject } });
      this.drain();
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
