// Step 3 (DOCX): paragraphs become lines. Header and footer parts are kept (contact details often live
// there) and remembered, so the analysis can tell the user that some ATS skip them.

import type { TextLine } from "../types.ts";
import type { DocxParagraph } from "./extract-docx.ts";
import { separateInterleavedColumns } from "./interleaved-columns.ts";
import { BULLET_PREFIX, collapseLetterSpacing, normaliseText } from "./normalise-text.ts";

/**
 * A heading style's size where the run sets none, in Word's order (Title largest, then Heading 1, 2, 3…, each
 * level smaller), all above the body's 11 pt: the name in "Title" or "Heading 1" outranks a list in "Heading 4".
 */
const HEADING_SIZES = [16, 14, 13, 12.5, 12, 11.5];

function styleSize(style: string | null): number {
  if (!style) return 11;
  if (/title/i.test(style)) return 26;
  const level = Number(/heading\s*(\d)/i.exec(style)?.[1] ?? 3);
  return HEADING_SIZES[Math.min(level, HEADING_SIZES.length) - 1] ?? 12;
}

export function layoutDocx(paragraphs: DocxParagraph[]): {
  lines: TextLine[];
  bodyFontSize: number | null;
  headerFooterLines: Set<number>;
} {
  const lines: TextLine[] = [];
  const headerFooterLines = new Set<number>();
  const sizes: number[] = [];
  // A list used as an outline (each role a top-level item, its bullets nested under it): the top level holds
  // entry headers, not bullets.
  const deepestLevel = new Map<string, number>();
  for (const { list } of paragraphs) {
    if (list) deepestLevel.set(list.id, Math.max(deepestLevel.get(list.id) ?? 0, list.level));
  }
  const isOutlineHeader = (p: DocxParagraph) =>
    p.list !== null && p.list.level === 0 && (deepestLevel.get(p.list.id) ?? 0) > 0;
  for (const paragraph of paragraphs) {
    const rows = paragraph.text.split("\n");
    // A paragraph of soft line breaks (a PDF's text pasted into Word) whose bullets lost their glyph keeps the
    // space that followed it: a row indented so, among rows that are not, is a bullet.
    const indented = (row: string) => /^ \S/.test(row);
    const lostGlyphs = rows.length >= 6 && rows.filter(indented).length < rows.length / 2;
    const first = lines.length;
    for (const raw of rows) {
      const text = collapseLetterSpacing(normaliseText(raw)).replace(/\s+$/, "").replace(/^\s+/, "");
      if (!text) continue;
      if (paragraph.fontSize) sizes.push(paragraph.fontSize);
      if (paragraph.part !== "body") headerFooterLines.add(lines.length);
      lines.push({
        index: lines.length,
        text,
        page: 1,
        x: 0,
        y: 0,
        width: 0,
        fontSize: paragraph.fontSize ?? styleSize(paragraph.style),
        isBold: paragraph.isBold,
        column: 0,
        isBullet:
          (paragraph.isBullet && !isOutlineHeader(paragraph)) ||
          BULLET_PREFIX.test(text) ||
          (lostGlyphs && indented(raw)),
      });
    }
    // Such a paragraph may hold a two-column PDF's rows, the columns' rows alternating.
    if (rows.length >= 6 && paragraph.part === "body") {
      const separated = separateInterleavedColumns(lines.slice(first));
      lines.splice(first, lines.length - first, ...separated.map((line, i) => ({ ...line, index: first + i })));
    }
  }
  const counts = new Map<number, number>();
  for (const size of sizes) counts.set(size, (counts.get(size) ?? 0) + 1);
  const body = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  return { lines, bodyFontSize: body, headerFooterLines };
}
