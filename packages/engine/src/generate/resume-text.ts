// The generated resume as plain text: what the builder shows and what a user can paste into an ATS form.
import type { ResumeForm } from "../types.ts";
import { buildResumeDocument, type DocumentEntry, type DocumentSection } from "./resume-document.ts";

const joinParts = (parts: string[]): string => parts.filter(Boolean).join(" | ");

function entryLines(entry: DocumentEntry): string[] {
  return [
    joinParts([entry.title, entry.subtitle, entry.location, entry.dates]),
    ...(entry.link ? [entry.link.text] : []),
    ...entry.bullets.map((bullet) => `• ${bullet}`),
  ];
}

function sectionLines(section: DocumentSection): string[] {
  const heading = section.heading.toUpperCase();
  if (section.kind === "summary") return [heading, section.paragraph];
  if (section.kind === "skills")
    return [
      heading,
      ...section.groups.map((g) => (g.label ? `${g.label}: ${g.items.join(", ")}` : g.items.join(", "))),
    ];
  return [heading, ...section.entries.flatMap(entryLines)];
}

/** Name, headline and contact line, then one block per section separated by a blank line. */
export function renderResumeText(form: ResumeForm): string {
  const document = buildResumeDocument(form);
  const header = [document.name, document.headline, joinParts(document.contact.map((c) => c.text))].filter(Boolean);
  return [header, ...document.sections.map(sectionLines)].map((lines) => lines.join("\n")).join("\n\n");
}
