// DOCX files written with the `docx` library in the structures Word resume templates use, one structure per
// person in turn:
// - header-contact: name and contact details in the page header; "Title<tab>dates" with a right tab stop;
//   company and place on the next line; skills as a three-column grid table.
// - layout-table: a two-column table for the whole page: a narrow left cell with contact, skills and
//   languages, a wide right cell with summary, experience and education (Word's "modern" templates).
// - one-line-roles: "Title, Company, City (dates)" on one line; a name split over two lines; headings such
//   as "Key Skills" and "Work History"; skills as a bulleted list.
// - text-box: contact details in a floating text box; a "Personal information" block; dates on the line
//   below each role; education as "Degree, School, Year".
import {
  AlignmentType,
  Document,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  Textbox,
  TextRun,
  WidthType,
} from "docx";
import { bullet, NO_BORDERS, RIGHT_TAB } from "./docx-parts.ts";
import { degreeLine, type JsonResumePerson, linkedinOf, showDate, showLocation, showPeriod } from "./person.ts";

export const WORD_STRUCTURES = ["header-contact", "layout-table", "one-line-roles", "text-box"] as const;
export type WordStructure = (typeof WORD_STRUCTURES)[number];

const heading = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_1, text });
const plain = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });

function contactParts(person: JsonResumePerson): string[] {
  const b = person.basics;
  return [b.email, b.phone, showLocation(b.location), linkedinOf(person)].filter((p): p is string => !!p);
}

function educationParagraphs(person: JsonResumePerson, oneLine: boolean): Paragraph[] {
  return (person.education ?? []).flatMap((e) =>
    oneLine
      ? [plain(`${degreeLine(e)}, ${e.institution}, ${showDate(e.endDate)}`)]
      : [
          new Paragraph({
            tabStops: RIGHT_TAB,
            children: [new TextRun({ text: e.institution, bold: true }), new TextRun(`\t${showPeriod(e)}`)],
          }),
          plain(`${degreeLine(e)}${e.score ? ` — GPA ${e.score}` : ""}`),
        ],
  );
}

function skillsGrid(person: JsonResumePerson): Table {
  const items = (person.skills ?? []).flatMap((s) => s.keywords ?? []);
  const rows: TableRow[] = [];
  for (let i = 0; i < items.length; i += 3) {
    rows.push(
      new TableRow({
        children: [0, 1, 2].map(
          (j) =>
            new TableCell({
              width: { size: 3120, type: WidthType.DXA },
              children: [new Paragraph({ text: items[i + j] ?? "", bullet: items[i + j] ? { level: 0 } : undefined })],
            }),
        ),
      }),
    );
  }
  return new Table({ rows, borders: NO_BORDERS, width: { size: 9360, type: WidthType.DXA } });
}

function headerContact(person: JsonResumePerson) {
  const b = person.basics;
  const body: Array<Paragraph | Table> = [];
  if (b.summary) body.push(heading("Professional Summary"), plain(b.summary));
  if (person.work?.length) {
    body.push(heading("Professional Experience"));
    for (const w of person.work) {
      body.push(
        new Paragraph({
          tabStops: RIGHT_TAB,
          children: [new TextRun({ text: w.position, bold: true }), new TextRun(`\t${showPeriod(w)}`)],
        }),
        plain([w.name, w.location].filter(Boolean).join(", ")),
        ...(w.highlights ?? []).map(bullet),
      );
    }
  }
  body.push(heading("Education"), ...educationParagraphs(person, false));
  body.push(heading("Skills"), skillsGrid(person));
  return {
    headers: {
      default: new Header({
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [new TextRun({ text: b.name, bold: true, size: 36 })],
          }),
          new Paragraph({ alignment: AlignmentType.CENTER, text: contactParts(person).join(" | ") }),
        ],
      }),
    },
    children: body,
  };
}

