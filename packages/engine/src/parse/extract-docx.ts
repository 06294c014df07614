// Step 2 (DOCX): paragraphs with style, bold and list facts from the document, header and footer parts.
// We unzip ourselves (fflate) so the decompressed size is bounded: a DOCX is a ZIP and ZIP bombs exist.
import { type Unzipped, unzipSync } from "fflate";
import { EngineError } from "../errors.ts";
import type { RawItem, RawPage } from "./extract-pdf.ts";
import { chunkHtml, decodeEntities, htmlParagraphs } from "./html-paragraphs.ts";
import type { ParseLimits } from "./ingest.ts";

export interface DocxParagraph {
  text: string;
  isBold: boolean;
  isBullet: boolean;
  /** The Word list this paragraph belongs to and its level in it ("numId"/"ilvl"), when it is a list item. */
  list: { id: string; level: number } | null;
  /** "Heading1", "Title"… when the paragraph has a heading-like style. */
  style: string | null;
  fontSize: number | null;
  part: "body" | "header" | "footer";
  inTable: boolean;
}

export interface DocxContent {
  paragraphs: DocxParagraph[];
  hasTables: boolean;
  /**
   * A document made of positioned text boxes (a PDF opened in Word or LibreOffice and saved as DOCX): its
   * boxes as page items, to be laid out like a PDF's. Null for an ordinary document.
   */
  positionedPages: RawPage[] | null;
  /** Text read from a web page the document wraps whole (altChunk parts) rather than from its paragraphs. */
  textInWrappedHtml: boolean;
}

