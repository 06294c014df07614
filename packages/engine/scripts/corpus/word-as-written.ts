// DOCX files in the shapes of the real Word resumes the parser is measured on (../shared/data/dev/real-word,
// whose texts stay out of the project), written for the corpus people with the `docx` library:
// - dates-first: a headline and labelled contact details on one tabbed row ("Phone: …<tab>Residence: City,
//   Country"), an "EXPERIENCE SUMMARY" of labelled skill lists in a Word list, roles written dates first
//   ("2019 – 2021: Title, Company (City, Country)") over plain paragraphs and a "Used: …" line, schools the same way
//   ("2010 – 2014: Degree in Field, School, Country.").
// - portal-export: a job portal's export: label lines over the name ("Current Designation: …", "Current Company:
//   …", "Current Location: …", "Pref. Location: …", "Total Experience: …"), each role and school a two-column table
//   of label rows ("Company Name", "Designation", "Duration", "Location", "Roles & Responsibilities"; "Degree",
//   "Institute", "Year of Passing"), "Key Skills" a labelled row.
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from "docx";
import { NO_BORDERS } from "./docx-parts.ts";
import type { JsonResumePerson, JsonResumeWork } from "./person.ts";
import { showDate, showPeriod } from "./person.ts";

export const WORD_AS_WRITTEN = ["dates-first", "portal-export"] as const;
export type WordAsWritten = (typeof WORD_AS_WRITTEN)[number];

const plain = (value: string, bold = false) => new Paragraph({ children: [new TextRun({ text: value, bold })] });
const listItem = (value: string) => new Paragraph({ text: value, bullet: { level: 0 } });
const countryName = new Intl.DisplayNames(["en"], { type: "region" });

/** "Leeds, United Kingdom": the city and the country's name, as these resumes write a place. */
function cityAndCountry(location: { city?: string; countryCode?: string } | undefined): string {
  if (!location?.city) return "";
  const country = location.countryCode ? countryName.of(location.countryCode.toUpperCase()) : "";
  return [location.city, country].filter(Boolean).join(", ");
}

/** "2019 – 2021", "Mar 2019 – now": years alone for one person in two, months for the other. */
function datesFirst(item: { startDate?: string; endDate?: string }, withMonths: boolean): string {
  const one = (date: string | undefined) => (!date ? "now" : withMonths ? showDate(date, "short") : date.slice(0, 4));
  return item.startDate ? `${one(item.startDate)} – ${one(item.endDate)}` : "";
}

function datesFirstDocument(person: JsonResumePerson, index: number) {
  const b = person.basics;
  const withMonths = index % 2 === 1;
  const heading = (value: string) =>
    new Paragraph({ spacing: { before: 200 }, children: [new TextRun({ text: value, bold: true })] });
  const body: Array<Paragraph | Table> = [
    new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 32 })] }),
    plain(b.label ?? ""),
    plain(`Phone: ${b.phone ?? ""}\t\tResidence: ${cityAndCountry(b.location)}`),
    plain(`E-mail: ${b.email ?? ""}`),
  ];
  if (person.skills?.length) {
    body.push(heading("EXPERIENCE SUMMARY"));
    for (const group of person.skills) body.push(listItem(`${group.name}: ${(group.keywords ?? []).join(", ")}`));
  }
  if (person.work?.length) {
    body.push(heading("PROFESSIONAL EXPERIENCE"));
    for (const work of person.work) {
      const place = work.location ? ` (${work.location})` : "";
      const dates = datesFirst(work, withMonths);
      body.push(plain(`${dates ? `${dates}: ` : ""}${work.position}, ${work.name}${place}`, true));
      for (const highlight of work.highlights ?? []) body.push(plain(highlight));
      const used = usedSkills(person, work);
      if (used.length) body.push(plain(`Used: ${used.join(", ")}`));
    }
  }
  if (person.education?.length) {
    body.push(heading("EDUCATION"));
    for (const school of person.education) {
      const degree = [school.studyType, school.area].filter(Boolean).join(" in ");
      const dates = datesFirst(school, false);
      body.push(plain(`${dates ? `${dates}: ` : ""}${[degree, school.institution].filter(Boolean).join(", ")}.`));
    }
  }
  return body;
}

/** The person's listed skills a role's highlights name: what such a resume lists under "Used:". */
function usedSkills(person: JsonResumePerson, work: JsonResumeWork): string[] {
  const text = (work.highlights ?? []).join(" ").toLowerCase();
  return (person.skills ?? []).flatMap((s) => s.keywords ?? []).filter((k) => text.includes(k.toLowerCase()));
}

function labelTable(rows: Array<[string, string]>): Table {
  const cell = (value: string, width: number) =>
    new TableCell({ width: { size: width, type: WidthType.DXA }, children: [plain(value)] });
  return new Table({
    borders: NO_BORDERS,
    rows: rows
      .filter(([, value]) => value)
      .map(([label, value]) => new TableRow({ children: [cell(label, 2600), cell(value, 6760)] })),
  });
}

function yearsOf(person: JsonResumePerson): string {
  const starts = (person.work ?? []).flatMap((w) => (w.startDate ? [Number(w.startDate.slice(0, 4))] : []));
  if (!starts.length) return "";
  return `${Math.max(1, 2026 - Math.min(...starts))} Year(s)`;
}

function portalDocument(person: JsonResumePerson) {
  const b = person.basics;
  const latest = person.work?.[0];
  const body: Array<Paragraph | Table> = [
    plain(`Current Designation: ${latest?.position ?? ""}`),
    plain(`Current Company: ${latest?.name ?? ""}`),
    plain(`Current Location: ${b.location?.city ?? ""}`),
    plain(`Pref. Location: ${b.location?.city ?? ""}, Remote`),
    plain(`Total Experience: ${yearsOf(person)}`),
    new Paragraph({ spacing: { before: 200 }, children: [new TextRun({ text: b.name, bold: true, size: 28 })] }),
    plain(`Email: ${b.email ?? ""}`),
    plain(`Mobile: ${b.phone ?? ""}`),
  ];
  if (b.summary) body.push(plain("Profile Summary", true), plain(b.summary));
  if (person.work?.length) {
    body.push(plain("Work Experience", true));
    for (const work of person.work) {
      body.push(
        labelTable([
          ["Company Name", work.name],
          ["Designation", work.position],
          ["Duration", showPeriod(work, "short", "to")],
          ["Location", work.location ?? ""],
          ["Roles & Responsibilities", (work.highlights ?? []).join(" ")],
        ]),
        plain(""),
      );
    }
  }
  if (person.education?.length) {
    body.push(plain("Education", true));
    for (const school of person.education) {
      const degree = [school.studyType, school.area ? `(${school.area})` : ""].filter(Boolean).join(" ");
      body.push(
        labelTable([
          ["Degree", degree],
          ["Institute", school.institution],
          ["Year of Passing", school.endDate?.slice(0, 4) ?? ""],
        ]),
        plain(""),
      );
    }
  }
  const skills = (person.skills ?? []).flatMap((s) => s.keywords ?? []);
  if (skills.length) body.push(labelTable([["Key Skills", skills.join(", ")]]));
  return body;
}

export async function wordAsWrittenDocx(
  person: JsonResumePerson,
  layout: WordAsWritten,
  index: number,
): Promise<Uint8Array> {
  const children = layout === "dates-first" ? datesFirstDocument(person, index) : portalDocument(person);
  const doc = new Document({ creator: "Hireable corpus", sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}
