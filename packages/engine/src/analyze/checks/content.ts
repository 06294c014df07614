import type { ParsedResume } from "../../types.ts";
import { hasHeading, isUnsureRole } from "../ats-view.ts";
import { experienceBullets, noBullets, plural, quote, textEvidence } from "../evidence.ts";
import type { Check, CheckOutcome, Evidence } from "../types.ts";
import { CLICHES, FIRST_PERSON, OBJECTIVE_HEADING, PASSIVE, WEAK_OPENINGS } from "../word-lists.ts";

/** A check over every experience bullet: `isProblem` flags the bullets to fix. */
function bulletRule(
  resume: ParsedResume,
  isProblem: (text: string) => boolean,
  describe: (bad: number, total: number) => { measured: string; strength: string },
  advice: (examples: string) => { message: string; why: string; rewrite?: string },
  tolerance = 0,
): CheckOutcome {
  const bullets = experienceBullets(resume);
  if (bullets.length === 0) return noBullets();
  const bad = bullets.filter((b) => isProblem(b.text));
  const share = bad.length / bullets.length;
  const score = share <= tolerance ? 1 : Math.max(0, 1 - share);
  const { measured, strength } = describe(bad.length, bullets.length);
  const evidence: Evidence[] = bad.slice(0, 3).map((b) => textEvidence(resume, b.text));
  if (score === 1) return { score, severity: "info", measured, evidence: [], strength };
  return {
    score,
    severity: share > 0.3 ? "major" : "minor",
    measured,
    evidence,
    advice: advice(
      bad
        .slice(0, 2)
        .map((b) => quote(b.text))
        .join(" and "),
    ),
  };
}

/** "an experience section", "a skills section". */
function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
}