function unzipBounded(bytes: Uint8Array, limits: ParseLimits): Unzipped {
  let declared = 0;
  let files: Unzipped;
  try {
    files = unzipSync(bytes, {
      filter(file) {
        // (The relationships and HTML parts: where a converter wrapped the page's HTML whole, the text is there.)
        const wanted =
          /^word\/(?:(?:document|header\d*|footer\d*)\.xml|_rels\/document\.xml\.rels)$/.test(file.name) ||
          /\.(?:mht|mhtml|html?|xhtml)$/i.test(file.name);
        if (!wanted) return false;
        declared += file.originalSize;
        if (declared > limits.maxDecompressedBytes) {
          throw new EngineError("ARCHIVE_TOO_LARGE", "This DOCX expands to an unreasonable size and was not opened.");
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof EngineError) throw error;
    throw new EngineError(
      "CORRUPT_FILE",
      "This DOCX is damaged or incomplete and cannot be read. Please save it again.",
    );
  }
  const actual = Object.values(files).reduce((sum, file) => sum + file.length, 0);
  if (actual > limits.maxDecompressedBytes) {
    throw new EngineError("ARCHIVE_TOO_LARGE", "This DOCX expands to an unreasonable size and was not opened.");
  }
  if (!files["word/document.xml"]) {
    throw new EngineError("UNSUPPORTED_FILE_TYPE", "Please upload a PDF or DOCX file");
  }
  return files;
}

function readParagraph(xml: string, part: DocxParagraph["part"], inTable: boolean): DocxParagraph {
  const props = /<w:pPr>([\s\S]*?)<\/w:pPr>/.exec(xml)?.[1] ?? "";
  const style = /<w:pStyle w:val="([^"]+)"/.exec(props)?.[1] ?? null;
  let text = "";
  let boldChars = 0;
  let sizeHalfPoints: number | null = null;
  for (const run of xml.matchAll(/<w:r[ >][\s\S]*?<\/w:r>/g)) {
    const runXml = run[0];
    const runProps = /<w:rPr>([\s\S]*?)<\/w:rPr>/.exec(runXml)?.[1] ?? "";
    const isBold = /<w:b(?: w:val="(?:true|1|on)")?\/>/.test(runProps);
    const size = /<w:sz w:val="(\d+)"/.exec(runProps)?.[1];
    if (size && sizeHalfPoints === null) sizeHalfPoints = Number(size);
    let runText = "";
    // Tabs (and the header's positioned tabs), line and page breaks, the hyphen Word keeps from breaking a
    // line ("Okafor-Adeyemi" typed with Ctrl+Shift+-), which has no text of its own, and a symbol inserted
    // from a font (a Wingdings bullet typed by hand), its code point kept for the glyphs' reading.
    for (const token of runXml.matchAll(
      /<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:(tab|ptab|br|cr|noBreakHyphen)(?: [^>]*)?\/>|<w:sym [^>]*w:char="([0-9A-Fa-f]{4})"[^>]*\/>/g,
    )) {
      const mark = token[2];
      runText +=
        token[1] !== undefined
          ? decodeEntities(token[1])
          : token[3] !== undefined
            ? String.fromCodePoint(Number.parseInt(token[3], 16))
            : mark === "tab" || mark === "ptab"
              ? "\t"
              : mark === "noBreakHyphen"
                ? "-"
                : "\n";
    }
    text += runText;
    if (isBold) boldChars += runText.trim().length;
  }
  const trimmedLength = text.trim().length;
  // numId 0 is Word's way of saying "no numbering here" (a list item turned back into a paragraph).
  // (A heading's style numbered by Word, "1. Experience", makes no list item: the number is the heading's.)
  const headingStyle = style && /heading|title/i.test(style) ? style : null;
  const numId = /<w:numId w:val="(\d+)"/.exec(props)?.[1];
  const list =
    numId && numId !== "0" && !headingStyle
      ? { id: numId, level: Number(/<w:ilvl w:val="(\d+)"/.exec(props)?.[1] ?? 0) }
      : null;
  return {
    text,
    isBold: trimmedLength > 0 && boldChars >= trimmedLength * 0.8,
    isBullet: list !== null || /List/i.test(style ?? ""),
    list,
    style: headingStyle,
    fontSize: sizeHalfPoints === null ? null : sizeHalfPoints / 2,
    part,
    inTable,
  };
}

interface TextBox {
  paragraphs: DocxParagraph[];
  /** Position from the anchor and width in EMU, when the box is a positioned drawing. */
  x: number;
  y: number;
  width: number;
  /** A VML box floating at an absolute place: its left margin and width in points ("left:width"). */
  floatsAt: string | null;
}

const EMU_PER_POINT = 12700;

/** One EMU is 1/12700 of a point: boxes whose tops are within 3 pt stand on one line. */
const SAME_LINE_EMU = 3 * EMU_PER_POINT;

/**
 * Text boxes hold their own paragraphs inside a run of another paragraph (`w:txbxContent`), and Word keeps a
 * second, VML copy of each for old readers (`mc:Fallback`). The copies are dropped and every box is taken
 * out of its paragraph, leaving a marker where it stood, so both are read as paragraphs of their own.
 */
function takeTextBoxes(xml: string, part: DocxParagraph["part"]): { xml: string; boxes: TextBox[] } {
  const boxes: TextBox[] = [];
  const withoutFallbacks = xml.replace(/<mc:Fallback>[\s\S]*?<\/mc:Fallback>/g, "");
  const marked = withoutFallbacks.replace(
    /<w:drawing>(?:(?!<\/w:drawing>)[\s\S])*?<w:txbxContent>[\s\S]*?<\/w:drawing>|<w:pict>(?:(?!<\/w:pict>)[\s\S])*?<w:txbxContent>[\s\S]*?<\/w:pict>/g,
    (shape) => {
      const inner = /<w:txbxContent>([\s\S]*?)<\/w:txbxContent>/.exec(shape)?.[1] ?? "";
      const offset = (axis: "H" | "V") =>
        Number(new RegExp(`<wp:position${axis}[^>]*>\\s*<wp:posOffset>(-?\\d+)<`).exec(shape)?.[1] ?? Number.NaN);
      const style = /<v:(?:shape|rect|roundrect)\b[^>]*\bstyle="([^"]*)"/.exec(shape)?.[1] ?? "";
      const styleValue = (name: string) => new RegExp(`(?:^|;)\\s*${name}:\\s*(-?[\\d.]+)pt`).exec(style)?.[1];
      const floats = /position:\s*absolute/.test(style) && styleValue("margin-left") !== undefined;
      boxes.push({
        paragraphs: [...inner.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) => readParagraph(m[0], part, false)),
        x: offset("H"),
        y: offset("V"),
        width: Number(/<wp:extent cx="(\d+)"/.exec(shape)?.[1] ?? 0),
        floatsAt: floats ? `${Math.round(Number(styleValue("margin-left")))}:${styleValue("width") ?? ""}` : null,
      });
      return `<w:t>\u0001${boxes.length - 1}\u0001</w:t>`;
    },
  );
  return { xml: marked, boxes };
}

