import { describe, expect, it } from "vitest";
import { parsedFromText } from "../../test/parsed-from-text.ts";
import { resumeTitles } from "./resume-titles.ts";

const NOW = { year: 2026, month: 11 };
const titlesOf = (text: string) => resumeTitles(parsedFromText(text), NOW);

describe("resumeTitles", () => {
  it("reads the headline under the name, and not the summary's prose or the contact lines", () => {
    const titles = titlesOf(`Arjun Venkataraman
Software Developer
Recent graduate in computer science who built three full-stack projects and is looking
for a junior backend role.
arjun@example.com
Education
Deccan Institute of Technology
B.Tech in Computer Science, 2020 - 2024`);
    expect(titles).toEqual([{ title: "Software Developer", recency: 1 }]);
  });

  it("reads a headline set right over the e-mail address, which runs on from no sentence", () => {
    expect(
      titlesOf(`Maya Chen
Data Analyst
maya.chen@example.com
Education
Lakeview State University
B.S. in Statistics, 2020 - 2024`),
    ).toEqual([{ title: "Data Analyst", recency: 1 }]);
    // The skills a headline lists after its title are no part of it.
    expect(titlesOf("Maya Chen\nData Analyst • SQL • Tableau\nmaya.chen@example.com")[0]?.title).toBe("Data Analyst");
  });

  it("trusts a headline the roles bear out, counts one they do not show less, and one the current role contradicts least", () => {
    const roles = `Experience
Assistant Store Manager
Northwind Retail | Feb 2018 - Present
- Ran the floor and the rota.`;
    expect(titlesOf(`Dana Levin\nFrontend Developer\n${roles}`)[0]).toEqual({
      title: "Frontend Developer",
      recency: 0.2,
      why: 'a headline your current role ("Assistant Store Manager") is not',
    });
    // The store job ended two years ago: she may have trained since.
    expect(titlesOf(`Dana Levin\nFrontend Developer\n${roles.replace("Present", "Oct 2024")}`)[0]).toEqual({
      title: "Frontend Developer",
      recency: 0.7,
      why: "a headline no role of yours shows",
    });
    expect(titlesOf(`Dana Levin\nRetail Store Manager\n${roles}`)[0]).toEqual({
      title: "Retail Store Manager",
      recency: 1,
    });
  });

  it("counts a role left long ago for another occupation less, and older roles of the same field fully", () => {
    const titles = titlesOf(`Irina Sokolova
Experience
Senior Business Analyst
Northwind Bank | Oct 2018 - Present
- Wrote the requirements for the payments platform.
Junior Test Automation Engineer
Globex | Mar 2012 - Jul 2012
- Automated regression tests.`);
    expect(titles.map((t) => t.title)).toEqual(["Senior Business Analyst", "Junior Test Automation Engineer"]);
    expect(titles[1]!.recency).toBeCloseTo(0.3, 2);
    expect(titles[1]!.why).toBe("a role you left 14 years ago for another field");
    // Six years after leaving QA for analysis: half-way down.
    const sixYears = titlesOf(`Irina Sokolova
Experience
Senior Business Analyst
Northwind Bank | Dec 2020 - Present
- Wrote the requirements for the payments platform.
QA Automation Engineer
Globex | Nov 2017 - Nov 2020
- Automated regression tests.`);
    expect(sixYears[1]!.recency).toBeCloseTo(0.64, 2);
    const sameField = titlesOf(`Irina Sokolova
Experience
Senior QA Engineer
Northwind Bank | Oct 2018 - Present
- Led the test automation.
Junior Test Automation Engineer
Globex | Mar 2012 - Jul 2012
- Automated regression tests.`);
    expect(sameField[1]!.recency).toBe(1);
  });
});