export const CONTENT_CHECKS: Check[] = [
  {
    id: "essential-sections",
    category: "content",
    title: "Essential sections",
    weight: 3,
    run(resume) {
      const r = resume.resume;
      const read = {
        experience: r.experience.length > 0,
        education: r.education.length > 0,
        skills: r.skills.length > 0,
        summary: r.summary.length > 0,
      };
      const kinds = Object.keys(read) as Array<keyof typeof read>;
      // A section whose heading was found is present, even when what is under it could not be read: the
      // advice then says so instead of asking for a section the resume already has.
      const unread = kinds.filter((kind) => !read[kind] && hasHeading(resume, kind));
      const missing = kinds.filter((kind) => !read[kind] && !hasHeading(resume, kind));
      const score = Math.max(
        0,
        1 -
          (read.experience ? 0 : 0.5) -
          (read.education ? 0 : 0.2) -
          (read.skills ? 0 : 0.2) -
          (read.summary ? 0 : 0.1),
      );
      if (missing.length === 0 && unread.length === 0)
        return {
          score: 1,
          severity: "info",
          measured: "Summary, experience, education and skills are all present.",
          evidence: [],
          strength: "All essential sections are present: summary, experience, education and skills.",
        };
      const asks = [
        ...(missing.length
          ? [
              `Add ${missing.map((m) => (m === "summary" ? "a 2–3 line summary" : withArticle(`${m} section`))).join(", ")}.`,
            ]
          : []),
        ...(unread.length
          ? [
              `Your ${unread.join(" and ")} ${unread.length === 1 ? "heading was" : "headings were"} found, but what is under ${unread.length === 1 ? "it" : "them"} could not be read: use plain lines of text there, not tables, columns or text boxes.`,
            ]
          : []),
      ];
      return {
        score,
        severity: read.experience ? "minor" : "critical",
        measured: [
          missing.length ? `Missing: ${missing.join(", ")}.` : "",
          unread.length ? `Unreadable: ${unread.join(", ")}.` : "",
        ]
          .filter(Boolean)
          .join(" "),
        evidence: [],
        advice: {
          message: asks.join(" "),
          why: "Recruiters and ATS look for these sections first; a missing one reads as a gap.",
          ...(missing.includes("summary")
            ? { rewrite: "[Role] with [N] years of experience in [field], known for [strength] — e.g. [one result]." }
            : {}),
        },
      };
    },
  },
  {
    id: "roles-complete",
    category: "content",
    title: "Each role has title, company and dates",
    weight: 2,
    run(resume) {
      const roles = resume.resume.experience;
      if (roles.length === 0) return { score: null, severity: "info", measured: "No roles found.", evidence: [] };
      const incomplete = roles.filter((r) => !r.jobTitle || !r.company || !r.startDate);
      const score = 1 - incomplete.length / roles.length;
      if (score === 1)
        return {
          score,
          severity: "info",
          measured: `${plural(roles.length, "role")}, each with title, company and dates.`,
          evidence: [],
          strength: `Each of your ${plural(roles.length, "role")} names the title, the company and the dates.`,
        };
      // Say what could not be read for each role, naming it by what was read with confidence only.
      const described = incomplete.map((r) => {
        const index = roles.indexOf(r);
        const lacking = [!r.jobTitle && "a job title", !r.company && "a company", !r.startDate && "dates"].filter(
          Boolean,
        );
        const name = isUnsureRole(resume, index) ? `role ${index + 1}` : quote(r.jobTitle || r.company, 40);
        return `${name} (no ${lacking.join(" or ")} found)`;
      });
      return {
        score,
        severity: "major",
        measured: `${plural(incomplete.length, "role")} missing a title, company or dates.`,
        evidence: incomplete
          .filter((r) => !isUnsureRole(resume, roles.indexOf(r)))
          .map((r) => ({
            text: [r.jobTitle, r.company].filter(Boolean).join(", "),
            lineIndex: null,
            section: "experience" as const,
          })),
        advice: {
          message: `We could not read every part of ${described.join(", ")}. Put the job title, company and start–end dates of each role on its own line, in plain text.`,
          why: "An ATS builds your work history from these three fields.",
          rewrite: "[Job Title], [Company] — [Mon YYYY] – [Mon YYYY or Present]",
        },
      };
    },
  },
  {
    id: "bullets-per-role",
    category: "content",
    title: "3–6 bullets for recent roles",
    weight: 2,
    run(resume) {
      const recent = resume.resume.experience.slice(0, 2);
      if (recent.length === 0) return { score: null, severity: "info", measured: "No roles found.", evidence: [] };
      const off = recent.filter((r) => r.responsibilities.length < 3 || r.responsibilities.length > 6);
      const score = 1 - off.length / recent.length;
      const counts = recent
        .map((r) => `${quote(r.jobTitle || r.company, 40)}: ${r.responsibilities.length}`)
        .join(", ");
      if (score === 1)
        return {
          score,
          severity: "info",
          measured: `Bullets per recent role — ${counts}.`,
          evidence: [],
          strength: `Recent roles carry 3–6 bullets each (${counts}).`,
        };
      return {
        score,
        severity: "minor",
        measured: `Bullets per recent role — ${counts}.`,
        evidence: [],
        advice: {
          message: `Aim for 3–6 bullets in each recent role (${counts}).`,
          why: "Fewer leaves your strongest work unsaid; more buries it.",
          rewrite: "• [Action verb] [task] using [skill], resulting in [result with a number].",
        },
      };
    },
  },
  {
    id: "bullet-length",
    category: "content",
    title: "Bullets of 8–30 words",
    weight: 1,
    run: (resume) =>
      bulletRule(
        resume,
        (text) => {
          const words = text.split(/\s+/).length;
          return words < 8 || words > 30;
        },
        (bad, total) => ({
          measured: `${bad} of ${total} bullets are shorter than 8 or longer than 30 words.`,
          strength: `All ${total} bullets are 8–30 words: easy to scan.`,
        }),
        (examples) => ({
          message: `Rewrite bullets such as ${examples} to 8–30 words: one action, one result.`,
          why: "Very short bullets say too little; very long ones are skipped.",
        }),
        0.15,
      ),
  },
  {
    id: "no-duty-language",
    category: "content",
    title: 'No "Responsible for…"',
    weight: 2,
    run: (resume) =>
      bulletRule(
        resume,
        (text) => WEAK_OPENINGS.test(text),
        (bad, total) => ({
          measured: `${bad} of ${total} bullets describe duties ("Responsible for", "Helped", "Worked on").`,
          strength: 'No bullet hides behind duty language such as "Responsible for".',
        }),
        (examples) => ({
          message: `Replace duty language in ${examples} with what you achieved.`,
          why: '"Responsible for" says what the job was, not what you did in it.',
          rewrite: "Managed [what] for [N] [customers/users/…], [improving/reducing] [metric] by [X%].",
        }),
      ),
  },
  {
    id: "no-first-person",
    category: "content",
    title: "No first-person pronouns",
    weight: 1,
    run: (resume) =>
      bulletRule(
        resume,
        (text) => FIRST_PERSON.test(text),
        (bad, total) => ({
          measured: `${bad} of ${total} bullets use "I", "my" or "we".`,
          strength: 'Bullets are written without "I" or "my", in resume style.',
        }),
        (examples) => ({
          message: `Drop the pronouns in ${examples}: start with the verb.`,
          why: "Resume convention is implied first person; pronouns waste space and read informally.",
        }),
      ),
  },
  {
    id: "little-passive-voice",
    category: "content",
    title: "Little passive voice",
    weight: 1,
    run: (resume) =>
      bulletRule(
        resume,
        (text) => PASSIVE.test(text),
        (bad, total) => ({
          measured: `${bad} of ${total} bullets are in the passive voice.`,
          strength: "Bullets are in the active voice.",
        }),
        (examples) => ({
          message: `Turn ${examples} into the active voice: say who did it — you.`,
          why: "Passive sentences hide your role in the result.",
          rewrite: "[Verb]ed [object] … instead of [Object] was [verb]ed …",
        }),
        0.1,
      ),
  },
  {
    id: "few-cliches",
    category: "content",
    title: "Few clichés",
    weight: 1,
    run(resume) {
      const found = resume.lines.flatMap((line) =>
        CLICHES.filter((c) => line.text.toLowerCase().includes(c)).map((c) => ({ c, line })),
      );
      if (found.length === 0)
        return {
          score: 1,
          severity: "info",
          measured: "No stock phrases found.",
          evidence: [],
          strength: 'No clichés such as "team player" or "results-driven": your own words throughout.',
        };
      const names = [...new Set(found.map((f) => f.c))];
      return {
        score: Math.max(0, 1 - found.length * 0.25),
        severity: "minor",
        measured: `${plural(found.length, "stock phrase")}: ${names.join(", ")}.`,
        evidence: found.slice(0, 3).map((f) => ({ text: f.line.text.trim(), lineIndex: f.line.index, section: null })),
        advice: {
          message: `Replace ${names.map((n) => `"${n}"`).join(", ")} with a fact that shows it.`,
          why: "Recruiters skip stock phrases; evidence convinces.",
          rewrite: 'Instead of "team player": Partnered with [team] to [result].',
        },
      };
    },
  },
  {
    id: "no-objective-statement",
    category: "content",
    title: "Summary instead of an objective",
    weight: 1,
    run(resume) {
      const objective = resume.sections.find((s) => s.kind === "summary" && OBJECTIVE_HEADING.test(s.heading));
      const experienced = resume.resume.experience.length > 0;
      if (!experienced)
        return { score: null, severity: "info", measured: "No experience yet: an objective is fine.", evidence: [] };
      if (!objective) {
        const summary = resume.sections.find((s) => s.kind === "summary");
        if (!summary) return { score: null, severity: "info", measured: "No summary or objective.", evidence: [] };
        return {
          score: 1,
          severity: "info",
          measured: `A "${summary.heading}" section, no objective statement.`,
          evidence: [],
          strength: "You open with what you offer, not with an objective.",
        };
      }
      return {
        score: 0.3,
        severity: "minor",
        measured: `An "${objective.heading}" section on a resume with experience.`,
        evidence: [{ text: objective.heading, lineIndex: objective.headingLine, section: "summary" }],
        advice: {
          message: `Replace the "${objective.heading}" with a summary of what you offer.`,
          why: "Objectives say what you want; after your first job, recruiters want to know what you bring.",
          rewrite: "[Role] with [N] years in [field]; [top strength], e.g. [one result].",
        },
      };
    },
  },
];
