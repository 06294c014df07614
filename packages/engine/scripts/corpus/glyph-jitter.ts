// A PDF printed glyph by glyph with uneven gaps, as older HTML-to-PDF printers place text: each glyph drawn at its
// own position, the gap before it off by up to a tenth of an em. pdf.js puts a space wherever a gap passes about a
// tenth of an em, so words come apart inside ("Se nior", "Engine e r", "C ONTACT") while the text layer is whole.
// The source PDF's items are drawn again at their places, in Helvetica (bold where the source's font is; smaller where
// Helvetica is wider), the gaps from a seeded generator so that a rebuild gives the same files.
import { PDFDocument, type PDFFont, StandardFonts } from "pdf-lib";
import { loadPdfjs } from "../../src/parse/extract-pdf.ts";

/** The corpus family whose PDFs are drawn again: the older printer's own (wkhtmltopdf, Qt WebKit). */
export const JITTER_SOURCE = "wkhtmltopdf-themes";

/** The extra gap before a glyph, in ems: from `MIN_GAP` to `MAX_GAP`, so about one gap in eight passes pdf.js's tenth. */
const MIN_GAP = -0.03;
const MAX_GAP = 0.12;

/** Extra gaps before glyphs, in ems, from a Park–Miller generator: the same gaps at every build. */
export function gapsFrom(seed: number): () => number {
  let state = seed % 2147483646 || 1;
  return () => {
    state = (state * 16807) % 2147483647;
    return MIN_GAP + ((state - 1) / 2147483646) * (MAX_GAP - MIN_GAP);
  };
}

/** Whether the font can draw the glyph (WinAnsi: icons and symbols of other fonts cannot be). */
function drawable(font: PDFFont, glyph: string): boolean {
  try {
    font.encodeText(glyph);
    return true;
  } catch {
    return false;
  }
}

/** The PDF drawn again, each glyph apart with an uneven gap before it. */
export async function jitteredPdf(pdf: Uint8Array, seed: number): Promise<Uint8Array> {
  const task = (await loadPdfjs()).getDocument({ data: pdf.slice(), useSystemFonts: false, verbosity: 0 });
  const source = await task.promise;
  const out = await PDFDocument.create();
  const regular = await out.embedFont(StandardFonts.Helvetica);
  const bold = await out.embedFont(StandardFonts.HelveticaBold);
  const nextGap = gapsFrom(seed);
  for (let n = 1; n <= source.numPages; n++) {
    const page = await source.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    const target = out.addPage([width, height]);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!("str" in item) || !item.str.trim()) continue;
      const [a, b, , , x, y] = item.transform as number[];
      const family = content.styles[item.fontName]?.fontFamily ?? "";
      const font = /bold|black|heavy/i.test(`${item.fontName} ${family}`) ? bold : regular;
      // Smaller where Helvetica is wider than the source's font, so that no item runs into the next.
      const sourceSize = Math.hypot(a ?? 0, b ?? 0) || item.height;
      const natural = font.widthOfTextAtSize(item.str.replace(/[^\x20-\x7e\xa0-\xff]/g, ""), sourceSize);
      const size = natural > item.width && item.width > 0 ? (sourceSize * item.width) / natural : sourceSize;
      let at = x ?? 0;
      for (const glyph of item.str) {
        if (!drawable(font, glyph)) continue;
        if (glyph !== " ") target.drawText(glyph, { x: at, y: y ?? 0, size, font });
        at += font.widthOfTextAtSize(glyph, size) + nextGap() * size;
      }
    }
  }
  await task.destroy();
  return out.save({ useObjectStreams: false });
}
