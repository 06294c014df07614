// Typst sources for the corpus: the look of basic-resume, the most-used CV template on Typst Universe, written here
// after its published example (none of its code). Compiled in build-corpus.ts by typst.ts's Node compiler (npm)
// with Typst's own embedded fonts (New Computer Modern).
// The look: the name large and bold over one line of contact details parted by "  |  "; section titles in small
// capitals over a full-width rule; each role "Title ........ dates" over "Company ........ Place" (the place in
// italics), dates written "May 2024 — Present" with the em dash of Typst's math mode; education first, as the
// example has it, each school "Institution ........ Place" over "Degree ........ dates"; certificates
// "Name, Issuer ........ date"; skills as a list of "Group: items".
import { degreeLine, githubOf, type JsonResumePerson, linkedinOf, showDate, showLocation } from "./person.ts";

/** A Typst string literal: the person's words as they are, with no markup read in them ("//", "#", "*"). */
const str = (text: string | undefined) => JSON.stringify(text ?? "");

/** The template's dates: "May 2024 — Present", with the em dash set in math mode as the template does. */
function dates(item: { startDate?: string; endDate?: string }): string {
  if (!item.startDate) return item.endDate ? `#${str(showDate(item.endDate))}` : "";
  return `#${str(showDate(item.startDate))} $dash.em$ #${str(showDate(item.endDate))}`;
}

const bullets = (items: string[]) => items.map((item) => `- #${str(item)}`).join("\n");

function twoByTwo(topLeft: string, topRight: string, bottomLeft: string, bottomRight: string): string {
  return `${topLeft} #h(1fr) ${topRight} \\\n${bottomLeft} #h(1fr) ${bottomRight}`;
}

export function basicResumeSource(person: JsonResumePerson): string {
  const b = person.basics;
  const contact = [b.phone, showLocation(b.location), b.email, githubOf(person), linkedinOf(person)]
    .filter(Boolean)
    .map((item) => `#${str(item)}`)
    .join("  |  ");
  const schools = (person.education ?? [])
    .map((e) =>
      [
        twoByTwo(`*#${str(e.institution)}*`, "", `_#${str(degreeLine(e))}_`, `_${dates(e)}_`),
        e.score ? bullets([`GPA: ${e.score}`]) : "",
      ]
        .filter(Boolean)
        .join("\n"),
    )
    .join("\n\n");
  const roles = (person.work ?? [])
    .map((w) =>
      [
        twoByTwo(`*#${str(w.position)}*`, dates(w), `#${str(w.name)}`, w.location ? `_#${str(w.location)}_` : ""),
        bullets(w.highlights ?? []),
      ]
        .filter(Boolean)
        .join("\n"),
    )
    .join("\n\n");
  const projects = (person.projects ?? [])
    .map((p) =>
      [`*#${str(p.name)}*`, bullets([p.description ?? "", ...(p.highlights ?? [])].filter(Boolean))].join("\n"),
    )
    .join("\n\n");
  const certificates = (person.certificates ?? [])
    .map((c) => `*#${str(c.name)}*, #${str(c.issuer)} #h(1fr) #${str(c.date ? showDate(c.date) : "")}`)
    .join(" \\\n");
  const skills = [
    ...(person.skills ?? []).map((s) => `- *#${str(s.name)}*: #${str((s.keywords ?? []).join(", "))}`),
    ...(person.languages?.length ? [`- *Languages*: #${str(person.languages.map((l) => l.language).join(", "))}`] : []),
  ].join("\n");
  return `#set document(author: ${str(b.name)}, title: ${str(b.name)})
#set text(font: "New Computer Modern", size: 10pt, lang: "en", ligatures: false)
#set page(margin: 0.5in, paper: "us-letter")
#set list(indent: 1em)
#show heading.where(level: 2): it => [
  #pad(top: 0pt, bottom: -10pt, [#smallcaps(it.body)])
  #line(length: 100%, stroke: 1pt)
]
#show heading.where(level: 1): it => [
  #set text(weight: 700, size: 20pt)
  #pad(it.body)
]
= #${str(b.name)}
#pad(top: 0.25em)[${contact}]
#set par(justify: true)

${b.summary ? `== Summary\n#${str(b.summary)}\n` : ""}
== Education
${schools}

${roles ? `== Work Experience\n${roles}\n` : ""}
${projects ? `== Projects\n${projects}\n` : ""}
${certificates ? `== Certifications\n${certificates}\n` : ""}
== Skills
${skills}
`;
}
