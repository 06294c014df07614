import { describe, expect, it } from "vitest";
import { buildDocx, buildPdf, oneColumnResumeLines, twoColumnResumeLines } from "../../test/fixtures.ts";
import { parsedFromText, STRONG_RESUME, WEAK_RESUME } from "../../test/parsed-from-text.ts";
import { parseResume } from "../parse/parse-resume.ts";
import type { ParsedResume } from "../types.ts";
import { type CoverLetterTemplate, generateCoverLetter, generateCoverLetters } from "./cover-letter.ts";
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

  it("writes each style from one gathering of the facts as it writes that style alone", async () => {
    // A style that used up the facts it was given (a proof taken off the list) would leave the next one less.
    for (const [, resume] of await resumes()) {
      for (const posting of POSTINGS) {
        const input = { resume, jobDescription: posting, companyName: "Acme Analytics" };
        const alone = TEMPLATES.map((template) => ({ template, letter: generateCoverLetter({ ...input, template }) }));
        expect(generateCoverLetters(input, TEMPLATES)).toEqual(alone);
        expect(generateCoverLetters(input, [...TEMPLATES].reverse())).toEqual(alone.reverse());
      }
    }
  });

  it("names skills of everyday words in lower case mid-sentence, and keeps a product's name as written", () => {
    const resume = parsedFromText(`Dana Reyes
dana.reyes@example.com
EXPERIENCE
Plumber
Northwind Plumbing | 2018 - Present
- Installed heating systems in 40 new homes a year.
SKILLS
Blueprint reading, Backflow testing, Gas fitting, AutoCAD`);
    const letter = generateCoverLetter({
      resume,
      jobDescription: "Service Plumber\nRequirements\n- Gas fitting licence.\n- Backflow testing.",
      companyName: "Acme",
      roleName: "",
      template: "professional",
    });
    expect(letter).toContain(
      "The skills I use most include blueprint reading, backflow testing, gas fitting and AutoCAD.",
    );
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
    for (const letter of letters) {
      const words = letter.split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(250);
      expect(words).toBeLessThanOrEqual(380);
      // Greeting, three or four paragraphs (the modern style's list counts as one), sign-off.
      expect(letter.split("\n\n").length - 2).toBeGreaterThanOrEqual(3);
      expect(letter.split("\n\n").length - 2).toBeLessThanOrEqual(5);
    }
    // The styles differ in structure, not only in greeting: the modern one lists its facts.
    expect(letters[1]).toMatch(/\n- /);
    expect(letters[0]).not.toMatch(/\n- /);
  });

  it("puts a past role in the past and the current role in the present", () => {
    const past = parsedFromText(`Dana Reyes
dana@example.com
Experience
Software Engineer, Apple   June 2005 – Aug 2007
• Designed a caching layer in C++ that cut page load time by 30% for 2 million users.
• Built a release dashboard in Python used by 6 teams.
Education
Stanford University   2001 – 2005
Bachelor of Science in Computer Science`);
    for (const template of TEMPLATES) {
      const letter = generateCoverLetter({ resume: past, jobDescription: POSTINGS[1]!, template });
      expect(letter).not.toMatch(/currently|current role|right now|today i work/i);
      expect(letter).toMatch(/Software Engineer at Apple|Software Engineer, Apple/);
    }
    const current = generateCoverLetter({
      resume: parsedFromText(STRONG_RESUME),
      jobDescription: POSTINGS[0]!,
      template: "professional",
    });
    expect(current).toContain("I currently work as a Senior Data Engineer at Cascade Retail Inc.");
  });

  it("never quotes a line the layout broke: a date or a line-break hyphen inside, or glued words", () => {
    const resume = parsedFromText(`Sam Ortiz
sam@example.com
Experience
Software Engineer, Apple   June 2005 – Aug 2007
• Designed a prediction al-   June 2005 – Aug 2007 gorithm for the store.
• Cut sorting time fromO(n2) toO(nlogn) for the catalogue.
• Reduced checkout errors by 40% by adding server-side validation to 12 forms.`);
    for (const template of TEMPLATES) {
      const letter = generateCoverLetter({ resume, jobDescription: POSTINGS[1]!, template });
      expect(letter).toContain("reduced checkout errors by 40%".replace(/^r/, template === "modern" ? "R" : "r"));
      expect(letter).not.toMatch(/al-|gorithm|June 2005|fromO|toO/);
    }
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
