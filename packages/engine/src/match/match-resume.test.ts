import { describe, expect, it } from "vitest";
import { parsedFromText, STRONG_RESUME } from "../../test/parsed-from-text.ts";
import { analyzePosting } from "../posting/analyze-posting.ts";
import { matchResumeToPosting, yearsOfExperience } from "./match-resume.ts";

const NOW = { year: 2026, month: 11 };

const DATA_POSTING = `Senior Data Engineer
About us
We are a fast-growing retail analytics company.
Responsibilities
- Build and maintain batch and streaming pipelines in Spark and Kafka.
Requirements
- 5+ years of experience in data engineering.
- Strong Python and SQL.
- Experience with Airflow, Kubernetes and Terraform.
- Bachelor's degree in Computer Science or a related field.
Nice to have
- Experience with dbt and Looker.
Benefits
- Health insurance, 401k, and free lunches.
We are an equal opportunity employer. All applicants receive consideration without regard to race, color or religion.`;

const match = (resumeText: string, posting = DATA_POSTING) =>
  matchResumeToPosting(parsedFromText(resumeText), posting, NOW);

describe("analyzePosting", () => {
  it("finds the title, years, degree, and marks terms required or preferred", () => {
    const posting = analyzePosting(DATA_POSTING);
    expect(posting.title).toBe("Senior Data Engineer");
    expect(posting.yearsRequired?.years).toBe(5);
    expect(posting.degree?.level).toBe("bachelor");
    const byName = new Map(posting.terms.map((t) => [t.name, t.requirement]));
    expect(byName.get("Terraform")).toBe("required");
    expect(byName.get("Looker")).toBe("preferred");
    expect(posting.terms.find((t) => t.name === "Terraform")?.sentences[0]).toBe(
      "Experience with Airflow, Kubernetes and Terraform.",
    );
  });

  it("takes no keywords from benefits or equal-opportunity text", () => {
    const withBoilerplate = analyzePosting(
      `${DATA_POSTING}\nBenefits\n- Free Java and Excel courses.\nWe do not discriminate: reasonable accommodation for applicants using Figma.`,
    );
    const names = withBoilerplate.terms.map((t) => t.name);
    expect(names).not.toContain("Java");
    expect(names).not.toContain("Excel");
    expect(names).not.toContain("Figma");
    expect(withBoilerplate.terms.length).toBe(analyzePosting(DATA_POSTING).terms.length);
  });

  it("understands aliases: JS = JavaScript, Postgres = PostgreSQL, k8s = Kubernetes", () => {
    const posting = analyzePosting("Requirements\n- JS and Postgres\n- k8s");
    expect(posting.terms.map((t) => t.name).sort()).toEqual(["JavaScript", "Kubernetes", "PostgreSQL"]);
    const resume = parsedFromText(
      `${STRONG_RESUME}\nProjects\nShop\n• Built a shop in JavaScript on PostgreSQL for 300 users.`,
    );
    const result = matchResumeToPosting(resume, "Requirements\n- JS and Postgres", NOW);
    expect(result.matchingKeywords.sort()).toEqual(["JavaScript", "PostgreSQL"]);
  });
});

