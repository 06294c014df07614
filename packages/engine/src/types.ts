// The engine's domain types. The contract package pins its zod schemas to these with
// `satisfies z.ZodType<T>`, so the wire format cannot drift from what the engine produces.

/** The resume as the builder's form holds it (SPEC §3 "Resume form data"); the parser fills the same shape. */
export interface ResumeForm {
  personalInfo: PersonalInfo;
  summary: string;
  targetJobRole?: string;
  targetJobDescription?: string;
  experience: ExperienceEntry[];
  education: EducationEntry[];
  skills: SkillCategory[];
  certifications: Certification[];
  projects: Project[];
}

export interface PersonalInfo {
  name: string;
  email: string;
  phone: string;
  linkedin: string;
  portfolio: string;
  /** Shown as "Location" on screen. */
  address: string;
}

export interface ExperienceEntry {
  jobTitle: string;
  company: string;
  location: string;
  startDate: string;
  endDate: string;
  responsibilities: string[];
}

export interface EducationEntry {
  institution: string;
  degree: string;
  fieldOfStudy: string;
  startDate: string;
  endDate: string;
  details: string[];
}

export interface SkillCategory {
  category: string;
  items: string[];
}

export interface Certification {
  name: string;
  issuingOrganization: string;
  dateObtained: string;
}

export interface Project {
  name: string;
  description: string;
  technologies: string[];
  link: string;
}

export type DocumentFormat = "pdf" | "docx";

export type SectionKind =
  | "contact"
  | "summary"
  | "experience"
  | "education"
  | "skills"
  | "projects"
  | "certifications"
  | "awards"
  | "languages"
  | "volunteer"
  | "publications"
  | "interests"
  | "references"
  | "other";

export type SkillType = "hard" | "soft" | "tool" | "certification";

/** One line of the resume in reading order (columns already separated). */
export interface TextLine {
  index: number;
  text: string;
  page: number;
  /** Left edge and baseline in PDF points from the page's top-left; 0 for DOCX. */
  x: number;
  y: number;
  /** From the left edge to the end of the last item, in PDF points; 0 for DOCX. Tells a wrapped line. */
  width: number;
  fontSize: number;
  isBold: boolean;
  /** 0 for full-width bands or single-column pages; 1, 2 for the columns of a multi-column page. */
  column: number;
  isBullet: boolean;
}

export interface ResumeSection {
  kind: SectionKind;
  heading: string;
  /** Index of the heading line, or null for the untitled top block. */
  headingLine: number | null;
  /** Lines [startLine, endLine) of the section body. */
  startLine: number;
  endLine: number;
}

export interface SkillMention {
  skillId: string;
  name: string;
  type: SkillType;
  /** The text as written in the resume ("JS", "Postgres"). */
  matchedText: string;
  lineIndex: number;
  section: SectionKind;
  /** Index of the experience/education/project entry the line belongs to, when it belongs to one. */
  entryIndex?: number;
}

export interface LayoutFacts {
  pageCount: number;
  /** Most columns found on any page. */
  columnCount: number;
  hasTables: boolean;
  isLikelyScanned: boolean;
  /** Share of characters that are U+FFFD or private-use after normalisation. */
  unmappableRatio: number;
  charCount: number;
  wordCount: number;
  /** Most common font size of body text in points; null for DOCX without explicit sizes. */
  bodyFontSize: number | null;
  bulletCount: number;
  /** Contact details found only in a DOCX header/footer part. */
  contactInHeaderOrFooter: boolean;
  /**
   * A DOCX whose text is a web page wrapped in it whole (an altChunk part), not Word's own paragraphs: Word
   * converts it on opening, many applicant tracking systems find no text.
   */
  textInWrappedHtml: boolean;
  /**
   * Set when scanned pages were read by OCR: how many, and Tesseract's mean word confidence (0–100). Absent
   * from resumes parsed before OCR existed.
   */
  ocr?: OcrFacts | null;
}

export interface OcrFacts {
  pages: number;
  confidence: number;
}

export interface ParsedResume {
  engineVersion: string;
  format: DocumentFormat;
  resume: ResumeForm;
  /** Full text in reading order, lines joined with "\n". */
  text: string;
  lines: TextLine[];
  sections: ResumeSection[];
  skills: SkillMention[];
  layout: LayoutFacts;
  /** 0–1 per field path ("personalInfo.name", "experience[0].jobTitle", …) and overall. */
  confidence: { overall: number; fields: Record<string, number> };
  warnings: string[];
}
