// A two-column PDF's text copied row by row and pasted into Word: each row of the page becomes one line of a
// single paragraph (soft line breaks), the sidebar's text on a row joined to the main column's by a space or two,
// as the real Word resumes made from PDFs have it. The corpus's sidebar layouts are the sources, one per person in
// turn; the join is two spaces for one person, one for the next.
import { Document, Packer, Paragraph, TextRun } from "docx";
import { loadPdfjs } from "../../src/parse/extract-pdf.ts";

/** The corpus families whose PDFs set a sidebar beside the main column, one per person in turn. */
export const PASTED_SOURCES = ["latex-altacv", "latex-deedy", "jsonresume-macchiato", "profile-export"] as const;

interface Item {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** A page's text items as rows, top to bottom, each row's items left to right. */
function rowsOf(items: Item[]): Item[][] {
  const rows: Item[][] = [];
  for (const item of [...items].sort((a, b) => b.y - a.y || a.x - b.x)) {
    // Items whose baselines are within half a letter's height share a row.
    const row = rows.find((r) => Math.abs(r[0]!.y - item.y) < Math.min(r[0]!.size, item.size) / 2);
    if (row) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) => row.sort((a, b) => a.x - b.x));
}

/** A row's text: words apart by a space, the columns apart by `columnGap`. */
function rowText(row: Item[], columnGap: string): string {
  let text = "";
  let end: number | null = null;
  for (const item of row) {
    const gap = end === null ? 0 : item.x - end;
    const glue = end === null ? "" : gap > item.size * 1.5 ? columnGap : gap > item.size * 0.15 ? " " : "";
    text = `${text}${glue}${item.text}`.replace(/\s{3,}/g, columnGap);
    end = item.x + item.width;
  }
  return text.trim();
}

/** Each page of the PDF as the rows of text a copy row by row gives. */
export async function pastedRows(pdf: Uint8Array, columnGap: string): Promise<string[][]> {
  const task = (await loadPdfjs()).getDocument({ data: pdf, useSystemFonts: false });
  const document = await task.promise;
  const pages: string[][] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    const items: Item[] = [];
    for (const item of content.items) {
      if (!("str" in item) || !item.str.trim()) continue;
      const [, , , d, x, y] = item.transform as number[];
      items.push({ text: item.str, x: x!, y: y!, width: item.width, size: Math.abs(d!) || item.height });
    }
    pages.push(
      rowsOf(items)
        .map((row) => rowText(row, columnGap))
        .filter(Boolean),
    );
  }
  await task.destroy();
  return pages;
}

/** The rows pasted into Word: one paragraph a page, a soft line break after each row. */
export async function pastedDocx(pages: string[][]): Promise<Uint8Array> {
  const doc = new Document({
    creator: "Hireable corpus",
    sections: [
      {
        children: pages.map(
          (rows) => new Paragraph({ children: rows.map((row, i) => new TextRun({ text: row, break: i > 0 ? 1 : 0 })) }),
        ),
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
