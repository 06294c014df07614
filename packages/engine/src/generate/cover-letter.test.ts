import { describe, expect, it } from "vitest";
import { buildDocx, buildPdf, oneColumnResumeLines, twoColumnResumeLines } from "../../test/fixtures.ts";
import { parsedFromText, STRONG_RESUME, WEAK_RESUME } from "../../test/parsed-from-text.ts";
import { parseResume } from "../parse/parse-resume.ts";
import type { ParsedResume } from "../types.ts";
import { type CoverLetterTemplate, generateCoverLetter } from "./cover-letter.ts";
import { findUngroundedFacts } from "./grounding.ts";

const POSTINGS = [
  "Senior Data Engineer\nRequirements\n- 5+ years with Python, SQL and Spark.\n- Kafka and Airflow in production.\nNice to have\n- Snowflake",
  "Backend Engineer\nRequirements\n- Go and PostgreSQL.\n- Kubernetes, Docker and Terraform.\n- 3+ years of experience.",
  "Product Designer\nWhat you'll do\n- Lead user research and prototyping in Figma.\nRequirements\n- A portfolio of shipped work.",
  "Data Analyst\nRequirements\n- Advanced SQL, Excel and Tableau.\n- Python for automation.\nBenefits\n- Free Java courses.",
  "Engineering Manager\nRequirements\n- Mentoring and leadership of teams of 5+ engineers.\n- Agile delivery with Jira.",
];
const TEMPLATES: CoverLetterTemplate[] = ["professional", "modern", "creative"];

async function resumes(): Promise<Array<[string, ParsedResume]>> {
  return [
    ["strong", parsedFromText(STRONG_RESUME)],
    ["weak", parsedFromText(WEAK_RESUME)],
    ["one-column PDF", await parseResume(await buildPdf([oneColumnResumeLines()]))],
    ["two-column PDF", await parseResume(await buildPdf([twoColumnResumeLines()]))],
    ["DOCX", await parseResume(await buildDocx())],
  ];
}

describe("generateCoverLetter", () => {
  it("invents no fact: over 25 resume/posting pairs and three styles, every number, skill and name is grounded", async () => {
    let letters = 0;
    for (const [label, resume] of await resumes()) {
      for (const posting of POSTINGS) {
        for (const template of TEMPLATES) {
          const letter = generateCoverLetter({
            resume,
            jobDescription: posting,
            companyName: "Acme Analytics",
            roleName: "",
            template,
          });
          const sources = [resume.text, posting, "Acme Analytics"];
          expect(
            findUngroundedFacts(letter, sources),
            `${label} / ${template} / ${posting.split("\n")[0]}\n${letter}`,
          ).toEqual([]);
          letters++;
        }
      }
    }
    expect(letters).toBe(75);
  });

  it("the grounding check catches an invented number, skill and employer", () => {
    const problems = findUngroundedFacts("At Globex I cut costs by 73% using Rust.", [STRONG_RESUME]);
    expect(problems.map((p) => p.text)).toEqual(expect.arrayContaining(["73%", "Rust", "Globex"]));
  });

  it("writes three different letters for the same input, each picking evidence from the resume", () => {
    const resume = parsedFromText(STRONG_RESUME);
    const letters = TEMPLATES.map((template) =>
      generateCoverLetter({
        resume,
        jobDescription: POSTINGS[0]!,
        companyName: "Acme",
        roleName: "Data Engineer",
        template,
      }),
    );
    expect(new Set(letters).size).toBe(3);
    for (const letter of letters) {
      expect(letter.toLowerCase()).toContain("reduced nightly etl runtime by 45%");
      expect(letter).toContain("Priya Raman");
    }
    const words = letters[0]!.split(/\s+/).length;
    expect(words).toBeGreaterThan(120);
    expect(words).toBeLessThan(420);
  });

  it("names the company and role when given, and leaves no placeholder when not", () => {
    const resume = parsedFromText(STRONG_RESUME);
    for (const template of TEMPLATES) {
      const named = generateCoverLetter({
        resume,
        jobDescription: POSTINGS[1]!,
        companyName: "Globex",
        roleName: "Platform Engineer",
        template,
      });
      expect(named).toContain("Globex");
      expect(named).toContain("Platform Engineer");
      const bare = generateCoverLetter({ resume, jobDescription: "Requirements\n- Python", template });
      expect(bare).not.toMatch(/\[|\]|undefined|null|\{|\}/);
      expect(bare).not.toMatch(/ at \.| for a \?/);
    }
  });
});
