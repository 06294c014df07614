import { describe, expect, it } from "vitest";
import { extractSkills } from "./extract-skills.ts";
import { findSkillSpans } from "./tagger/skill-tagger.ts";

const names = (sentence: string, options = {}) => extractSkills(sentence, options).map((s) => s.name);

describe("extractSkills", () => {
  it("keeps tools the dictionary has never heard of: the tagger finds them by their context", () => {
    // "Zenoflow" is made up: no dictionary, no capital-letter rule, only what the tagger learned.
    expect(findSkillSpans("Build pipelines with Zenoflow and Kafka.").map((s) => s.text)).toEqual([
      "Zenoflow",
      "Kafka",
    ]);
    expect(extractSkills("Build pipelines with Zenoflow and Kafka.")).toEqual([
      expect.objectContaining({ key: "kw:zenoflow", name: "Zenoflow", type: "keyword" }),
      expect.objectContaining({ key: "kafka", name: "Kafka", type: "tool" }),
    ]);
  });

  it("gives each known skill its dictionary name, however the posting writes it", () => {
    expect(names("Experience with k8s, Postgres and JS.")).toEqual(["Kubernetes", "PostgreSQL", "JavaScript"]);
  });

  it("never lists seniority, titles, generic nouns or boilerplate", () => {
    expect(names("We're hiring a Senior Backend Engineer to join our Platform team!")).toEqual([]);
    expect(names("Work with modern frameworks and best practices to deliver high-quality solutions.")).toEqual([]);
    expect(names("Competitive salary and equity, 401(k), unlimited PTO, a home-office budget.")).toEqual([]);
  });

  it("reads acronyms and joined names as one keyword, without the generic word after them", () => {
    expect(names("PCI DSS compliance experience.")).toEqual(["PCI DSS"]);
    expect(names("Active RN license and BLS certification.")).toEqual(["RN", "BLS"]);
  });

  it("reads a name in capitals that is an everyday word only as written (ERDAS's IMAGINE, not 'we imagine')", () => {
    expect(names("We imagine that you have a relevant commercial education.")).not.toContain("Leica Geosystems ERDAS");
    expect(names("Classified land cover from satellite images in IMAGINE.")).toContain("Leica Geosystems ERDAS");
  });

  it("takes a tool's short name that is an everyday word only as the name is written", () => {
    expect(names("Lead monthly performance reviews with our production sites.")).not.toContain("Google Sites");
    expect(names("Designed the database schema for the billing service.")).not.toContain("Oracle Database");
    expect(names("Built the intranet in Google Sites.")).toContain("Google Sites");
  });

  it("takes no field of study from a degree sentence as a keyword", () => {
    expect(names("Bachelor's degree in Mathematics or Education.", { namesOnly: true })).toEqual([]);
  });

  it("answers the same for the same sentence", () => {
    const sentence = "Own our event pipeline on Apache Kafka and our PostgreSQL and Redis data stores.";
    expect(extractSkills(sentence)).toEqual(extractSkills(sentence));
  });
});
