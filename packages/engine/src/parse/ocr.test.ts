import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { imagePdf, scannedCopy, scanPages } from "../../scripts/scanned.ts";
import {
  hasLittleText,
  itemsFromOcrLines,
  looksGarbled,
  MAX_OCR_PIXELS,
  ocrDpi,
  ocrWorkerCount,
  stopOcr,
} from "./ocr.ts";
import { parseResume } from "./parse-resume.ts";

afterAll(() => stopOcr());

const CORPUS = join(import.meta.dirname, "../../test/corpus");
const frontendPdf = () => new Uint8Array(readFileSync(join(CORPUS, "jsonresume-even/17-frontend-engineer.pdf")));

describe("which pages OCR reads", () => {
  it("tells a garbled text layer from text in any language", () => {
    expect(looksGarbled("Senior Frontend Engineer at Quillbyte. Led four engineers on the checkout pages.")).toBe(
      false,
    );
    expect(
      looksGarbled(
        "Analista de QA Sênior com oito anos de experiência em automação de testes, integração contínua e qualidade de software para bancos digitais.",
      ),
    ).toBe(false);
    // A font without a Unicode map: the letters drawn are not the letters in the text layer.
    expect(
      looksGarbled(
        "Wbohu M. Eurrnv Vhqlru Iurqwhqg Hqjlqhhu Txloobwh Ohg iwxu hqjlqhhuv rq wkh fkhfnrxw sdjhv zlwk 3P pvhuv",
      ),
    ).toBe(true);
    expect(looksGarbled("(cid:12)(cid:44)(cid:7) (cid:88)(cid:3)(cid:51)(cid:17)(cid:40)")).toBe(true);
    expect(looksGarbled("\uE001\uE002\uE003 \uE004\uE005 \uE006\uE007\uE008\uE009 ".repeat(5))).toBe(true);
    // A line or two says too little either way.
    expect(looksGarbled("GPA 3.8/4.0")).toBe(false);
    expect(hasLittleText("Page 2")).toBe(true);
    expect(hasLittleText("Experience: Senior Frontend Engineer at Quillbyte since 2022")).toBe(false);
  });
});

