import { describe, expect, it } from "vitest";
import { normalizeJobTitle } from "./job-title-words.ts";
import { occupationsOf, roleFit, roleFitFromText } from "./role-fit.ts";

/** Titles that speak for the person today. */
const current = (...titles: string[]) => titles.map((title) => ({ title, recency: 1 }));

describe("normalizeJobTitle", () => {
  it("writes every spelling of a title one way, without seniority, gender notes or team", () => {
    expect(normalizeJobTitle("Senior Front-End Engineer (m/f/d)")).toBe("frontend developer");
    expect(normalizeJobTitle("Sr. Full Stack Software Engineer - Payments")).toBe("fullstack software developer");
    expect(normalizeJobTitle("Lead Back End Developer | Globex")).toBe("backend developer");
    expect(normalizeJobTitle("Registered Nurse, ICU")).toBe("registered nurse");
    expect(normalizeJobTitle("Frontend Engineer / Tech Lead")).toBe("frontend developer");
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
    expect(roleFit(current("Front-End Developer"), "Senior Frontend Engineer").score).toBe(1);
    expect(roleFit(current("Backend Developer"), "Frontend Engineer").score).toBe(0.6);
    expect(roleFit(current("QA Automation Engineer"), "Backend Engineer").score).toBe(0.6);
    expect(roleFit(current("Data Engineer"), "Backend Engineer").score).toBe(0.45);
    expect(roleFit(current("Account Executive"), "Sales Manager").score).toBe(0.6);
    expect(roleFit(current("Registered Nurse"), "Senior Frontend Engineer").score).toBe(0);
    expect(roleFit(current("Mechanical Design Engineer"), "Backend Engineer").score).toBe(0);
  });

  it("fits a designer to a front-end developer's job partly, and to another developer's as little as its major group", () => {
    expect(roleFit(current("Product Designer"), "Frontend Engineer").score).toBe(0.45);
    expect(roleFit(current("Backend Engineer"), "UX Designer").score).toBe(0.3);
    expect(roleFit(current("Android Developer"), "Product Designer").score).toBe(0.3);
  });

  it("fits two titles of one 'All Other' group of unlike occupations as little as their major group", () => {
    // O*NET files an assistant manager, a project manager and a bowling alley's manager all as "Managers, All Other".
    expect(roleFit(current("Bowling Alley Manager"), "Dental Office Manager").score).toBe(0.3);
    expect(roleFit(current("Assistant Manager"), "Project Manager").score).toBeLessThan(0.2);
  });

  it("files product management as an occupation of its own, not as marketing", () => {
    expect(roleFit(current("Product Owner"), "Senior Product Manager").score).toBe(1);
    expect(roleFit(current("Marketing Coordinator"), "Product Manager").score).toBe(0);
  });

  it("keeps managers of different fields apart, and fits those a neighbouring manager runs a little", () => {
    expect(roleFit(current("Logistics Supervisor"), "IT Cost Controller").score).toBe(0);
    expect(roleFit(current("Product Manager"), "Sales Manager").score).toBe(0);
    // Marketing and sales managers share a broad group: a marketer for a sales manager's job.
    expect(roleFit(current("Marketing Coordinator"), "Sales Manager").score).toBe(0.3);
  });

  it("reads 'Teacher of Mathematics' as a mathematics teacher, and two titles joined by 'and' by the first", () => {
    expect(roleFit(current("Teacher of Mathematics and Head of Year 9"), "High School Mathematics Teacher").score).toBe(
      0.8625,
    );
    expect(occupationsOf("Professor of Economics").codes).toEqual(occupationsOf("Economics Professor").codes);
    expect(occupationsOf("Professor of Economics").codes.length).toBeGreaterThan(0);
  });

  it("reads the field after a dash when the title's first part names none", () => {
    expect(roleFit(current("Senior Associate – Finance & Accounts"), "IT Cost Controller").score).toBe(0.6);
  });

  it("reads a developer named by a server-side language as a back-end developer, not by another language", () => {
    expect(roleFit(current("Python Developer"), "Backend Developer").score).toBe(1);
    expect(roleFit(current("Python Developer"), "Senior Java Developer").score).toBeLessThan(0.9);
    expect(roleFit(current("Python Developer"), "Android Developer").score).toBe(0.8);
  });

  it("fits a full-stack person to a front-end job closely, and a front-end one to a full-stack job less", () => {
    expect(roleFit(current("Full Stack Developer"), "Frontend Engineer").score).toBe(0.9);
    // The front end is one part of the job: another specialty of the same work.
    expect(roleFit(current("Frontend Engineer"), "Full Stack Software Engineer").score).toBeCloseTo(0.72, 5);
  });

  it("weighs each title by how much it speaks for the person today, and names the title that fits", () => {
    const titles = [
      ...current("Software Engineer", "Data Analyst"),
      { title: "Registered Nurse", recency: 0.7, why: "a role you left 5 years ago for another field" },
    ];
    expect(roleFit(titles, "Registered Nurse, ICU")).toEqual({
      score: 0.7,
      resumeTitle: "Registered Nurse",
      titleFit: 1,
      why: "a role you left 5 years ago for another field",
    });
  });

  it("fits another specialty of one occupation less, and a title that names no specialty fully", () => {
    expect(roleFit(current("Android Developer"), "Backend Engineer").score).toBe(0.8);
    expect(roleFit(current("Software Engineer"), "Android Software Engineer").score).toBe(1);
    expect(roleFit(current("Mobile Developer"), "Android Software Engineer").score).toBe(1);
  });
});

describe("roleFitFromText", () => {
  const finance =
    "You will join our supply chain finance team. Finance tasks span month-end close and investment cases; you " +
    "turn financial performance data into business cases, with the finance director.";

  it("counts a field word the posting uses once in passing half as much as one it comes back to", () => {
    expect(roleFitFromText(current("Data Engineer"), finance).score).toBeCloseTo(0.35);
    expect(roleFitFromText(current("Finance Analyst"), finance).score).toBeCloseTo(0.7);
  });

  it("reads the field after a dash, and either of two fields joined by 'and'", () => {
    expect(roleFitFromText(current("Senior Associate – Finance & Accounts"), finance).score).toBeCloseTo(0.7);
  });

  it("does not read a sentence taken for a title as fields to choose from", () => {
    const sentence = "I've got practice planning and running Assistant Manager";
    // One of its three field words spoken of ("running"), not "running" alone as a field after its "and".
    const score = roleFitFromText(
      current(sentence),
      `${finance} Running costs are shared; running the team from home.`,
    ).score;
    expect(score).toBeCloseTo(0.7 / 3);
  });
});
