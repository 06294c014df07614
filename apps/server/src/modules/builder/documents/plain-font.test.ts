import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { tableTags, withoutLayoutTables } from "./plain-font.ts";

const require = createRequire(import.meta.url);
const inter = new Uint8Array(readFileSync(require.resolve("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf")));

describe("withoutLayoutTables", () => {
  it("drops GSUB, GPOS and GDEF and keeps every other table byte for byte", () => {
    expect(tableTags(inter)).toEqual(expect.arrayContaining(["GSUB", "GPOS", "GDEF", "cmap", "glyf", "hmtx"]));
    const plain = withoutLayoutTables(inter);
    const kept = tableTags(inter).filter((tag) => !["GSUB", "GPOS", "GDEF"].includes(tag));
    expect(tableTags(plain)).toEqual(kept);
    const table = (font: Uint8Array, tag: string) => {
      const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
      const index = tableTags(font).indexOf(tag);
      const offset = view.getUint32(12 + index * 16 + 8);
      return font.subarray(offset, offset + view.getUint32(12 + index * 16 + 12));
    };
    for (const tag of kept) expect(Buffer.compare(table(plain, tag), table(inter, tag)), tag).toBe(0);
    expect(plain.length).toBeLessThan(inter.length);
  });
});
