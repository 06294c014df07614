// Builds the parser's test files in memory: real PDFs (pdf-lib) and DOCX files (docx), plus hostile ones.
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from "docx";
import { zipSync } from "fflate";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { gapsFrom } from "../scripts/corpus/glyph-jitter.ts";

export interface PdfTextLine {
  text: string;
  x: number;
  /** From the top of the page. */
  y: number;
  size?: number;
  bold?: boolean;
  /** Set flush right: `x` is where the line ends. */
  flushRight?: boolean;
  /** In Courier, each word and space drawn apart at its place (as Chromium prints a monospaced page). */
  monospaced?: boolean;
  /** Each glyph drawn apart, this many ems after the one before (as wkhtmltopdf prints letter-spaced capitals). */
  letterSpacing?: number;
  /** Each glyph drawn apart, the gap before it uneven (scripts/corpus/glyph-jitter.ts; the seed of its gaps). */
  unevenGlyphs?: number;
}

/** A Letter-size PDF with the given lines on one page each array. */
export async function buildPdf(pages: PdfTextLine[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const courier = await doc.embedFont(StandardFonts.Courier);
  // (Spaces in a font of their own, as wide, as Chromium's subsets leave them: pdf.js then keeps each word apart.)
  const courierSpaces = await doc.embedFont(StandardFonts.CourierBold);
  for (const lines of pages) {
    const page = doc.addPage([612, 792]);
    for (const line of lines) {
      const font = line.monospaced ? courier : line.bold ? bold : regular;
      const size = line.size ?? 10;
      const x = line.flushRight ? line.x - font.widthOfTextAtSize(line.text, size) : line.x;
      if (line.monospaced) {
        for (const piece of line.text.matchAll(/\S+|\s/g)) {
          const pieceFont = piece[0] === " " ? courierSpaces : font;
          page.drawText(piece[0], { x: x + piece.index * 0.6 * size, y: 792 - line.y, size, font: pieceFont });
        }
      } else if (line.letterSpacing || line.unevenGlyphs) {
        const gap = line.unevenGlyphs ? gapsFrom(line.unevenGlyphs) : () => line.letterSpacing ?? 0;
        let at = x;
        for (const glyph of line.text) {
          if (glyph !== " ") page.drawText(glyph, { x: at, y: 792 - line.y, size, font });
          at += font.widthOfTextAtSize(glyph, size) + gap() * size;
        }
      } else page.drawText(line.text, { x, y: 792 - line.y, size, font });
    }
  }
  return doc.save({ useObjectStreams: false });
}

/**
 * A one-column resume laid out the way most word processors export it; `weakBullet` replaces the first bullet
 * (to give the analysis something to rewrite).
 */
export function oneColumnResumeLines(options: { weakBullet?: string } = {}): PdfTextLine[] {
  const lines: PdfTextLine[] = [];
  let y = 60;
  const add = (text: string, options: Partial<PdfTextLine> = {}) => {
    lines.push({ text, x: options.x ?? 50, y, size: options.size ?? 10, bold: options.bold ?? false });
    y += (options.size ?? 10) + 6;
  };
  add("Maria Gonzalez", { size: 20, bold: true });
  add("Austin, TX  |  maria.gonzalez@example.com  |  +1 (512) 555-0142  |  linkedin.com/in/mariagonzalez");
  y += 8;
  add("SUMMARY", { bold: true, size: 12 });
  add("Backend engineer with 7 years of experience building payment systems in Go and PostgreSQL.");
  y += 8;
  add("WORK EXPERIENCE", { bold: true, size: 12 });
  add("Senior Software Engineer, Ledgerly Inc.   Mar 2021 – Present", { bold: true });
  add(`• ${options.weakBullet ?? "Cut payment settlement time by 40% by redesigning the batch pipeline in Go."}`, {
    x: 60,
  });
  add("• Led a team of 5 engineers to migrate 2 TB of data from MySQL to PostgreSQL.", { x: 60 });
  add("Software Engineer, Northwind Labs   06/2017 - 02/2021", { bold: true });
  add("• Built REST APIs in Node.js serving 3 million requests per day.", { x: 60 });
  add("• Introduced CI/CD with GitHub Actions and Docker, reducing release time from 2 days to 1 hour.", { x: 60 });
  y += 8;
  add("EDUCATION", { bold: true, size: 12 });
  add("University of Texas at Austin   2013 – 2017", { bold: true });
  add("Bachelor of Science in Computer Science");
  y += 8;
  add("SKILLS", { bold: true, size: 12 });
  add("Languages: Go, TypeScript, Python, SQL");
  add("Tools: Kubernetes, Docker, Kafka, Postgres");
  return lines;
}

/** A sidebar layout: skills and contact on the left, experience on the right. */
export function twoColumnResumeLines(): PdfTextLine[] {
  const left = [
    "Contact",
    "sam.lee@example.com",
    "0541 999 99 99",
    "Skills",
    "Figma",
    "Sketch",
    "User research",
    "Prototyping",
    "Languages",
    "English",
    "Korean",
  ];
  const right: Array<[string, boolean]> = [
    ["Experience", true],
    ["Product Designer", true],
    ["Brightside Health   2020 - Present", false],
    ["Redesigned the onboarding flow, raising activation by 18% in one quarter.", false],
    ["Ran 24 usability sessions and turned the findings into a new navigation model.", false],
    ["UX Designer", true],
    ["Pixel & Co   2017 - 2020", false],
    ["Designed a component library used by 6 product teams across the company.", false],
    ["Education", true],
    ["Rhode Island School of Design   2013 - 2017", false],
    ["Bachelor of Fine Arts in Graphic Design", false],
  ];
  const lines: PdfTextLine[] = [{ text: "Sam Lee", x: 40, y: 50, size: 22, bold: true }];
  for (const [i, text] of left.entries()) {
    lines.push({ text, x: 40, y: 110 + i * 18, size: 10, bold: ["Contact", "Skills", "Languages"].includes(text) });
  }
  for (const [i, [text, bold]] of right.entries()) lines.push({ text, x: 230, y: 110 + i * 18, size: 10, bold });
  return lines;
}

export async function buildDocx(
  options: { headerContact?: boolean; letterSpacedHeadings?: boolean; wordBullets?: boolean; table?: boolean } = {},
) {
  const heading = (text: string) =>
    new Paragraph({
      heading: HeadingLevel.HEADING_1,
      children: [new TextRun({ text: options.letterSpacedHeadings ? text.split("").join(" ") : text, bold: true })],
    });
  const bullet = (text: string) =>
    options.wordBullets
      ? new Paragraph({ children: [new TextRun(`\uF0B7\t${text}`)] })
      : new Paragraph({ text, bullet: { level: 0 } });
  const contact = new Paragraph({
    alignment: AlignmentType.CENTER,
    children: [new TextRun("li.wei@example.com | +44 20 7946 0958 | London, UK")],
  });
  const body: Array<Paragraph | Table> = [
    new Paragraph({ children: [new TextRun({ text: "Li Wei", bold: true, size: 40 })] }),
    ...(options.headerContact ? [] : [contact]),
    heading("EXPERIENCE"),
    new Paragraph({
      children: [
        new TextRun({ text: "Data Analyst", bold: true }),
        new TextRun("\tHarbor Bank plc\tJan 2019 – Present"),
      ],
    }),
    bullet("Automated weekly risk reports in Python, saving 6 hours per week."),
    bullet("Built Tableau dashboards used by 40 branch managers."),
    heading("EDUCATION"),
    new Paragraph({
      children: [new TextRun({ text: "University of Leeds", bold: true }), new TextRun("\t2015 – 2018")],
    }),
    new Paragraph("BSc in Mathematics"),
    heading("SKILLS"),
  ];
  if (options.table) {
    body.push(
      new Table({
        rows: [
          new TableRow({
            children: [
              new TableCell({ children: [new Paragraph("SQL")] }),
              new TableCell({ children: [new Paragraph("Excel")] }),
            ],
          }),
          new TableRow({
            children: [
              new TableCell({ children: [new Paragraph("Python")] }),
              new TableCell({ children: [new Paragraph("Tableau")] }),
            ],
          }),
        ],
      }),
    );
  } else body.push(new Paragraph("SQL, Excel, Python, Tableau"));
  const doc = new Document({
    sections: [
      {
        headers: options.headerContact ? { default: new Header({ children: [contact] }) } : undefined,
        footers: { default: new Footer({ children: [new Paragraph("Page 1")] }) },
        children: body,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** One plain WordprocessingML paragraph of the given text, for buildDocxFromXml. */
export const docxParagraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

/** A DOCX whose body is the given WordprocessingML, as Word writes it (marks the `docx` library never writes). */
export function buildDocxFromXml(bodyXml: string): Uint8Array {
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${bodyXml}</w:body></w:document>`;
  return zipSync({
    "[Content_Types].xml": new TextEncoder().encode("<Types/>"),
    "word/document.xml": new TextEncoder().encode(document),
  });
}

/**
 * A DOCX as web builders' "Download as Word" converters write it: no paragraphs of its own, the page's HTML
 * wrapped whole in an altChunk part — an MHT archive with quoted-printable HTML, or a plain .htm part.
 */
export function buildAltChunkDocx(html: string, as: "mht" | "htm"): Uint8Array {
  const target = as === "mht" ? "/word/afchunk.mht" : "afchunk.htm";
  const utf8 = new TextEncoder().encode(html);
  // Quoted-printable as html-docx-js writes it: "=" escaped, other bytes (UTF-8 included) left as they are.
  const mht = `MIME-Version: 1.0\r\nContent-Type: multipart/related; type="text/html"; boundary="----=part"\r\n\r\n------=part\r\nContent-Type: text/html; charset="utf-8"\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n`;
  const chunk =
    as === "mht"
      ? new Uint8Array([
          ...new TextEncoder().encode(mht),
          ...new TextEncoder().encode(html.replace(/=/g, "=3D")),
          ...new TextEncoder().encode("\r\n------=part--\r\n"),
        ])
      : utf8;
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body><w:altChunk r:id="htmlChunk" /><w:sectPr/></w:body></w:document>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/aFChunk" Target="${target}" Id="htmlChunk" /></Relationships>`;
  return zipSync({
    "[Content_Types].xml": new TextEncoder().encode("<Types/>"),
    "word/document.xml": new TextEncoder().encode(document),
    "word/_rels/document.xml.rels": new TextEncoder().encode(rels),
    [as === "mht" ? "word/afchunk.mht" : "word/afchunk.htm"]: chunk,
  });
}

/** A tiny ZIP that declares a DOCX body expanding to `megabytes` MB of spaces. */
export function buildZipBomb(megabytes: number): Uint8Array {
  const huge = new Uint8Array(megabytes * 1024 * 1024).fill(0x20);
  return zipSync(
    { "[Content_Types].xml": new TextEncoder().encode("<Types/>"), "word/document.xml": huge },
    { level: 9 },
  );
}

/** A PDF whose trailer names a standard security handler: readers need a password to open it. */
export function buildEncryptedPdf(): Uint8Array {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
    `<< /Filter /Standard /V 1 /R 2 /O <${"a1".repeat(32)}> /U <${"b2".repeat(32)}> /P -44 >>`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${"c3".repeat(16)}> <${"c3".repeat(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** A PDF page with only a drawn shape: what a scanned, image-only resume looks like to a text reader. */
export async function buildImageOnlyPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawRectangle({ x: 50, y: 50, width: 500, height: 690, borderWidth: 2 });
  return doc.save();
}

/** Plain resume text as PDF lines, one per row; the first line is set large like a name. */
export function textResumeLines(text: string): PdfTextLine[] {
  return text
    .split("\n")
    .filter((line) => line.trim())
    .map((line, index) => ({
      text: line.trim(),
      x: line.startsWith("•") ? 60 : 50,
      y: 50 + index * 16,
      size: index === 0 ? 18 : 10,
    }));
}
