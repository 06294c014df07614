// A small pool of worker threads for the heavy work (parsing uploads, rendering PDF and DOCX exports), sized
// to the machine, with a bounded queue: when every worker is busy and the queue is full, callers get a clear
// 503 instead of an ever-slower server. Workers start when work first needs them, so an idle server holds
// none (each costs ~20 MB, and more once pdf.js or react-pdf is loaded).
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { DocumentFormat, PaperSize } from "@hireable/contracts";
import { EngineError, type ParsedResume, type ParseProgress, type ResumeDocument } from "@hireable/engine";
import { AppError } from "../lib/app-error.ts";
import type { WorkerJob, WorkerReply, WorkerTask } from "./engine-worker.ts";

interface Job {
  task: WorkerTask;
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** What the caller hears when the job overruns and its worker is stopped. */
  timeoutError(): Error;
  onProgress?(progress: ParseProgress): void;
  timer?: NodeJS.Timeout;
}

const PARSE_TIMEOUT = () => new EngineError("TIMEOUT", "Reading this file took too long. Please try a simpler export.");
const RENDER_TIMEOUT = () =>
  new AppError(503, "RENDER_TIMEOUT", "Making this document took too long. Please try again in a moment.");

const defaultWorker = () =>
  // React and react-pdf run their production builds in the workers whatever the server's NODE_ENV. The heap
  // caps make V8 collect early instead of growing each worker to hundreds of MB; parsing a 10-page PDF or
  // rendering a resume needs a few tens of MB, and a job that still overruns fails alone (its worker is
  // replaced).
  new Worker(new URL("./engine-worker.ts", import.meta.url), {
    env: { ...process.env, NODE_ENV: "production" },
    resourceLimits: { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 160 },
  });

export class EnginePool {
  private readonly workers: Worker[] = [];
  private readonly size: number;
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly running = new Map<Worker, Job>();
  private nextId = 1;
  private readonly maxQueue: number;
  private readonly jobTimeoutMs: number;
  private readonly createWorker: () => Worker;
  private closed = false;

  /**
   * `jobTimeoutMs` is the hard stop: the engine's own limits (5 s to read a file; for a scan, 10 s to start
   * the OCR and 30 s for each of up to four pages, a page taking 3 s unloaded: 130 s here) cannot interrupt
   * pdf.js in the middle of synchronous work, but stopping the worker can.
   */
  constructor(options: { size?: number; maxQueue?: number; jobTimeoutMs?: number; createWorker?: () => Worker } = {}) {
    this.size = options.size ?? Math.max(1, Math.min(availableParallelism(), 4));
    this.maxQueue = options.maxQueue ?? 32;
    this.jobTimeoutMs = options.jobTimeoutMs ?? 130_000;
    this.createWorker = options.createWorker ?? defaultWorker;
  }

  private spawn(): void {
    const worker = this.createWorker();
    worker.on("message", (reply: WorkerReply) =>
      "progress" in reply ? this.running.get(worker)?.onProgress?.(reply.progress) : this.finish(worker, reply),
    );
    worker.on("error", (error) => this.replace(worker, error));
    this.workers.push(worker);
    this.idle.push(worker);
  }

  /** Drops a crashed or overrunning worker and fails its job; a fresh worker starts when work is waiting. */
  private replace(worker: Worker, error: Error): void {
    const job = this.running.get(worker);
    this.running.delete(worker);
    if (job) clearTimeout(job.timer);
    job?.reject(error);
    this.workers.splice(this.workers.indexOf(worker), 1);
    const idleAt = this.idle.indexOf(worker);
    if (idleAt >= 0) this.idle.splice(idleAt, 1);
    void worker.terminate();
    this.drain();
  }

  private finish(worker: Worker, reply: Exclude<WorkerReply, { progress: unknown }>): void {
    const job = this.running.get(worker);
    this.running.delete(worker);
    this.idle.push(worker);
    if (job) clearTimeout(job.timer);
    if (job) {
      if (reply.ok) job.resolve(reply.value);
      else if (reply.error.code) job.reject(new EngineError(reply.error.code, reply.error.message));
      else job.reject(new Error(reply.error.message));
    }
    this.drain();
  }

  private drain(): void {
    if (this.closed) return;
    while (this.queue.length > this.idle.length && this.workers.length < this.size) this.spawn();
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.shift()!;
      const job = this.queue.shift()!;
      this.running.set(worker, job);
      job.timer = setTimeout(() => this.replace(worker, job.timeoutError()), this.jobTimeoutMs);
      worker.postMessage(job.task);
    }
  }

  private run<T>(job: WorkerJob, timeoutError: () => Error, onProgress?: Job["onProgress"]): Promise<T> {
    if (this.queue.length >= this.maxQueue) {
      return Promise.reject(
        new AppError(503, "BUSY", "The server is busy with other documents. Please try again in a moment."),
      );
    }
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        task: { ...job, id: this.nextId++ },
        resolve: resolve as Job["resolve"],
        reject,
        timeoutError,
        onProgress,
      });
      this.drain();
    });
  }

  /** `onProgress` hears each scanned page as its OCR starts. */
  parse(bytes: Uint8Array, onProgress?: (progress: ParseProgress) => void): Promise<ParsedResume> {
    return this.run({ kind: "parse", bytes }, PARSE_TIMEOUT, onProgress);
  }

  render(document: ResumeDocument, format: DocumentFormat, paper: PaperSize): Promise<Uint8Array> {
    return this.run({ kind: "render", document, format, paper }, RENDER_TIMEOUT);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
