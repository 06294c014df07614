import { ROLE_TOOLS_GROUP } from "../../parse/skills-section.ts";
import { lookupSkill } from "../../skills/match-skills.ts";
import { hasHeading } from "../ats-view.ts";
import { plural } from "../evidence.ts";
import type { Check } from "../types.ts";

export const KEYWORD_CHECKS: Check[] = [
  {
    id: "skills-section-recognised",
    category: "keywords",
    title: "A skills section of recognised skills",
    weight: 3,
    run(resume) {
      const listed = resume.resume.skills.flatMap((c) => c.items);
      // (The lists read, wherever they stand: "Programming languages: Java, Python" under a heading the parser did
      // not take for a skills heading is still a list of skills an ATS knows.)
      const recognised = new Set([
        ...resume.skills.filter((s) => s.section === "skills").map((s) => s.name),
        ...listed.flatMap((item) => lookupSkill(item)?.name ?? []),
      ]);
      if (listed.length === 0 && hasHeading(resume, "skills")) {
        return {
          score: 0.3,
          severity: "major",
          measured: "A skills heading was found, but no skills could be read under it.",
          evidence: [],
          advice: {
            message:
              "Your Skills heading was found, but the skills under it could not be read: list them as plain text, separated by commas, not in a table, grid or text box.",
            why: "An ATS that cannot read your skills cannot match them to a job's keywords.",
            rewrite: "Skills — [Category]: [skill], [skill], [skill]",
          },
        };
      }
      if (listed.length === 0) {
        return {
          score: 0,
          severity: "major",
          measured: "No skills section found.",
          evidence: [],
          advice: {
            message:
              'Add a "Skills" section listing the tools and methods you use, grouped, e.g. "Languages: …", "Tools: …".',
            why: "ATS keyword searches look for skills by name first in a skills section.",
            rewrite: "Skills — [Category]: [skill], [skill], [skill]",
          },
        };
      }
      const score = Math.min(1, recognised.size / 6);
      // Skills read from labelled lines under no Skills heading: say what was read, and where to put it.
      const example = resume.resume.skills.find((c) => c.items.length > 0 && c.category !== ROLE_TOOLS_GROUP);
      if (example && !hasHeading(resume, "skills")) {
        return {
          score: Math.min(score, 0.7),
          severity: "minor",
          measured: `${listed.length} skills read (${recognised.size} recognised), from lines such as "${example.category}: ${example.items.slice(0, 3).join(", ")}", under no Skills heading.`,
          evidence: [],
          advice: {
            message: `Your skills were read from lines such as "${example.category}: …", but no "Skills" heading stands over them: give them one, so every ATS files them as skills.`,
            why: "ATS keyword searches look for skills by name first in a section headed Skills.",
            rewrite: "Skills — [Category]: [skill], [skill], [skill]",
          },
        };
      }
      if (score === 1)
        return {
          score,
          severity: "info",
          measured: `${listed.length} skills listed, ${recognised.size} recognised.`,
          evidence: [],
          strength: `A skills section with ${recognised.size} recognised skills (${[...recognised].slice(0, 5).join(", ")}…).`,
        };
      return {
        score,
        severity: "minor",
        measured: `${listed.length} skills listed, ${recognised.size} recognised by name.`,
        evidence: [],
        advice: {
          message: `Only ${plural(recognised.size, "skill")} in your skills section are standard names an ATS knows. Name tools and methods as job postings do (e.g. "PostgreSQL", "Project management").`,
          why: "Recruiters search for exact skill names.",
        },
      };
    },
  },
  {
    id: "skills-shown-in-experience",
    category: "keywords",
    title: "Listed skills shown in experience",
    weight: 3,
    run(resume) {
      const listed = [
        ...new Set(resume.skills.filter((s) => s.section === "skills" && s.type !== "soft").map((s) => s.name)),
      ];
      if (listed.length === 0 || resume.resume.experience.length === 0)
        return { score: null, severity: "info", measured: "Nothing to compare.", evidence: [] };
      const shown = new Set(
        resume.skills.filter((s) => s.section === "experience" || s.section === "projects").map((s) => s.name),
      );
      const unshown = listed.filter((name) => !shown.has(name));
      const score = 1 - unshown.length / listed.length;
      if (score >= 0.6) {
        return {
          score: Math.min(1, score / 0.8),
          severity: score < 0.8 ? "minor" : "info",
          measured: `${listed.length - unshown.length} of ${listed.length} listed skills also appear in your experience or projects.`,
          evidence: [],
          strength: `${listed.length - unshown.length} of ${listed.length} listed skills are backed by a bullet that shows them in use.`,
          ...(score < 0.8
            ? {
                advice: {
                  message: `Show ${unshown.slice(0, 4).join(", ")} in a bullet where you used them.`,
                  why: "A skill backed by experience weighs more than a listed one.",
                },
              }
            : {}),
        };
      }
      return {
        score,
        severity: "major",
        measured: `${unshown.length} of ${listed.length} listed skills never appear in your experience or projects.`,
        evidence: [],
        advice: {
          message: `You list ${unshown.slice(0, 5).join(", ")} but never show them in a role. If you have used them, say where.`,
          why: "Recruiters and modern ATS weigh skills shown in context above a bare list.",
          rewrite: "Built [what] with [skill] for [who], [result].",
        },
      };
    },
  },
  {
    id: "acronym-and-long-form",
    category: "keywords",
    title: "Acronyms spelled out once",
    weight: 1,
    run(resume) {
      // An acronym of a multi-word name: "AWS" for "Amazon Web Services", "NLP" for "Natural language processing".
      const viaAlias = resume.skills.filter(
        (s) => /^[A-Z]{2,5}$/.test(s.matchedText) && s.matchedText !== s.name && s.name.includes(" "),
      );
      const longFormWritten = new Set(
        resume.skills.filter((s) => s.matchedText.toLowerCase() === s.name.toLowerCase()).map((s) => s.name),
      );
      const onlyAcronym = [
        ...new Map(viaAlias.filter((s) => !longFormWritten.has(s.name)).map((s) => [s.name, s])).values(),
      ];
      if (viaAlias.length === 0)
        return { score: null, severity: "info", measured: "No acronyms of known skills.", evidence: [] };
      if (onlyAcronym.length === 0)
        return {
          score: 1,
          severity: "info",
          measured: "Every acronym also appears in its long form.",
          evidence: [],
          strength: "Acronyms appear with their long form, so searches for either find you.",
        };
      return {
        score: Math.max(0.3, 1 - onlyAcronym.length * 0.2),
        severity: "minor",
        measured: `${plural(onlyAcronym.length, "skill")} only as an acronym: ${onlyAcronym.map((s) => s.matchedText).join(", ")}.`,
        evidence: onlyAcronym.slice(0, 3).map((s) => ({
          text: resume.lines[s.lineIndex]?.text ?? s.matchedText,
          lineIndex: s.lineIndex,
          section: s.section,
        })),
        advice: {
          message: `Write the long form once next to ${onlyAcronym.map((s) => `${s.matchedText} (${s.name})`).join(", ")}.`,
          why: "Some searches use the acronym, others the full name: give both.",
          rewrite: "[Long form] ([ACRONYM])",
        },
      };
    },
  },
  {
    id: "no-keyword-stuffing",
    category: "keywords",
    title: "No keyword stuffing",
    weight: 1,
    run(resume) {
      const counts = new Map<string, number>();
      for (const s of resume.skills) counts.set(s.name, (counts.get(s.name) ?? 0) + 1);
      const stuffed = [...counts.entries()].filter(([, n]) => n > 6);
      if (stuffed.length === 0)
        return { score: 1, severity: "info", measured: "No skill repeated more than 6 times.", evidence: [] };
      return {
        score: 0.4,
        severity: "minor",
        measured: stuffed.map(([name, n]) => `${name} ×${n}`).join(", "),
        evidence: [],
        advice: {
          message: `You repeat ${stuffed.map(([n]) => n).join(", ")} many times: keep the mentions that show a result.`,
          why: "Repetition reads as stuffing to recruiters and to some ATS filters.",
        },
      };
    },
  },
];
