// Typst sources for the corpus: the looks of RenderCV's four built-in themes (classic, sb2nov, engineeringresumes,
// moderncv), written here after the themes' published settings and example PDFs (none of RenderCV's code). RenderCV
// turns a YAML CV into Typst; its users' PDFs all come out in one of these looks. Compiled in build-corpus.ts by
// typst.ts's Node compiler, with TeX Live's OpenType fonts for the faces Typst does not embed (Fira Sans for
// classic's sans serif, XCharter, Libertinus Sans for moderncv's Fontin) and Font Awesome 5's for the icons.
// What the themes share: one-line skill entries "Group: items"; RenderCV's dates "Sept 2021 – present" (its month
// abbreviations: June, July, Sept); a date column beside each entry. Where they differ:
// - classic: the name large in blue, centred, icons before each contact detail, a "Last updated in …" note at the
//   top right and "Name -- 1/2" at the foot; section titles with a line running to the right edge; roles
//   "Company, Position" beside "Place" over "dates"; schools with the degree in a narrow column of its own.
// - sb2nov (Jake's resume in RenderCV): New Computer Modern, titles over a full rule, roles "Position" over the
//   company in italics, beside the place over the dates in italics; hollow bullets.
// - engineeringresumes: XCharter, the name not bold, contact details as addresses parted by "|", roles
//   "Position, Company -- Place" beside the dates; no footer.
// - moderncv: the dates in a column on the left, section titles after a coloured bar, "Position, Company -- Place".
import { githubOf, type JsonResumePerson, linkedinOf, showLocation } from "./person.ts";

export const RENDERCV_THEMES = ["classic", "sb2nov", "engineeringresumes", "moderncv"] as const;
export type RenderCvTheme = (typeof RENDERCV_THEMES)[number];

/** RenderCV's own month abbreviations. */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"];

/** A Typst string literal: the person's words as they are, with no markup read in them. */
const str = (text: string | undefined) => `#${JSON.stringify(text ?? "")}`;

const showDate = (date: string | undefined) => {
  if (!date) return "present";
  const [year, month] = date.split("-");
  return month ? `${MONTHS[Number(month) - 1]} ${year}` : year!;
};

function dates(item: { startDate?: string; endDate?: string }): string {
  if (!item.startDate) return item.endDate ? showDate(item.endDate) : "";
  return `${showDate(item.startDate)} – ${showDate(item.endDate)}`;
}

interface Look {
  font: string;
  nameSize: string;
  nameBold: boolean;
  color: string;
  centred: boolean;
  icons: boolean;
  bullet: string;
  titles: "partial-line" | "full-line" | "bar";
  /** Where the dates stand: a column on the right (with the place over them) or on the left. */
  dateColumn: "right" | "left";
  footer: boolean;
  educationFirst: boolean;
}

const LOOKS: Record<RenderCvTheme, Look> = {
  classic: {
    font: "Fira Sans",
    nameSize: "30pt",
    nameBold: true,
    color: "rgb(0, 79, 144)",
    centred: true,
    icons: true,
    bullet: "•",
    titles: "partial-line",
    dateColumn: "right",
    footer: true,
    educationFirst: true,
  },
  sb2nov: {
    font: "New Computer Modern",
    nameSize: "30pt",
    nameBold: true,
    color: "black",
    centred: true,
    icons: true,
    bullet: "◦",
    titles: "full-line",
    dateColumn: "right",
    footer: true,
    educationFirst: true,
  },
  engineeringresumes: {
    font: "XCharter",
    nameSize: "25pt",
    nameBold: false,
    color: "black",
    centred: true,
    icons: false,
    bullet: "●",
    titles: "full-line",
    dateColumn: "right",
    footer: false,
    educationFirst: false,
  },
  moderncv: {
    font: "Libertinus Sans",
    nameSize: "25pt",
    nameBold: false,
    color: "rgb(0, 79, 144)",
    centred: false,
    icons: true,
    bullet: "•",
    titles: "bar",
    dateColumn: "left",
    footer: true,
    educationFirst: false,
  },
};