describe("matchResumeToPosting", () => {
  it("scores with explainable components and quotes both sides of each term", () => {
    const result = match(STRONG_RESUME);
    expect(result.matchScore).toBeGreaterThan(70);
    expect(result.missingKeywords[0]).toBe("Terraform");
    const kafka = result.details.terms.find((t) => t.name === "Kafka")!;
    expect(kafka).toMatchObject({
      matched: true,
      how: "exact",
      credit: 1,
      postingSentence: "Build and maintain batch and streaming pipelines in Spark and Kafka.",
    });
    expect(kafka.resumeLine?.text).toContain("Kafka ingestion layer");
    expect(result.details.requiredCoverage.total).toBeGreaterThan(result.details.requiredCoverage.matched);
    expect(result.suggestions[0]).toBe(
      "The posting requires Terraform, which your resume does not mention. If you have used it, show it in the bullet where you did.",
    );
  });

  it("never reports a keyword both matching and missing", () => {
    const result = match(STRONG_RESUME);
    expect(result.matchingKeywords.filter((k) => result.missingKeywords.includes(k))).toEqual([]);
  });

  it("raises the score when a bullet shows a missing required skill", () => {
    const before = match(STRONG_RESUME).matchScore;
    const after = match(
      STRONG_RESUME.replace(
        "• Built a data quality service",
        "• Provisioned 40 environments with Terraform.\n• Built a data quality service",
      ),
    ).matchScore;
    expect(after).toBeGreaterThan(before);
  });

  it("never raises the score for unrelated text", () => {
    const before = match(STRONG_RESUME).matchScore;
    const after = match(`${STRONG_RESUME}\nInterests\nSailing, chess, sourdough baking, mountain hiking.`).matchScore;
    expect(after).toBeLessThanOrEqual(before);
  });

  it("gives less credit to a skill that is only listed", () => {
    const listedOnly = match(STRONG_RESUME.replace("Tools: Spark", "Tools: Terraform, Spark")).details.terms.find(
      (t) => t.name === "Terraform",
    )!;
    expect(listedOnly).toMatchObject({ matched: true, how: "listed-only" });
    expect(listedOnly.credit).toBeLessThan(1);
  });

  it("gives partial credit for a related skill, and the skill itself stays missing", () => {
    const plain = match(STRONG_RESUME);
    const withPuppet = match(
      STRONG_RESUME.replace(
        "• Built a data quality service",
        "• Automated 40 servers with Puppet.\n• Built a data quality service",
      ),
    );
    const terraform = withPuppet.details.terms.find((t) => t.name === "Terraform")!;
    expect(terraform).toMatchObject({ matched: false, how: "related", credit: 0.5 });
    expect(terraform.resumeLine?.text).toContain("Puppet");
    expect(withPuppet.missingKeywords).toContain("Terraform");
    expect(withPuppet.details.partialKeywords).toContain("Terraform");
    // Credited in the required skills' part; near the top of the scale the whole may round to the same score.
    const required = (result: typeof plain) => result.details.breakdown.parts.find((p) => p.key === "required")!.score;
    expect(required(withPuppet)).toBeGreaterThan(required(plain));
    expect(withPuppet.matchScore).toBeGreaterThanOrEqual(plain.matchScore);
  });

  it("shares a related skill's credit when one skill of the resume stands in for several", () => {
    const resume = `Dana Levin
dana.levin@example.com
Experience
Web Developer, Northwind, Jan 2020 – Present
• Built the booking pages in PHP.`;
    const posting = "Frontend Developer\nRequirements\n- React, Node.js and jQuery in production.";
    const related = match(resume, posting).details.terms.filter((t) => t.how === "related");
    expect(related.map((t) => t.name).sort()).toEqual(["Node.js", "React", "jQuery"].sort());
    // The first it stands in for earns the related credit, the second half of it, the third a third.
    expect(related.map((t) => Math.round(t.credit * 1000) / 1000).sort()).toEqual([0.167, 0.25, 0.5]);
  });

  it("credits inflections and one-letter typos of other keywords, less than an exact match", () => {
    const posting = "Requirements\n- Experience with Lightstep and Grafana dashboards.\n- OKRs";
    const terms = (text: string) => matchResumeToPosting(parsedFromText(text), posting, NOW).details.terms;
    const typo = terms(`${STRONG_RESUME}\nProjects\nMonitoring\n• Built Lightstap monitors for 12 services.`).find(
      (t) => t.name === "Lightstep",
    )!;
    expect(typo).toMatchObject({ matched: true, how: "fuzzy", credit: 0.7 });
    const inflected = terms(`${STRONG_RESUME}\nProjects\nGoals\n• Set quarterly OKR targets for 3 teams.`).find(
      (t) => t.name === "OKRs",
    )!;
    expect(inflected).toMatchObject({ matched: true, how: "inflection", credit: 0.9 });
  });

  it("is deterministic", () => {
    expect(JSON.stringify(match(STRONG_RESUME))).toBe(JSON.stringify(match(STRONG_RESUME)));
  });

  it("counts overlapping roles once when adding up years", () => {
    const resume = parsedFromText(STRONG_RESUME);
    expect(yearsOfExperience(resume, NOW)).toBeCloseTo(8.4, 1);
  });
});

