import { describe, expect, it } from "vitest";
import { parsedFromText } from "../../test/parsed-from-text.ts";
import { longResumeForm } from "../../test/resume-forms.ts";
import type { ResumeForm } from "../types.ts";
import { findUngroundedFacts } from "./grounding.ts";
import { buildResumeDocument, formatDateRange, formatResumeDate, toLink } from "./resume-document.ts";
import { renderResumeText } from "./resume-text.ts";

describe("formatResumeDate", () => {
  it.each([
    ["2021-03", "Mar 2021"],
    ["2021-3", "Mar 2021"],
    ["2021-03-15", "Mar 2021"],
    ["03/2021", "Mar 2021"],
    ["2021", "2021"],
    ["present", "Present"],
    ["Current", "Present"],
    ["Summer 2020", "Summer 2020"],
    ["2021-13", "2021-13"],
    ["  ", ""],
  ])("%s -> %s", (input, expected) => expect(formatResumeDate(input)).toBe(expected));

  it("writes ranges one way and never invents an end", () => {
    expect(formatDateRange("2019-04", "2021-12")).toBe("Apr 2019 – Dec 2021");
    expect(formatDateRange("2019-04", "")).toBe("Apr 2019");
    expect(formatDateRange("", "2018-05")).toBe("May 2018");
    expect(formatDateRange("2020", "2020")).toBe("2020");
  });
});

describe("toLink", () => {
  it("makes addresses clickable and leaves other text alone", () => {
    expect(toLink("ada@example.com")).toEqual({ text: "ada@example.com", href: "mailto:ada@example.com" });
    expect(toLink("linkedin.com/in/ada")).toEqual({ text: "linkedin.com/in/ada", href: "https://linkedin.com/in/ada" });
    expect(toLink("https://ada.dev/")).toEqual({ text: "ada.dev", href: "https://ada.dev/" });
    expect(toLink("Ask me")).toEqual({ text: "Ask me" });
  });
});

describe("renderResumeText", () => {
  it("puts the standard sections in the standard order with the user's words", () => {
    const text = renderResumeText(longResumeForm());
    const headings = text.split("\n").filter((line) => /^[A-Z]+$/.test(line));
    expect(headings).toEqual(["SUMMARY", "EXPERIENCE", "EDUCATION", "SKILLS", "PROJECTS", "CERTIFICATIONS"]);
    expect(text.split("\n").slice(0, 3)).toEqual([
      "Alexandra Okafor-Lindqvist",
      "Principal Engineer",
      "Boston, MA | +1 617 555 0142 | alex.okafor@example.org | www.linkedin.com/in/alexokafor | alexokafor.dev",
    ]);
    expect(text).toContain("Staff Software Engineer | Meridian Health Systems | Boston, MA | Jan 2022 – Present");
    expect(text).toContain(
      "Massachusetts Institute of Technology | Master of Science in Computer Science | Sep 2010 – May 2012",
    );
    expect(text).toContain("Infrastructure: Kubernetes, Docker, Terraform, AWS, Google Cloud Platform");
  });

  it("invents nothing: every number and skill comes from the form, every word from the form or our labels", () => {
    const form = longResumeForm();
    const text = renderResumeText(form);
    const source = JSON.stringify(form);
    expect(findUngroundedFacts(text, [source]).filter((fact) => fact.kind !== "name")).toEqual([]);
    const ownWords = new Set(
      "SUMMARY EXPERIENCE EDUCATION SKILLS PROJECTS CERTIFICATIONS Technologies in Present Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(
        " ",
      ),
    );
    const foreign = [...new Set(text.match(/\p{L}[\p{L}'-]*/gu) ?? [])].filter(
      (word) => !ownWords.has(word) && !source.includes(word),
    );
    expect(foreign).toEqual([]);
  });

  it("drops blank entries, blank lines and empty sections", () => {
    const form: ResumeForm = {
      ...longResumeForm(),
      summary: "   ",
      experience: [{ jobTitle: "", company: "", location: "", startDate: "", endDate: "", responsibilities: ["  "] }],
      projects: [],
      certifications: [],
      skills: [{ category: "General", items: ["", "  "] }],
    };
    const sections = buildResumeDocument(form).sections.map((s) => s.kind);
    expect(sections).toEqual(["education"]);
    expect(renderResumeText(form)).not.toMatch(/\n{3}|•\s*\n/);
  });

  it("reads back through the parser: contact, every job, school, skill and project", () => {
    const form = longResumeForm();
    const parsed = parsedFromText(renderResumeText(form)).resume;
    expect(parsed.personalInfo).toMatchObject({ name: form.personalInfo.name, email: form.personalInfo.email });
    expect(parsed.experience.map((j) => [j.jobTitle, j.company, j.startDate, j.endDate])).toEqual(
      form.experience.map((j) => [j.jobTitle, j.company, j.startDate, j.endDate]),
    );
    expect(parsed.education.map((e) => [e.institution, e.degree, e.fieldOfStudy])).toEqual(
      form.education.map((e) => [e.institution, e.degree, e.fieldOfStudy]),
    );
    expect(parsed.skills.flatMap((s) => s.items)).toEqual(form.skills.flatMap((s) => s.items));
    expect(parsed.projects.map((p) => [p.name, p.technologies])).toEqual(
      form.projects.map((p) => [p.name, p.technologies]),
    );
    expect(parsed.certifications.map((c) => c.dateObtained)).toEqual(["2021-06", "2019-11"]);
  });
});