/** Font Awesome 5's code points for the contact details' icons, with the face each is in. */
const ICONS = {
  location: ["Font Awesome 5 Free Solid", "\\u{f3c5}"],
  email: ["Font Awesome 5 Free Solid", "\\u{f0e0}"],
  phone: ["Font Awesome 5 Free Solid", "\\u{f095}"],
  website: ["Font Awesome 5 Free Solid", "\\u{f0c1}"],
  linkedin: ["Font Awesome 5 Brands", "\\u{f08c}"],
  github: ["Font Awesome 5 Brands", "\\u{f09b}"],
} as const;

function connections(person: JsonResumePerson, look: Look): string {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const github = githubOf(person);
  const items: Array<[keyof typeof ICONS, string | undefined]> = [
    ["location", showLocation(b.location)],
    ["email", b.email],
    ["phone", b.phone],
    ["website", b.url?.replace(/^https?:\/\//, "")],
    // With icons the networks show the user's name alone, as RenderCV does; without, the address.
    ["linkedin", look.icons ? linkedin.split("/").pop() : linkedin],
    ["github", look.icons ? github.split("/").pop() : github],
  ];
  const shown = items.filter((item): item is [keyof typeof ICONS, string] => !!item[1]);
  if (!look.icons) return shown.map(([, text]) => str(text)).join(" #h(0.3em)|#h(0.3em) ");
  return shown
    .map(([kind, text]) => {
      const [face, glyph] = ICONS[kind];
      return `#box[#text(font: "${face}", size: 0.9em)[${glyph}]#h(0.25em)${str(text)}]`;
    })
    .join(" #h(0.5cm) ");
}

function sectionTitle(title: string, look: Look): string {
  const text = `#text(size: 1.4em, weight: ${look.titles === "bar" ? 400 : 700}, fill: ${look.color})[${title}]`;
  if (look.titles === "partial-line")
    return `#block(above: 0.5cm, below: 0.3cm)[${text} #box(width: 1fr, line(length: 100%, stroke: 0.5pt + ${look.color}))]`;
  if (look.titles === "full-line")
    return `#block(above: 0.5cm, below: 0.25cm)[${text.replace("1.4em", "1.2em")} #v(-0.6em) #line(length: 100%, stroke: 0.5pt)]`;
  return `#block(above: 0.55cm, below: 0.3cm, grid(columns: (3.6cm, 1fr), column-gutter: 0.4cm, align(horizon, box(height: 0.15cm, width: 100%, fill: ${look.color})), [${text}]))`;
}

const bullets = (items: string[], look: Look) =>
  items.length ? `#list(marker: [${look.bullet}], ${items.map((item) => `[${str(item)}]`).join(", ")})` : "";

/** One entry: its main column beside its dates (with the place over them when the dates are on the right). */
function entry(main: string[], place: string | undefined, period: string, look: Look, degree?: string): string {
  const body = main.filter(Boolean).join(" \\\n");
  if (look.dateColumn === "left")
    return `#block(above: 0.4cm, grid(columns: (3.6cm, 1fr), column-gutter: 0.4cm, align(right)[${str(period)}], [${body}]))`;
  const side = `align(right)[${[place, period]
    .filter(Boolean)
    .map((part) => (look.font === "New Computer Modern" ? `_${str(part)}_` : str(part)))
    .join(" \\\n")}]`;
  if (degree !== undefined)
    return `#block(above: 0.4cm, grid(columns: (auto, 1fr, auto), column-gutter: 0.4cm, [*${str(degree)}*], [${body}], ${side}))`;
  return `#block(above: 0.4cm, grid(columns: (1fr, auto), column-gutter: 0.4cm, [${body}], ${side}))`;
}

function experience(person: JsonResumePerson, look: Look, theme: RenderCvTheme): string {
  return (person.work ?? [])
    .map((w) => {
      const list = bullets(w.highlights ?? [], look);
      const summary = w.summary ? str(w.summary) : "";
      if (theme === "classic")
        return entry([`*${str(w.name)}*, ${str(w.position)}`, summary, list], w.location, dates(w), look);
      if (theme === "sb2nov")
        return entry([`*${str(w.position)}*`, `_${str(w.name)}_`, summary, list], w.location, dates(w), look);
      const place = w.location ? ` -- ${str(w.location)}` : "";
      return entry([`*${str(w.position)}*, ${str(w.name)}${place}`, summary, list], undefined, dates(w), look);
    })
    .join("\n");
}

function education(person: JsonResumePerson, look: Look, theme: RenderCvTheme): string {
  return (person.education ?? [])
    .map((e) => {
      const notes = bullets(
        [e.score ? `GPA: ${e.score}` : "", e.courses?.length ? `Coursework: ${e.courses.join(", ")}` : ""].filter(
          Boolean,
        ),
        look,
      );
      if (theme === "classic")
        return entry(
          [`*${str(e.institution)}*${e.area ? `, ${str(e.area)}` : ""}`, notes],
          "",
          dates(e),
          look,
          e.studyType ?? "",
        );
      const degree = [e.studyType, e.area].filter(Boolean).join(" in ");
      if (theme === "sb2nov")
        return entry([`*${str(e.institution)}*`, degree ? `_${str(degree)}_` : "", notes], "", dates(e), look);
      return entry([`*${str(e.institution)}*${degree ? `, ${str(degree)}` : ""}`, notes], undefined, dates(e), look);
    })
    .join("\n");
}

function oneLine(label: string, details: string): string {
  return `#block(above: 0.25cm)[*${str(label)}:* ${str(details)}]`;
}

export function renderCvSource(person: JsonResumePerson, theme: RenderCvTheme): string {
  const look = LOOKS[theme];
  const b = person.basics;
  const sections: Array<[string, string]> = [];
  const add = (title: string, body: string) => body && sections.push([title, body]);
  if (b.summary) add("Summary", `#par[${str(b.summary)}]`);
  const roles = experience(person, look, theme);
  const schools = education(person, look, theme);
  if (look.educationFirst) add("Education", schools);
  add("Experience", roles);
  if (!look.educationFirst) add("Education", schools);
  add(
    "Projects",
    (person.projects ?? [])
      .map((p) =>
        entry(
          [`*${str(p.name)}*`, p.description ? str(p.description) : "", bullets(p.highlights ?? [], look)],
          "",
          "",
          look,
        ),
      )
      .join("\n"),
  );
  add(
    "Certifications",
    (person.certificates ?? [])
      .map((c) => entry([`*${str(c.name)}*`, c.issuer ? str(c.issuer) : ""], "", c.date ? showDate(c.date) : "", look))
      .join("\n"),
  );
  add(
    "Skills",
    [
      ...(person.skills ?? []).map((s) => oneLine(s.name, (s.keywords ?? []).join(", "))),
      ...(person.languages?.length
        ? [
            oneLine(
              "Languages",
              person.languages
                .map((l) => [l.language, l.fluency && `(${l.fluency})`].filter(Boolean).join(" "))
                .join(", "),
            ),
          ]
        : []),
    ].join("\n"),
  );
  const footer = look.footer
    ? `footer: context align(center, text(size: 0.9em, fill: gray, emph[${str(b.name)} -- #counter(page).display()/#counter(page).final().first()])),`
    : "";
  const topNote = look.footer
    ? `#place(top + right, dy: -1.2cm, text(size: 0.9em, fill: gray, emph[Last updated in Nov 2026]))`
    : "";
  return `#set document(author: ${JSON.stringify(b.name)}, title: ${JSON.stringify(`${b.name}'s CV`)})
#set page(paper: "us-letter", margin: 2cm, ${footer})
#set text(font: "${look.font}", size: 10pt, lang: "en")
#set par(justify: true, leading: 0.6em)
#set list(indent: 0.4cm, body-indent: 0.3em, spacing: 0.6em)
${topNote}
#align(${look.centred ? "center" : "left"})[#set par(justify: false)
  #text(size: ${look.nameSize}, weight: ${look.nameBold ? 700 : 400}, fill: ${look.color})[${str(b.name)}]
  ${b.label ? `#v(-0.3em) #block(text(size: 1.1em)[${str(b.label)}])` : ""}
  #v(-0.2em) ${connections(person, look)}
]
${sections.map(([title, body]) => `${sectionTitle(title, look)}\n${body}`).join("\n")}
`;
}