/** A paragraph's boxes in reading order: top to bottom, and boxes on one line joined left to right. */
function boxParagraphs(boxes: TextBox[]): DocxParagraph[] {
  const positioned = boxes.every((b) => Number.isFinite(b.x) && Number.isFinite(b.y));
  if (!positioned) return boxes.flatMap((b) => b.paragraphs);
  const sorted = [...boxes].sort((a, b) => a.y - b.y || a.x - b.x);
  const out: DocxParagraph[] = [];
  let lineTop = Number.NEGATIVE_INFINITY;
  for (const box of sorted) {
    const text = box.paragraphs
      .map((p) => p.text.trim())
      .filter(Boolean)
      .join(" ");
    if (!text) continue;
    const previous = out.at(-1);
    if (previous && box.y - lineTop <= SAME_LINE_EMU) previous.text = `${previous.text}   ${text}`;
    else {
      out.push({ ...box.paragraphs.find((p) => p.text.trim())!, text });
      lineTop = box.y;
    }
  }
  return out;
}

/**
 * Boxes of one anchor paragraph that go on to the next page: a PDF opened in LibreOffice and saved as DOCX
 * anchors a whole document's boxes to one paragraph, in page order, each page's offsets from its own top. A box
 * set far above the boxes before it ("Frontend" at 66 pt after "Practices" at 726 pt) starts the next page.
 */
function splitAtPageTurns(boxes: TextBox[]): TextBox[][] {
  const pages: TextBox[][] = [[]];
  let lowest = Number.NEGATIVE_INFINITY;
  for (const box of boxes) {
    if (box.y < lowest - PAGE_TURN_EMU) {
      pages.push([]);
      lowest = Number.NEGATIVE_INFINITY;
    }
    pages.at(-1)!.push(box);
    lowest = Math.max(lowest, box.y);
  }
  return pages;
}

/** How far back up a box must be set to be on the next page: half a Letter page. */
const PAGE_TURN_EMU = 396 * EMU_PER_POINT;

/** The positioned boxes of one anchor paragraph as the items of one page, in points from its top-left. */
function boxesAsPage(boxes: TextBox[], pageNumber: number, pageWidth: number): RawPage {
  const items: RawItem[] = boxes.flatMap((box) =>
    box.paragraphs
      .filter((p) => p.text.trim())
      .map((p, i) => {
        const fontSize = p.fontSize ?? 11;
        return {
          text: p.text,
          page: pageNumber,
          x: box.x / EMU_PER_POINT,
          y: box.y / EMU_PER_POINT + fontSize * (1 + i * 1.2),
          width: box.width / EMU_PER_POINT,
          fontSize,
          isBold: p.isBold,
          boxed: true,
        };
      }),
  );
  return { width: pageWidth, height: Math.max(792, ...items.map((i) => i.y + 20)), items };
}

