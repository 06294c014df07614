import { type BulletRewrite, emptyResumeForm, type ResumeForm } from "@hireable/contracts";
import { describe, expect, it } from "vitest";
import { applyRewrite } from "./apply-rewrite.ts";

const role = (responsibilities: string[]) => ({
  jobTitle: "Analyst",
  company: "Acme",
  location: "",
  startDate: "2020-01",
  endDate: "Present",
  responsibilities,
});
const form: ResumeForm = {
  ...emptyResumeForm(),
  experience: [role(["Led the audit", "Responsible for reports"]), role(["Worked on dashboards"])],
};
const rewrite = (original: string, entryIndex: number, bulletIndex: number): BulletRewrite => ({
  original,
  rewritten: `${original} (rewritten)`,
  reasons: ["duty-language"],
  entryIndex,
  bulletIndex,
  lineIndex: null,
});

describe("applyRewrite", () => {
  it("replaces the bullet the analysis named and nothing else", () => {
    const next = applyRewrite(form, rewrite("Responsible for reports", 0, 1))!;
    expect(next.experience[0]!.responsibilities).toEqual(["Led the audit", "Responsible for reports (rewritten)"]);
    expect(next.experience[1]).toBe(form.experience[1]);
    expect(form.experience[0]!.responsibilities[1]).toBe("Responsible for reports");
  });

  it("finds the bullet where the user moved it", () => {
    const moved = { ...form, experience: [form.experience[1]!, form.experience[0]!] };
    const next = applyRewrite(moved, rewrite("Responsible for reports", 0, 1))!;
    expect(next.experience[1]!.responsibilities[1]).toBe("Responsible for reports (rewritten)");
  });

  it("leaves a bullet the user has edited since", () => {
    expect(applyRewrite(form, rewrite("Responsible for the reports", 0, 1))).toBeNull();
  });
});
