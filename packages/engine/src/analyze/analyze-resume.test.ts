import { describe, expect, it } from "vitest";
import { buildAltChunkDocx, buildDocx, buildPdf, oneColumnResumeLines } from "../../test/fixtures.ts";
import { parsedFromText, STRONG_RESUME, WEAK_RESUME } from "../../test/parsed-from-text.ts";
import { parseResume } from "../parse/parse-resume.ts";
import { analyzeResume, CHECKS } from "./analyze-resume.ts";

const strong = analyzeResume(parsedFromText(STRONG_RESUME));
const weak = analyzeResume(parsedFromText(WEAK_RESUME));
const check = (analysis: typeof strong, id: string) => analysis.details.checks.find((c) => c.id === id)!;

describe("analyzeResume", () => {
  it("scores a strong resume clearly above a weak one of the same person", () => {
    expect(strong.overallScore).toBeGreaterThanOrEqual(85);
    expect(weak.overallScore).toBeLessThanOrEqual(strong.overallScore - 25);
    for (const category of ["content", "keywords", "impact"] as const) {
      expect(strong.categoryScores[category]).toBeGreaterThan(weak.categoryScores[category]);
    }
  });

  it("reads a section under a heading of its own words by what it holds, and asks for the plain name", async () => {
    // The headings set larger, as a word processor sets them: the unnamed one is known by its look and its lines.
    const rows = STRONG_RESUME.replace("Experience\n", "Where I Have Worked\n").split("\n");
    const headings = ["Summary", "Where I Have Worked", "Education", "Skills"];
    const parsed = await parseResume(
      await buildPdf([
        rows.map((text, i) => ({
          text,
          x: 50,
          y: 50 + i * 14,
          size: i === 0 ? 18 : headings.includes(text) ? 12 : 10,
        })),
      ]),
    );
    expect(parsed.resume.experience.map((role) => role.company)).toEqual([
      "Cascade Retail Inc.",
      "Northwind Analytics LLC",
    ]);
    const headingCheck = check(analyzeResume(parsed), "standard-headings");
    expect(headingCheck.score).toBeLessThan(1);
    expect(headingCheck.advice?.message).toBe(
      'We read "Where I Have Worked" as your experience by what it holds, not by its name: name it "Experience".',
    );
  });

  it("answers the SPEC shape: integer scores and lists of text", () => {
    for (const analysis of [strong, weak]) {
      expect(Number.isInteger(analysis.overallScore)).toBe(true);
      expect(Object.keys(analysis.categoryScores).sort()).toEqual(["content", "formatting", "impact", "keywords"]);
      expect(analysis.suggestions.every((s) => typeof s === "string" && s.length > 20)).toBe(true);
      expect(analysis.strengths.every((s) => typeof s === "string")).toBe(true);
    }
  });

  it("ranks suggestions by the points they would add, each quoting the resume where it can", () => {
    const gains = weak.details.suggestions.map((s) => s.gain);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    const duty = weak.details.suggestions.find((s) => s.checkId === "no-duty-language")!;
    expect(duty.message).toContain('"Responsible for ETL jobs."');
    expect(duty.evidence[0]).toMatchObject({
      text: "Responsible for ETL jobs.",
      section: "experience",
      lineIndex: expect.any(Number),
    });
    expect(duty.rewrite).toContain("[N]");
  });

  it("never invents facts: rewrite patterns carry placeholders, not numbers", () => {
    for (const suggestion of weak.details.suggestions) {
      if (suggestion.rewrite) expect(suggestion.rewrite).not.toMatch(/\d/);
    }
  });

  it("rewrites the user's own weak bullets, pointing at where each one is in the form", () => {
    const weak = parsedFromText(WEAK_RESUME);
    const { rewrites } = analyzeResume(weak).details;
    expect(rewrites.length).toBeGreaterThan(0);
    for (const rewrite of rewrites) {
      expect(weak.resume.experience[rewrite.entryIndex]!.responsibilities[rewrite.bulletIndex]).toBe(rewrite.original);
      expect(rewrite.rewritten).not.toBe(rewrite.original);
      expect(rewrite.reasons.length).toBeGreaterThan(0);
    }
    expect(rewrites.map((r) => r.rewritten)).toContain("Contributed to dashboards, [result, with a number].");
    // A resume whose bullets already lead with verbs and numbers gets none.
    expect(analyzeResume(parsedFromText(STRONG_RESUME)).details.rewrites).toEqual([]);
  });

  it("backs strengths with evidence from the resume", () => {
    expect(strong.strengths.find((s) => s.includes("bullets are quantified"))).toMatch(
      /^7 of 7 bullets are quantified — e\.g\. "Reduced nightly ETL runtime/,
    );
  });

  it("gives the same analysis for the same file, byte for byte", async () => {
    const bytes = await buildPdf([oneColumnResumeLines()]);
    const first = JSON.stringify(analyzeResume(await parseResume(bytes)));
    const second = JSON.stringify(analyzeResume(await parseResume(bytes)));
    expect(first).toBe(second);
  });
});

