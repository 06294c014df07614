// The parts of a posting and what each asks for: a job board's fields and benefits ask for nothing, a heading
// says in words of its own what follows ("What we'll need from you"), nice-to-haves are preferred.
import { describe, expect, it } from "vitest";
import { analyzePosting } from "./analyze-posting.ts";

/** An invented posting laid out as a job board exports it: fields, a tag line, headings written as prose. */
const POSTING = [
  "Senior Kotlin Developer",
  "Job type:",
  "Full-time",
  "Industry:",
  "Charity Non-Profit Publishing",
  "Technologies",
  "kotlin postgresql",
  "Job description",
  "What you'll be doing",
  "Build APIs in Kotlin with Spring Boot.",
  "What we'll need from you",
  "Experience of Git and Docker in production.",
  "We'd get really excited if you had experience with:",
  "Terraform",
  "Elasticsearch",
  "What we'll offer you",
  "An excellent pension scheme, Google Workspace accounts and a cycle to work scheme.",
  "Company description:",
  "We fund our work through member subscriptions and turn over 12 MUSD in GB and EUR markets.",
].join("\n");

const terms = () => analyzePosting(POSTING).terms;
const named = (requirement: "required" | "preferred") =>
  terms()
    .filter((t) => t.requirement === requirement)
    .map((t) => t.name);

describe("posting blocks", () => {
  it("reads headings by what they say: needs, nice-to-haves, offers, a job board's fields", () => {
    const kinds = analyzePosting(POSTING).blocks.map((b) => [b.kind, b.heading]);
    expect(kinds).toContainEqual(["requirements", "What we'll need from you"]);
    expect(kinds).toContainEqual(["preferred", "We'd get really excited if you had experience with"]);
    expect(kinds).toContainEqual(["benefits", "What we'll offer you"]);
    expect(kinds).toContainEqual(["details", "Industry"]);
    expect(kinds).toContainEqual(["about", "Company description"]);
  });

  it("asks for what the needs and the tag line name, and prefers the nice-to-haves", () => {
    expect(named("required")).toEqual(expect.arrayContaining(["Kotlin", "PostgreSQL", "Git", "Docker"]));
    expect(named("preferred")).toEqual(expect.arrayContaining(["Terraform", "Elasticsearch"]));
    expect(named("required")).not.toContain("Terraform");
  });

  it("takes nothing from the benefits, the job board's fields, or names in the company's description", () => {
    const all = terms().map((t) => t.name);
    for (const noise of ["Scheme", "Google", "Non-Profit", "Publishing", "MUSD", "GB", "EUR"])
      expect(all, noise).not.toContain(noise);
  });

  it("reads 'Who we are looking for' as the requirements, not as the company", () => {
    const posting = "Cost Controller\nWho we are looking for\nYou know SAP and Excel well.";
    expect(analyzePosting(posting).blocks.map((b) => b.kind)).toContain("requirements");
    expect(analyzePosting(posting).terms.every((t) => t.requirement === "required")).toBe(true);
  });
});
