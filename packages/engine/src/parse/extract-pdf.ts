// Step 2 (PDF): text items with position and size from pdf.js. Fonts are not rendered, only read.
import { EngineError } from "../errors.ts";
import { withWordsRejoined } from "./glyph-gaps.ts";
import type { ParseLimits } from "./ingest.ts";
import { deferCanvasLoading } from "./lazy-canvas.ts";
import { withoutLetterSpacing } from "./normalise-text.ts";
import { hasLittleText, looksGarbled, MAX_OCR_PAGES, OCR_START_MS, ocrPage, tesseract } from "./ocr.ts";
import { exposeFontNames, namesBoldFont } from "./pdf-font-names.ts";
import { SyncDecompressionStream } from "./sync-inflate.ts";

export interface RawItem {
  text: string;
  page: number;
  x: number;
  /** Baseline, measured down from the top of the page. */
  y: number;
  width: number;
  fontSize: number;
  isBold: boolean;
  /** A DOCX text box: its width is the box's, not the text's, so it says nothing of the gap after it. */
  boxed?: boolean;
}

export interface RawPage {
  width: number;
  height: number;
  items: RawItem[];
  /** Set when the page was read by OCR: Tesseract's mean word confidence, 0–100. */
  ocrConfidence?: number;
  /** Set when the document's words came apart at its glyphs' gaps and were rebuilt (glyph-gaps.ts). */
  wordsRejoined?: boolean;
}

/** Time granted to OCR: it extends the parse's deadline by each scanned page's own limit. */
export interface Deadline {
  extend(ms: number): void;
}

let pdfjsModule: Promise<typeof import("pdfjs-dist/legacy/build/pdf.mjs")> | null = null;
/**
 * pdf.js as the engine reads with it, the one way it is loaded in a process (the corpus builders and the scanned
 * copies use it too): its worker's module is loaded once a process, so a copy loaded before this one would be the
 * process's for good, its text without the fonts' names and so without weight.
 */
export function loadPdfjs() {
  // Only the threads that read PDFs (the engine's worker, the CLI) load pdf.js, so only they get the synchronous
  // DecompressionStream (sync-inflate.ts); nothing else in the engine or the server uses DecompressionStream.
  if (!pdfjsModule) {
    (globalThis as { DecompressionStream?: unknown }).DecompressionStream = SyncDecompressionStream;
    deferCanvasLoading();
    exposeFontNames();
    pdfjsModule = import("pdfjs-dist/legacy/build/pdf.mjs");
  }
  return pdfjsModule;
}

function withPageLimit<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new EngineError("TIMEOUT", "Reading a scanned page took too long. Please upload a text PDF or a DOCX.")),
      ms,
    );
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** Whether a page paints an image (a scan, a photo of the page): its operators say, without rendering. */
async function showsImage(
  doc: { getPage(n: number): Promise<{ getOperatorList(): Promise<{ fnArray: number[] }> }> },
  pageNumber: number,
  ops: { paintImageXObject: number; paintInlineImageXObject: number; paintImageMaskXObject: number },
): Promise<boolean> {
  const { fnArray } = await (await doc.getPage(pageNumber)).getOperatorList();
  return fnArray.some(
    (op) => op === ops.paintImageXObject || op === ops.paintInlineImageXObject || op === ops.paintImageMaskXObject,
  );
}

const STANDARD_FONT_DATA_URL = new URL("./", import.meta.resolve("pdfjs-dist/standard_fonts/FoxitFixed.pfb")).href;