describe("a DOCX that wraps a web page whole", () => {
  it("is read, and told that many ATS find no text in it and how to save it so they do", async () => {
    const page = `<html><body><h1>Ana Ruiz</h1><p>ana.ruiz@example.com · +34 600 123 456 · Sevilla, Spain</p>
<h2>Experience</h2><p><strong>Data Analyst</strong>, Triana Analytics S.L.</p><p>Mar 2020 – Present</p>
<ul><li>Built the weekly sales dashboard in Power BI for 40 stores, used by 12 regional managers.</li></ul>
</body></html>`;
    const wrapped = await parseResume(buildAltChunkDocx(page, "htm"));
    expect(wrapped.layout.textInWrappedHtml).toBe(true);
    const readable = check(analyzeResume(wrapped), "text-extractable");
    expect(readable.score).toBeLessThan(1);
    expect(readable.advice?.message).toMatch(/save it again as a Word document/);
    const plain = await parseResume(await buildDocx());
    expect(plain.layout.textInWrappedHtml).toBe(false);
    expect(check(analyzeResume(plain), "text-extractable").score).toBe(1);
  });
});

/** For every check: a resume that makes it fire (score below 1) and one that makes it pass. */
const FIRE_AND_PASS: Record<
  string,
  { fire: () => ReturnType<typeof parsedFromText>; pass: () => ReturnType<typeof parsedFromText> }
