import { describe, expect, it } from "vitest";
import { NUMBER_PLACEHOLDER, RESULT_PLACEHOLDER, rewriteBullet } from "./rewrite-bullet.ts";

/** Numbers, and capitalised words after the first (names, tools, acronyms): the facts of a bullet. */
function facts(text: string): { numbers: string[]; names: string[] } {
  const clean = text.replace(NUMBER_PLACEHOLDER, "").replace(RESULT_PLACEHOLDER, "");
  const words = clean.split(/\s+/).slice(1);
  return {
    numbers: (clean.match(/\d[\d,.]*%?/g) ?? []).map((n) => n.replace(/[.,]$/, "")).sort(),
    names: words
      .filter((w) => /^[A-Z]/.test(w))
      .map((w) => w.replace(/[,.;:]$/, ""))
      .sort(),
  };
}

// Weak bullets as people write them (duty language, passive voice, no verb, pronouns, filler).
const CASES: Array<[string, string]> = [
  ["Responsible for managing the onboarding of 12 new hires", "Managed the onboarding of 12 new hires"],
  [
    "Duties included preparing monthly reports for the CFO.",
    "Prepared monthly reports for the CFO, [result, with a number].",
  ],
  [
    "Helped develop a React component library used by 4 teams",
    "Co-developed a React component library used by 4 teams",
  ],
  [
    "Reports were prepared weekly for the leadership team",
    "Prepared reports weekly for the leadership team, [result, with a number]",
  ],
  [
    "The billing pipeline was rebuilt by me in Go, cutting costs by 30%",
    "Rebuilt the billing pipeline in Go, cutting costs by 30%",
  ],
  ["I managed a team of 5 engineers", "Managed a team of 5 engineers"],
  ["Development of the billing API in Node.js", "Developed the billing API in Node.js, [result, with a number]"],
  ["Customer onboarding for 40 enterprise accounts", "Delivered customer onboarding for 40 enterprise accounts"],
  [
    "Technical lead for the payments platform (4 teams, 26 engineers)",
    "Served as technical lead for the payments platform (4 teams, 26 engineers)",
  ],
  ["Assisted with patient intake and triage in a 30-bed unit", "Supported patient intake and triage in a 30-bed unit"],
  [
    "Successfully utilized SQL to analyze sales data in order to find trends",
    "Used SQL to analyze sales data to find trends, [result, with a number]",
  ],
  ["Increased sales in the northeast region", "Increased sales in the northeast region [by X%]"],
  ["Tasked with improving test coverage", "Improved test coverage [by X%]"],
  ["Participated in code reviews on a weekly basis", "Contributed to code reviews weekly, [result, with a number]"],
];

describe("rewriteBullet", () => {
  it.each(CASES)("%s", (original, expected) => {
    expect(rewriteBullet(original)?.rewritten).toBe(expected);
  });

  it("keeps every number and name of the original and adds none", () => {
    for (const [original] of CASES) {
      const rewritten = rewriteBullet(original)!.rewritten;
      expect(facts(rewritten).numbers, rewritten).toEqual(facts(original).numbers);
      const originalWords = new Set(original.split(/\s+/).map((w) => w.replace(/[,.;:]$/, "")));
      for (const name of facts(rewritten).names) expect(originalWords, `${name} in ${rewritten}`).toContain(name);
      for (const name of facts(original).names) expect(rewritten).toContain(name);
    }
  });

  it("only adds a placeholder where a number is missing, never a figure", () => {
    expect(rewriteBullet("Worked on dashboards for 3 regional managers")?.rewritten).toBe(
      "Contributed to dashboards for 3 regional managers",
    );
    expect(rewriteBullet("Worked on dashboards")?.rewritten).toBe("Contributed to dashboards, [result, with a number]");
  });

  it("writes the verb in the tense of the role", () => {
    expect(rewriteBullet("Manages the store inventory and 8 staff schedules")?.rewritten).toBe(
      "Managed the store inventory and 8 staff schedules",
    );
    expect(rewriteBullet("Manages the store inventory and 8 staff schedules", { current: true })?.rewritten).toBe(
      "Manage the store inventory and 8 staff schedules",
    );
  });

  it("reads the verb behind a duty phrase by its form, for any verb", () => {
    expect(rewriteBullet("Responsible for ensuring uptime of 3 clusters")?.rewritten).toBe(
      "Ensured uptime of 3 clusters",
    );
    expect(rewriteBullet("Responsible for ensuring uptime of 3 clusters", { current: true })?.rewritten).toBe(
      "Ensure uptime of 3 clusters",
    );
    expect(rewriteBullet("Responsible for logging 40 calls a day")?.rewritten).toBe("Logged 40 calls a day");
    expect(rewriteBullet("Responsible for analyzing 12 vendor contracts", { current: true })?.rewritten).toBe(
      "Analyze 12 vendor contracts",
    );
  });

  it("leaves strong bullets alone", () => {
    expect(rewriteBullet("Reduced deploy time by 40% by moving builds to a shared cache")).toBeNull();
  });

  it("knows a verb whose past does not end in -ed, and puts no verb before it", () => {
    const rewritten = rewriteBullet("Brought the product to WCAG 2.1 AA compliance.")?.rewritten ?? "";
    expect(rewritten).not.toMatch(/^(?:Delivered|Served as)/);
  });
});
