// DOCX resumes laid out with text boxes, as Word's sidebar templates and home-made two-column resumes are (`docx`
// library, one layout per person in turn). The boxes' text is read where each box is anchored, not where it shows:
// - sidebar-box: one tall box down the left of the page, anchored to the name's paragraph (contact, skills,
//   languages, certificates); the body indented past it (summary, experience, education).
// - anchored-boxes: the sidebar in three boxes, each anchored where its top happens to fall in the body: contact
//   beside the name, skills beside the "Experience" heading, languages and certificates beside the second role's
//   title. Read in order, the sidebar's words come between the roles' lines, as in the real documents.
import { Document, type IRunOptions, Packer, Paragraph, Textbox, TextRun } from "docx";
import {
  degreeLine,
  type JsonResumePerson,
  type JsonResumeWork,
  linkedinOf,
  showLocation,
  showPeriod,
} from "./person.ts";

export const WORD_TEXTBOX_LAYOUTS = ["sidebar-box", "anchored-boxes"] as const;
export type WordTextboxLayout = (typeof WORD_TEXTBOX_LAYOUTS)[number];

/** The body's left indent, past the sidebar, in twentieths of a point. */
const BODY_INDENT = 200 * 20;

const run = (text: string, options: Omit<IRunOptions, "text"> = {}) => new TextRun({ text, ...options });
const line = (text: string, options: Omit<IRunOptions, "text"> = {}) =>
  new Paragraph({ children: [run(text, options)] });
const sideHeading = (text: string) => line(text.toUpperCase(), { bold: true, size: 22, color: "2E74B5" });

/** A text box down the left margin, `top` points below its anchor paragraph. */
function sideBox(paragraphs: Paragraph[], top: number, height: number): Textbox {
  return new Textbox({
    style: { width: "170pt", height: `${height}pt`, position: "absolute", marginLeft: "-10pt", marginTop: `${top}pt` },
    children: paragraphs,
  });
}

function contactLines(person: JsonResumePerson): Paragraph[] {
  const b = person.basics;
  return [
    sideHeading("Contact"),
    ...[b.phone, b.email, showLocation(b.location), linkedinOf(person)].filter(Boolean).map((p) => line(p!)),
  ];
}

function skillLines(person: JsonResumePerson): Paragraph[] {
  return [sideHeading("Skills"), ...(person.skills ?? []).flatMap((s) => (s.keywords ?? []).map((k) => line(k)))];
}

function otherLines(person: JsonResumePerson): Paragraph[] {
  const languages = person.languages ?? [];
  const certificates = person.certificates ?? [];
  return [
    ...(languages.length
      ? [sideHeading("Languages"), ...languages.map((l) => line(`${l.language}${l.fluency ? ` (${l.fluency})` : ""}`))]
      : []),
    ...(certificates.length ? [sideHeading("Certificates"), ...certificates.map((c) => line(c.name))] : []),
  ];
}

/** A body paragraph, indented past the sidebar; the boxes anchored to it, if any. */
function body(text: string, options: Omit<IRunOptions, "text"> = {}, boxes: Textbox[] = []): Paragraph {
  return new Paragraph({ indent: { left: BODY_INDENT }, children: [run(text, options), ...boxes] });
}

function roleParagraphs(w: JsonResumeWork, boxes: Textbox[]): Paragraph[] {
  return [
    body(w.position, { bold: true, size: 24 }, boxes),
    body([w.name, w.location].filter(Boolean).join(" | "), { italics: true }),
    body(showPeriod(w, "long"), { color: "595959" }),
    ...(w.highlights ?? []).map(
      (h) => new Paragraph({ text: h, bullet: { level: 0 }, indent: { left: BODY_INDENT + 360, hanging: 360 } }),
    ),
  ];
}

export async function wordTextboxDocx(person: JsonResumePerson, layout: WordTextboxLayout): Promise<Uint8Array> {
  const doc = new Document({ creator: "Hireable corpus", sections: [{ children: bodyParagraphs(person, layout) }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

function bodyParagraphs(person: JsonResumePerson, layout: WordTextboxLayout): Paragraph[] {
  const b = person.basics;
  const sidebar = [...contactLines(person), ...skillLines(person), ...otherLines(person)];
  const anchored = layout === "anchored-boxes";
  const nameBoxes = anchored ? [sideBox(contactLines(person), 0, 110)] : [sideBox(sidebar, 0, 720)];
  const roles = person.work ?? [];
  const paragraphs: Paragraph[] = [
    body(b.name, { bold: true, size: 44 }, nameBoxes),
    ...(b.label ? [body(b.label, { size: 26, color: "2E74B5" })] : []),
    ...(b.summary ? [body("PROFILE", { bold: true, size: 24 }), body(b.summary)] : []),
  ];
  if (roles.length) {
    paragraphs.push(
      body("EXPERIENCE", { bold: true, size: 24 }, anchored ? [sideBox(skillLines(person), 0, 300)] : []),
    );
    roles.forEach((w, i) => {
      paragraphs.push(...roleParagraphs(w, anchored && i === 1 ? [sideBox(otherLines(person), 40, 200)] : []));
    });
  }
  paragraphs.push(body("EDUCATION", { bold: true, size: 24 }));
  for (const e of person.education ?? []) {
    paragraphs.push(body(e.institution, { bold: true }), body(degreeLine(e)), body(showPeriod(e, "long")));
  }
  return paragraphs;
}
