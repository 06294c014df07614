// Step 2 (DOCX): paragraphs with style, bold and list facts from the document, header and footer parts.
// We unzip ourselves (fflate) so the decompressed size is bounded: a DOCX is a ZIP and ZIP bombs exist.
import { type Unzipped, unzipSync } from "fflate";
import { EngineError } from "../errors.ts";
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
}

function unzipBounded(bytes: Uint8Array, limits: ParseLimits): Unzipped {
  let declared = 0;
  let files: Unzipped;
  try {
    files = unzipSync(bytes, {
      filter(file) {
        const wanted = /^word\/(document|header\d*|footer\d*)\.xml$/.test(file.name);
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

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity.startsWith("#x") || entity.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith("#")) return String.fromCodePoint(Number(entity.slice(1)));
    return ENTITIES[entity] ?? whole;
  });
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
    for (const token of runXml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:(tab|br)\/>/g)) {
      runText += token[1] !== undefined ? decodeXml(token[1]) : token[2] === "tab" ? "\t" : "\n";
    }
    text += runText;
    if (isBold) boldChars += runText.trim().length;
  }
  const trimmedLength = text.trim().length;
  // numId 0 is Word's way of saying "no numbering here" (a list item turned back into a paragraph).
  const numId = /<w:numId w:val="(\d+)"/.exec(props)?.[1];
  const list =
    numId && numId !== "0" ? { id: numId, level: Number(/<w:ilvl w:val="(\d+)"/.exec(props)?.[1] ?? 0) } : null;
  return {
    text,
    isBold: trimmedLength > 0 && boldChars >= trimmedLength * 0.8,
    isBullet: list !== null || /List/i.test(style ?? ""),
    list,
    style: style && /heading|title/i.test(style) ? style : null,
    fontSize: sizeHalfPoints === null ? null : sizeHalfPoints / 2,
    part,
    inTable,
  };
}

function readPart(xml: string, part: DocxParagraph["part"]): { paragraphs: DocxParagraph[]; hasTables: boolean } {
  const paragraphs: DocxParagraph[] = [];
  const tableRanges: Array<[number, number]> = [];
  for (const table of xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)) {
    tableRanges.push([table.index ?? 0, (table.index ?? 0) + table[0].length]);
  }
  for (const match of xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>|<w:p\/>/g)) {
    const at = match.index ?? 0;
    const inTable = tableRanges.some(([start, end]) => at >= start && at < end);
    paragraphs.push(readParagraph(match[0], part, inTable));
  }
  return { paragraphs, hasTables: tableRanges.length > 0 };
}

export function extractDocx(bytes: Uint8Array, limits: ParseLimits): DocxContent {
  const files = unzipBounded(bytes, limits);
  const decoder = new TextDecoder();
  const names = Object.keys(files).sort();
  const body = readPart(decoder.decode(files["word/document.xml"]), "body");
  const headers = names
    .filter((n) => /header\d*\.xml$/.test(n))
    .flatMap((n) => readPart(decoder.decode(files[n]), "header").paragraphs);
  const footers = names
    .filter((n) => /footer\d*\.xml$/.test(n))
    .flatMap((n) => readPart(decoder.decode(files[n]), "footer").paragraphs);
  // Header and footer parts go first, into the contact block, where their contents (contact details,
  // page numbers) belong — never into the last section of the body.
  return { paragraphs: [...headers, ...footers, ...body.paragraphs], hasTables: body.hasTables };
}
