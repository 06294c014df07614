// Runs the engine's heavy work off the server's event loop: parsing uploads and rendering resume exports.
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import type { DocumentFormat, PaperSize } from "@hireable/contracts";
import {
  type EngineErrorCode,
  isEngineError,
  type ParseProgress,
  parseResume,
  type ResumeDocument,
} from "@hireable/engine";

export type WorkerJob =
  | { kind: "parse"; bytes: Uint8Array }
  | { kind: "render"; document: ResumeDocument; format: DocumentFormat; paper: PaperSize };
export type WorkerTask = WorkerJob & { id: number };

export type WorkerReply =
  | { id: number; progress: ParseProgress }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { code: EngineErrorCode | null; message: string } };

/**
 * Parsing and rendering yield the processor to the server's own thread: on a busy machine requests that
 * need no heavy work (sign-in, lists, health checks) keep answering at once. Linux names each thread in
 * /proc/thread-self; elsewhere the worker keeps the default priority.
 */
function yieldToRequests(): void {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    setPriority(threadId, 10);
  } catch {
    // Not Linux, or not allowed: same priority as the server.
  }
}
yieldToRequests();

async function perform(task: WorkerTask): Promise<unknown> {
  if (task.kind === "parse")
    // A scanned page's OCR takes seconds: the caller hears which page is being read.
    return parseResume(task.bytes, {
      onProgress: (progress) => parentPort?.postMessage({ id: task.id, progress } satisfies WorkerReply),
    });
  // Loaded on first use: a worker that only parses never pays for React and the PDF renderer.
  if (task.format === "pdf") {
    const { renderResumePdf } = await import("../modules/builder/documents/resume-pdf.ts");
    return renderResumePdf(task.document, task.paper);
  }
  const { renderResumeDocx } = await import("../modules/builder/documents/resume-docx.ts");
  return renderResumeDocx(task.document, task.paper);
}

parentPort?.on("message", async (task: WorkerTask) => {
  try {
    parentPort?.postMessage({ id: task.id, ok: true, value: await perform(task) } satisfies WorkerReply);
  } catch (error) {
    parentPort?.postMessage({
      id: task.id,
      ok: false,
      error: isEngineError(error)
        ? { code: error.code, message: error.message }
        : { code: null, message: String(error) },
    } satisfies WorkerReply);
  }
});
