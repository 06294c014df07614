// The "ATS view": what the parser read, field by field, the way an applicant tracking system would file it,
// with the fields it is unsure of marked. The user sees what the advice is based on, and can correct the
// resume where a field was misread instead of trusting advice built on a misreading.
import { formatDateRange, formatResumeDate } from "../generate/resume-document.ts";
import { isPlace } from "../parse/places.ts";
import { hasTitleWord, isTitle } from "../parse/role-words.ts";
import type { ParsedResume, SectionKind } from "../types.ts";

export interface AtsField {
  label: string;
  value: string;
  /** False when the parser could not tell this field apart with confidence. */
  sure: boolean;
}

export interface AtsEntry {
  fields: AtsField[];
  bulletCount: number;
}

export interface AtsView {
  contact: AtsField[];
  roles: AtsEntry[];
  schools: AtsEntry[];
  skills: string[];
  headings: Array<{ heading: string; kind: SectionKind }>;
  warnings: string[];
}

/** Dates, separators, links, sentence ends or lower-case words left in a field: a sign it was misread. */
const looksLikeDebris = (value: string) =>
  /\d{4}|[(|•]|https?:|@/.test(value) ||
  value.split(/\s+/).length > 8 ||
  /[-–—,.;:]$/.test(value) ||
  /(?:^|\s)(?!(?:of|and|the|for|de|la|at|in|du|von|van|der|y|e|&)\b)\p{Ll}[\p{L}-]{3,}/u.test(value);

function roleTitleSure(title: string): boolean {
  return !!title && (isTitle(title) || hasTitleWord(title)) && !looksLikeDebris(title);
}

function companySure(company: string): boolean {
  return !!company && !isPlace(company) && !looksLikeDebris(company) && !hasTitleWord(company);
}

export function buildAtsView(parsed: ParsedResume): AtsView {
  const { resume, confidence } = parsed;
  const info = resume.personalInfo;
  const contactField = (label: string, value: string, key: string): AtsField => ({
    label,
    value,
    sure: !!value && (confidence.fields[key] ?? 0.9) >= 0.7,
  });
  const period = (start: string, end: string) => (start ? formatDateRange(start, end || "?") : "");
  return {
    contact: [
      contactField("Name", info.name, "personalInfo.name"),
      contactField("Email", info.email, "personalInfo.email"),
      contactField("Phone", info.phone, "personalInfo.phone"),
      contactField("Location", info.address, "personalInfo.address"),
      ...(info.linkedin ? [contactField("LinkedIn", info.linkedin, "personalInfo.linkedin")] : []),
      ...(info.portfolio ? [contactField("Website", info.portfolio, "personalInfo.portfolio")] : []),
    ],
    roles: resume.experience.map((role) => ({
      fields: [
        { label: "Job title", value: role.jobTitle, sure: roleTitleSure(role.jobTitle) },
        { label: "Company", value: role.company, sure: companySure(role.company) },
        { label: "Location", value: role.location, sure: !role.location || isPlace(role.location) },
        { label: "Dates", value: period(role.startDate, role.endDate), sure: !!role.startDate && !!role.endDate },
      ],
      bulletCount: role.responsibilities.length,
    })),
    schools: resume.education.map((school) => ({
      fields: [
        {
          label: "School",
          value: school.institution,
          sure: !!school.institution && !looksLikeDebris(school.institution),
        },
        {
          label: "Degree",
          value: [school.degree, school.fieldOfStudy].filter(Boolean).join(", "),
          sure: !!school.degree,
        },
        {
          label: "Dates",
          value: period(school.startDate, school.endDate) || formatResumeDate(school.endDate),
          sure: true,
        },
      ],
      bulletCount: school.details.length,
    })),
    skills: [...new Set(resume.skills.flatMap((c) => c.items))],
    headings: parsed.sections.filter((s) => s.headingLine !== null).map((s) => ({ heading: s.heading, kind: s.kind })),
    warnings: [
      ...(parsed.layout.ocr
        ? [
            `Read by OCR from ${parsed.layout.ocr.pages === 1 ? "a scanned page" : `${parsed.layout.ocr.pages} scanned pages`}, with ${parsed.layout.ocr.confidence}% confidence: check each field, and send a text PDF to portals that do not read scans.`,
          ]
        : []),
      ...parsed.warnings,
    ],
  };
}

/** Whether the resume has a heading of this kind, even when nothing under it could be read. */
export function hasHeading(parsed: ParsedResume, kind: SectionKind): boolean {
  return parsed.sections.some((s) => s.kind === kind && s.headingLine !== null);
}

/** Roles whose fields the parser could not attribute: advice must not quote them as facts. */
export function isUnsureRole(parsed: ParsedResume, index: number): boolean {
  const role = parsed.resume.experience[index];
  return !role || !roleTitleSure(role.jobTitle) || !companySure(role.company);
}
