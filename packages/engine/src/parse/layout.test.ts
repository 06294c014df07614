// The layout step on text items as pdf.js hands them over from LaTeX templates (Awesome-CV's look): shapes a
// PDF drawn with pdf-lib's standard fonts cannot make (glyphs that extract as words, word spaces set as glue).
import { describe, expect, it } from "vitest";
import type { RawItem } from "./extract-pdf.ts";
import { layoutPdfPages } from "./layout.ts";

/** An item on page 1; its width as given (a glyph's, not its text's, where an icon says its name). */
const item = (text: string, x: number, y: number, width: number, fontSize = 9): RawItem => ({
  text,
  page: 1,
  x,
  y,
  width,
  fontSize,
  isBold: false,
});

const linesOf = (items: RawItem[]) =>
  layoutPdfPages([{ width: 595, height: 842, items }]).lines.map((line) => line.text);

describe("words from LaTeX's glue and Font Awesome's glyphs", () => {
  it("keeps the space pdf.js saw between a light first name and a bold last name a fifth of an em apart", () => {
    // Source Sans's word space is 0.2 em: the gap is a hair under it, and pdf.js put a space item there.
    const lines = linesOf([
      item("Maya", 178.1, 45, 66.9, 31.9),
      item(" ", 245.0, 45, 6.4, 31.9),
      item("L. Thornton", 251.3, 45, 165.8, 31.9),
    ]);
    expect(lines).toEqual(["Maya L. Thornton"]);
  });

  it("does not read letter-spaced capitals as words, whatever spaces pdf.js put between the letters", () => {
    const letters = [..."PRESENT"].flatMap((letter, i) => [
      item(letter, 94 + i * 4.8, 369, 3.8, 5.2),
      item(" ", 97.8 + i * 4.8, 369, 1.0, 5.2),
    ]);
    expect(linesOf(letters)[0]).not.toMatch(/P R E/);
  });

  it("drops the icon names LuaLaTeX gives Font Awesome's glyphs, keeping the contact details beside them", () => {
    const lines = linesOf([
      item("MOBILE-ALT", 109.3, 95.6, 4.2, 6.8),
      item(" ", 113.5, 95.6, 1.4, 6.8),
      item("(614) 555-0142", 114.9, 95.6, 45, 6.8),
      item("Envelope", 171.3, 95.6, 6.8, 6.8),
      item(" ", 178.1, 95.6, 1.4, 6.8),
      item("maya.thornton@example.com", 179.4, 95.6, 85.9, 6.8),
      item("Map-marker-alt", 280.5, 95.6, 6.0, 6.8),
      item(" ", 286.5, 95.6, 1.4, 6.8),
      item("Columbus, OH", 287.9, 95.6, 40, 6.8),
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/MOBILE|Envelope|marker/i);
    expect(lines[0]).toMatch(/\(614\) 555-0142 .*maya\.thornton@example\.com .*Columbus, OH/);
  });

  it("keeps a word as narrow as a ligature: a short word in a wide font is no icon", () => {
    expect(linesOf([item("Home", 40, 100, 22), item("Hospital", 64, 100, 36)])).toEqual(["Home Hospital"]);
  });
});

describe("a table of skills on a page whose dates stand in a right-hand lane", () => {
  it("reads each skill group beside its name, not the names and then the lists", () => {
    // Awesome-CV's look: entries with right-aligned dates (a lane of labels), then a skills table whose group
    // names are set flush right beside their lists.
    const roles = [0, 1, 2, 3].flatMap((n) => [
      item(`Employer ${"ABCD"[n]}`, 40, 200 + n * 60, 80, 10),
      item("San Francisco, CA", 500, 200 + n * 60, 68),
      item("Software Engineer", 40, 214 + n * 60, 70, 8),
      item(`Jan. 201${n} - Dec. 201${n}`, 507, 214 + n * 60, 61, 8),
      item("Built services that a great many people used every single working day.", 40, 226 + n * 60, 400),
    ]);
    const table = [
      ["Languages", "Go, Python, Java, Ruby, TypeScript, SQL"],
      ["Infrastructure", "Kubernetes, AWS, Terraform, Kafka"],
      ["Practices", "Distributed systems, System design, Mentoring"],
      ["Frontend", "React, GraphQL, Next.js"],
    ].flatMap(([name, list], n) => [
      item(name!, 130 - name!.length * 4.3, 480 + n * 13, name!.length * 4.3),
      item(list!, 142, 480 + n * 13, list!.length * 4.2),
    ]);
    const lines = linesOf([...roles, item("Skills", 40, 466, 38, 15.9), ...table]);
    expect(lines.slice(-4)).toEqual([
      "Languages  Go, Python, Java, Ruby, TypeScript, SQL",
      "Infrastructure  Kubernetes, AWS, Terraform, Kafka",
      "Practices  Distributed systems, System design, Mentoring",
      "Frontend  React, GraphQL, Next.js",
    ]);
  });
});

describe("an entry's dates level with its first bullet (RenderCV's classic look)", () => {
  const header = [
    item("Southbank Power & Data, Leading Hand Electrician", 57, 303, 230, 10),
    item("Brisbane, QLD", 490, 303, 65, 10),
  ];

  it("reads the dates before the bullet whose row they end, where justified text runs close to them", () => {
    const lines = linesOf([
      ...header,
      item("•", 62, 316, 4, 10),
      item("Supervise crews of 3–6 electricians and apprentices on commercial fit-outs valued up to", 69, 316, 404, 10),
      item("2020 – present", 485, 316, 70, 10),
      item("$1.8M.", 74, 329, 28, 10),
    ]);
    expect(lines).toEqual([
      "Southbank Power & Data, Leading Hand Electrician   Brisbane, QLD",
      "2020 – present",
      "• Supervise crews of 3–6 electricians and apprentices on commercial fit-outs valued up to",
      "$1.8M.",
    ]);
  });

  it("leaves a title's own dates on its row", () => {
    const lines = linesOf([
      ...header,
      item("Lead Electrician", 57, 316, 80, 10),
      item("2020 – present", 485, 316, 70, 10),
    ]);
    expect(lines[1]).toBe("Lead Electrician   2020 – present");
  });
});

describe("a role's dates at the foot of a page in two columns", () => {
  it("reads the dates under the last header of the right column with it, when the left column ended above", () => {
    const side = ["Contact", "Nairobi, Kenya", "+254 700 000 000", "Skills", "Dispensing", "Stewardship", "Education"];
    const left = side.map((text, i) => item(text, 40, 100 + i * 40, 100, 10.8));
    const main = [
      "Mbali Health Pharmacy Ltd   Pharmacist in Charge",
      "Ran a community pharmacy serving 300 patients a day.",
      "Cut expired stock write-offs from 4% to 1%.",
      "Trained six technologists on the dispensing system.",
      "Reviewed sixty prescriptions a day for interactions.",
      "Ran monthly first-expiry-first-out audits.",
      "Kisumu Medical Supplies   Intern Pharmacist",
    ].map((text, i) => item(text, 227, 110 + i * 48, 250, 10.8));
    const dates = item("Jan 2016 - Dec 2016", 482, 110 + 6 * 48 + 14, 90, 10.8);
    const lines = linesOf([...left, ...main, dates]);
    expect(lines.indexOf("Jan 2016 - Dec 2016")).toBe(lines.indexOf("Kisumu Medical Supplies   Intern Pharmacist") + 1);
  });
});

describe("two columns over a full-width footer", () => {
  it("reads each column whole, then the builder's credit across the foot of the page", () => {
    const sidebar = ["Contact", "ana.ruiz@example.com", "Languages", "Spanish", "English", "Catalan"];
    const main = ["Experience", "Quillby Foods", "Line Cook", "Prepared 300 covers a night.", "Education", "Escola"];
    const credit = "Made with a resume builder, free for everyone to use.";
    // (Below the headings' row the sidebar's rows and the main column's never share a baseline; the credit crosses
    // the gutter.)
    const items = [
      ...sidebar.map((text, i) => item(text, 20, 100 + i * 31, 120, 10)),
      ...main.map((text, i) => item(text, 220, 100 + i * 31 + (i > 0 ? 12 : 0), 200, 10)),
      item(credit, 40, 800, 400, 8),
    ];
    expect(linesOf(items)).toEqual([...sidebar, ...main, credit]);
  });
});

describe("two columns whose rows never share a baseline", () => {
  it("reads each column whole, the sidebar's lines set half a line below the main column's", () => {
    const sidebar = ["Contact", "ana.ruiz@example.com", "Valencia", "Skills", "Excel", "SAP", "Power BI", "Languages"];
    const main = [
      "Experience",
      "Line Cook",
      "Quillby Foods, Valencia",
      "2019 – 2023",
      "Prepared 300 covers a night for the terrace.",
      "Education",
      "Culinary Arts Diploma",
      "Escola Superior, 2018",
    ];
    const items = [
      item("Ana Ruiz", 40, 60, 120, 22),
      ...sidebar.map((text, i) => item(text, 40, 127 + i * 15, 110, 9)),
      ...main.map((text, i) => item(text, 230, 120 + i * 15, 250, 10.5)),
    ];
    expect(linesOf(items)).toEqual(["Ana Ruiz", ...sidebar, ...main]);
  });
});
