import { findDateRange } from "../../parse/dates.ts";
import { kindByLastWord, sectionKindOf } from "../../parse/sections.ts";
import type { ParsedResume } from "../../types.ts";
import { lineEvidence, plural, quote } from "../evidence.ts";
import type { Check } from "../types.ts";

/** The sections every resume needs, with the plain heading each is best named by. */
const CORE_HEADINGS: Partial<Record<string, string>> = {
  experience: "Experience",
  education: "Education",
  skills: "Skills",
};

const STANDARD_KINDS = new Set([
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
]);

export const FORMATTING_CHECKS: Check[] = [
  {
    id: "text-extractable",
    category: "formatting",
    title: "Text can be read",
    weight: 3,
    run(resume) {
      const bad = resume.layout.unmappableRatio;
      if (resume.layout.isLikelyScanned || bad > 0.01) {
        return {
          score: resume.layout.isLikelyScanned ? 0 : Math.max(0, 1 - bad * 20),
          severity: "critical",
          measured: resume.layout.isLikelyScanned
            ? `Only ${resume.layout.charCount} characters of text on ${plural(resume.layout.pageCount, "page")}.`
            : `${(bad * 100).toFixed(1)} % of the characters cannot be mapped to letters.`,
          evidence: [],
          advice: {
            message: "Export the resume again as a text PDF (File → Save as PDF from your editor) or upload the DOCX.",
            why: "An applicant tracking system reads text, not pictures of text: unreadable parts are simply lost.",
          },
        };
      }
      const ocr = resume.layout.ocr;
      if (ocr) {
        return {
          score: 0.6,
          severity: "major",
          measured: `The text was read by OCR from ${plural(ocr.pages, "scanned page")}, with ${ocr.confidence}% confidence.`,
          evidence: [],
          advice: {
            message:
              "Upload a text PDF (saved from your editor) or the DOCX when you apply: check the text we read here, letter by letter, if you can only send the scan.",
            why: "Many applicant tracking systems do not read scans at all, and OCR can misread a letter in a name, an e-mail address or a date.",
          },
        };
      }
      if (resume.layout.textInWrappedHtml) {
        return {
          score: 0.5,
          severity: "major",
          measured: "The text is a web page wrapped inside the DOCX, not Word's own paragraphs.",
          evidence: [],
          advice: {
            message:
              "Open the file in Word (or Google Docs) and save it again as a Word document, or save it as a PDF, before you apply.",
            why: "Word converts the wrapped page when it opens the file, but many applicant tracking systems read only Word's own paragraphs and find no text at all.",
          },
        };
      }
      return {
        score: 1,
        severity: "info",
        measured: `${resume.layout.charCount} characters of selectable text.`,
        evidence: [],
        strength: "Every word is selectable text that an ATS can read.",
      };
    },
  },
  {
    id: "single-column",
    category: "formatting",
    title: "Single-column layout",
    weight: 2,
    run(resume) {
      if (resume.layout.columnCount <= 1 && !resume.layout.hasTables) {
        return {
          score: 1,
          severity: "info",
          measured: "One column, no tables.",
          evidence: [],
          strength: "A single-column layout: every ATS reads it in the right order.",
        };
      }
      const what = resume.layout.columnCount > 1 ? `${resume.layout.columnCount} columns` : "a table";
      return {
        score: 0.5,
        severity: "major",
        measured: `The layout uses ${what}.`,
        evidence: [],
        advice: {
          message: `Your resume uses ${what}. Move sidebar content (skills, contact) into the main column.`,
          why: "Many applicant tracking systems read across columns and mix a sidebar into your job bullets.",
        },
      };
    },
  },
  {
    id: "standard-headings",
    category: "formatting",
    title: "Standard section headings",
    weight: 2,
    run(resume) {
      const headed = resume.sections.filter((s) => s.headingLine !== null);
      // A heading read by what its section holds, not by its words ("Where I Have Worked"): this parser found the
      // section, a system that goes by the words may not.
      const renamed = headed.filter(
        (s) => CORE_HEADINGS[s.kind] && !sectionKindOf(s.heading) && !kindByLastWord(s.heading),
      );
      const standard = headed.filter((s) => STANDARD_KINDS.has(s.kind) && !renamed.includes(s));
      const missingCore = Object.keys(CORE_HEADINGS).filter((k) => !headed.some((s) => s.kind === k));
      const score = Math.max(0, 1 - (missingCore.length + renamed.length / 2) / 3);
      const readAs = renamed.map((s) => `${quote(s.heading)} as your ${s.kind}`).join(" and ");
      const plainNames = renamed.map((s) => `"${CORE_HEADINGS[s.kind]}"`).join(" and ");
      const one = renamed.length === 1;
      return {
        score,
        severity: score < 1 ? "major" : "info",
        measured: `${plural(standard.length, "standard heading")} found: ${standard.map((s) => s.heading).join(", ") || "none"}.`,
        evidence: [...standard, ...renamed].map((s) => lineEvidence(resume, resume.lines[s.headingLine!]!)),
        ...(score < 1
          ? {
              advice: {
                message: [
                  missingCore.length > 0
                    ? `No heading was recognised for ${missingCore.join(", ")}. Use plain headings such as "Experience", "Education" and "Skills".`
                    : "",
                  renamed.length > 0
                    ? `We read ${readAs} by what ${one ? "it holds, not by its name" : "each holds, not by their names"}: name ${one ? "it" : "them"} ${plainNames}.`
                    : "",
                ]
                  .filter(Boolean)
                  .join(" "),
                why: "Applicant tracking systems file your text by its headings; creative names leave sections unread.",
              },
            }
          : { strength: `Clear, standard headings: ${standard.map((s) => s.heading).join(", ")}.` }),
      };
    },
  },
  {
    id: "contact-complete",
    category: "formatting",
    title: "Contact details complete",
    weight: 2,
    run(resume) {
      const info = resume.resume.personalInfo;
      const missing = [
        ["name", info.name],
        ["email", info.email],
        ["phone", info.phone],
        ["location", info.address],
      ]
        .filter(([, value]) => !value)
        .map(([field]) => field as string);
      const inHeader = resume.layout.contactInHeaderOrFooter;
      const score = Math.max(0, 1 - missing.length * 0.25 - (inHeader ? 0.25 : 0));
      const evidence = [info.name, info.email, info.phone].filter(Boolean).map((t) => ({
        text: t,
        lineIndex: resume.lines.find((l) => l.text.includes(t))?.index ?? null,
        section: "contact" as const,
      }));
      if (score === 1)
        return {
          score,
          severity: "info",
          measured: "Name, email, phone and location found in the body.",
          evidence,
          strength: "Complete contact details in the body of the document.",
        };
      const parts = [
        missing.length ? `add your ${missing.join(", ")}` : "",
        inHeader ? "move contact details out of the page header into the body" : "",
      ].filter(Boolean);
      return {
        score,
        severity: missing.includes("email") || missing.includes("name") ? "critical" : "major",
        measured: missing.length ? `Missing: ${missing.join(", ")}.` : "Contact details are only in the page header.",
        evidence,
        advice: {
          message: `Contact details: ${parts.join("; ")}.`,
          why: "Recruiters need to reach you, and some ATS skip page headers and footers entirely.",
        },
      };
    },
  },
  {
    id: "dates-consistent",
    category: "formatting",
    title: "Dates readable and consistent",
    weight: 1,
    run(resume) {
      const roles = resume.resume.experience;
      if (roles.length === 0) return { score: null, severity: "info", measured: "No roles to date.", evidence: [] };
      const undated = roles.filter((r) => !r.startDate);
      const experienceLines = resume.sections
        .filter((s) => s.kind === "experience")
        .flatMap((s) => resume.lines.slice(s.startLine, s.endLine));
      const formats = new Set(
        experienceLines
          .map((l) => findDateRange(l.text)?.start)
          .filter((d): d is string => !!d)
          .map((d) =>
            /^[A-Za-z]/.test(d) ? "month-name" : /\//.test(d) ? "numeric" : /^\d{4}$/.test(d) ? "year" : "other",
          ),
      );
      const score = Math.max(0, 1 - undated.length / roles.length - (formats.size > 1 ? 0.3 : 0));
      if (score === 1)
        return {
          score,
          severity: "info",
          measured: `All ${plural(roles.length, "role")} dated in one format.`,
          evidence: [],
          strength: `Every role is dated, in one consistent format.`,
        };
      return {
        score,
        severity: "minor",
        measured: `${plural(undated.length, "role")} without dates; ${formats.size} date formats in use.`,
        evidence: undated.map((r) => ({
          text: `${r.jobTitle} ${r.company}`.trim(),
          lineIndex: null,
          section: "experience" as const,
        })),
        advice: {
          message: undated.length
            ? `Add start and end dates to ${undated.map((r) => quote(r.jobTitle || r.company, 40)).join(", ")}, e.g. "Jan 2021 – Present".`
            : 'Use one date format throughout, e.g. "Jan 2021 – Present".',
          why: "An ATS computes your years of experience from these dates; missing or mixed formats are misread.",
        },
      };
    },
  },
  {
    id: "length",
    category: "formatting",
    title: "Length",
    weight: 2,
    run(resume) {
      const words = resume.layout.wordCount;
      // A study of 6,000 applications found the best interview rate at 475–600 words; ratings fall past ~900.
      const score = words < 300 ? words / 300 : words <= 900 ? 1 : Math.max(0.3, 1 - (words - 900) / 1200);
      const pages = resume.layout.pageCount;
      if (score === 1)
        return {
          score,
          severity: "info",
          measured: `${words} words on ${plural(pages, "page")}.`,
          evidence: [],
          strength: `A focused length: ${words} words.`,
        };
      return {
        score,
        severity: "minor",
        measured: `${words} words on ${plural(pages, "page")}.`,
        evidence: [],
        advice:
          words < 300
            ? {
                message: `At ${words} words your resume is thin: describe each role with 3–5 results-focused bullets.`,
                why: "Too little text gives an ATS and a recruiter little to match against the job.",
              }
            : {
                message: `At ${words} words your resume is long: cut older roles to one or two lines and aim for 475–900 words.`,
                why: "Recruiters scan a resume in seconds; ratings fall past about 900 words.",
              },
      };
    },
  },
  {
    id: "bullets-used",
    category: "formatting",
    title: "Bullets for achievements",
    weight: 1,
    run(resume) {
      const roles = resume.resume.experience;
      if (roles.length === 0) return { score: null, severity: "info", measured: "No roles found.", evidence: [] };
      const withBullets = roles.filter((r) => r.responsibilities.length > 0);
      const score = withBullets.length / roles.length;
      if (score === 1)
        return {
          score,
          severity: "info",
          measured: `All ${plural(roles.length, "role")} have bullet points.`,
          evidence: [],
          strength: "Every role is broken into scannable bullet points.",
        };
      const bare = roles.filter((r) => r.responsibilities.length === 0);
      return {
        score,
        severity: "major",
        measured: `${plural(bare.length, "role")} without bullet points.`,
        evidence: bare.map((r) => ({
          text: `${r.jobTitle}${r.company ? `, ${r.company}` : ""}`,
          lineIndex: null,
          section: "experience" as const,
        })),
        advice: {
          message: `Add 3–5 bullet points under ${bare.map((r) => quote(r.jobTitle || r.company, 40)).join(", ")}.`,
          why: "Bullets are how recruiters scan; a role without them reads as empty.",
          rewrite: "• [Action verb] [what you did] for [who/what], resulting in [measurable result].",
        },
      };
    },
  },
  {
    id: "font-size",
    category: "formatting",
    title: "Readable font size",
    weight: 1,
    run(resume: ParsedResume) {
      const size = resume.layout.bodyFontSize;
      if (size === null || resume.format === "docx")
        return { score: null, severity: "info", measured: "Font size not measured for this file.", evidence: [] };
      if (size >= 9)
        return {
          score: 1,
          severity: "info",
          measured: `Body text at ${size} pt.`,
          evidence: [],
          strength: `Body text at a readable ${size} pt.`,
        };
      return {
        score: Math.max(0, (size - 6) / 3),
        severity: "minor",
        measured: `Body text at ${size} pt.`,
        evidence: [],
        advice: {
          message: `Your body text is ${size} pt: use at least 10 pt (never below 9).`,
          why: "Small type is hard to read and suggests too much content crammed in.",
        },
      };
    },
  },
];
