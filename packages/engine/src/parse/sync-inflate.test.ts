import { readFileSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { parseResume } from "./parse-resume.ts";
import { SyncDecompressionStream } from "./sync-inflate.ts";

/** Reads a stream the way pdf.js does: writes the input, closes it, then reads until done. */
async function inflate(format: string, chunks: Uint8Array[]): Promise<Uint8Array[]> {
  const { readable, writable } = new SyncDecompressionStream(format);
  const writer = writable.getWriter();
  for (const chunk of chunks) void writer.write(chunk);
  void writer.close();
  const reader = readable.getReader();
  const out: Uint8Array[] = [];
  for (let read = await reader.read(); !read.done; read = await reader.read()) out.push(read.value!);
  return out;
}

describe("the DecompressionStream pdf.js is given", () => {
  const text = "BT /F1 11 Tf 72 720 Td (Senior Frontend Engineer at Quillbyte) Tj ET ".repeat(40);
  const compressed = new Uint8Array(deflateSync(Buffer.from(text)));

  it("inflates a content stream written in pieces", async () => {
    const pieces = [compressed.subarray(0, 100), compressed.subarray(100)];
    const out = await inflate("deflate", pieces);
    expect(Buffer.concat(out).toString()).toBe(text);
  });

  it("refuses a damaged stream, so pdf.js falls back to its own inflating", async () => {
    await expect(inflate("deflate", [compressed.subarray(0, compressed.length / 2)])).rejects.toThrow();
    expect(() => new SyncDecompressionStream("gzip")).toThrow(/Unsupported compression format/);
  });

  it("is the one the engine installs as it loads pdf.js, and PDFs still read", async () => {
    const pdf = readFileSync(join(import.meta.dirname, "../../test/corpus/doc-templates/01-registered-nurse.pdf"));
    const parsed = await parseResume(new Uint8Array(pdf));
    expect(globalThis.DecompressionStream).toBe(SyncDecompressionStream);
    expect(parsed.resume.personalInfo.name).toBe("Maya L. Thornton");
  });
});
