// What we export, an ATS can read: every export is parsed back with the project's own parser.
import { exampleResumeForm, type PaperSize, type ResumeForm } from "@hireable/contracts";
import { buildResumeDocument, parseResume } from "@hireable/engine";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { longResumeForm } from "../../../../../../packages/engine/test/resume-forms.ts";
import { renderResumeDocx } from "./resume-docx.ts";
import { renderResumePdf } from "./resume-pdf.ts";

const FORMS: Array<[string, ResumeForm]> = [
  ["example data", exampleResumeForm()],
  ["a long resume", longResumeForm()],
];
const RENDERERS = [
  ["PDF", renderResumePdf],
  ["DOCX", renderResumeDocx],
] as const;

describe.each(FORMS)("exports of %s", (_label, form) => {
  it.each(RENDERERS)("%s reads back: contact, every job, every school and every skill", async (_format, render) => {
    const parsed = (await parseResume(await render(buildResumeDocument(form), "letter"))).resume;
    expect(parsed.personalInfo).toMatchObject({
      name: form.personalInfo.name,
      email: form.personalInfo.email,
      phone: form.personalInfo.phone,
    });
    expect(parsed.experience.map((job) => [job.jobTitle, job.company, job.startDate, job.endDate])).toEqual(
      form.experience.map((job) => [job.jobTitle, job.company, job.startDate, job.endDate]),
    );
    expect(parsed.experience.flatMap((job) => job.responsibilities)).toEqual(
      form.experience.flatMap((job) => job.responsibilities),
    );
    expect(parsed.education.map((school) => [school.institution, school.degree, school.fieldOfStudy])).toEqual(
      form.education.map((school) => [school.institution, school.degree, school.fieldOfStudy]),
    );
    expect(parsed.skills.flatMap((group) => group.items)).toEqual(form.skills.flatMap((group) => group.items));
    expect(parsed.certifications.map((cert) => [cert.name, cert.issuingOrganization])).toEqual(
      form.certifications.map((cert) => [cert.name, cert.issuingOrganization]),
    );
  });
});

describe("a long contact line", () => {
  it.each(RENDERERS)(
    "%s wraps between items: no line starts or ends with a separator, none cuts an item",
    async (format, render) => {
      const form = exampleResumeForm();
      form.personalInfo.address = "1234 North Lamar Boulevard, Apartment 56, Austin, Texas 78756";
      form.personalInfo.linkedin = "https://linkedin.com/in/a-very-long-linkedin-handle-for-testing";
      form.personalInfo.portfolio = "https://www.example-portfolio-website.dev/projects/case-studies";
      const parsed = await parseResume(await render(buildResumeDocument(form), "a4"));
      const contact = parsed.lines.slice(2, 8).map((line) => line.text.trim());
      for (const line of contact) expect(line).not.toMatch(/^\||\|$/);
      if (format === "PDF") {
        // The PDF wraps itself (Word wraps the DOCX when it opens it, after a separator).
        expect(contact).toContain("1234 North Lamar Boulevard, Apartment 56, Austin, Texas 78756 | (555) 014-2297");
        expect(contact).toContain("linkedin.com/in/a-very-long-linkedin-handle-for-testing");
      }
      expect(parsed.resume.personalInfo.phone).toBe(form.personalInfo.phone);
    },
  );
});

describe("names and places in any Latin script", () => {
  it.each(RENDERERS)(
    "%s keeps accents and letters such as ł and ı, after other documents too",
    async (_format, render) => {
      // A document with "i" first: the font's dotless i is then cached as a part of it (see resume-pdf.ts).
      await render(buildResumeDocument(longResumeForm()), "letter");
      const form = exampleResumeForm();
      form.personalInfo.name = "Zoë Łukasiewicz-Hernández";
      form.experience[0]!.company = "Şirket Yazılım A.Ş.";
      form.experience[0]!.location = "Győr, Hungary";
      const parsed = (await parseResume(await render(buildResumeDocument(form), "a4"))).resume;
      expect(parsed.personalInfo.name).toBe("Zoë Łukasiewicz-Hernández");
      expect(parsed.experience[0]).toMatchObject({ company: "Şirket Yazılım A.Ş.", location: "Győr, Hungary" });
    },
  );
});

describe("resume PDF", () => {
  it.each([
    ["letter", "612", "792"],
    ["a4", "595\\.28\\d*", "841\\.89\\d*"],
  ] as Array<[PaperSize, string, string]>)(
    "is %s-sized, embeds its font and links the contact details",
    async (paper, width, height) => {
      const bytes = await renderResumePdf(buildResumeDocument(longResumeForm()), paper);
      const raw = Buffer.from(bytes).toString("latin1");
      expect(raw.startsWith("%PDF-")).toBe(true);
      expect(raw).toMatch(new RegExp(`/MediaBox \\[0 0 ${width} ${height}\\]`));
      expect(raw).toMatch(/\/FontFile2/);
      expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
      expect(raw).toContain("(mailto:alex.okafor@example.org)");
      expect(raw).toContain("(https://github.com/alexokafor/pgwatch-lite)");
      const parsed = await parseResume(bytes);
      expect(parsed.layout).toMatchObject({ pageCount: 2, columnCount: 1 });
    },
  );
});

describe("resume DOCX", () => {
  it("uses real headings, a real list and hyperlinks", async () => {
    const bytes = await renderResumeDocx(buildResumeDocument(exampleResumeForm()), "a4");
    const xml = strFromU8(unzipSync(bytes)["word/document.xml"]!);
    expect(xml).toContain('<w:pStyle w:val="Heading1"/>');
    expect(xml).toContain('<w:pStyle w:val="Title"/>');
    expect(xml).toMatch(/<w:numPr>/);
    expect(xml).toContain("<w:hyperlink");
    expect(xml).toContain('w:w="11906"');
  });
});