describe("posting facts that count", () => {
  const posting = [
    "Data Engineer",
    "Requirements",
    "- 5+ years of professional experience, including 3+ years with Python.",
    "- 2+ years of Scala in production.",
    "- Bachelor's degree in Computer Science or equivalent experience.",
    "Nice to have",
    "- 12+ years of data platform experience is a plus.",
  ].join("\n");

  it("reads years overall, years per skill, and the degree with its field, each required or preferred", () => {
    const read = analyzePosting(posting);
    expect(read.yearsRequired).toMatchObject({ years: 5, requirement: "required" });
    expect(read.skillYears.map((y) => [y.name, y.years, y.requirement])).toEqual([
      ["Python", 3, "required"],
      ["Scala", 2, "required"],
    ]);
    expect(read.degree).toMatchObject({ level: "bachelor", field: "Computer Science", requirement: "required" });
  });

  it("compares each with the resume's dated roles and education, quoting both sides", () => {
    const { facts } = matchResumeToPosting(parsedFromText(STRONG_RESUME), posting, NOW).details;
    const byAsk = new Map(facts.map((f) => [f.asked, f]));
    expect(byAsk.get("5+ years of experience")).toMatchObject({
      kind: "years",
      status: "met",
      found: "8.4 years across 2 dated roles in its field",
      postingSentence: "5+ years of professional experience, including 3+ years with Python.",
      resumeLine: { text: "Data Engineer, Northwind Analytics LLC   Jun 2018 – Dec 2020", section: "experience" },
    });
    // Python shows in both roles' bullets; Scala only in the skills list, so no dated role shows it.
    expect(byAsk.get("3+ years of Python")).toMatchObject({
      status: "met",
      found: "8.4 years in 2 roles that show Python",
    });
    expect(byAsk.get("3+ years of Python")?.resumeLine?.text).toContain("in Python");
    expect(byAsk.get("2+ years of Scala")).toMatchObject({ status: "missing", found: "no dated role shows Scala" });
    expect(byAsk.get("Bachelor's degree in Computer Science")).toMatchObject({
      kind: "degree",
      status: "met",
      found: "Bachelor of Science in Computer Science, University of Washington",
      resumeLine: { text: "Bachelor of Science in Computer Science", section: "education" },
    });
  });

  it("says partly when the resume falls short, and missing when it has nothing", () => {
    const junior = parsedFromText(
      "Sam Lee\nsam@example.com\nExperience\nData Analyst, Acme   Jan 2024 – Present\n• Built 12 dashboards in Python for the sales team.",
    );
    const { facts } = matchResumeToPosting(junior, posting, NOW).details;
    expect(facts.find((f) => f.kind === "years")).toMatchObject({
      status: "partly",
      found: "2.9 years across 1 dated role in its field",
    });
    expect(facts.find((f) => f.asked === "3+ years of Python")).toMatchObject({ status: "partly" });
    expect(facts.find((f) => f.kind === "degree")).toMatchObject({ status: "missing", found: "no degree found" });
  });
});

describe("the resume read the way the posting is", () => {
  const resume = parsedFromText(
    [
      "Ana Ortiz",
      "ana@example.com",
      "Experience",
      "Platform Engineer, Acme   Jan 2020 – Present",
      "• Moved 40 services to k8s and rewrote the front end in JS.",
      "• Tuned Postgres queries, cutting p95 latency by 30%.",
      "• Led PCI-DSS audits for the payments team.",
    ].join("\n"),
  );
  const posting = [
    "Platform Engineer",
    "Requirements",
    "- Kubernetes, JavaScript and PostgreSQL.",
    "- Experience with PCI DSS compliance.",
  ].join("\n");

  it("matches a skill written differently on each side, found only inside a bullet, with that bullet as evidence", () => {
    const terms = new Map(matchResumeToPosting(resume, posting, NOW).details.terms.map((t) => [t.name, t]));
    for (const [name, written] of [
      ["Kubernetes", "k8s"],
      ["JavaScript", "JS"],
      ["PostgreSQL", "Postgres"],
    ] as const) {
      expect(terms.get(name), name).toMatchObject({ matched: true, how: "alias", credit: 1 });
      expect(terms.get(name)?.resumeLine?.text).toContain(written);
    }
    // Not in the dictionary: the tagger's keyword, found as a phrase however it is hyphenated.
    expect(terms.get("PCI DSS")).toMatchObject({ type: "keyword", matched: true, how: "exact" });
    expect(terms.get("PCI DSS")?.resumeLine?.text).toBe("• Led PCI-DSS audits for the payments team.");
  });
});

