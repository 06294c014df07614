import { describe, expect, it } from "vitest";
import { lookupSkill, matchSkills, tokenize } from "./match-skills.ts";

const tokens = (text: string) => tokenize(text).map((t) => t.token);

describe("matchSkills", () => {
  /** The skills a text names, by their canonical names. */
  const names = (text: string) => matchSkills(text).map((m) => m.name);

  it("cuts a text into tech names as they are written", () => {
    expect(tokens("C++, C#, .NET and Node.js; CI/CD at e-commerce.io (2019-2021).")).toEqual([
      "C++",
      "C#",
      ".NET",
      "and",
      "Node.js",
      "CI/CD",
      "at",
      "e-commerce.io",
      "2019-2021",
    ]);
    // A sentence's full stop, a dangling dash or slash and letters beyond ASCII end a token.
    expect(tokens("using React. Then Vue- and Go/ Müller")).toEqual([
      "using",
      "React",
      "Then",
      "Vue",
      "and",
      "Go",
      "M",
      "ller",
    ]);
    expect(tokenize("Led a .NET team").map((t) => [t.start, t.end])).toEqual([
      [0, 3],
      [4, 5],
      [6, 10],
      [11, 15],
    ]);
  });

  it("finds skills by their names and aliases, ambiguous words only as tech writes them", () => {
    const found = matchSkills("Built services in Go and TypeScript with PostgreSQL; go to market with JS.");
    expect(found.map((m) => [m.name, m.matchedText])).toEqual(
      expect.arrayContaining([
        ["Go", "Go"],
        ["TypeScript", "TypeScript"],
        ["PostgreSQL", "PostgreSQL"],
      ]),
    );
    expect(found.some((m) => m.matchedText === "go")).toBe(false);
    expect(lookupSkill("JS")?.name).toBe("JavaScript");
    expect(lookupSkill("Senior JavaScript developer")).toBeUndefined();
  });

  it("reads a product named with 'UI' as the product, not as interface design", () => {
    expect(names("Documented the REST API with Swagger UI.")).toEqual(expect.arrayContaining(["Swagger"]));
    expect(names("Documented the REST API with Swagger UI.")).not.toContain("UI design");
    expect(names("Built the admin pages with Material UI.")).toEqual(["Material UI"]);
    expect(names("Redesigned the checkout UI.")).toContain("UI design");
  });

  it("knows a developer's tools by the short names resumes write, and their everyday words only as tools are written", () => {
    expect(names("Java 11, Hibernate, Gradle, Mockito, Oracle, Grafana, SVN, IntelliJ, Qt")).toEqual([
      "Java",
      "Hibernate ORM",
      "Gradle",
      "Mockito",
      "Oracle Database",
      "Grafana",
      "Apache Subversion SVN",
      "IntelliJ IDEA",
      "Qt",
    ]);
    expect(names("Deployed with Helm; the team ran SAFe with Cucumber scenarios.")).toEqual([
      "Helm",
      "SAFe",
      "Cucumber",
    ]);
    expect(names("Took the helm of a safe, quiet kitchen: cucumber, celery and a blender.")).toEqual([]);
    expect(names("Vim, Emacs, Debian, Fedora, Yocto, Makefiles, Markdown")).toEqual([
      "Vim",
      "GNU Emacs",
      "Debian",
      "Fedora Linux",
      "Yocto Project",
      "GNU Make",
      "Markdown",
    ]);
    expect(names("Full of vim and vigour.")).toEqual([]);
  });

  it("knows the everyday skills of design, sales, teaching and nursing resumes list", () => {
    expect(names("Usability testing, A/B tests, journey mapping, design systems")).toEqual([
      "Usability testing",
      "A/B testing",
      "Journey mapping",
      "Design systems",
    ]);
    expect(names("Forecasting, cold calling, inventory control, lesson planning, classroom management")).toEqual([
      "Forecasting",
      "Cold calling",
      "Inventory management",
      "Lesson planning",
      "Classroom management",
    ]);
    expect(names("Triage, wound care, IV therapy, medication administration, patient education")).toEqual([
      "Triage",
      "Wound care",
      "IV therapy",
      "Medication administration",
      "Patient education",
    ]);
  });
});
