// Resume text the way job boards export it (Indeed-style: one paragraph a line, "Title" / "Company - City" /
// "Month YYYY to Present", "•" bullets), and the same text with its line breaks lost (one paragraph), as
// happens when a resume is pasted into a form or converted by a tool that drops them; and the plain text of
// online resume builders, its line breaks lost too.
import { Document, Packer, Paragraph } from "docx";
import { degreeLine, type JsonResumePerson, linkedinOf, showDate, showLocation } from "./person.ts";

export function jobBoardLines(person: JsonResumePerson): string[] {
  const b = person.basics;
  const lines = [b.name];
  if (b.label) lines.push(b.label);
  lines.push([showLocation(b.location), b.email, b.phone].filter(Boolean).join(" - "));
  if (b.summary) lines.push("SUMMARY", b.summary);
  if (person.work?.length) {
    lines.push("WORK EXPERIENCE");
    for (const w of person.work) {
      lines.push(w.position, [w.name, w.location].filter(Boolean).join(" - "));
      lines.push(w.startDate ? `${showDate(w.startDate, "long")} to ${showDate(w.endDate, "long")}` : "");
      lines.push(...(w.highlights ?? []).map((h) => `• ${h}`));
    }
  }
  lines.push("EDUCATION");
  for (const e of person.education ?? []) {
    lines.push(degreeLine(e), e.institution, e.endDate ? showDate(e.endDate, "long") : "");
  }
  if (person.skills?.length) {
    lines.push("SKILLS", (person.skills ?? []).flatMap((s) => s.keywords ?? []).join(", "));
  }
  const linkedin = linkedinOf(person);
  if (linkedin) lines.push("LINKS", linkedin);
  return lines.filter(Boolean);
}

/**
 * Resume text as online resume builders export it and job sites store it, line breaks lost and fields set
 * apart by runs of spaces: Title Case headings, "Company   City ,   State   Title   04/2014   to   Current",
 * bullets without glyphs, skills as a "Highlights" list, "Degree  :   Field   2012   School".
 */
export function builderText(person: JsonResumePerson): string {
  const gap = "   ";
  const spaced = (text: string | undefined) => (text ?? "").replace(/\s*,\s*/g, "  ,   ");
  const date = (value: string | undefined) => (value ? showDate(value, "numeric") : "Current");
  const b = person.basics;
  const keywords = (person.skills ?? []).flatMap((s) => s.keywords ?? []);
  const parts = [b.name, (b.label ?? "").toUpperCase(), spaced(showLocation(b.location)), b.phone, b.email];
  if (b.summary) parts.push("Summary", b.summary);
  if (keywords.length) parts.push("Highlights", ...keywords.slice(0, 6));
  if (person.work?.length) {
    parts.push("Experience");
    for (const w of person.work) {
      parts.push(w.name, spaced(w.location), w.position);
      if (w.startDate) parts.push(date(w.startDate), "to", date(w.endDate));
      parts.push(...(w.highlights ?? []));
    }
  }
  parts.push("Education");
  for (const e of person.education ?? []) {
    parts.push([e.studyType, e.area].filter(Boolean).join("  :   "), e.endDate?.slice(0, 4) ?? "", e.institution);
  }
  if (keywords.length) parts.push("Skills", keywords.join(", "));
  return parts.filter(Boolean).join(gap);
}

export async function textDocx(paragraphs: string[]): Promise<Uint8Array> {
  const doc = new Document({
    creator: "Hireable corpus",
    sections: [{ children: paragraphs.map((text) => new Paragraph({ text })) }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
