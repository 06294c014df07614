// Inter as the PDF renderer needs it: without its OpenType layout tables (GSUB, GPOS, GDEF) and with only the
// naming records in its `name` table. Shaping through the layout tables took most of the render time in
// fontkit, and a resume needs none of it: no ligatures (an ATS may not decode them), no contextual
// alternates. Glyphs, metrics and the character map are untouched. (Inter is under the SIL Open Font
// License, which allows modified copies; it declares no Reserved Font Name, and the licence ships with the
// package.)
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

/** Name ids kept: copyright, family, subfamily, unique id, full name, version, PostScript name, typographic family and subfamily. */
const KEPT_NAME_IDS = new Set([0, 1, 2, 3, 4, 5, 6, 16, 17]);

/**
 * The `name` table with the naming records only: pdfkit compares fonts by serialising every name record on
 * each font switch, and Inter's include the whole licence text (which ships with the package itself).
 */
function namingRecordsOnly(table: Uint8Array): Uint8Array {
  const view = new DataView(table.buffer, table.byteOffset, table.byteLength);
  const storage = view.getUint16(4);
  const records = Array.from({ length: view.getUint16(2) }, (_, i) => {
    const at = 6 + i * 12;
    const [platform, encoding, language, nameId, length, offset] = [0, 2, 4, 6, 8, 10].map((k) =>
      view.getUint16(at + k),
    ) as [number, number, number, number, number, number];
    return { platform, encoding, language, nameId, bytes: table.subarray(storage + offset, storage + offset + length) };
  }).filter((record) => KEPT_NAME_IDS.has(record.nameId) && record.language < 0x8000);
  const headerSize = 6 + records.length * 12;
  const out = new Uint8Array(headerSize + records.reduce((sum, record) => sum + record.bytes.length, 0));
  const outView = new DataView(out.buffer);
  outView.setUint16(0, 0);
  outView.setUint16(2, records.length);
  outView.setUint16(4, headerSize);
  let offset = 0;
  records.forEach((record, i) => {
    const at = 6 + i * 12;
    [record.platform, record.encoding, record.language, record.nameId, record.bytes.length, offset].forEach(
      (value, k) => {
        outView.setUint16(at + k * 2, value);
      },
    );
    out.set(record.bytes, headerSize + offset);
    offset += record.bytes.length;
  });
  return out;
}

/**
 * A copy of a TrueType font (sfnt) without the OpenType layout tables and with a short `name` table; tables
 * stay 4-byte aligned.
 */
export function withoutLayoutTables(font: Uint8Array): Uint8Array {
  const kept = readRecords(font)
    .filter((record) => !LAYOUT_TABLES.has(record.tag))
    .map((record) => {
      const bytes = font.subarray(record.offset, record.offset + record.length);
      return { ...record, bytes: record.tag === "name" ? namingRecordsOnly(bytes) : bytes };
    });
  const padded = (length: number) => (length + 3) & ~3;
  const headerSize = HEADER_SIZE + kept.length * RECORD_SIZE;
  const out = new Uint8Array(headerSize + kept.reduce((sum, record) => sum + padded(record.bytes.length), 0));
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
    view.setUint32(at + 12, record.bytes.length);
    out.set(record.bytes, offset);
    offset += padded(record.bytes.length);
  });
  return out;
}

/** The font file as a data URL react-pdf can register. */
export function plainFontDataUrl(path: string): string {
  const plain = withoutLayoutTables(new Uint8Array(readFileSync(path)));
  return `data:font/ttf;base64,${Buffer.from(plain).toString("base64")}`;
}
