// Inter without its OpenType layout tables (GSUB, GPOS, GDEF). Shaping through those tables took most of the
// PDF render time in fontkit, and a resume needs none of it: no ligatures (an ATS may not decode them), no
// contextual alternates. Glyphs, metrics and the character map are untouched. (Inter is under the SIL Open
// Font License, which allows modified copies; it declares no Reserved Font Name.)
import { readFileSync } from "node:fs";

const LAYOUT_TABLES = new Set(["GSUB", "GPOS", "GDEF"]);
const RECORD_SIZE = 16;
const HEADER_SIZE = 12;

interface TableRecord {
  tag: string;
  checksum: number;
  offset: number;
  length: number;
}

export function tableTags(font: Uint8Array): string[] {
  return readRecords(font).map((record) => record.tag);
}

function readRecords(font: Uint8Array): TableRecord[] {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  return Array.from({ length: view.getUint16(4) }, (_, i) => {
    const at = HEADER_SIZE + i * RECORD_SIZE;
    return {
      tag: String.fromCharCode(...font.subarray(at, at + 4)),
      checksum: view.getUint32(at + 4),
      offset: view.getUint32(at + 8),
      length: view.getUint32(at + 12),
    };
  });
}

/** A copy of a TrueType font (sfnt) without the OpenType layout tables; tables stay 4-byte aligned. */
export function withoutLayoutTables(font: Uint8Array): Uint8Array {
  const kept = readRecords(font).filter((record) => !LAYOUT_TABLES.has(record.tag));
  const padded = (length: number) => (length + 3) & ~3;
  const headerSize = HEADER_SIZE + kept.length * RECORD_SIZE;
  const out = new Uint8Array(headerSize + kept.reduce((sum, record) => sum + padded(record.length), 0));
  const view = new DataView(out.buffer);
  out.set(font.subarray(0, 4), 0);
  const entrySelector = Math.floor(Math.log2(kept.length));
  view.setUint16(4, kept.length);
  view.setUint16(6, 2 ** entrySelector * RECORD_SIZE);
  view.setUint16(8, entrySelector);
  view.setUint16(10, (kept.length - 2 ** entrySelector) * RECORD_SIZE);
  let offset = headerSize;
  kept.forEach((record, i) => {
    const at = HEADER_SIZE + i * RECORD_SIZE;
    for (let k = 0; k < 4; k++) out[at + k] = record.tag.charCodeAt(k);
    view.setUint32(at + 4, record.checksum);
    view.setUint32(at + 8, offset);
    view.setUint32(at + 12, record.length);
    out.set(font.subarray(record.offset, record.offset + record.length), offset);
    offset += padded(record.length);
  });
  return out;
}

/** The font file as a data URL react-pdf can register. */
export function plainFontDataUrl(path: string): string {
  const plain = withoutLayoutTables(new Uint8Array(readFileSync(path)));
  return `data:font/ttf;base64,${Buffer.from(plain).toString("base64")}`;
}
