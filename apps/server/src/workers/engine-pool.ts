// A small pool of worker threads for the heavy work (parsing uploads, rendering PDF and DOCX exports), sized
// to the machine, with a bounded queue: when every worker is busy and the queue is full, callers get a clear
// 503 instead of an ever-slower server.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { DocumentFormat, PaperSize } from "@hireable/contracts";
import { EngineError, type ParsedResume, type ResumeDocument } from "@hireable/engine";
import { AppError } from "../lib/app-error.ts";
import type { WorkerJob, WorkerReply, WorkerTask } from "./engine-worker.ts";

interface Job {
  task: WorkerTask;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

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
    // React and react-pdf run their production builds in the workers whatever the server's NODE_ENV.
    const worker = new Worker(new URL("./engine-worker.ts", import.meta.url), {
      env: { ...process.env, NODE_ENV: "production" },
    });
    worker.on("message", (reply: WorkerReply) => this.finish(worker, reply));
    worker.on("error", (error) => {
      const job = this.running.get(worker);
      this.running.delete(worker);
      job?.reject(error);
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
      if (reply.ok) job.resolve(reply.value);
      else if (reply.error.code) job.reject(new EngineError(reply.error.code, reply.error.message));
      else job.reject(new Error(reply.error.message));
    }
    this.drain();
  }

  private drain(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.shift()!;
      const job = this.queue.shift()!;
      this.running.set(worker, job);
      worker.postMessage(job.task);
    }
  }

  private run<T>(job: WorkerJob): Promise<T> {
    if (this.queue.length >= this.maxQueue) {
      return Promise.reject(
        new AppError(503, "BUSY", "The server is busy with other documents. Please try again in a moment."),
      );
    }
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ task: { ...job, id: this.nextId++ }, resolve: resolve as Job["resolve"], reject });
      this.drain();
    });
  }

  parse(bytes: Uint8Array): Promise<ParsedResume> {
    return this.run({ kind: "parse", bytes });
  }

  render(document: ResumeDocument, format: DocumentFormat, paper: PaperSize): Promise<Uint8Array> {
    return this.run({ kind: "render", document, format, paper });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
