import { describe, expect, it } from "vitest";
import { normalizeJobTitle } from "./job-title-words.ts";
import { occupationsOf, roleFit } from "./role-fit.ts";

describe("normalizeJobTitle", () => {
  it("writes every spelling of a title one way, without seniority, gender notes or team", () => {
    expect(normalizeJobTitle("Senior Front-End Engineer (m/f/d)")).toBe("frontend developer");
    expect(normalizeJobTitle("Sr. Full Stack Software Engineer - Payments")).toBe("fullstack software developer");
    expect(normalizeJobTitle("Lead Back End Developer | Globex")).toBe("backend developer");
    expect(normalizeJobTitle("Registered Nurse, ICU")).toBe("registered nurse");
  });
});

describe("occupationsOf", () => {
  it("reads a title through the occupations it names, from its longest known run of words", () => {
    expect(occupationsOf("Cloud DevOps Engineer").codes).toEqual(["15-1299.08"]);
    expect(occupationsOf("Senior QA Engineer Northwind").codes).toEqual(["15-1253.00"]);
    expect(occupationsOf("Registered Nurse").codes).toEqual(["29-1141.00"]);
    expect(occupationsOf("Golang Developer").codes).toEqual(["15-1252.00"]);
    expect(occupationsOf("mechanical or marine engineer").codes).toContain("17-2141.00");
    // One word alone names too many occupations.
    expect(occupationsOf("Engineer").codes).toEqual([]);
  });
});

describe("roleFit", () => {
  it("fits the same occupation fully whatever the words, a neighbour partly, another occupation not at all", () => {
    expect(roleFit(["Front-End Developer"], "Senior Frontend Engineer").score).toBe(1);
    expect(roleFit(["Backend Developer"], "Frontend Engineer").score).toBe(0.6);
    expect(roleFit(["QA Automation Engineer"], "Backend Engineer").score).toBe(0.6);
    expect(roleFit(["Data Engineer"], "Backend Engineer").score).toBe(0.45);
    expect(roleFit(["Account Executive"], "Sales Manager").score).toBe(0.6);
    expect(roleFit(["Registered Nurse"], "Senior Frontend Engineer").score).toBe(0);
    expect(roleFit(["Mechanical Design Engineer"], "Backend Engineer").score).toBe(0);
  });

  it("counts a full-stack person and a front-end one as close neighbours both ways, not the same occupation", () => {
    expect(roleFit(["Full Stack Developer"], "Frontend Engineer").score).toBe(0.9);
    expect(roleFit(["Frontend Developer"], "Full Stack Software Engineer").score).toBe(0.9);
  });

  it("counts the recent titles fully and older ones less, and names the title that fits", () => {
    expect(roleFit(["Software Engineer", "Data Analyst", "Registered Nurse"], "Registered Nurse, ICU")).toEqual({
      score: 0.7,
      resumeTitle: "Registered Nurse",
    });
  });
});