const NURSE_RESUME = `Grace Okafor
Houston, TX | grace.okafor@example.com
Summary
Registered nurse with 8 years of acute care experience.
Experience
Registered Nurse, St. Luke's Hospital   Mar 2018 – Present
• Cared for up to 6 patients per shift on a 32-bed medical-surgical unit and documented care in Epic.
• Trained 12 new graduate nurses on medication administration and patient education.
Education
Bachelor of Science in Nursing, University of Houston   2014 – 2018
Skills
Patient assessment, medication administration, Epic, BLS, ACLS, communication, teamwork`;

const FRONTEND_POSTING = `Senior Frontend Engineer
Requirements
- 5+ years of experience building web applications with React and TypeScript.
- Build accessible interfaces that meet WCAG 2.1 AA, and care about Core Web Vitals.
- Experience with Next.js, Jest and CI/CD.
- Strong communication and teamwork.
Nice to have
- GraphQL.`;

const FRONTEND_RESUME = `Dana Levi
Tel Aviv | dana.levi@example.com
Summary
Front-End Developer building accessible web design systems in React, Redux and TypeScript.
Experience
Front-End Developer, Brightline Ltd.   Jan 2019 – Present
• Built a React and TypeScript design system used by 14 product teams, with accessible web design reviews for each component.
• Cut bundle size by 38% with Next.js code splitting, and set up CI/CD with unit tests for every release.
Junior Web Developer, Northwind   Jun 2017 – Dec 2018
• Built 20 landing pages in JavaScript and CSS for marketing campaigns.
Skills
React, Redux, TypeScript, JavaScript, Next.js, Jest, GraphQL, HTML, CSS`;

describe("the score's parts (issue 29)", () => {
  const frontend = match(FRONTEND_RESUME, FRONTEND_POSTING);
  const nurse = match(NURSE_RESUME, FRONTEND_POSTING);

  it("ranks the front-end developer high and the nurse low for a front-end job, and says why in parts", () => {
    expect(frontend.matchScore).toBeGreaterThanOrEqual(65);
    expect(nurse.matchScore).toBeLessThanOrEqual(20);
    const roleFit = frontend.details.breakdown.parts.find((p) => p.key === "roleFit")!;
    expect(roleFit).toMatchObject({ score: 1, detail: 'your "Front-End Developer" for "Senior Frontend Engineer"' });
    expect(nurse.details.breakdown.parts.find((p) => p.key === "roleFit")!.score).toBe(0);
    for (const result of [frontend, nurse]) {
      const points = result.details.breakdown.parts.reduce((sum, p) => sum + p.points, 0);
      expect(Math.abs(points - result.matchScore)).toBeLessThanOrEqual(1);
      expect(result.details.breakdown.parts.map((p) => p.key)).toEqual(["roleFit", "required", "preferred", "years"]);
    }
  });

  it("credits a skill written in another form of its words, and keeps a standard's name whole", () => {
    const accessibility = frontend.details.terms.find((t) => t.name === "Accessibility")!;
    expect(accessibility).toMatchObject({ matched: true, how: "inflection" });
    expect(accessibility.resumeLine?.text).toContain("accessible web design");
    const names = frontend.details.terms.map((t) => t.name);
    expect(names).toContain("WCAG 2.1 AA");
    expect(names.filter((n) => ["AA", "2.1", "DSS"].includes(n))).toEqual([]);
  });

  it("lists the changes that would raise the score most, each with its gain and the line to edit", () => {
    const listedOnly = match(
      FRONTEND_RESUME.replace("with unit tests for every release", "for every release"),
      FRONTEND_POSTING,
    );
    const changes = listedOnly.details.breakdown.changes;
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.length).toBeLessThanOrEqual(3);
    const jest = changes.find((c) => c.text.startsWith("Show Jest in a bullet"));
    expect(jest?.gain).toBeGreaterThan(0);
    expect([...changes].sort((a, b) => b.gain - a.gain).map((c) => c.gain)).toEqual(changes.map((c) => c.gain));
  });
});

