import { describe, expect, it } from "vitest";
import { parseResume } from "../../engine/src/parse/parse-resume.ts";
import { buildDocx, buildPdf, twoColumnResumeLines } from "../../engine/test/fixtures.ts";
import { ParsedResume } from "./parsed-resume.ts";

describe("ParsedResume schema", () => {
  it("accepts what the parser produces for PDF and DOCX", async () => {
    for (const bytes of [await buildPdf([twoColumnResumeLines()]), await buildDocx({ headerContact: true })]) {
      const parsed = await parseResume(bytes);
      expect(ParsedResume.parse(parsed)).toEqual(parsed);
    }
  });
});