function layoutTable(person: JsonResumePerson) {
  const b = person.basics;
  const left: Paragraph[] = [
    heading("Contact"),
    ...contactParts(person).map((p) => plain(p)),
    heading("Skills"),
    ...(person.skills ?? []).flatMap((s) => [plain(s.name, true), ...(s.keywords ?? []).map((k) => plain(k))]),
  ];
  if (person.languages?.length) {
    left.push(heading("Languages"), ...person.languages.map((l) => plain(`${l.language} (${l.fluency ?? ""})`)));
  }
  const right: Paragraph[] = [
    new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 40 })] }),
    ...(b.label ? [plain(b.label)] : []),
    ...(b.summary ? [heading("Profile"), plain(b.summary)] : []),
  ];
  if (person.work?.length) {
    right.push(heading("Experience"));
    for (const w of person.work) {
      right.push(
        plain(`${w.position} | ${w.name}`, true),
        plain([showPeriod(w), w.location].filter(Boolean).join(" | ")),
        ...(w.highlights ?? []).map(bullet),
      );
    }
  }
  right.push(heading("Education"), ...educationParagraphs(person, false));
  return {
    children: [
      new Table({
        borders: NO_BORDERS,
        width: { size: 10000, type: WidthType.DXA },
        rows: [
          new TableRow({
            children: [
              new TableCell({ width: { size: 3200, type: WidthType.DXA }, children: left }),
              new TableCell({ width: { size: 6800, type: WidthType.DXA }, children: right }),
            ],
          }),
        ],
      }),
    ],
  };
}

function oneLineRoles(person: JsonResumePerson) {
  const b = person.basics;
  const [first, ...rest] = b.name.split(" ");
  const body: Array<Paragraph | Table> = [
    new Paragraph({ children: [new TextRun({ text: first ?? "", bold: true, size: 44 })] }),
    new Paragraph({ children: [new TextRun({ text: rest.join(" "), bold: true, size: 44 })] }),
    plain(contactParts(person).join(" • ")),
  ];
  if (b.summary) body.push(heading("Summary"), plain(b.summary));
  body.push(
    heading("Key Skills"),
    ...(person.skills ?? []).map((s) => bullet(`${s.name}: ${(s.keywords ?? []).join(", ")}`)),
  );
  if (person.work?.length) {
    body.push(heading("Work History"));
    for (const w of person.work) {
      body.push(
        plain(`${[w.position, w.name, w.location].filter(Boolean).join(", ")} (${showPeriod(w)})`, true),
        ...(w.highlights ?? []).map(bullet),
      );
    }
  }
  body.push(heading("Education"), ...educationParagraphs(person, true));
  return { children: body };
}

function textBox(person: JsonResumePerson) {
  const b = person.basics;
  const body: Array<Paragraph | Table> = [
    new Paragraph({ children: [new TextRun({ text: b.name.toUpperCase(), bold: true, size: 40 })] }),
    new Paragraph({
      children: [
        new Textbox({
          style: { width: "200pt", height: "60pt", position: "absolute", marginLeft: "300pt", marginTop: "-40pt" },
          children: contactParts(person).map((p) => plain(p)),
        }),
      ],
    }),
    heading("Personal Information"),
    plain(`Location: ${showLocation(b.location)}`),
    ...(b.phone ? [plain(`Phone: ${b.phone}`)] : []),
  ];
  if (b.summary) body.push(heading("Career Objective"), plain(b.summary));
  if (person.work?.length) {
    body.push(heading("Employment History"));
    for (const w of person.work) {
      body.push(
        plain(`${w.position} — ${w.name}`, true),
        plain([w.location, showPeriod(w, "long")].filter(Boolean).join(", ")),
        ...(w.highlights ?? []).map(bullet),
      );
    }
  }
  body.push(heading("Education"), ...educationParagraphs(person, true));
  body.push(heading("Skills Summary"), plain((person.skills ?? []).flatMap((s) => s.keywords ?? []).join(", ")));
  return { children: body };
}

export async function wordStructureDocx(person: JsonResumePerson, structure: WordStructure): Promise<Uint8Array> {
  const section = {
    "header-contact": headerContact,
    "layout-table": layoutTable,
    "one-line-roles": oneLineRoles,
    "text-box": textBox,
  }[structure](person);
  const doc = new Document({ creator: "Hireable corpus", sections: [section] });
  return new Uint8Array(await Packer.toBuffer(doc));
}
