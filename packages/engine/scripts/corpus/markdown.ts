// Resumes written in Markdown and converted by pandoc, as many engineers and writers keep theirs: to DOCX with
// pandoc's default reference document (Heading styles, "Compact" lists) and to PDF through pandoc's default
// LaTeX template. Three ways of writing one, one per person in turn:
// - "atx": "# Name", a contact line, "### Title, Company" over "*Mar 2020 – Present* | City", "- " bullets,
//   skills as "**Group:** a, b, c";
// - "setext": underlined headings, "**Company** — City" with a hard line break to "*Title*, dates", skills as
//   one comma list;
// - "table": a contact line of links, each role "**Title** at Company (2019–2021)", education and skills as
//   pipe tables.
import {
  degreeLine,
  type JsonResumeEducation,
  type JsonResumePerson,
  type JsonResumeWork,
  linkedinOf,
  showLocation,
  showPeriod,
} from "./person.ts";

export const MARKDOWN_STYLES = ["atx", "setext", "table"] as const;
export type MarkdownStyle = (typeof MARKDOWN_STYLES)[number];

/** Markdown's own characters in a person's words printed as they are. */
function plain(text: string | undefined): string {
  return (text ?? "").replace(/([*_`#[\]|\\])/g, "\\$1");
}

function contactLine(person: JsonResumePerson, separator: string): string {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  return [
    plain(showLocation(b.location)),
    b.phone,
    b.email ? `<${b.email}>` : "",
    linkedin ? `[${linkedin}](https://${linkedin})` : "",
  ]
    .filter(Boolean)
    .join(separator);
}

function heading(text: string, level: 1 | 2, style: MarkdownStyle): string[] {
  if (style !== "setext") return [`${"#".repeat(level)} ${text}`, ""];
  return [text, (level === 1 ? "=" : "-").repeat(text.length), ""];
}

function bullets(work: { highlights?: string[] }, marker: string): string[] {
  const items = (work.highlights ?? []).map((h) => `${marker} ${plain(h)}`);
  return items.length ? [...items, ""] : [];
}

function roleLines(w: JsonResumeWork, style: MarkdownStyle): string[] {
  const period = showPeriod(w, "short", "–");
  const place = plain(w.location);
  if (style === "atx")
    return [
      `### ${plain(w.position)}, ${plain(w.name)}`,
      "",
      [period ? `*${period}*` : "", place].filter(Boolean).join(" | "),
      "",
      ...bullets(w, "-"),
    ];
  if (style === "setext")
    return [
      `**${plain(w.name)}**${place ? ` — ${place}` : ""}\\`,
      `*${plain(w.position)}*${period ? `, ${period}` : ""}`,
      "",
      ...bullets(w, "*"),
    ];
  return [`**${plain(w.position)}** at ${plain(w.name)}${period ? ` (${period})` : ""}`, "", ...bullets(w, "-")];
}

function educationLines(education: JsonResumeEducation[], style: MarkdownStyle): string[] {
  if (style === "table") {
    const rows = education.map(
      (e) => `| ${plain(degreeLine(e))} | ${plain(e.institution)} | ${showPeriod(e, "short", "–")} |`,
    );
    return ["| Degree | School | Dates |", "|---|---|---|", ...rows, ""];
  }
  return education.flatMap((e) => {
    const period = showPeriod(e, "short", "–");
    if (style === "atx")
      return [`### ${plain(degreeLine(e)) || plain(e.institution)}`, "", [plain(e.institution), period].join(", "), ""];
    return [`**${plain(e.institution)}**\\`, `${plain(degreeLine(e))}${period ? `, ${period}` : ""}`, ""];
  });
}

function skillLines(person: JsonResumePerson, style: MarkdownStyle): string[] {
  const skills = person.skills ?? [];
  if (style === "atx")
    return [...skills.map((s) => `**${plain(s.name)}:** ${plain((s.keywords ?? []).join(", "))}  `), ""];
  if (style === "setext") return [plain(skills.flatMap((s) => s.keywords ?? []).join(", ")), ""];
  return [
    "| Area | Skills |",
    "|---|---|",
    ...skills.map((s) => `| ${plain(s.name)} | ${plain((s.keywords ?? []).join(", "))} |`),
    "",
  ];
}

export function markdownResume(person: JsonResumePerson, style: MarkdownStyle): string {
  const b = person.basics;
  const lines = [...heading(plain(b.name), 1, style)];
  if (style === "atx" && b.label) lines.push(`**${plain(b.label)}**`, "");
  lines.push(contactLine(person, style === "table" ? " · " : " | "), "");
  if (b.summary) lines.push(...heading(style === "setext" ? "Profile" : "Summary", 2, style), plain(b.summary), "");
  if (person.work?.length) {
    lines.push(...heading("Experience", 2, style));
    for (const w of person.work) lines.push(...roleLines(w, style));
  }
  if (person.projects?.length) {
    lines.push(...heading("Projects", 2, style));
    for (const p of person.projects) {
      lines.push(`**${plain(p.name)}** — ${plain(p.description)}`, "", ...bullets(p, "-"));
    }
  }
  if (person.education?.length)
    lines.push(...heading("Education", 2, style), ...educationLines(person.education, style));
  if (person.skills?.length) lines.push(...heading("Skills", 2, style), ...skillLines(person, style));
  if (person.certificates?.length) {
    lines.push(...heading("Certifications", 2, style));
    lines.push(...person.certificates.map((c) => `- ${plain([c.name, c.issuer, c.date].filter(Boolean).join(", "))}`));
    lines.push("");
  }
  if (person.languages?.length) {
    lines.push(...heading("Languages", 2, style));
    lines.push(person.languages.map((l) => plain([l.language, l.fluency].filter(Boolean).join(" — "))).join(", "), "");
  }
  return `${lines.join("\n")}\n`;
}
