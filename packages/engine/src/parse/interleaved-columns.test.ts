import { describe, expect, it } from "vitest";
import type { TextLine } from "../types.ts";
import { headingPair, separateInterleavedColumns } from "./interleaved-columns.ts";

/** Rows of a flow with no positions, as a PDF's text pasted into Word gives them. */
const flow = (...rows: string[]): TextLine[] =>
  rows.map((text, index) => ({
    index,
    text,
    page: 1,
    x: 0,
    y: 0,
    width: 0,
    fontSize: 11,
    isBold: false,
    column: 0,
    isBullet: false,
  }));
const texts = (lines: TextLine[]) => lines.map((line) => line.text);

describe("headingPair", () => {
  it("reads two headings side by side, and not one heading of two words", () => {
    expect(headingPair("SUMMARY EDUCATION")).toEqual(["SUMMARY", "EDUCATION"]);
    expect(headingPair("Experience Skills")).toEqual(["Experience", "Skills"]);
    expect(headingPair("EXPERIENCE  PROFILE")).toEqual(["EXPERIENCE", "PROFILE"]);
    expect(headingPair("Experience Summary")).toBeNull();
    expect(headingPair("Hard skills Delivered projects")).toEqual(["Hard skills", "Delivered projects"]);
    expect(headingPair("Relevant Experience Summary:")).toBeNull();
    expect(headingPair("WORK EXPERIENCE")).toBeNull();
    expect(headingPair("Senior Backend Developer")).toBeNull();
  });
});

