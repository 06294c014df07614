import { emptyResumeForm, exampleResumeForm } from "@hireable/contracts";
import { describe, expect, it } from "vitest";
import { BUILDER_TABS, firstTabMissingRequiredField, neighbourTabs } from "./builder-tabs.ts";

describe("builder tabs", () => {
  it("are the SPEC's seven tabs in order", () => {
    expect(BUILDER_TABS.map((tab) => `${tab.label}/${tab.key}`)).toEqual([
      "Personal Info/personal",
      "Summary/summary",
      "Experience/experience",
      "Education/education",
      "Skills/skills",
      "Projects/projects",
      "Certifications/certs",
    ]);
  });

  it("have no previous tab first and no next tab last", () => {
    expect(neighbourTabs("personal")).toEqual({ previous: undefined, next: BUILDER_TABS[1] });
    expect(neighbourTabs("certs")).toEqual({ previous: BUILDER_TABS[5], next: undefined });
    expect(neighbourTabs("skills").next?.label).toBe("Projects");
  });
});

describe("firstTabMissingRequiredField", () => {
  it("points at the first tab with a missing required field", () => {
    const form = exampleResumeForm();
    expect(firstTabMissingRequiredField(form)).toBeNull();
    expect(firstTabMissingRequiredField(emptyResumeForm())).toBe("personal");
    expect(firstTabMissingRequiredField({ ...form, education: [] })).toBe("education");
    expect(firstTabMissingRequiredField({ ...form, skills: [{ category: "General", items: [" "] }] })).toBe("skills");
  });
});
