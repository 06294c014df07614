// The resume as a Word document: the name as Title, each section a real Heading 1, entries with a right
// tab stop for dates, bullets as a real list, links as hyperlinks. Word and ATS parsers read its structure.
import type { PaperSize } from "@hireable/contracts";
import type { DocumentEntry, DocumentLink, DocumentSection, ResumeDocument } from "@hireable/engine";
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  TabStopType,
  TextRun,
} from "docx";

const BULLETS = "resume-bullets";
const MUTED = "4B5563";
/** Twentieths of a point: page sizes and the right edge of the text for the dates' tab stop. */
const PAGE = { letter: { width: 12240, height: 15840 }, a4: { width: 11906, height: 16838 } };
const MARGIN = 1000;

function linkRun(item: DocumentLink): ParagraphChild {
  if (!item.href) return new TextRun(item.text);
  return new ExternalHyperlink({ link: item.href, children: [new TextRun({ text: item.text, style: "Hyperlink" })] });
}

function entryParagraphs(entry: DocumentEntry, rightTab: number): Paragraph[] {
  const subtitle = [entry.subtitle, entry.location].filter(Boolean).join(" | ");
  return [
    new Paragraph({
      keepNext: true,
      spacing: { before: 120 },
      tabStops: [{ type: TabStopType.RIGHT, position: rightTab }],
      children: [
        new TextRun({ text: entry.title, bold: true }),
        ...(entry.dates ? [new TextRun({ text: `\t${entry.dates}`, color: MUTED })] : []),
      ],
    }),
    ...(subtitle ? [new Paragraph({ keepNext: true, children: [new TextRun({ text: subtitle, color: MUTED })] })] : []),
    ...(entry.link ? [new Paragraph({ children: [linkRun(entry.link)] })] : []),
    ...entry.bullets.map((bullet) => new Paragraph({ text: bullet, numbering: { reference: BULLETS, level: 0 } })),
  ];
}

function sectionParagraphs(section: DocumentSection, rightTab: number): Paragraph[] {
  const heading = new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1, keepNext: true });
  if (section.kind === "summary") return [heading, new Paragraph(section.paragraph)];
  if (section.kind === "skills")
    return [
      heading,
      ...section.groups.map(
        (group) =>
          new Paragraph({
            children: [
              ...(group.label ? [new TextRun({ text: `${group.label}: `, bold: true })] : []),
              new TextRun(group.items.join(", ")),
            ],
          }),
      ),
    ];
  return [heading, ...section.entries.flatMap((entry) => entryParagraphs(entry, rightTab))];
}

export async function renderResumeDocx(document: ResumeDocument, paper: PaperSize): Promise<Uint8Array> {
  const page = PAGE[paper];
  const rightTab = page.width - 2 * MARGIN;
  const contact = document.contact.flatMap((item, index) => [
    // No-break spaces before the bar: Word may wrap after a separator, never start a line with one.
    ...(index > 0 ? [new TextRun({ text: "\u00a0\u00a0|\u00a0 ", color: MUTED })] : []),
    linkRun(item),
  ]);
  const doc = new Document({
    creator: "Hireable",
    title: document.name ? `${document.name} — Resume` : "Resume",
    styles: {
      default: { document: { run: { font: "Calibri", size: 21 }, paragraph: { spacing: { after: 40 } } } },
      paragraphStyles: [
        {
          id: "Title",
          name: "Title",
          basedOn: "Normal",
          next: "Normal",
          run: { size: 40, bold: true },
          paragraph: { spacing: { after: 40 } },
        },
        {
          id: "Heading1",
          name: "Heading 1",
          basedOn: "Normal",
          next: "Normal",
          quickFormat: true,
          run: { size: 23, bold: true, allCaps: true, color: "111827" },
          paragraph: {
            spacing: { before: 240, after: 80 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "9CA3AF", space: 2 } },
          },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: "•",
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 240 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { size: page, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } },
        children: [
          new Paragraph({ text: document.name, heading: HeadingLevel.TITLE }),
          ...(document.headline
            ? [new Paragraph({ children: [new TextRun({ text: document.headline, color: MUTED, size: 23 })] })]
            : []),
          ...(contact.length ? [new Paragraph({ children: contact })] : []),
          ...document.sections.flatMap((section) => sectionParagraphs(section, rightTab)),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