describe("what the parts count, and how much", () => {
  const STORE_MANAGER = `Rosa Delgado
Store Manager
Experience
Store Manager, Northwind Outfitters, Jan 2014 – Present
• Ran a team of 14 and the store's weekly rota.
Languages
English, Spanish`;
  const controllerPosting = (skills: string) => `IT Cost Controller
Requirements
- At least 2 years of relevant experience.
- ${skills}`;

  it("counts another occupation's years for nothing, even where it meets the few skills asked", () => {
    const result = match(STORE_MANAGER, controllerPosting("You communicate fluently in English."));
    expect(result.details.breakdown.parts.find((p) => p.key === "roleFit")!.score).toBe(0);
    expect(result.details.breakdown.parts.find((p) => p.key === "years")!.score).toBe(0);
  });

  it("counts the years of roles in the posting's field toward its years, not a past occupation's", () => {
    const changer = match(
      `Rosa Delgado
Frontend Developer
Experience
Store Manager, Northwind Outfitters, Jan 2014 – Dec 2025
• Ran a team of 14 and the store's weekly rota.
Skills
JavaScript, React, CSS, HTML`,
      `Frontend Developer
Requirements
- 3+ years of experience building web apps.
- JavaScript, React, CSS and HTML.`,
    );
    const years = changer.details.breakdown.parts.find((p) => p.key === "years")!;
    expect(years.score).toBe(0);
    expect(years.detail).toBe("0 of 3 years asked, in roles of its field");
    expect(changer.details.facts.find((f) => f.kind === "years")).toMatchObject({
      status: "missing",
      found: "no dated role in its field",
    });
  });

  it("says why a headline the current role contradicts counts little, and offers no title words it already has", () => {
    const changer = match(
      `Rosa Delgado
Frontend Developer
Experience
Store Manager, Northwind Outfitters, Jan 2014 – Present
• Ran a team of 14 and the store's weekly rota.
Skills
JavaScript, React, CSS, HTML`,
      `Frontend Developer
Requirements
- JavaScript, React, CSS and HTML.`,
    );
    const roleFit = changer.details.breakdown.parts.find((p) => p.key === "roleFit")!;
    expect(roleFit.score).toBe(0.2);
    expect(roleFit.detail).toBe(
      'your "Frontend Developer" for "Frontend Developer": a headline your current role ("Store Manager") is not',
    );
    expect(changer.matchScore).toBeLessThanOrEqual(40);
    expect(changer.details.breakdown.changes.map((c) => c.kind)).not.toContain("title-words");
  });

  it("weighs the required skills less when the posting asks for only one or two", () => {
    const weightOf = (skills: string) =>
      match(STORE_MANAGER, controllerPosting(skills)).details.breakdown.parts.find((p) => p.key === "required")!.weight;
    const one = weightOf("You communicate fluently in English.");
    const four = weightOf("SAP, Excel, Power BI and SQL.");
    expect(one).toBeLessThan(four / 2);
  });
});

describe("the posting's title, wherever it is written", () => {
  it("reads it from prose, from a label inside a line, and from a first line with a team", () => {
    expect(analyzePosting("Northwind is searching for a Sales Manager with focus on the Nordic markets.").title).toBe(
      "Sales Manager",
    );
    expect(analyzePosting("Northwind is looking for motivated warehouse workers to a company in Vejle.").title).toBe(
      "warehouse worker",
    );
    expect(
      analyzePosting("Auto req ID: 1393BR Official Title: Product Manager - ERD Job Area: Sales & Marketing").title,
    ).toBe("Product Manager");
    expect(analyzePosting("Frontend Software Engineer - JavaScript / Typescript / React Northwind Berlin").title).toBe(
      "Frontend Software Engineer",
    );
  });

  it("reads the title a posting names in its prose more than once, and not one named in passing", () => {
    const prose = [
      "Springfield / Local / Finance / Economics",
      "If you like the idea of controlling a 10 MUSD annual IT spend, this is a great opportunity for you.",
      "We offer a learning opportunity for a driven and ambitious IT Cost Controller who wishes to grow.",
      "The Cost Controller will report to the Head of Systems and Processes.",
    ].join("\n");
    expect(analyzePosting(prose).title).toBe("IT Cost Controller");
    const once = [
      "Springfield / Local / Finance",
      "You will own the monthly reporting of IT spend across the region.",
      "You will work closely with the Finance Manager and the business.",
    ].join("\n");
    expect(analyzePosting(once).title).toBeNull();
  });
});
