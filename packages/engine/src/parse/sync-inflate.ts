// A DecompressionStream for pdf.js that inflates with zlib at once, on the calling thread. pdf.js hands every
// content stream and embedded font over 1 KB to DecompressionStream when there is one: Node's own sends each to
// libuv's thread pool and back, which for a resume's few small streams costs more than the inflating, and without
// one pdf.js inflates in JavaScript, slower still. zlib's synchronous calls do the same work natively without the
// trip. pdf.js reads the output only after closing the input, so the whole stream is there when it is read.
import { brotliDecompressSync, inflateRawSync, inflateSync } from "node:zlib";
import { DEFAULT_LIMITS } from "./ingest.ts";

/**
 * Beyond the most the engine inflates of any document's part, a stream is refused here and left to pdf.js's own
 * inflating, as a damaged stream is.
 */
const MAX_INFLATED_BYTES = DEFAULT_LIMITS.maxDecompressedBytes;

const inflaters: Record<string, (input: Uint8Array) => Uint8Array> = {
  deflate: (input) => inflateSync(input, { maxOutputLength: MAX_INFLATED_BYTES }),
  "deflate-raw": (input) => inflateRawSync(input, { maxOutputLength: MAX_INFLATED_BYTES }),
  brotli: (input) => brotliDecompressSync(input, { maxOutputLength: MAX_INFLATED_BYTES }),
};

export class SyncDecompressionStream {
  readonly writable: { getWriter(): { write(chunk: Uint8Array): Promise<void>; close(): Promise<void> } };
  readonly readable: { getReader(): { read(): Promise<{ value?: Uint8Array; done: boolean }> } };

  constructor(format: string) {
    const inflate = inflaters[format];
    if (!inflate) throw new TypeError(`Unsupported compression format: ${format}`);
    const chunks: Uint8Array[] = [];
    let closed = false;
    let output: Uint8Array | null = null;
    this.writable = {
      getWriter: () => ({
        write: async (chunk) => {
          chunks.push(chunk);
        },
        close: async () => {
          closed = true;
        },
      }),
    };
    this.readable = {
      getReader: () => ({
        read: async () => {
          if (output) return { done: true };
          if (!closed) throw new TypeError("The stream was read before its input was closed.");
          output = inflate(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
          return { value: output, done: false };
        },
      }),
    };
  }
}
