import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { buildPdf } from "../../test/fixtures.ts";
import { extractPdf } from "./extract-pdf.ts";
import { namesBoldFont } from "./pdf-font-names.ts";

const limits = { maxPages: 5, ocrPageTimeoutMs: 0, ocrThreads: 1 } as Parameters<typeof extractPdf>[1];

describe("the weight of a PDF's type", () => {
  it("reads text set in a bold font as bold, and text beside it in the regular one as not", async () => {
    const pages = await extractPdf(
      await buildPdf([
        [
          { text: "EXPERIENCE", x: 50, y: 60, bold: true },
          { text: "Northwind Traders, Leeds", x: 50, y: 76 },
        ],
      ]),
      limits,
    );
    const weights = pages[0]!.items.map((item) => [item.text, item.isBold]);
    expect(weights).toEqual([
      ["EXPERIENCE", true],
      ["Northwind Traders, Leeds", false],
    ]);
  });

  it("reads weight also in a process whose first PDF was opened by a script (a scanned copy made first)", () => {
    // pdf.js's worker module loads once a process: a script that loaded pdf.js its own way first left every later
    // document without weight. A fresh process, as a test runner's shared worker or a script may be.
    const at = (path: string) => JSON.stringify(new URL(path, import.meta.url).pathname);
    const script = `
      import { scanPages } from ${at("../../scripts/scanned.ts")};
      import { extractPdf } from ${at("./extract-pdf.ts")};
      import { buildPdf } from ${at("../../test/fixtures.ts")};
      const pdf = await buildPdf([[{ text: "EXPERIENCE", x: 50, y: 60, bold: true }, { text: "Leeds", x: 50, y: 76 }]]);
      await scanPages(pdf, { dpi: 50 });
      const pages = await extractPdf(pdf, ${JSON.stringify(limits)});
      console.log(JSON.stringify(pages[0].items.map((item) => [item.text, item.isBold])));
      process.exit(0);`;
    const printed = execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    expect(JSON.parse(printed.trim().split("\n").at(-1)!)).toEqual([
      ["EXPERIENCE", true],
      ["Leeds", false],
    ]);
  });

  it("knows a bold face by the names PDF writers give it", () => {
    const bold = ["ABCDEF+Calibri-Bold", "Arial,Bold", "Arial-BoldMT", "Raleway-SemiBold", "Lato-Black"];
    const texBold = ["CMBX10", "XKQZPL+CMBX12", "CMSSBX10", "SFBX1200", "LMRoman10-Bold"];
    const notBold = ["ABCDEF+Calibri", "Roboto-Medium", "DejaVuSans-ExtraLight", "CMR10", "SFRM1000", "Symbol"];
    expect([...bold, ...texBold].filter((name) => !namesBoldFont(name))).toEqual([]);
    expect(notBold.filter(namesBoldFont)).toEqual([]);
  });
});
