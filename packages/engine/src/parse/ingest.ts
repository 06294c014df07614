// Step 1: recognise the file by its bytes (never its name or declared type) and bound the work.
import { EngineError } from "../errors.ts";
import type { DocumentFormat } from "../types.ts";

export interface ParseLimits {
  maxBytes: number;
  maxPages: number;
  /** Bound on the decompressed size of a DOCX's parts: a DOCX is a ZIP, and ZIP bombs exist. */
  maxDecompressedBytes: number;
  timeoutMs: number;
  /** Scanned pages are read by OCR, each within this time (added to timeoutMs when it happens); 0 turns OCR off. */
  ocrPageTimeoutMs: number;
  /**
   * Scanned pages read at once, each by a Tesseract worker of its own (more memory: about 100 MB a worker). 1 in
   * the server, whose pool threads are its parallelism; the CLI reads a file alone and uses the machine's cores.
   */
  ocrThreads: number;
}

export const DEFAULT_LIMITS: ParseLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxPages: 10,
  maxDecompressedBytes: 20 * 1024 * 1024,
  timeoutMs: 5_000,
  ocrPageTimeoutMs: 30_000,
  ocrThreads: 1,
};

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // "PK\x03\x04"

function startsWith(bytes: Uint8Array, magic: number[], offset = 0): boolean {
  return magic.every((value, index) => bytes[offset + index] === value);
}

/** PDF allows up to 1 KB of junk before the header; ZIP must start at 0. */
function findPdfHeader(bytes: Uint8Array): number {
  const end = Math.min(bytes.length - PDF_MAGIC.length, 1024);
  for (let i = 0; i <= end; i++) if (startsWith(bytes, PDF_MAGIC, i)) return i;
  return -1;
}

export function detectFormat(bytes: Uint8Array, limits: ParseLimits): DocumentFormat {
  if (bytes.length === 0) throw new EngineError("EMPTY_FILE", "The file is empty.");
  if (bytes.length > limits.maxBytes) {
    const mb = Math.round(limits.maxBytes / 1024 / 1024);
    throw new EngineError("FILE_TOO_LARGE", `File is too large. The maximum size is ${mb} MB.`);
  }
  if (findPdfHeader(bytes) >= 0) return "pdf";
  if (startsWith(bytes, ZIP_MAGIC)) return "docx";
  throw new EngineError("UNSUPPORTED_FILE_TYPE", "Please upload a PDF or DOCX file");
}