describe("separateInterleavedColumns", () => {
  it("gives back a main column and its sidebar, whose rows alternated, one after the other", () => {
    const lines = flow(
      "Marta Kowalczyk",
      "SUMMARY EDUCATION",
      "Backend developer with five years of building payment  BSc in Computer Science",
      "services in Go and Python, now looking for a senior role.  Riverbend University",
      "EXPERIENCE",
      "SKILLS",
      "Senior Backend Developer  Languages: Go, Python, SQL",
      "Northwind Payments | Mar 2021 - Present  Databases: PostgreSQL, Redis",
      "- Built the settlement service that clears two million payments a day Kafka",
      "Globex Retail | Jun 2018 - Feb 2021 LANGUAGES",
      "- Moved the order service from a monolith to three services English - fluent",
    );
    expect(texts(separateInterleavedColumns(lines))).toEqual([
      "Marta Kowalczyk",
      "SUMMARY",
      "Backend developer with five years of building payment",
      "services in Go and Python, now looking for a senior role.",
      "EXPERIENCE",
      "Senior Backend Developer",
      "Northwind Payments | Mar 2021 - Present",
      "- Built the settlement service that clears two million payments a day",
      "Globex Retail | Jun 2018 - Feb 2021",
      "- Moved the order service from a monolith to three services",
      "EDUCATION",
      "BSc in Computer Science",
      "Riverbend University",
      "SKILLS",
      "Languages: Go, Python, SQL",
      "Databases: PostgreSQL, Redis",
      "Kafka",
      "LANGUAGES",
      "English - fluent",
    ]);
  });

  it("opens the columns at a main section's heading over a sidebar's, and keeps a range whose dash was lost whole", () => {
    const lines = flow(
      "WORK EXPERIENCE",
      "SKILLS",
      "Python Developer (Feb. 2022  Jul. 2022)",
      "Fernhill Scarves  Django",
      "- Wrote the shop's order service in Django and Celery  PostgreSQL",
    );
    expect(texts(separateInterleavedColumns(lines))).toEqual([
      "WORK EXPERIENCE",
      "Python Developer (Feb. 2022  Jul. 2022)",
      "Fernhill Scarves",
      "- Wrote the shop's order service in Django and Celery",
      "SKILLS",
      "Django",
      "PostgreSQL",
    ]);
  });

  it("opens the columns at a sidebar's heading when the main column's heading ends a row of the sidebar's text", () => {
    const lines = flow(
      "Dana Reyes",
      "SKILLS",
      "User interviews",
      "Usability testing  Experience",
      "Figma  Atelier Nord  09/2021 - Present",
      "LANGUAGES  Senior UX Designer",
      "French  Led the redesign of a scheduling platform used by 1,200 clinics.",
      "English  Clairvoie  03/2018 - 08/2021",
    );
    expect(texts(separateInterleavedColumns(lines))).toEqual([
      "Dana Reyes",
      "SKILLS",
      "User interviews",
      "Usability testing",
      "Figma",
      "LANGUAGES",
      "French",
      "English",
      "Experience",
      "Atelier Nord  09/2021 - Present",
      "Senior UX Designer",
      "Led the redesign of a scheduling platform used by 1,200 clinics.",
      "Clairvoie  03/2018 - 08/2021",
    ]);
  });

  it("keeps a row of two known skills' chips whole in the sidebar, not cut into the two columns", () => {
    const lines = flow(
      "EXPERIENCE SKILLS",
      "Data Analyst  SQL  Tableau",
      "Northwind Health | Mar 2021 - Present",
      "- Built the staffing dashboards for 14 branches  Excel",
      "Power BI  Matplotlib",
      "Store Manager  Dashboard design",
      "Carolina Outfitters | 2016 - 2019",
    );
    expect(texts(separateInterleavedColumns(lines))).toEqual([
      "EXPERIENCE",
      "Data Analyst",
      "Northwind Health | Mar 2021 - Present",
      "- Built the staffing dashboards for 14 branches",
      "Store Manager",
      "Carolina Outfitters | 2016 - 2019",
      "SKILLS",
      "SQL  Tableau",
      "Excel",
      "Power BI  Matplotlib",
      "Dashboard design",
    ]);
  });

  it("cuts rows joined by one space where the main column's bullet or sentence goes on", () => {
    const lines = flow(
      "EDUCATION EXPERIENCE",
      "RIVERSIDE UNIVERSITY NORTHWIND LABS | SENIOR DATA ENGINEER",
      "BACHELOR OF SCIENCE IN • Built the billing data pipeline in Spark and Airflow,",
      "STATISTICS processing 40M events a day.",
      "Aug 2012 – May 2016 • Cut the warehouse bill by a third with partitioned tables.",
    );
    expect(texts(separateInterleavedColumns(lines))).toEqual([
      "EDUCATION",
      "RIVERSIDE UNIVERSITY",
      "BACHELOR OF SCIENCE IN",
      "STATISTICS",
      "Aug 2012 – May 2016",
      "EXPERIENCE",
      "NORTHWIND LABS | SENIOR DATA ENGINEER",
      "• Built the billing data pipeline in Spark and Airflow,",
      "processing 40M events a day.",
      "• Cut the warehouse bill by a third with partitioned tables.",
    ]);
  });

  it("finds the columns in rows joined by one space: a common heading's word ending a row, a sidebar's before a bullet", () => {
    const lines = flow(
      "Daniel Kwan",
      "Top Skills",
      "Financial modelling",
      "Month-end close Experience",
      "Harbourview Provisions Ltd.",
      "Senior Financial Analyst",
      "January 2021 - Present",
      "Languages - Rebuilt the annual operating budget model in Excel.",
      "French (Elementary) - Cut the budget cycle from 10 weeks to 6.",
    );
    expect(texts(separateInterleavedColumns(lines))).toEqual([
      "Daniel Kwan",
      "Top Skills",
      "Financial modelling",
      "Month-end close",
      "Languages",
      "French (Elementary)",
      "Experience",
      "Harbourview Provisions Ltd.",
      "Senior Financial Analyst",
      "January 2021 - Present",
      "- Rebuilt the annual operating budget model in Excel.",
      "- Cut the budget cycle from 10 weeks to 6.",
    ]);
  });

  it("finds the columns where a heading in capitals ends a row of the sidebar's words", () => {
    const lines = flow(
      "Dana Reyes",
      "SKILLS",
      "React",
      "Professional EXPERIENCE",
      "TypeScript  Northwind Labs",
      "Experienced  Frontend Developer",
      "Redux  Led the rewrite of the design system.",
    );
    expect(texts(separateInterleavedColumns(lines))).toEqual([
      "Dana Reyes",
      "SKILLS",
      "React",
      "Professional",
      "TypeScript",
      "Experienced",
      "Redux",
      "EXPERIENCE",
      "Northwind Labs",
      "Frontend Developer",
      "Led the rewrite of the design system.",
    ]);
  });

  it("reads a long flow in time: each row against the columns' last parts, not all of them", () => {
    const rows = ["SUMMARY EDUCATION"];
    for (let i = 0; i < 4000; i++)
      rows.push(`Built the settlement service number ${i} for the payments team  BSc in Computer Science`);
    const separated = separateInterleavedColumns(flow(...rows));
    expect(separated).toHaveLength(8002);
    expect(separated[4001]!.text).toBe("EDUCATION");
    // (Rows read against every part before them took eight seconds here; under half a second now.)
  }, 3000);

  it("takes no side from two headings one under the other: the main one may stand right, set a little higher", () => {
    const lines = flow(
      "Daniel Kwan",
      "Summary",
      "Top Skills",
      "Financial modelling CPA with nine years of experience in corporate finance.",
      "Variance analysis",
      "Month-end close Experience",
      "Harbourview Provisions Ltd.",
      "Senior Financial Analyst",
      "January 2021 - Present",
    );
    expect(texts(separateInterleavedColumns(lines))).toEqual([
      "Daniel Kwan",
      "Top Skills",
      "Financial modelling",
      "Variance analysis",
      "Month-end close",
      "Summary",
      "CPA with nine years of experience in corporate finance.",
      "Experience",
      "Harbourview Provisions Ltd.",
      "Senior Financial Analyst",
      "January 2021 - Present",
    ]);
  });

  it("leaves a flow with no columns as it is: one heading under another in a list of them, or none side by side", () => {
    const contents = flow(
      "About",
      "Work Experience",
      "Skills",
      "Education",
      "About",
      "Registered nurse on a cardiac ward.",
    );
    expect(separateInterleavedColumns(contents)).toBe(contents);
    const plain = flow("EXPERIENCE SUMMARY", "Eight years of payroll for retail chains.", "EXPERIENCE", "Payroll Lead");
    expect(separateInterleavedColumns(plain)).toBe(plain);
  });
});
