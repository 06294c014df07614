// Step 4: section headings. A line is a heading when it is short and matches the alias table (after
// dropping a trailing colon and letter spacing), or when it is short, set apart by size or capitals and
// standing alone. Each heading maps to a canonical kind.
import type { ResumeSection, SectionKind, TextLine } from "../types.ts";

/** Heading aliases, as data: easy to extend and to test row by row. */
export const SECTION_ALIASES: Record<Exclude<SectionKind, "contact" | "other">, string[]> = {
  summary: [
    "summary",
    "professional summary",
    "profile",
    "professional profile",
    "about me",
    "about",
    "objective",
    "career objective",
    "career summary",
    "personal statement",
    "overview",
    "executive summary",
    "introduction",
  ],
  experience: [
    "experience",
    "work experience",
    "professional experience",
    "employment",
    "employment history",
    "work history",
    "career history",
    "relevant experience",
    "professional background",
    "experience & internships",
    "internships",
    "positions held",
  ],
  education: [
    "education",
    "academic background",
    "education & training",
    "education and training",
    "academic qualifications",
    "qualifications",
    "academics",
    "studies",
  ],
  skills: [
    "skills",
    "technical skills",
    "core competencies",
    "competencies",
    "key skills",
    "skills & abilities",
    "areas of expertise",
    "expertise",
    "technologies",
    "tech stack",
    "tools",
    "skills & tools",
    "core skills",
    "technical proficiencies",
    "strengths",
  ],
  projects: [
    "projects",
    "personal projects",
    "selected projects",
    "key projects",
    "side projects",
    "portfolio",
    "academic projects",
  ],
  certifications: [
    "certifications",
    "certificates",
    "licenses & certifications",
    "licenses and certifications",
    "certifications & licenses",
    "courses",
    "training",
    "professional development",
    "licenses",
  ],
  awards: ["awards", "honors", "honours", "awards & honors", "achievements", "accomplishments", "honors & awards"],
  languages: ["languages", "language skills"],
  volunteer: [
    "volunteer",
    "volunteering",
    "volunteer experience",
    "volunteer work",
    "community involvement",
    "leadership & activities",
    "activities",
    "extracurricular activities",
  ],
  publications: ["publications", "research", "papers", "presentations"],
  interests: ["interests", "hobbies", "hobbies & interests", "personal interests"],
  references: ["references", "referees"],
};

const ALIAS_TO_KIND = new Map<string, SectionKind>(
  Object.entries(SECTION_ALIASES).flatMap(([kind, aliases]) => aliases.map((alias) => [alias, kind as SectionKind])),
);

export function headingKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[:|•]+\s*$/, "")
    .replace(/\band\b/g, "&")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/ & /g, " & ");
}

export function sectionKindOf(text: string): SectionKind | null {
  const key = headingKey(text);
  return ALIAS_TO_KIND.get(key) ?? ALIAS_TO_KIND.get(key.replace(/ & /g, " and ")) ?? null;
}

function isHeadingLine(line: TextLine): SectionKind | null {
  const text = line.text.trim();
  if (text.length > 40 || text.split(/\s+/).length > 5) return null;
  return sectionKindOf(text);
}

/** Splits the lines into sections; lines before the first heading form the "contact" block. */
export function findSections(lines: TextLine[]): ResumeSection[] {
  const sections: ResumeSection[] = [];
  let current: ResumeSection = { kind: "contact", heading: "", headingLine: null, startLine: 0, endLine: 0 };
  let previous: TextLine | undefined;
  for (const line of lines) {
    const kind = isHeadingLine(line);
    const startsColumn =
      previous !== undefined && line.page === previous.page && line.column > previous.column && line.column > 0;
    previous = line;
    if (!kind && startsColumn) {
      // Lines at the top of a new column, before its first heading, belong to no earlier section.
      current.endLine = line.index;
      if (current.endLine > current.startLine || current.headingLine !== null) sections.push(current);
      current = { kind: "contact", heading: "", headingLine: null, startLine: line.index, endLine: line.index };
      continue;
    }
    // The same kind again right inside its section ("Tools" inside "Skills") is a sub-heading.
    if (kind && kind === current.kind) continue;
    if (kind) {
      current.endLine = line.index;
      if (current.headingLine !== null || current.endLine > current.startLine) sections.push(current);
      current = {
        kind,
        heading: line.text.trim(),
        headingLine: line.index,
        startLine: line.index + 1,
        endLine: line.index + 1,
      };
    }
  }
  current.endLine = lines.length;
  if (current.headingLine !== null || current.endLine > current.startLine) sections.push(current);
  return sections;
}
