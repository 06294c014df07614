import { describe, expect, it } from "vitest";
import { quotableLine } from "./quotable.ts";

describe("quotableLine", () => {
  it("quotes a whole sentence of a role", () => {
    expect(quotableLine("Cut the nightly ledger run from four hours to forty minutes.")).toBe(true);
  });

  it("does not quote lines of two columns run together: another item's glyph, or a gap between cells, inside", () => {
    expect(quotableLine("Delivered mechanical • CETOL 6σ • KISSsoft • Qualified five new machining suppliers")).toBe(
      false,
    );
    expect(quotableLine("Led the audit of twelve regional branches  Python")).toBe(false);
    expect(quotableLine("CI/CD FastAPI Git An open-source splitter for German compound nouns")).toBe(false);
  });

  it("does not quote a line the layout broke or a list of names", () => {
    expect(quotableLine("Designed a prediction al- gorithm for the routing team")).toBe(false);
    expect(quotableLine("Python PyTorch JavaScript NLP")).toBe(false);
    expect(quotableLine("Paid social SEO CRM Marketplace")).toBe(false);
  });
});
