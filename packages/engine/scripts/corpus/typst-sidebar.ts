// Typst source for the corpus: a two-column CV in the manner of Typst Universe's sidebar templates (vantage-cv and
// its kind), written here after their published examples (none of their code). Compiled in build-corpus.ts by
// typst.ts's Node compiler in Libertinus Serif, a face Typst embeds.
// The look: the name large over the headline in grey; a wide main column (Experience, Projects) beside a narrow
// shaded sidebar (Contact, Skills, Education, Certifications, Languages), the two side by side from the top of the
// page; section titles in bold capitals over a thin rule; each role its title in bold, "Employer · Place" under it,
// and the dates small and grey under that ("Mar 2020 – Present"), then the bullets; skills as a group's name in bold
// over its items parted by " · "; each school its degree in bold over the school and the years.
import { githubOf, type JsonResumePerson, linkedinOf, showDate, showLocation } from "./person.ts";

/** A Typst string literal: the person's words as they are, with no markup read in them. */
const str = (text: string | undefined) => `#${JSON.stringify(text ?? "")}`;

function dates(item: { startDate?: string; endDate?: string }): string {
  if (!item.startDate) return item.endDate ? showDate(item.endDate) : "";
  return `${showDate(item.startDate)} – ${showDate(item.endDate)}`;
}

const small = (text: string) => `#text(size: 8.5pt, fill: luma(90))[${str(text)}]`;
const title = (name: string) =>
  `#v(6pt)\n#text(weight: "bold", size: 11pt)[${str(name.toUpperCase())}]\n#v(-6pt)\n#line(length: 100%, stroke: 0.5pt)\n`;
const bullets = (items: string[]) => items.map((item) => `- ${str(item)}`).join("\n");

function mainColumn(person: JsonResumePerson): string {
  const roles = (person.work ?? []).map((w) =>
    [
      `#text(weight: "bold")[${str(w.position)}] \\`,
      `${str([w.name, w.location].filter(Boolean).join(" · "))} \\`,
      small(dates(w)),
      bullets([...(w.summary ? [w.summary] : []), ...(w.highlights ?? [])]),
    ].join("\n"),
  );
  const projects = (person.projects ?? []).map((p) =>
    [
      `#text(weight: "bold")[${str(p.name)}]`,
      bullets([p.description ?? "", ...(p.highlights ?? [])].filter(Boolean)),
    ].join("\n"),
  );
  return [
    person.basics.summary ? `${title("About me")}${str(person.basics.summary)}` : "",
    roles.length ? `${title("Experience")}${roles.join("\n\n")}` : "",
    projects.length ? `${title("Projects")}${projects.join("\n\n")}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

function sidebar(person: JsonResumePerson): string {
  const b = person.basics;
  const contact = [b.email, b.phone, showLocation(b.location), linkedinOf(person), githubOf(person)]
    .filter(Boolean)
    .map((item) => str(item))
    .join(" \\\n");
  const skills = (person.skills ?? []).map(
    (s) => `#text(weight: "bold")[${str(s.name)}] \\\n${str((s.keywords ?? []).join(" · "))}`,
  );
  const schools = (person.education ?? []).map((e) =>
    [
      `#text(weight: "bold")[${str([e.studyType, e.area].filter(Boolean).join(", "))}] \\`,
      `${str(e.institution)} \\`,
      small(dates(e)),
    ].join("\n"),
  );
  const certificates = (person.certificates ?? []).map(
    (c) => `${str(c.name)} \\\n${small([c.issuer, c.date ? showDate(c.date) : ""].filter(Boolean).join(", "))}`,
  );
  const languages = (person.languages ?? []).map((l) => str([l.language, l.fluency].filter(Boolean).join(" — ")));
  return [
    `${title("Contact")}${contact}`,
    skills.length ? `${title("Skills")}${skills.join("\n\n")}` : "",
    schools.length ? `${title("Education")}${schools.join("\n\n")}` : "",
    certificates.length ? `${title("Certifications")}${certificates.join("\n\n")}` : "",
    languages.length ? `${title("Languages")}${languages.join(" \\\n")}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

export function sidebarCvSource(person: JsonResumePerson): string {
  const b = person.basics;
  return `#set document(author: ${JSON.stringify(b.name)}, title: ${JSON.stringify(b.name)})
#set text(font: "Libertinus Serif", size: 10pt, lang: "en")
#set page(margin: (x: 0.5in, y: 0.45in), paper: "us-letter")
#set par(leading: 0.55em)
#set list(indent: 0.4em, marker: [•])
#text(size: 24pt, weight: "bold")[${str(b.name)}]
${b.label ? `\\\n#text(size: 12pt, fill: luma(90))[${str(b.label)}]` : ""}
#v(4pt)
#grid(
  columns: (2fr, 1fr),
  column-gutter: 14pt,
  [
${mainColumn(person)}
  ],
  block(fill: luma(240), inset: 8pt, width: 100%)[
#set text(size: 9pt)
${sidebar(person)}
  ],
)
`;
}