describe("itemsFromOcrLines", () => {
  it("joins a line's words into runs with single spaces, breaks at a wide gap, and sizes type by the row", () => {
    const word = (text: string, x0: number, x1: number) => ({
      text,
      confidence: 90,
      bbox: { x0, y0: 100, x1, y1: 128 },
    });
    const items = itemsFromOcrLines(
      [
        {
          words: [word("Senior", 200, 320), word("Engineer", 332, 500), word("2021", 1300, 1380)],
          bbox: { x0: 200, y0: 100, x1: 1380, y1: 128 },
          rowAttributes: { rowHeight: 30 },
        },
      ],
      1,
      200,
    );
    expect(items.map((item) => item.text)).toEqual(["Senior Engineer", "2021"]);
    expect(items[0]!.page).toBe(1);
    expect(items[0]!.x).toBeCloseTo(72);
    expect(items[0]!.y).toBeCloseTo(46.08);
    expect(items[0]!.fontSize).toBeCloseTo(10.8);
  });

  /** A line as Tesseract gives it at 200 dpi: its words 80 pixels apart (one run), read at 90 unless given ("¢:60"). */
  const ocrLine = (y: number, text: string, rowHeight = 30) => {
    const words = text.split(" ").map((word, i) => {
      const [written, confidence] = word.split(/:(?=\d+$)/);
      const bbox = { x0: 190 + i * 80, y0: y, x1: 260 + i * 80, y1: y + 28 };
      return { text: written!, confidence: Number(confidence ?? 90), bbox };
    });
    return { words, bbox: { x0: 190, y0: y, x1: 190 + words.length * 80, y1: y + 28 }, rowAttributes: { rowHeight } };
  };
  const textsOf = (...lines: Array<ReturnType<typeof ocrLine>>) =>
    itemsFromOcrLines(lines, 1, 200).map((item) => item.text);

  it("reads a list's lines at one type size, whatever half point their rows vary by, and keeps a heading apart", () => {
    // A column of skills at 200 dpi: rows 34–36 pixels high (12.2–13 pt), under a heading 46 pixels high.
    const items = itemsFromOcrLines(
      [
        ocrLine(100, "Skills", 46),
        ocrLine(160, "SQL", 36),
        ocrLine(220, "Python (pandas)", 34),
        ocrLine(280, "Excel", 35),
      ],
      1,
      200,
    );
    const sizes = items.map((item) => item.fontSize);
    expect(new Set(sizes.slice(1)).size).toBe(1);
    expect(sizes[0]).toBeGreaterThan(sizes[1]! * 1.2);
  });

  it("sizes a short heading by its words' boxes when Tesseract gives it the row height of what shares its row", () => {
    // At 200 dpi: body lines 26 pixels from ascender to descender (9.4 pt rows). Words as [text, height in
    // pixels]; a word's box runs down to the line's foot.
    const line = (y: number, words: Array<[string, number]>, rowHeight = 26) => ({
      words: words.map(([text, height], i) => ({
        text,
        confidence: text === "=" ? 26 : 95,
        bbox: { x0: 190 + i * 80, y0: y + 40 - height, x1: 260 + i * 80, y1: y + 40 },
      })),
      bbox: { x0: 190, y0: y + 40 - Math.max(...words.map(([, height]) => height)), x1: 900, y1: y + 40 },
      rowAttributes: { rowHeight },
    });
    const body = [
      "Clinical care through triage and telemetry",
      "Systems Epic Pyxis handoff",
      "charge nurse precepting",
    ].map((text, i) =>
      line(
        100 + i * 60,
        text.split(" ").map((word) => [word, 26] as [string, number]),
      ),
    );
    const sizes = itemsFromOcrLines(
      [
        ...body,
        // A heading at the foot of a list, its capital 24 pixels high (11.2 pt), read at the list's row height.
        line(280, [["Skills.", 24]], 27),
        // A heading after an icon that stands taller than it: the row is the icon's.
        line(
          340,
          [
            ["=", 40],
            ["ABOUT", 24],
          ],
          53,
        ),
        // A short line of the body's own letters.
        line(400, [["Excel", 20]]),
        // A heading whose Q reaches below the baseline: its box says nothing of a capital's height.
        line(460, [["Qualifications", 36]], 39),
      ],
      1,
      200,
    ).map((item) => item.fontSize);
    expect(sizes[3]).toBeGreaterThan(sizes[0]! * 1.15);
    expect(sizes[4]).toBeCloseTo(sizes[3]!, 1);
    expect(sizes[5]).toBe(sizes[0]);
    expect(sizes[6]).toBeCloseTo((39 * 72) / 200, 5);
  });

  it("reads the dashes that close a grid's runs of skills as the middle dots they are, and leaves a range's dash", () => {
    // Two runs 200 pixels apart at 200 dpi: "IV therapy - Wound care -" and "Epic EHR -".
    const line = (y: number, runs: string[][]) => {
      const words = runs.flatMap((run, r) =>
        run.map((text, i) => ({
          text,
          confidence: 90,
          bbox: { x0: 190 + r * 900 + i * 80, y0: y, x1: 260 + r * 900 + i * 80, y1: y + 28 },
        })),
      );
      return { words, bbox: { x0: 190, y0: y, x1: 1400, y1: y + 28 }, rowAttributes: { rowHeight: 30 } };
    };
    const items = itemsFromOcrLines(
      [
        line(100, [
          ["IV", "therapy", "-", "Wound", "care", "-"],
          ["Epic", "EHR", "-"],
        ]),
        line(160, [["Jun", "2021", "-", "Current"]]),
        // A range of dates that wraps after its dash, beside its role.
        line(220, [
          ["2020", "-"],
          ["Leading", "Hand", "Electrician"],
        ]),
      ],
      1,
      200,
    );
    expect(items.map((item) => item.text)).toEqual([
      "IV therapy · Wound care ·",
      "Epic EHR ·",
      "Jun 2021 - Current",
      "2020 -",
      "Leading Hand Electrician",
    ]);
  });

  it("takes the mark Tesseract reads a bullet as ('¢') for the bullet", () => {
    expect(textsOf(ocrLine(100, "¢:60 Visualization"))).toEqual(["• Visualization"]);
    // However unsure of it Tesseract is: a bullet is no letter.
    expect(textsOf(ocrLine(100, "«:10 Manage:96 care:96"), ocrLine(160, "o:8 Serve:96 as:96 relief"))).toEqual([
      "• Manage care",
      "• Serve as relief",
    ]);
  });

  it("drops the letters a bar before a heading in capitals is read as, and takes an 'e' before a capital for a bullet", () => {
    expect(
      textsOf(
        ocrLine(100, "wes:40 WORK:95 EXPERIENCE:95"),
        ocrLine(160, "e:60 Closed:95 $2.4M in:95 ARR."),
        ocrLine(220, "in:95 logistics:95 or:95 fintech.:95"),
      ),
    ).toEqual(["WORK EXPERIENCE", "• Closed $2.4M in ARR.", "in logistics or fintech."]);
    // An icon inside a line read as a bracket and a letter (its gap parts the line's runs).
    expect(textsOf(ocrLine(100, "May, 2016 - Jul, 2018 [J 2 years"), ocrLine(160, "(a) Supervised crews"))).toEqual([
      "May, 2016 - Jul, 2018",
      "2 years",
      "(a) Supervised crews",
    ]);
    // An icon before each of a row's contact details, read as a letter or a mark.
    const contactRow = {
      words: ["Q", "Columbus,", "OH", "&", "maya@example.com", "J", "(614)", "555-0142"].map((text, i) => {
        const x0 = 190 + i * 80 + (i >= 3 ? 200 : 0) + (i >= 5 ? 200 : 0);
        return { text, confidence: 80, bbox: { x0, y0: 100, x1: x0 + 70, y1: 128 } };
      }),
      bbox: { x0: 190, y0: 100, x1: 1200, y1: 128 },
      rowAttributes: { rowHeight: 30 },
    };
    expect(textsOf(contactRow)).toEqual(["Columbus, OH", "maya@example.com", "(614) 555-0142"]);
    // An icon before a section's name, and a light heading word read with little confidence.
    expect(
      textsOf(ocrLine(100, "Bl:72 EXPERIENCE:7"), ocrLine(160, "</>:60 Skills:90"), ocrLine(220, "+:90 SQL:90")),
    ).toEqual(["EXPERIENCE", "Skills", "• SQL"]);
  });

  it("reads what Tesseract misreads in small capitals: a heading in mixed case, a range's TO; no other word", () => {
    expect(textsOf(ocrLine(100, "EpbucaTion:80"), ocrLine(160, "ExPERiENCE:80"))).toEqual(["EDUCATION", "EXPERIENCE"]);
    // … and a range's "TO" in small capitals.
    expect(
      textsOf(ocrLine(100, "2018-08 10 2021-05"), ocrLine(160, "2020 vo PRESENT"), ocrLine(220, "Team 10 2021")),
    ).toEqual(["2018-08 to 2021-05", "2020 to PRESENT", "Team 10 2021"]);
    expect(textsOf(ocrLine(100, "JavaScript:95 and:95 TypeScript"), ocrLine(160, "McKinsey:95 PowerPoint"))).toEqual([
      "JavaScript and TypeScript",
      "McKinsey PowerPoint",
    ]);
  });

  it("takes the marks Tesseract reads bullets between skills as ('*', '«', '¢') for bullets, not a dash", () => {
    expect(textsOf(ocrLine(100, "Go:80 *:80 Python:80 «:80 SQL:80 ¢:80 Kafka:80 -:80 Confluent:80"))).toEqual([
      "Go • Python • SQL • Kafka - Confluent",
    ]);
    // … and closing a row that goes on below, as the text layer has it.
    expect(textsOf(ocrLine(100, "Epic:90 EHR:90 +:70"), ocrLine(160, "SBAR:90 handoff:90"))).toEqual([
      "Epic EHR •",
      "SBAR handoff",
    ]);
  });

  it("reads a name set large over two lines at one size, without the quote mark a photo's frame is read as", () => {
    const items = itemsFromOcrLines(
      [
        ocrLine(100, "Maya:93 L.:90", 95),
        ocrLine(190, "“Thornton:95", 87),
        ocrLine(300, "Registered:95 Nurse:95 with:95 seven:95 years:95"),
        ocrLine(360, "of:95 acute:95 care:95 experience.:95"),
      ],
      1,
      200,
    );
    expect(items.map((item) => item.text)).toEqual([
      "Maya L.",
      "Thornton",
      "Registered Nurse with seven years",
      "of acute care experience.",
    ]);
    expect(items[1]!.fontSize).toBe(items[0]!.fontSize);
  });

  it("drops the list marker before an employer set larger than the body, which is no bullet of the text", () => {
    expect(
      textsOf(
        ocrLine(100, "+:44 Riverbend:95 General:95 Hospital:95", 44),
        ocrLine(160, "-:90 Managed:95 care:95 for:95 six:95 patients.:95"),
        ocrLine(220, "Served:95 as:95 relief:95 charge:95 nurse.:95"),
      ),
    ).toEqual(["Riverbend General Hospital", "• Managed care for six patients.", "Served as relief charge nurse."]);
  });
});