> = {
  "text-extractable": {
    fire: () => parsedFromText(STRONG_RESUME, { isLikelyScanned: true }),
    pass: () => parsedFromText(STRONG_RESUME),
  },
  "single-column": {
    fire: () => parsedFromText(STRONG_RESUME, { columnCount: 2 }),
    pass: () => parsedFromText(STRONG_RESUME),
  },
  "standard-headings": {
    fire: () => parsedFromText(STRONG_RESUME.replace("Skills\n", "My Toolbox\n")),
    pass: () => parsedFromText(STRONG_RESUME),
  },
  "contact-complete": { fire: () => parsedFromText(WEAK_RESUME), pass: () => parsedFromText(STRONG_RESUME) },
  "dates-consistent": {
    fire: () => parsedFromText(STRONG_RESUME.replace("Jun 2018 – Dec 2020", "06/2018 - 12/2020")),
    pass: () => parsedFromText(STRONG_RESUME),
  },
  length: { fire: () => parsedFromText(WEAK_RESUME), pass: () => parsedFromText(STRONG_RESUME, { wordCount: 520 }) },
  "bullets-used": {
    fire: () =>
      parsedFromText(STRONG_RESUME.replace(/• Developed 30[^\n]*\n• Automated[^\n]*\n• Migrated[^\n]*\n/, "")),
    pass: () => parsedFromText(STRONG_RESUME),
  },
  "font-size": {
    fire: () => parsedFromText(STRONG_RESUME, { bodyFontSize: 7 }),
    pass: () => parsedFromText(STRONG_RESUME),
  },
  "essential-sections": { fire: () => parsedFromText(WEAK_RESUME), pass: () => parsedFromText(STRONG_RESUME) },
  "roles-complete": { fire: () => parsedFromText(WEAK_RESUME), pass: () => parsedFromText(STRONG_RESUME) },
  "bullets-per-role": { fire: () => parsedFromText(WEAK_RESUME), pass: () => parsedFromText(STRONG_RESUME) },
  "bullet-length": { fire: () => parsedFromText(WEAK_RESUME), pass: () => parsedFromText(STRONG_RESUME) },
  "no-duty-language": { fire: () => parsedFromText(WEAK_RESUME), pass: () => parsedFromText(STRONG_RESUME) },
  "no-first-person": { fire: () => parsedFromText(WEAK_RESUME), pass: () => parsedFromText(STRONG_RESUME) },
  "little-passive-voice": {
    fire: () =>
      parsedFromText(
        STRONG_RESUME.replace("• Built a data quality service", "• A data quality service was created").replace(
          "• Designed a Kafka",
          "• A Kafka layer was designed, a Kafka",
        ),
      ),
    pass: () => parsedFromText(STRONG_RESUME),
  },
  "few-cliches": { fire: () => parsedFromText(WEAK_RESUME), pass: () => parsedFromText(STRONG_RESUME) },
  "no-objective-statement": {
    fire: () => parsedFromText(WEAK_RESUME),
    pass: () => parsedFromText(STRONG_RESUME.replace("Summary\n", "Profile\n")),
  },
  "skills-section-recognised": {
    fire: () => parsedFromText(STRONG_RESUME.replace(/Skills\n[\s\S]*$/, "Skills\nGrit, Hustle")),
    pass: () => parsedFromText(STRONG_RESUME),
  },
  "skills-shown-in-experience": { fire: () => parsedFromText(WEAK_RESUME), pass: () => parsedFromText(STRONG_RESUME) },
  "acronym-and-long-form": { fire: () => parsedFromText(WEAK_RESUME), pass: () => parsedFromText(STRONG_RESUME) },
  "no-keyword-stuffing": {
    fire: () => parsedFromText(`${STRONG_RESUME}\nPython Python Python Python Python Python Python`),
    pass: () => parsedFromText(STRONG_RESUME),
  },
  "quantified-bullets": { fire: () => parsedFromText(WEAK_RESUME), pass: () => parsedFromText(STRONG_RESUME) },
  "action-verbs": { fire: () => parsedFromText(WEAK_RESUME), pass: () => parsedFromText(STRONG_RESUME) },
  "outcome-language": { fire: () => parsedFromText(WEAK_RESUME), pass: () => parsedFromText(STRONG_RESUME) },
  scope: { fire: () => parsedFromText(WEAK_RESUME), pass: () => parsedFromText(STRONG_RESUME) },
  "latest-role-leads-with-result": {
    fire: () => parsedFromText(WEAK_RESUME),
    pass: () => parsedFromText(STRONG_RESUME),
  },
};

describe("every check fires and passes", () => {
  it("covers the whole catalogue", () => {
    expect(Object.keys(FIRE_AND_PASS).sort()).toEqual(CHECKS.map((c) => c.id).sort());
  });
  for (const [id, cases] of Object.entries(FIRE_AND_PASS)) {
    it(`${id}: fires with advice, passes with a strength or a full score`, () => {
      const fired = check(analyzeResume(cases.fire()), id);
      expect(fired.score, `${id} should fire: ${fired.measured}`).not.toBeNull();
      expect(fired.score!).toBeLessThan(1);
      expect(fired.advice?.message.length ?? 0).toBeGreaterThan(10);
      const passed = check(analyzeResume(cases.pass()), id);
      expect(passed.score, `${id} should pass: ${passed.measured}`).toBe(1);
    });
  }
});

describe("skills listed under a heading the parser does not know as a skills heading", () => {
  const resume = `Arjun Mehta
arjun.mehta@example.com
Career Snapshot
Coding languages: Kotlin, Go, Rust, PostgreSQL
Languages: English, Hindi
Experience
Senior Developer, Quillby Ltd, 2019 – 2023
• Built the billing platform that 40 banks use, cutting settlement time by 30%.
Education
BSc Computer Science, Northgate University, 2015`;

  it("says what it read and where to put it, and never asks for a skills section the page has", () => {
    const parsed = parsedFromText(resume);
    // (Not the languages the person speaks.)
    expect(parsed.resume.skills).toEqual([
      { category: "Coding languages", items: ["Kotlin", "Go", "Rust", "PostgreSQL"] },
    ]);
    const analysis = analyzeResume(parsed);
    expect(analysis.suggestions.join("\n")).not.toMatch(/Add a "?Skills"? section|Only \d+ skills?/i);
    const skills = check(analysis, "skills-section-recognised");
    expect(skills.measured).toContain('"Coding languages: Kotlin, Go, Rust"');
    expect(skills.advice?.message).toMatch(/no "Skills" heading/);
  });
});
