// The parser's output on the wire. Pinned to the engine's own types with `satisfies`, so the two cannot drift.
import type { ParsedResume as EngineParsedResume, ResumeForm as EngineResumeForm } from "@hireable/engine";
import { z } from "zod";

const text = z.string();

export const ResumeForm = z.object({
  personalInfo: z.object({ name: text, email: text, phone: text, linkedin: text, portfolio: text, address: text }),
  summary: text,
  targetJobRole: text.optional(),
  targetJobDescription: text.optional(),
  experience: z.array(
    z.object({
      jobTitle: text,
      company: text,
      location: text,
      startDate: text,
      endDate: text,
      responsibilities: z.array(text),
    }),
  ),
  education: z.array(
    z.object({
      institution: text,
      degree: text,
      fieldOfStudy: text,
      startDate: text,
      endDate: text,
      details: z.array(text),
    }),
  ),
  skills: z.array(z.object({ category: text, items: z.array(text) })),
  certifications: z.array(z.object({ name: text, issuingOrganization: text, dateObtained: text })),
  projects: z.array(z.object({ name: text, description: text, technologies: z.array(text), link: text })),
}) satisfies z.ZodType<EngineResumeForm>;
export type ResumeForm = z.infer<typeof ResumeForm>;

const SectionKind = z.enum([
  "contact",
  "summary",
  "experience",
  "education",
  "skills",
  "projects",
  "certifications",
  "awards",
  "languages",
  "volunteer",
  "publications",
  "interests",
  "references",
  "other",
]);
const SkillType = z.enum(["hard", "soft", "tool", "certification"]);

export const ParsedResume = z.object({
  engineVersion: text,
  format: z.enum(["pdf", "docx"]),
  resume: ResumeForm,
  text,
  lines: z.array(
    z.object({
      index: z.number(),
      text,
      page: z.number(),
      x: z.number(),
      y: z.number(),
      width: z.number(),
      fontSize: z.number(),
      isBold: z.boolean(),
      column: z.number(),
      isBullet: z.boolean(),
    }),
  ),
  sections: z.array(
    z.object({
      kind: SectionKind,
      heading: text,
      headingLine: z.number().nullable(),
      startLine: z.number(),
      endLine: z.number(),
    }),
  ),
  skills: z.array(
    z.object({
      skillId: text,
      name: text,
      type: SkillType,
      matchedText: text,
      lineIndex: z.number(),
      section: SectionKind,
      entryIndex: z.number().optional(),
    }),
  ),
  layout: z.object({
    pageCount: z.number(),
    columnCount: z.number(),
    hasTables: z.boolean(),
    isLikelyScanned: z.boolean(),
    unmappableRatio: z.number(),
    charCount: z.number(),
    wordCount: z.number(),
    bodyFontSize: z.number().nullable(),
    bulletCount: z.number(),
    contactInHeaderOrFooter: z.boolean(),
    textInWrappedHtml: z.boolean(),
    /** Scanned pages read by OCR, and the reading's mean confidence (0–100). */
    ocr: z.object({ pages: z.number(), confidence: z.number() }).nullable().optional(),
  }),
  confidence: z.object({ overall: z.number(), fields: z.record(z.string(), z.number()) }),
  warnings: z.array(text),
}) satisfies z.ZodType<EngineParsedResume>;
export type ParsedResume = z.infer<typeof ParsedResume>;
