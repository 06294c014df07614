// DOCX files laid out the way people lay out Word resumes by hand, without a template's structure (the four
// structures of word-structures.ts are templates'), one layout per person in turn:
// - company-first: "COMPANY<tab>City" over "Title<tab>dates", headings in capitals with a rule under them,
//   "Group: a, b, c" skill lines with the group in bold, education as "SCHOOL<tab>City" over "Degree<tab>date".
// - line-breaks: each role one paragraph whose lines are soft breaks (Shift+Enter): "Title" / "Company | City" /
//   "06/2019 - Current"; headings typed in lower case and shown in capitals by the font's caps setting;
//   labelled contact lines; skills in one paragraph separated by " • ".
// - dates-column: a borderless table per section, the dates in a narrow left cell and the role in the right
//   one; the name and headline in a table's left cell and the contact lines right-aligned in its right cell;
//   skills as a "Core Competencies" grid with no bullets.
// - untidy: "CURRICULUM VITAE" above the name, "Address:"/"Mobile:"/"E-mail:" lines, headings with a colon,
//   "Company, City" pushed to the dates by tabs with no tab stop set, "Month YYYY to Month YYYY", the title on
//   the line below, skills as bullets "Group - items".
import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { bullet, NO_BORDERS, RIGHT_TAB } from "./docx-parts.ts";
import { degreeLine, type JsonResumePerson, linkedinOf, showDate, showLocation, showPeriod } from "./person.ts";

export const WORD_RESUME_LAYOUTS = ["company-first", "line-breaks", "dates-column", "untidy"] as const;
export type WordResumeLayout = (typeof WORD_RESUME_LAYOUTS)[number];

const text = (value: string, bold = false, italics = false) =>
  new Paragraph({ children: [new TextRun({ text: value, bold, italics })] });
const tabbed = (left: string, right: string, bold = false, italics = false) =>
  new Paragraph({
    tabStops: RIGHT_TAB,
    children: [new TextRun({ text: left, bold, italics }), new TextRun(`\t${right}`)],
  });
/** Lines of one paragraph, broken by soft line breaks. */
const softLines = (lines: string[], boldFirst = false) =>
  new Paragraph({
    children: lines.map((line, i) => new TextRun({ text: line, bold: boldFirst && i === 0, break: i > 0 ? 1 : 0 })),
  });

const skillItems = (person: JsonResumePerson) => (person.skills ?? []).flatMap((s) => s.keywords ?? []);

function companyFirst(person: JsonResumePerson) {
  const b = person.basics;
  const ruled = (value: string) =>
    new Paragraph({
      spacing: { before: 240 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "000000", space: 1 } },
      children: [new TextRun({ text: value.toUpperCase(), bold: true })],
    });
  const body: Paragraph[] = [
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: b.name, size: 48 })] }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      text: [showLocation(b.location), b.phone, b.email, linkedinOf(person)].filter(Boolean).join(" · "),
    }),
  ];
  if (b.summary) body.push(ruled("Summary"), text(b.summary));
  if (person.work?.length) {
    body.push(ruled("Professional Experience"));
    for (const w of person.work) {
      body.push(
        tabbed(w.name.toUpperCase(), w.location ?? "", true),
        tabbed(w.position, showPeriod(w, "long"), false, true),
        ...(w.highlights ?? []).map(bullet),
      );
    }
  }
  body.push(ruled("Education"));
  for (const e of person.education ?? []) {
    body.push(tabbed(e.institution.toUpperCase(), "", true), tabbed(degreeLine(e), showDate(e.endDate, "long")));
  }
  body.push(
    ruled("Skills"),
    ...(person.skills ?? []).map(
      (s) =>
        new Paragraph({
          children: [new TextRun({ text: `${s.name}: `, bold: true }), new TextRun((s.keywords ?? []).join(", "))],
        }),
    ),
  );
  return { children: body };
}

function lineBreaks(person: JsonResumePerson) {
  const b = person.basics;
  const heading = (value: string) =>
    new Paragraph({
      spacing: { before: 200 },
      children: [new TextRun({ text: value, bold: true, allCaps: true, size: 26 })],
    });
  const body: Paragraph[] = [
    new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 40 })] }),
    softLines(
      [
        showLocation(b.location),
        [b.email && `Email: ${b.email}`, b.phone && `Phone: ${b.phone}`].filter(Boolean).join(" | "),
      ].filter(Boolean),
    ),
  ];
  if (b.summary) body.push(heading("Professional summary"), text(b.summary));
  if (person.work?.length) {
    body.push(heading("Work experience"));
    for (const w of person.work) {
      body.push(
        softLines(
          [
            w.position,
            [w.name, w.location].filter(Boolean).join(" | "),
            showPeriod(w, "numeric", "-").replace("Present", "Current"),
          ],
          true,
        ),
        ...(w.highlights ?? []).map(bullet),
      );
    }
  }
  body.push(heading("Education"));
  for (const e of person.education ?? []) {
    body.push(
      softLines(
        [degreeLine(e), e.institution, ...(e.endDate ? [`Graduated: ${showDate(e.endDate, "long")}`] : [])],
        true,
      ),
    );
  }
  body.push(heading("Skills"), text(skillItems(person).join(" • ")));
  return { children: body };
}