describe("a scanned resume read by OCR (the real model, one page)", () => {
  it("reads the name, contact and first role of a scanned page, and says it was read by OCR", async () => {
    const [firstPage] = await scanPages(frontendPdf(), { dpi: 150, rotate: 1.5 });
    const parsed = await parseResume(await imagePdf([firstPage!]));
    expect(parsed.layout.ocr).toMatchObject({ pages: 1, confidence: expect.any(Number) });
    expect(parsed.layout.ocr!.confidence).toBeGreaterThan(70);
    expect(parsed.resume.personalInfo.email).toBe("tyler.brooks@example.dev");
    expect(parsed.resume.personalInfo.name).toContain("Brooks");
    expect(parsed.resume.experience[0]).toMatchObject({
      jobTitle: "Frontend Engineer / Tech Lead",
      company: "Quillbyte",
    });
    expect(parsed.layout.isLikelyScanned).toBe(false);
  });

  it("reads a scan's pages at once when given two threads, each page by a Tesseract worker of its own", async () => {
    // (The CLI reads a file alone and gives its cores; the server's pool threads read one page at a time.)
    const pages = await scanPages(frontendPdf(), { dpi: 150, rotate: 0 });
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const parsed = await parseResume(await imagePdf(pages.slice(0, 2)), { ocrThreads: 2 });
    expect(parsed.layout.ocr).toMatchObject({ pages: 2 });
    expect(ocrWorkerCount()).toBe(2);
    expect(parsed.resume.personalInfo.email).toBe("tyler.brooks@example.dev");
    expect(parsed.resume.experience.length).toBeGreaterThanOrEqual(2);
  });

  it("reads small type scanned at 100 dpi and askew, which Tesseract finds no line in at 200 dpi, drawn larger", async () => {
    // A whole resume in one paragraph of 10-point type: at 200 dpi the page reads as blank.
    const dense = new Uint8Array(readFileSync(join(CORPUS, "flattened-pdf/28-physician-houston.pdf")));
    const parsed = await parseResume(await scannedCopy(dense, { dpi: 100, rotate: 1.5 }));
    expect(parsed.layout.ocr).toMatchObject({ pages: 1 });
    expect(parsed.resume.personalInfo.email).toBe("amara.okonkwo@example.org");
  });

  it("reads headings set across a rule, which Tesseract would take away with the rule", async () => {
    // LaTeX's Deedy look: "EDUCATION" and "EXPERIENCE" stand on the rule under the name; scanned askew.
    const deedy = new Uint8Array(readFileSync(join(CORPUS, "latex-deedy/01-registered-nurse.pdf")));
    const parsed = await parseResume(await scannedCopy(deedy, { dpi: 150, rotate: 1.5 }));
    expect(parsed.sections.map((section) => section.heading)).toEqual(
      expect.arrayContaining(["EDUCATION", "EXPERIENCE"]),
    );
    // (Its small capitals are read as capitals.)
    expect(parsed.resume.experience[0]!.company).toMatch(/^Riverbend General Hospital$/i);
  });

  it("reads headings set in light grey on a page of black text", async () => {
    const flat = new Uint8Array(readFileSync(join(CORPUS, "jsonresume-flat/01-registered-nurse.pdf")));
    const [firstPage] = await scanPages(flat, { dpi: 150 });
    const parsed = await parseResume(await imagePdf([firstPage!]));
    expect(parsed.sections.map((section) => section.heading)).toEqual(expect.arrayContaining(["About", "Work"]));
    expect(parsed.resume.experience[0]).toMatchObject({ company: "Riverbend General Hospital" });
  });

  it("reads a page whose text layer is garbled from the page as drawn", async () => {
    const [page] = await scanPages(frontendPdf(), { dpi: 150 });
    const pdf = await PDFDocument.create();
    const drawn = pdf.addPage([page!.width, page!.height]);
    drawn.drawImage(await pdf.embedPng(page!.png), { x: 0, y: 0, width: page!.width, height: page!.height });
    // The text layer a broken font leaves: letters that are not the ones on the page, invisible.
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    for (let line = 0; line < 12; line++)
      drawn.drawText("Wbohu Eurrnv Vhqlru Iurqwhqg Hqjlqhhu Txloobwh Ohg iwxu hqjlqhhuv", {
        x: 40,
        y: 700 - line * 14,
        size: 10,
        font,
        opacity: 0,
      });
    const parsed = await parseResume(await pdf.save());
    expect(parsed.layout.ocr?.pages).toBe(1);
    expect(parsed.text).not.toContain("Wbohu");
    expect(parsed.resume.personalInfo.email).toBe("tyler.brooks@example.dev");
  });

  it("draws the text a scan carries in a standard font (Helvetica, not embedded) for OCR to read", async () => {
    const [page] = await scanPages(frontendPdf(), { dpi: 150 });
    const pdf = await PDFDocument.create();
    const drawn = pdf.addPage([page!.width, page!.height + 60]);
    drawn.drawImage(await pdf.embedPng(page!.png), { x: 0, y: 0, width: page!.width, height: page!.height });
    // A line stamped over the scan's top margin, too short to be a text layer of its own.
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    drawn.drawText("Reference Number 4417", { x: 40, y: page!.height + 25, size: 16, font });
    const parsed = await parseResume(await pdf.save());
    expect(parsed.layout.ocr?.pages).toBe(1);
    expect(parsed.text).toContain("Reference Number 4417");
  });

  it("reads a text PDF without loading the canvas library, which only drawing a page needs", () => {
    // In a fresh process: loading the native library is ~130 ms of a new worker's first parse.
    const script = `
      import { readFileSync } from "node:fs";
      import { parseResume } from ${JSON.stringify(join(import.meta.dirname, "parse-resume.ts"))};
      await parseResume(new Uint8Array(readFileSync(${JSON.stringify(join(CORPUS, "jsonresume-even/17-frontend-engineer.pdf"))})));
      console.log(readFileSync("/proc/self/maps", "utf8").includes("@napi-rs") ? "loaded" : "not loaded");`;
    const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    expect(output.trim()).toBe("not loaded");
  });

  it("leaves a text PDF to its text layer", async () => {
    const parsed = await parseResume(frontendPdf());
    expect(parsed.layout.ocr).toBeNull();
  });

  it("leaves a text PDF's short last page to its text layer, though it shows a picture", async () => {
    const twoPages = new Uint8Array(readFileSync(join(CORPUS, "jsonresume-lucide/08-new-grad-developer.pdf")));
    const parsed = await parseResume(twoPages);
    expect(parsed.layout.pageCount).toBe(2);
    expect(parsed.layout.ocr).toBeNull();
  });

  it("reads a page drawn ever so large at the resolution that keeps it within the pixel cap", async () => {
    // A scan enlarged onto a page 3,000 points square: 69 million pixels at 200 dpi, over a gigabyte and a half of
    // memory to draw and read; a page 200 inches square cannot be drawn at all ("The canvas has no pixels").
    const [page] = await scanPages(frontendPdf(), { dpi: 150 });
    const poster = await PDFDocument.create();
    const side = 3000;
    poster.addPage([side, side]).drawImage(await poster.embedPng(page!.png), { x: 0, y: 0, width: side, height: side });
    const parsed = await parseResume(await poster.save());
    expect(parsed.layout.ocr?.pages).toBe(1);
    expect(parsed.resume.personalInfo.email).toBe("tyler.brooks@example.dev");

    const viewport = (points: number) => ({
      getViewport: ({ scale }: { scale: number }) => ({ width: points * scale, height: points * scale }),
      render: () => ({ promise: Promise.resolve() }),
    });
    const pixels = (points: number, dpi: number) => ((points * dpi) / 72) ** 2;
    expect(ocrDpi(viewport(612))).toBe(200);
    for (const points of [side, 14_400])
      expect(pixels(points, ocrDpi(viewport(points)))).toBeLessThanOrEqual(MAX_OCR_PIXELS + 1);
  });

  it("still refuses a PDF with nothing on it", async () => {
    const blank = await PDFDocument.create();
    blank.addPage([612, 792]);
    await expect(parseResume(await blank.save())).rejects.toMatchObject({ code: "NO_TEXT" });
  });
});
