import type { ParsedResume } from "../types.ts";

/** A readable summary of a parsed resume for the terminal. */
export function formatParsedResume(parsed: ParsedResume): string {
  const { resume, layout } = parsed;
  const out: string[] = [];
  const info = resume.personalInfo;
  out.push(`${info.name || "(name not found)"}`);
  out.push([info.email, info.phone, info.address, info.linkedin, info.portfolio].filter(Boolean).join(" | "));
  out.push(
    `${parsed.format.toUpperCase()}, ${layout.pageCount} page(s), ${layout.columnCount} column(s), ${layout.wordCount} words, confidence ${parsed.confidence.overall}`,
  );
  if (layout.ocr)
    out.push(
      `Read by OCR from ${layout.ocr.pages} scanned page(s), ${layout.ocr.confidence}% confidence: many applicant tracking systems do not read scans, so send a text PDF or the DOCX.`,
    );
  out.push(`Sections: ${parsed.sections.map((s) => s.heading || s.kind).join(", ")}`);
  if (resume.summary) out.push("", "SUMMARY", resume.summary);
  if (resume.experience.length) {
    out.push("", "EXPERIENCE");
    for (const e of resume.experience) {
      out.push(
        `- ${e.jobTitle || "?"} @ ${e.company || "?"}${e.location ? `, ${e.location}` : ""} (${e.startDate || "?"} – ${e.endDate || "?"})`,
      );
      for (const r of e.responsibilities) out.push(`    • ${r}`);
    }
  }
  if (resume.education.length) {
    out.push("", "EDUCATION");
    for (const e of resume.education)
      out.push(
        `- ${[e.degree, e.fieldOfStudy].filter(Boolean).join(", ") || "?"} — ${e.institution} (${e.startDate || "?"} – ${e.endDate || "?"})`,
      );
  }
  if (resume.skills.length) {
    out.push("", "SKILLS");
    for (const c of resume.skills) out.push(`- ${c.category}: ${c.items.join(", ")}`);
  }
  if (resume.projects.length) {
    out.push("", "PROJECTS");
    for (const p of resume.projects) out.push(`- ${p.name}: ${p.description}`);
  }
  if (resume.certifications.length) {
    out.push("", "CERTIFICATIONS");
    for (const c of resume.certifications)
      out.push(
        `- ${c.name}${c.issuingOrganization ? `, ${c.issuingOrganization}` : ""}${c.dateObtained ? ` (${c.dateObtained})` : ""}`,
      );
  }
  const known = [...new Set(parsed.skills.map((s) => s.name))];
  out.push("", `Recognised skills (${known.length}): ${known.join(", ")}`);
  if (parsed.warnings.length) out.push("", ...parsed.warnings.map((w) => `! ${w}`));
  return out.join("\n");
}
