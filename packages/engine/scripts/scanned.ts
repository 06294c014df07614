// Scanned copies of PDFs, as a scanner or a phone makes them: every page rendered in grey (150 dpi; every
// fourth file at 100 dpi), every third turned by a degree and a half, and put back into a PDF as an image alone.
// Used by the scanned family's measurement (measure-scanned.ts) and by the OCR tests.
import { createCanvas } from "@napi-rs/canvas";
import { PDFDocument } from "pdf-lib";
import { loadPdfjs } from "../src/parse/extract-pdf.ts";
import { renderPage } from "../src/parse/ocr.ts";

export interface ScanOptions {
  dpi?: number;
  /** Degrees, clockwise. */
  rotate?: number;
}

export interface ScannedPage {
  png: Buffer;
  /** The page's size in points, as the original's. */
  width: number;
  height: number;
}

/** The PDF's pages as grey PNG images at `dpi`, turned by `rotate` degrees on white. */
export async function scanPages(bytes: Uint8Array, options: ScanOptions = {}): Promise<ScannedPage[]> {
  const dpi = options.dpi ?? 150;
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 });
  const doc = await task.promise;
  const images: ScannedPage[] = [];
  try {
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const size = page.getViewport({ scale: 1 });
      const flat = await renderPage(page, dpi);
      const { width, height } = flat;
      const context = flat.getContext("2d");
      // Grey, as a scanner's default.
      const pixels = context.getImageData(0, 0, width, height);
      for (let i = 0; i < pixels.data.length; i += 4) {
        const grey = Math.round(0.299 * pixels.data[i]! + 0.587 * pixels.data[i + 1]! + 0.114 * pixels.data[i + 2]!);
        pixels.data[i] = pixels.data[i + 1] = pixels.data[i + 2] = grey;
      }
      context.putImageData(pixels, 0, 0);
      if (!options.rotate) {
        images.push({ png: flat.toBuffer("image/png"), width: size.width, height: size.height });
        continue;
      }
      const turned = createCanvas(width, height);
      const turnedContext = turned.getContext("2d");
      turnedContext.fillStyle = "#ffffff";
      turnedContext.fillRect(0, 0, width, height);
      turnedContext.translate(width / 2, height / 2);
      turnedContext.rotate((options.rotate * Math.PI) / 180);
      turnedContext.drawImage(flat, -width / 2, -height / 2);
      images.push({ png: turned.toBuffer("image/png"), width: size.width, height: size.height });
      page.cleanup();
    }
  } finally {
    await task.destroy();
  }
  return images;
}

/** A PDF of images only, one a page, each filling its page: what a scanner's PDF holds. */
export async function imagePdf(pages: ScannedPage[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (const { png, width, height } of pages) {
    const image = await pdf.embedPng(png);
    pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  }
  return pdf.save();
}

/** The scanned copy of a PDF. */
export async function scannedCopy(bytes: Uint8Array, options: ScanOptions = {}): Promise<Uint8Array> {
  return imagePdf(await scanPages(bytes, options));
}