function datesColumn(person: JsonResumePerson) {
  const b = person.basics;
  const cell = (children: Paragraph[], size: number) =>
    new TableCell({ width: { size, type: WidthType.DXA }, children });
  const table = (rows: TableRow[]) =>
    new Table({ rows, borders: NO_BORDERS, width: { size: 9360, type: WidthType.DXA } });
  const heading = (value: string) =>
    new Paragraph({
      spacing: { before: 240 },
      children: [new TextRun({ text: value, bold: true, size: 28, color: "1F4E79" })],
    });
  const right = (value: string) => new Paragraph({ alignment: AlignmentType.RIGHT, text: value });
  const contact = [b.email, b.phone, showLocation(b.location), linkedinOf(person)].filter((p): p is string => !!p);
  const body: Array<Paragraph | Table> = [
    table([
      new TableRow({
        children: [
          cell(
            [
              new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 44 })] }),
              ...(b.label ? [text(b.label)] : []),
            ],
            5200,
          ),
          cell(contact.map(right), 4160),
        ],
      }),
    ]),
  ];
  if (b.summary) body.push(heading("Profile"), text(b.summary));
  if (person.work?.length) {
    body.push(
      heading("Career History"),
      table(
        person.work.map(
          (w) =>
            new TableRow({
              children: [
                cell([text(showPeriod(w))], 2000),
                cell(
                  [
                    text(w.position, true),
                    text([w.name, w.location].filter(Boolean).join(", "), false, true),
                    ...(w.highlights ?? []).map(bullet),
                  ],
                  7360,
                ),
              ],
            }),
        ),
      ),
    );
  }
  body.push(
    heading("Qualifications"),
    table(
      (person.education ?? []).map(
        (e) =>
          new TableRow({
            children: [cell([text(showPeriod(e))], 2000), cell([text(degreeLine(e), true), text(e.institution)], 7360)],
          }),
      ),
    ),
  );
  const items = skillItems(person);
  const rows: TableRow[] = [];
  for (let i = 0; i < items.length; i += 3) {
    rows.push(new TableRow({ children: [0, 1, 2].map((j) => cell([text(items[i + j] ?? "")], 3120)) }));
  }
  body.push(heading("Core Competencies"), table(rows));
  return { children: body };
}

function untidy(person: JsonResumePerson) {
  const b = person.basics;
  const heading = (value: string) =>
    new Paragraph({
      spacing: { before: 200 },
      children: [new TextRun({ text: `${value.toUpperCase()}:`, bold: true, underline: {} })],
    });
  const body: Paragraph[] = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: "CURRICULUM VITAE", bold: true, size: 32 })],
    }),
    text(b.name, true),
    ...(b.location
      ? [text(`Address: ${[b.location.address, showLocation(b.location)].filter(Boolean).join(", ")}`)]
      : []),
    ...(b.phone ? [text(`Mobile: ${b.phone}`)] : []),
    ...(b.email ? [text(`E-mail: ${b.email}`)] : []),
  ];
  if (b.summary) body.push(heading("Career objective"), text(b.summary));
  if (person.work?.length) {
    body.push(heading("Experience"));
    for (const w of person.work) {
      const period = showPeriod(w, "long", "to");
      body.push(
        new Paragraph({
          children: [
            new TextRun({ text: [w.name, w.location].filter(Boolean).join(", "), bold: true }),
            new TextRun(`\t\t\t${period}`),
          ],
        }),
        text(w.position, false, true),
        ...(w.highlights ?? []).map(bullet),
      );
    }
  }
  body.push(heading("Education"));
  for (const e of person.education ?? []) {
    body.push(text(`${degreeLine(e)}`, true), text(`${e.institution}\t\t${showPeriod(e, "long", "to")}`));
  }
  body.push(
    heading("Skills"),
    ...(person.skills ?? []).map((s) => bullet(`${s.name} - ${(s.keywords ?? []).join(", ")}`)),
  );
  return { children: body };
}

export async function wordResumeDocx(person: JsonResumePerson, layout: WordResumeLayout): Promise<Uint8Array> {
  const section = {
    "company-first": companyFirst,
    "line-breaks": lineBreaks,
    "dates-column": datesColumn,
    untidy,
  }[layout](person);
  const doc = new Document({ creator: "Hireable corpus", sections: [section] });
  return new Uint8Array(await Packer.toBuffer(doc));
}
