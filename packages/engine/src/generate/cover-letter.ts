// Cover letters from the user's own facts: the posting's top requirements, and for each, the resume line
// that best shows it. The three styles change wording and structure, never facts: every number, employer,
// title and skill comes from the resume, the posting or what the user typed (checked by grounding.ts).
import { analyzePosting } from "../posting/analyze-posting.ts";
import type { ParsedResume } from "../types.ts";

export type CoverLetterTemplate = "professional" | "modern" | "creative";

export interface CoverLetterInput {
  resume: ParsedResume;
  jobDescription: string;
  companyName?: string;
  roleName?: string;
  template: CoverLetterTemplate;
}

interface Evidence {
  skill: string;
  bullet: string;
  jobTitle: string;
  company: string;
}

/** "Reduced runtime by 45%." -> "reduced runtime by 45%" (to follow "I"). */
function asClause(bullet: string): string {
  const trimmed = bullet.trim().replace(/[.;]+$/, "");
  const [first = "", ...rest] = trimmed.split(" ");
  const keepCase = /^[A-Z]{2,}|^[A-Z][a-z]*[A-Z]/.test(first);
  return [keepCase ? first : first.charAt(0).toLowerCase() + first.slice(1), ...rest].join(" ");
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** For each required skill of the posting, the experience bullet that shows it (one bullet used once). */
function pickEvidence(
  resume: ParsedResume,
  jobDescription: string,
): { evidence: Evidence[]; otherSkills: string[]; title: string | null } {
  const posting = analyzePosting(jobDescription);
  const wanted = posting.terms.filter((t) => t.type !== "keyword" && t.type !== "soft");
  const used = new Set<string>();
  const evidence: Evidence[] = [];
  const otherSkills: string[] = [];
  for (const term of wanted) {
    const mention = resume.skills.find(
      (m) => m.skillId === term.key && m.section === "experience" && m.entryIndex !== undefined,
    );
    const role = mention?.entryIndex !== undefined ? resume.resume.experience[mention.entryIndex] : undefined;
    const bullet = role?.responsibilities.find((b) => b.includes(mention!.matchedText) && !used.has(b));
    if (role && bullet) {
      used.add(bullet);
      evidence.push({ skill: term.name, bullet, jobTitle: role.jobTitle, company: role.company });
    } else if (resume.skills.some((m) => m.skillId === term.key)) otherSkills.push(term.name);
  }
  // Too few matched bullets: add the strongest bullets of the latest role, so the letter has substance.
  for (const role of resume.resume.experience.slice(0, 2)) {
    for (const bullet of role.responsibilities) {
      if (evidence.length >= 4) break;
      if (!used.has(bullet) && /\d/.test(bullet)) {
        used.add(bullet);
        evidence.push({ skill: "", bullet, jobTitle: role.jobTitle, company: role.company });
      }
    }
  }
  return { evidence: evidence.slice(0, 5), otherSkills: otherSkills.slice(0, 5), title: posting.title };
}

function roleAt(e: Evidence): string {
  if (e.jobTitle && e.company) return `as ${e.jobTitle} at ${e.company}`;
  if (e.company) return `at ${e.company}`;
  return e.jobTitle ? `as ${e.jobTitle}` : "in my recent work";
}

export function generateCoverLetter(input: CoverLetterInput): string {
  const { resume } = input;
  const info = resume.resume.personalInfo;
  const { evidence, otherSkills, title } = pickEvidence(resume, input.jobDescription);
  const role = input.roleName?.trim() || title || "";
  const company = input.companyName?.trim() || "";
  const latest = resume.resume.experience[0];
  const position = role ? `the ${role} position` : "this position";
  const atCompany = company ? ` at ${company}` : "";
  const signature = info.name || "";
  const currentRole = latest?.jobTitle ? `${latest.jobTitle}${latest.company ? ` at ${latest.company}` : ""}` : "";
  const skillsLine = otherSkills.length ? listOf(otherSkills) : "";

  if (input.template === "modern") {
    return [
      company ? `Hello ${company} team,` : "Hello,",
      `I want to be your next ${role || "hire"}. ${currentRole ? `Today I work as ${currentRole}, and` : "I"} I deliver results you can measure.`,
      "Here is what I would bring from day one:",
      ...evidence.map(
        (e) =>
          `- ${e.skill ? `${e.skill}: ` : ""}${asClause(e.bullet).replace(/^./, (c) => c.toUpperCase())} (${roleAt(e).replace(/^as |^at /, "")}).`,
      ),
      skillsLine ? `On top of that, I work hands-on with ${skillsLine}.` : "",
      `I would love to talk about how I can help${company ? ` ${company}` : " your team"} move faster. Thank you for your time.`,
      `Best,\n${signature}`,
    ]
      .filter(Boolean)
      .join("\n\n");
  }

  if (input.template === "creative") {
    const [first, ...rest] = evidence;
    return [
      company ? `Dear ${company} team,` : "Dear Hiring Team,",
      first
        ? `What does great work look like${role ? ` for a ${role}` : ""}? For me, it looked like this: ${roleAt(first)}, I ${asClause(first.bullet)}.`
        : `What does great work look like${role ? ` for a ${role}` : ""}? I would love to show you.`,
      `That is the energy I want to bring to ${position}${atCompany}.`,
      rest.length
        ? `It was not a one-off. ${rest.map((e) => `${roleAt(e).replace(/^./, (c) => c.toUpperCase())}, I ${asClause(e.bullet)}.`).join(" ")}`
        : "",
      skillsLine ? `My toolbox also holds ${skillsLine}, and I love picking up whatever the job needs next.` : "",
      `If this sounds like the kind of person you want on your team, let's talk. Thank you for reading.`,
      `Warmly,\n${signature}`,
    ]
      .filter(Boolean)
      .join("\n\n");
  }

  const groups = new Map<string, Evidence[]>();
  for (const e of evidence) groups.set(roleAt(e), [...(groups.get(roleAt(e)) ?? []), e]);
  return [
    "Dear Hiring Manager,",
    `I am writing to apply for ${position}${atCompany}.${currentRole ? ` In my current role as ${currentRole}, I have built the experience this position calls for.` : ""}`,
    ...[...groups.entries()].slice(0, 3).map(([where, items]) => {
      const sentences = items.map((e, i) =>
        i === 0
          ? `${where.replace(/^./, (c) => c.toUpperCase())}, I ${asClause(e.bullet)}.`
          : `I also ${asClause(e.bullet)}.`,
      );
      return sentences.join(" ");
    }),
    skillsLine
      ? `In addition, I bring experience with ${skillsLine}, which your posting lists among its requirements.`
      : "",
    `I would welcome the opportunity to discuss how my experience can contribute to your team${company ? ` at ${company}` : ""}. Thank you for your time and consideration.`,
    `Sincerely,\n${signature}`,
  ]
    .filter(Boolean)
    .join("\n\n");
}
