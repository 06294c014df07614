import { describe, expect, it } from "vitest";
import { buildDocxFromXml, buildPdf } from "../../test/fixtures.ts";
import { parseResume } from "./parse-resume.ts";

// Headings the alias table does not hold as written: words that name no section, set as the named ones beside them
// are (the lines under each say which section it opens), and named headings set with rules and glyphs around them.
// Rows prefixed "#" are headings (bold capitals in the PDF, bold 12 pt in Word).
const rows = (unknownRoles: string, unknownTools: string) => [
  "Dana Whitfield",
  "dana.whitfield@example.com | (415) 555-0142 | Oakland, CA",
  "#SUMMARY",
  "Product designer with nine years in fintech and health apps.",
  `#${unknownRoles}`,
  "Senior Product Designer, Lumen Health",
  "Mar 2021 - Present",
  "- Led the redesign of the patient portal used by 40,000 people.",
  "Product Designer, Brightpath Bank",
  "Jun 2017 - Feb 2021",
  "- Shipped the mobile onboarding flow.",
  "#EDUCATION",
  "California College of the Arts",
  "BFA, Interaction Design, 2013 - 2017",
  `#${unknownTools}`,
  "Figma, Sketch, Adobe XD, Principle, HTML, CSS",
];

/** The sections of the rows above, in order. */
const KINDS = ["contact", "summary", "experience", "education", "skills"];

const pdfOf = (lines: string[]) =>
  buildPdf([
    lines.map((row, i) => ({
      text: row.replace(/^#/, ""),
      x: 50,
      y: 60 + i * 14,
      size: i === 0 ? 18 : 10,
      bold: row.startsWith("#"),
    })),
  ]);

const docxOf = (lines: string[]) =>
  buildDocxFromXml(
    lines
      .map((row, i) => {
        const style = row.startsWith("#") ? '<w:b/><w:sz w:val="24"/>' : i === 0 ? '<w:b/><w:sz w:val="36"/>' : "";
        return `<w:p><w:r><w:rPr>${style}</w:rPr><w:t xml:space="preserve">${row.replace(/^#/, "")}</w:t></w:r></w:p>`;
      })
      .join(""),
  );

describe("headings known by the lines under them", () => {
  it.each([
    ["a PDF", pdfOf],
    ["a Word file", docxOf],
  ])("reads the roles, the school and the tools under headings no table names, in %s", async (_, build) => {
    const { resume, sections } = await parseResume(await build(rows("WHERE I HAVE WORKED", "MY TOOLKIT")));
    expect(sections.map((section) => [section.kind, section.heading])).toEqual([
      ["contact", ""],
      ["summary", "SUMMARY"],
      ["experience", "WHERE I HAVE WORKED"],
      ["education", "EDUCATION"],
      ["skills", "MY TOOLKIT"],
    ]);
    expect(resume.experience.map((role) => [role.jobTitle, role.company, role.startDate, role.endDate])).toEqual([
      ["Senior Product Designer", "Lumen Health", "2021-03", "Present"],
      ["Product Designer", "Brightpath Bank", "2017-06", "2021-02"],
    ]);
    expect(resume.education.map((school) => [school.institution, school.degree])).toEqual([
      ["California College of the Arts", "BFA"],
    ]);
    expect(resume.skills.flatMap((group) => group.items)).toEqual([
      "Figma",
      "Sketch",
      "Adobe XD",
      "Principle",
      "HTML",
      "CSS",
    ]);
  });

  it("takes no employer's name set as the headings are for a heading of its own", async () => {
    const lines = rows("EXPERIENCE", "SKILLS");
    // Each role under its employer's name in the headings' type: content of the roles, not sections.
    lines.splice(5, 0, "#LUMEN HEALTH");
    lines.splice(9, 0, "#BRIGHTPATH");
    const { resume, sections } = await parseResume(await pdfOf(lines));
    expect(sections.map((section) => section.kind)).toEqual(KINDS);
    expect(resume.experience).toHaveLength(2);
  });

  it("keeps a volunteer post under its organisation's name set as the headings are among the volunteering", async () => {
    const lines = [
      ...rows("EXPERIENCE", "SKILLS"),
      "#VOLUNTEERING",
      "#HARBOUR FOOD PANTRY",
      "Volunteer Coordinator",
      "2019 - 2021",
      "- Scheduled forty volunteers a week.",
    ];
    const { sections } = await parseResume(await pdfOf(lines));
    expect(sections.map((section) => section.kind)).toEqual([...KINDS, "volunteer"]);
  });

  it("reads a sidebar's skill groups set in the headings' type as groups, not sections", async () => {
    const lines = [
      ...rows("EXPERIENCE", "SKILLS").slice(0, 14),
      "#DESIGN",
      "Figma",
      "Sketch",
      "#INTERACTION",
      "User interviews",
      "Usability testing",
      "#LANGUAGES",
      "English",
    ];
    const { sections } = await parseResume(await pdfOf(lines));
    expect(sections.map((section) => section.heading)).not.toContain("DESIGN");
    expect(sections.map((section) => section.heading)).not.toContain("INTERACTION");
  });
});

describe("headings set with rules and glyphs around them", () => {
  it.each(["■ #", "— # —", "# ————", "[ # ]", "➤ #"])("reads the sections of headings written %s", async (shape) => {
    const heading = (name: string) => `#${shape.replace("#", name)}`;
    const lines = rows("EXPERIENCE", "SKILLS").map((row) =>
      ["#SUMMARY", "#EXPERIENCE", "#EDUCATION", "#SKILLS"].includes(row) ? heading(row.slice(1)) : row,
    );
    const { sections } = await parseResume(docxOf(lines));
    expect(sections.map((section) => section.kind)).toEqual(KINDS);
  });
});

describe("a heading known by its lines in a sidebar under the contact details", () => {
  it("reads the tools under it as skills, not the town above it", async () => {
    // [sidebar, main column] by row; "#" marks a heading.
    const rows: Array<[string, string]> = [
      ["#CONTACT", "#PROFILE"],
      ["dana.whitfield@example.com", "Product designer with nine years in fintech."],
      ["(415) 555-0142", "#EXPERIENCE"],
      ["Oakland, CA", "Product Designer"],
      ["#TOOLKIT", "Lumen Health | Mar 2021 – Present"],
      ["Figma", "• Led the redesign of the portal."],
      ["Sketch", ""],
      ["Principle", ""],
      ["#LANGUAGES", "#EDUCATION"],
      ["English", "California College of the Arts"],
    ];
    const cell = (text: string, x: number, y: number) => ({
      text: text.replace(/^#/, ""),
      x,
      y,
      size: text.startsWith("#") ? 10 : 9,
      bold: text.startsWith("#"),
    });
    const lines = rows.flatMap(([left, right], i) =>
      [cell(left, 50, 80 + i * 14), cell(right, 220, 80 + i * 14)].filter((line) => line.text),
    );
    const { resume } = await parseResume(
      await buildPdf([[{ text: "Dana Whitfield", x: 50, y: 40, size: 20, bold: true }, ...lines]]),
    );
    expect(resume.skills.map((group) => group.items)).toEqual([["Figma", "Sketch", "Principle"]]);
  });
});
