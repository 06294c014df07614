import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { tableTags, withoutLayoutTables } from "./plain-font.ts";

const require = createRequire(import.meta.url);
const inter = new Uint8Array(readFileSync(require.resolve("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf")));

function table(font: Uint8Array, tag: string): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const index = tableTags(font).indexOf(tag);
  const offset = view.getUint32(12 + index * 16 + 8);
  return font.subarray(offset, offset + view.getUint32(12 + index * 16 + 12));
}

/** [nameId, text] of every Windows (UTF-16BE) record of a `name` table. */
function names(font: Uint8Array): Array<[number, string]> {
  const bytes = table(font, "name");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const storage = view.getUint16(4);
  return Array.from({ length: view.getUint16(2) }, (_, i) => 6 + i * 12)
    .filter((at) => view.getUint16(at) === 3)
    .map((at) => {
      const start = storage + view.getUint16(at + 10);
      const raw = bytes.subarray(start, start + view.getUint16(at + 8));
      const text = String.fromCharCode(
        ...Array.from({ length: raw.length / 2 }, (_, k) => (raw[2 * k]! << 8) | raw[2 * k + 1]!),
      );
      return [view.getUint16(at + 6), text];
    });
}

describe("withoutLayoutTables", () => {
  const plain = withoutLayoutTables(inter);

  it("drops GSUB, GPOS and GDEF and keeps the glyphs, metrics and character map byte for byte", () => {
    expect(tableTags(inter)).toEqual(expect.arrayContaining(["GSUB", "GPOS", "GDEF", "cmap", "glyf", "hmtx"]));
    const kept = tableTags(inter).filter((tag) => !["GSUB", "GPOS", "GDEF"].includes(tag));
    expect(tableTags(plain)).toEqual(kept);
    for (const tag of kept.filter((t) => t !== "name")) {
      expect(Buffer.compare(table(plain, tag), table(inter, tag)), tag).toBe(0);
    }
    expect(plain.length).toBeLessThan(inter.length);
  });

  it("keeps the naming records (family, full and PostScript names, copyright) and drops the long ones", () => {
    const before = new Map(names(inter));
    const after = new Map(names(plain));
    expect(after.get(1)).toBe("Inter");
    expect(after.get(6)).toBe("Inter-Regular");
    expect(after.get(0)).toBe(before.get(0));
    expect(before.has(13)).toBe(true);
    expect(after.has(13)).toBe(false);
  });
});
