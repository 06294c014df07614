// Resume text the way job boards export it (Indeed-style: one paragraph a line, "Title" / "Company - City" /
// "Month YYYY to Present", "•" bullets), and the same text with its line breaks lost (one paragraph), as
// happens when a resume is pasted into a form or converted by a tool that drops them.
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

export async function textDocx(paragraphs: string[]): Promise<Uint8Array> {
  const doc = new Document({
    creator: "Hireable corpus",
    sections: [{ children: paragraphs.map((text) => new Paragraph({ text })) }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