export async function extractPdf(
  bytes: Uint8Array,
  limits: ParseLimits,
  deadline?: Deadline,
  onProgress?: (progress: { ocrPage: number; ocrPages: number }) => void,
): Promise<RawPage[]> {
  const pdfjs = await loadPdfjs();
  // pdf.js takes ownership of the buffer it is given: pass a copy so the caller's bytes stay intact.
  // The text is read without the standard fonts' programs (Helvetica, Times… not embedded): pdf.js knows their
  // widths and encodings without them, and parsing them again for each document costs a tenth of a parse (the
  // text read is the same over the whole corpus). Pages drawn for OCR are drawn from a copy that has them.
  const open = (drawing: boolean) =>
    pdfjs.getDocument({
      data: bytes.slice(),
      ...(drawing ? { standardFontDataUrl: STANDARD_FONT_DATA_URL } : {}),
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    });
  const task = open(false);
  let drawingTask: ReturnType<typeof open> | null = null;
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === "PasswordException") {
      throw new EngineError(
        "ENCRYPTED_PDF",
        "This PDF is password-protected. Please upload a version without a password.",
      );
    }
    throw new EngineError(
      "CORRUPT_FILE",
      "This PDF is damaged or incomplete and cannot be read. Please export it again.",
    );
  }
  try {
    if (doc.numPages > limits.maxPages) {
      throw new EngineError(
        "TOO_MANY_PAGES",
        `This document has ${doc.numPages} pages; resumes of up to ${limits.maxPages} pages are accepted.`,
      );
    }
    const pages: RawPage[] = [];
    for (let pageNumber = 1; pageNumber <= doc.numPages; pageNumber++) {
      const page = await doc.getPage(pageNumber);
      const viewport = page.getViewport({ scale: 1 });
      // The text is normalised by the engine itself (normaliseText): pdf.js need not do it first.
      const content = await page.getTextContent({ disableNormalization: true });
      const items: RawItem[] = [];
      for (const item of content.items) {
        if (!("str" in item) || item.str.length === 0) continue;
        const [a, b, , , e, f] = item.transform as number[];
        const fontSize = Math.hypot(a ?? 0, b ?? 0) || item.height;
        const style = content.styles[item.fontName] as { baseFont?: string } | undefined;
        items.push({
          text: withoutLetterSpacing(item.str),
          page: pageNumber,
          x: e ?? 0,
          y: viewport.height - (f ?? 0),
          width: item.width,
          fontSize,
          isBold: namesBoldFont(style?.baseFont ?? ""),
        });
      }
      pages.push({ width: viewport.width, height: viewport.height, items });
      page.cleanup();
    }
    withWordsRejoined(pages);
    if (limits.ocrPageTimeoutMs > 0) {
      const scanned: number[] = [];
      const layers = pages.map((page) => {
        const text = page.items.map((item) => item.text).join(" ");
        return { little: hasLittleText(text), garbled: looksGarbled(text) };
      });
      // (Beside a page with a sound text layer, a page with little text is the resume's short last page, whatever
      // picture it shows: an icon, a photo.)
      const textPdf = layers.some((layer) => !layer.little && !layer.garbled);
      for (const [index, layer] of layers.entries()) {
        if (scanned.length >= MAX_OCR_PAGES) break;
        // A garbled text layer is read from the page as drawn; a page with little text only if it shows a
        // picture (a blank last page is just blank).
        const pictured = !textPdf && layer.little && (await showsImage(doc, index + 1, pdfjs.OPS));
        if (layer.garbled || pictured) scanned.push(index);
      }
      const slots = [...Array(Math.min(Math.max(1, limits.ocrThreads), scanned.length)).keys()];
      if (scanned.length > 0) {
        // Starting Tesseract is the thread's once, not the page's: its own allowance, outside the page limits.
        // (Pages read at once share the time a page is given one after another.)
        deadline?.extend(OCR_START_MS + scanned.length * limits.ocrPageTimeoutMs);
        await withPageLimit(Promise.all(slots.map((slot) => tesseract(slot))), OCR_START_MS);
      }
      drawingTask = scanned.length > 0 ? open(true) : null;
      const drawn = await drawingTask?.promise;
      // Each worker takes the next page still unread: progress is said as each page's reading starts.
      let started = 0;
      const readPages = async (slot: number) => {
        while (started < scanned.length) {
          const index = scanned[started++]!;
          onProgress?.({ ocrPage: started, ocrPages: scanned.length });
          const read = await withPageLimit(
            ocrPage(await drawn!.getPage(index + 1), index + 1, slot),
            limits.ocrPageTimeoutMs,
          );
          pages[index] = { ...pages[index]!, items: read.items, ocrConfidence: read.confidence };
        }
      };
      await Promise.all(slots.map(readPages));
    }
    return pages;
  } finally {
    await Promise.all([task.destroy(), drawingTask?.destroy()]);
  }
}
