// The analysis never contradicts what the parser found, on every document of the measurement corpus (JSON
// Resume themes, LibreOffice, Word structures, LaTeX): no "add a section" for a heading that is there, no
// quote that is not on the page, no check that is both a strength and a suggestion.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseResume } from "../parse/parse-resume.ts";
import { analyzeResume } from "./analyze-resume.ts";
import { hasHeading } from "./ats-view.ts";

const corpus = join(import.meta.dirname, "../../test/corpus");
const manifest: Array<{ file: string; family: string }> = JSON.parse(
  readFileSync(join(corpus, "manifest.json"), "utf8"),
);
// Line breaks and hyphens aside: a bullet joined across lines ("180-" / "room") is still the text on the page.
const squash = (text: string) => text.replace(/[\s-]+/g, "");

describe("analysis consistency over the corpus", () => {
  it("covers every family of the corpus", () => {
    expect(new Set(manifest.map((m) => m.family)).size).toBeGreaterThanOrEqual(13);
    expect(manifest.length).toBeGreaterThanOrEqual(150);
  });

  it.each(manifest.map((m) => [m.file]))("%s: advice agrees with what was read", async (file) => {
    const parsed = await parseResume(new Uint8Array(readFileSync(join(corpus, file))));
    const analysis = analyzeResume(parsed);
    const advice = analysis.details.suggestions.map((s) => s.message).join("\n");

    for (const kind of ["experience", "education", "skills"] as const) {
      if (hasHeading(parsed, kind)) expect(advice).not.toMatch(new RegExp(`Add (?:a|an) "?${kind} section`, "i"));
    }
    expect(advice).not.toMatch(/\ba (?:experience|education)\b/i);

    const page = squash(parsed.lines.map((l) => l.text).join("\n"));
    for (const suggestion of analysis.details.suggestions) {
      for (const evidence of suggestion.evidence) {
        if (evidence.lineIndex !== null) expect(page).toContain(squash(evidence.text).replace(/…$/, ""));
      }
    }

    const strengthIds = new Set(analysis.details.strengths.map((s) => s.checkId));
    for (const suggestion of analysis.details.suggestions) expect(strengthIds.has(suggestion.checkId)).toBe(false);

    const view = analysis.details.atsView;
    expect(view.roles).toHaveLength(parsed.resume.experience.length);
    expect(view.contact.find((f) => f.label === "Email")?.value).toBe(parsed.resume.personalInfo.email);
  });
});
