import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("quotes every cell, doubles quotes and keeps line breaks inside a cell", () => {
    expect(
      toCsv([
        ["Company", "Notes"],
        ['Globex "West"', "line one\nline two"],
      ]),
    ).toBe('\uFEFF"Company","Notes"\r\n"Globex ""West""","line one\nline two"\r\n');
  });

  it("keeps a cell that a spreadsheet would run as a formula as text", () => {
    const csv = toCsv([['=HYPERLINK("http://x")', "+1 555", "-2", "@SUM(A1)", "plain"]]);
    expect(csv).toContain('"\'=HYPERLINK(""http://x"")"');
    expect(csv).toContain('"\'+1 555","\'-2","\'@SUM(A1)","plain"');
  });
});
