// Runs the engine's heavy work (PDF/DOCX parsing) off the server's event loop.
import { parentPort } from "node:worker_threads";
import { isEngineError, parseResume } from "@hireable/engine";

export interface ParseTask {
  id: number;
  bytes: Uint8Array;
}

parentPort?.on("message", async (task: ParseTask) => {
  try {
    const parsed = await parseResume(task.bytes);
    parentPort?.postMessage({ id: task.id, ok: true, parsed });
  } catch (error) {
    parentPort?.postMessage({
      id: task.id,
      ok: false,
      error: isEngineError(error)
        ? { code: error.code, message: error.message }
        : { code: null, message: String(error) },
    });
  }
});
