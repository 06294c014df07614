// The builder's form as a laid-out resume: standard headings in the standard order, one date style, blank
// entries dropped. The plain text, the PDF and the DOCX are all drawn from this one model, so the three
// exports never disagree about what the resume says.
import type { ResumeForm } from "../types.ts";

export interface DocumentLink {
  text: string;
  /** Absolute address (https:, mailto:, tel:) when the text is a link. */
  href?: string;
}

export interface DocumentEntry {
  /** Job title, school, project or certificate name: the entry's first line. */
  title: string;
  /** Company, degree and field, issuer: the second line. */
  subtitle: string;
  location: string;
  /** "Mar 2021 – Present", "2018", or "" when none was given. */
  dates: string;
  bullets: string[];
  link?: DocumentLink;
}

export type DocumentSection =
  | { kind: "summary"; heading: string; paragraph: string }
  | { kind: "experience" | "education" | "projects" | "certifications"; heading: string; entries: DocumentEntry[] }
  | { kind: "skills"; heading: string; groups: Array<{ label: string; items: string[] }> };

export interface ResumeDocument {
  name: string;
  headline: string;
  contact: DocumentLink[];
  sections: DocumentSection[];
}

export const SECTION_HEADINGS = {
  summary: "Summary",
  experience: "Experience",
  education: "Education",
  skills: "Skills",
  projects: "Projects",
  certifications: "Certifications",
} as const;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const OPEN_END = /^(?:present|current|now|today|ongoing)$/i;

const clean = (text: string | undefined): string => (text ?? "").replace(/\s+/g, " ").trim();
const cleanList = (items: readonly string[]): string[] => items.map(clean).filter(Boolean);

/** "2021-03", "2021-03-15", "03/2021" -> "Mar 2021"; "2021" stays; "present" -> "Present"; else as typed. */
export function formatResumeDate(value: string): string {
  const text = clean(value);
  if (OPEN_END.test(text)) return "Present";
  const isoLike = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?$/.exec(text);
  const slashed = /^(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month] = isoLike ? [isoLike[1], isoLike[2]] : slashed ? [slashed[2], slashed[1]] : [];
  const monthName = MONTHS[Number(month) - 1];
  if (year && monthName) return `${monthName} ${year}`;
  return text;
}

export function formatDateRange(start: string, end: string): string {
  const from = formatResumeDate(start);
  const to = formatResumeDate(end);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  return from || to;
}

/** Bare "linkedin.com/in/x" becomes a clickable https link; anything that is not an address stays text. */
export function toLink(text: string): DocumentLink {
  const value = clean(text);
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return { text: value, href: `mailto:${value}` };
  if (/^https?:\/\//i.test(value)) return { text: value.replace(/^https?:\/\//i, "").replace(/\/$/, ""), href: value };
  if (/^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\/\S*)?$/i.test(value))
    return { text: value, href: `https://${value}` };
  return { text: value };
}

function contactLine(form: ResumeForm): DocumentLink[] {
  const { address, phone, email, linkedin, portfolio } = form.personalInfo;
  const items: DocumentLink[] = [];
  if (clean(address)) items.push({ text: clean(address) });
  if (clean(phone)) items.push({ text: clean(phone), href: `tel:${clean(phone).replace(/[^\d+]/g, "")}` });
  for (const value of [email, linkedin, portfolio]) if (clean(value)) items.push(toLink(value));
  return items;
}

const hasContent = (entry: DocumentEntry): boolean => Boolean(entry.title || entry.subtitle || entry.bullets.length);

function entriesSection(
  kind: "experience" | "education" | "projects" | "certifications",
  entries: DocumentEntry[],
): DocumentSection[] {
  const kept = entries.filter(hasContent);
  return kept.length > 0 ? [{ kind, heading: SECTION_HEADINGS[kind], entries: kept }] : [];
}

/** Builds the resume from the user's own words only: nothing is added, reworded or invented. */
export function buildResumeDocument(form: ResumeForm): ResumeDocument {
  const sections: DocumentSection[] = [];
  const summary = clean(form.summary);
  if (summary) sections.push({ kind: "summary", heading: SECTION_HEADINGS.summary, paragraph: summary });

  sections.push(
    ...entriesSection(
      "experience",
      form.experience.map((job) => ({
        title: clean(job.jobTitle) || clean(job.company),
        subtitle: clean(job.jobTitle) ? clean(job.company) : "",
        location: clean(job.location),
        dates: formatDateRange(job.startDate, job.endDate),
        bullets: cleanList(job.responsibilities),
      })),
    ),
    ...entriesSection(
      "education",
      form.education.map((school) => {
        const degree = clean(school.degree);
        const field = clean(school.fieldOfStudy);
        return {
          title: clean(school.institution),
          subtitle: degree && field ? `${degree} in ${field}` : degree || field,
          location: "",
          dates: formatDateRange(school.startDate, school.endDate),
          bullets: cleanList(school.details),
        };
      }),
    ),
  );

  const groups = form.skills
    .map((group) => ({ label: clean(group.category), items: cleanList(group.items) }))
    .filter((group) => group.items.length > 0);
  if (groups.length > 0) sections.push({ kind: "skills", heading: SECTION_HEADINGS.skills, groups });

  sections.push(
    ...entriesSection(
      "projects",
      form.projects.map((project) => {
        const technologies = cleanList(project.technologies);
        const description = clean(project.description);
        return {
          title: clean(project.name),
          subtitle: "",
          location: "",
          dates: "",
          bullets: [
            ...(description ? [description] : []),
            ...(technologies.length ? [`Technologies: ${technologies.join(", ")}`] : []),
          ],
          ...(clean(project.link) ? { link: toLink(project.link) } : {}),
        };
      }),
    ),
    ...entriesSection(
      "certifications",
      form.certifications.map((cert) => ({
        title: clean(cert.name),
        subtitle: clean(cert.issuingOrganization),
        location: "",
        dates: formatResumeDate(cert.dateObtained),
        bullets: [],
      })),
    ),
  );

  return {
    name: clean(form.personalInfo.name),
    headline: clean(form.targetJobRole),
    contact: contactLine(form),
    sections,
  };
}
