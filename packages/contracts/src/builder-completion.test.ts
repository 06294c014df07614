import { describe, expect, it } from "vitest";
import { computeCompletion } from "./builder-completion.ts";
import { emptyResumeForm } from "./builder-form.ts";

describe("computeCompletion", () => {
  it("is 0 for an empty form", () => expect(computeCompletion(emptyResumeForm())).toBe(0));
  it("needs both name and email for the first point", () => {
    const form = emptyResumeForm();
    form.personalInfo.name = "Ada";
    expect(computeCompletion(form)).toBe(0);
    form.personalInfo.email = "ada@example.test";
    expect(computeCompletion(form)).toBe(14);
  });
  it("counts the summary only when longer than 10 characters", () => {
    const form = emptyResumeForm();
    form.summary = "0123456789";
    expect(computeCompletion(form)).toBe(0);
    form.summary = "0123456789A";
    expect(computeCompletion(form)).toBe(14);
  });
  it("counts first experience, education, skill set, a project and a certification", () => {
    const form = emptyResumeForm();
    form.personalInfo = { ...form.personalInfo, name: "Ada", email: "ada@example.test" };
    form.summary = "Engineer with ten years of experience.";
    form.experience[0] = { ...form.experience[0]!, jobTitle: "Engineer", company: "Acme" };
    expect(computeCompletion(form)).toBe(43);
    form.education[0] = { ...form.education[0]!, institution: "State U", degree: "BSc" };
    form.skills[0] = { category: "General", items: ["TypeScript"] };
    form.projects.push({ name: "P", description: "", technologies: [], link: "" });
    expect(computeCompletion(form)).toBe(86);
    form.certifications.push({ name: "C", issuingOrganization: "", dateObtained: "" });
    expect(computeCompletion(form)).toBe(100);
  });
});