function readPart(
  xml: string,
  part: DocxParagraph["part"],
  chunks: Map<string, DocxParagraph[]> = new Map(),
): { paragraphs: DocxParagraph[]; hasTables: boolean; positionedPages: RawPage[] | null } {
  const { xml: body, boxes } = takeTextBoxes(xml, part);
  // Floating boxes at one left margin and width, two or more: a column beside the body (a sidebar in boxes).
  const columns = new Map<string, TextBox[]>();
  for (const box of boxes) {
    if (!box.floatsAt) continue;
    const column = columns.get(box.floatsAt);
    if (column) column.push(box);
    else columns.set(box.floatsAt, [box]);
  }
  for (const [key, column] of columns) if (column.length < 2) columns.delete(key);
  const pageWidth = Number(/<w:pgSz w:w="(\d+)"/.exec(xml)?.[1] ?? 12240) / 20;
  const anchoredPages: TextBox[][] = [];
  const paragraphs: DocxParagraph[] = [];
  const tableRanges: Array<[number, number]> = [];
  for (const table of body.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)) {
    tableRanges.push([table.index ?? 0, (table.index ?? 0) + table[0].length]);
  }
  for (const match of body.matchAll(/<w:p[ >][\s\S]*?<\/w:p>|<w:p\/>|<w:altChunk\b[^>]*\br:id="([^"]+)"/g)) {
    if (match[1] !== undefined) {
      paragraphs.push(...(chunks.get(match[1]) ?? []));
      continue;
    }
    const at = match.index ?? 0;
    const inTable = tableRanges.some(([start, end]) => at >= start && at < end);
    const paragraph = readParagraph(match[0], part, inTable);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: U+0001 marks where a text box stood
    const markers = [...paragraph.text.matchAll(/\u0001(\d+)\u0001/g)].map((m) => boxes[Number(m[1])]!);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: U+0001 marks where a text box stood
    paragraphs.push({ ...paragraph, text: paragraph.text.replace(/\u0001\d+\u0001/g, "") });
    // A column of floating boxes is read whole where its first box is anchored: its other boxes, anchored
    // further down wherever their tops fell, would put a sidebar's words between an entry's lines.
    const read = markers.flatMap((box) => {
      const column = box.floatsAt ? columns.get(box.floatsAt) : undefined;
      if (!column) return [box];
      return column[0] === box ? column : [];
    });
    paragraphs.push(...boxParagraphs(read));
    const positioned = markers.filter((b) => Number.isFinite(b.x) && Number.isFinite(b.y));
    if (positioned.length >= 3) anchoredPages.push(...splitAtPageTurns(positioned));
  }
  // Most of the text in positioned boxes: the document is a page layout, not a flow of paragraphs.
  const boxChars = anchoredPages
    .flat()
    .reduce((sum, b) => sum + b.paragraphs.reduce((n, p) => n + p.text.length, 0), 0);
  const allChars = paragraphs.reduce((sum, p) => sum + p.text.length, 0);
  const positionedPages =
    anchoredPages.length > 0 && boxChars >= allChars * 0.7
      ? anchoredPages.map((page, i) => boxesAsPage(page, i + 1, pageWidth))
      : null;
  return { paragraphs, hasTables: tableRanges.length > 0, positionedPages };
}

/**
 * The document's altChunk parts (HTML or MHT a converter wrapped whole in the file, for Word to convert when it
 * opens it), as paragraphs, by relationship id.
 */
function altChunks(files: Unzipped): Map<string, DocxParagraph[]> {
  const chunks = new Map<string, DocxParagraph[]>();
  const rels = files["word/_rels/document.xml.rels"];
  if (!rels) return chunks;
  for (const [relationship] of new TextDecoder().decode(rels).matchAll(/<Relationship\b[^>]*>/g)) {
    if (!/\/aFChunk"/i.test(relationship)) continue;
    const id = /\bId="([^"]+)"/.exec(relationship)?.[1];
    const target = /\bTarget="([^"]+)"/.exec(relationship)?.[1];
    if (!id || !target) continue;
    const bytes = files[target.startsWith("/") ? target.slice(1) : `word/${target}`];
    if (bytes) chunks.set(id, htmlParagraphs(chunkHtml(bytes)));
  }
  return chunks;
}

export function extractDocx(bytes: Uint8Array, limits: ParseLimits): DocxContent {
  const files = unzipBounded(bytes, limits);
  const decoder = new TextDecoder();
  const names = Object.keys(files).sort();
  const chunks = altChunks(files);
  const body = readPart(decoder.decode(files["word/document.xml"]), "body", chunks);
  const headers = names
    .filter((n) => /header\d*\.xml$/.test(n))
    .flatMap((n) => readPart(decoder.decode(files[n]), "header").paragraphs);
  const footers = names
    .filter((n) => /footer\d*\.xml$/.test(n))
    .flatMap((n) => readPart(decoder.decode(files[n]), "footer").paragraphs);
  // Header and footer parts go first, into the contact block, where their contents (contact details,
  // page numbers) belong — never into the last section of the body.
  return {
    paragraphs: [...headers, ...footers, ...body.paragraphs],
    hasTables: body.hasTables,
    positionedPages: body.positionedPages,
    textInWrappedHtml: [...chunks.values()].some((paragraphs) => paragraphs.some((p) => p.text.trim())),
  };
}
