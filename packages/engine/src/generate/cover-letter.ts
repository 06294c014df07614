// Cover letters from the user's own facts: why this company and role (the posting's own words), two or three
// of the posting's requirements each backed by a resume line, what the applicant would do first (the
// posting's first responsibility), and a closing. 250–380 words in 3–4 paragraphs; the three styles differ in
// structure and tone, never in facts. Every number, employer, title and skill comes from the resume, the
// posting or what the user typed (grounding.ts checks it); text the parser was unsure of, and fragments
// with a date or a line-break hyphen inside, are never quoted.
import { ACTION_VERBS, OUTCOME_WORDS } from "../analyze/word-lists.ts";
import { wordCount } from "../parse/normalise-text.ts";
import { hasTitleWord } from "../parse/role-words.ts";
import { analyzePosting, type PostingAnalysis } from "../posting/analyze-posting.ts";
import { matchSkills } from "../skills/match-skills.ts";
import type { ExperienceEntry, ParsedResume } from "../types.ts";
import { quotableLine } from "./quotable.ts";
import { rewriteBullet } from "./rewrite-bullet.ts";
import { isCurrentRole } from "./role-tense.ts";
import { capitalise, lowerFirst } from "./sentence-case.ts";

export type CoverLetterTemplate = "professional" | "modern" | "creative";

export interface CoverLetterInput {
  resume: ParsedResume;
  jobDescription: string;
  companyName?: string;
  roleName?: string;
  template: CoverLetterTemplate;
  /** The posting as analyzePosting reads jobDescription, when the caller has it already (one posting, many letters). */
  posting?: PostingAnalysis;
}

export const LETTER_WORDS = { min: 250, max: 380 } as const;

/** A resume fact the letter can cite: a bullet of a role, or a project. */
interface Proof {
  /** The posting's requirements it shows, as the resume writes them ("Go", "Kafka"); empty for a general fact. */
  skills: string[];
  /** Where it happened, to open a sentence ("As a Data Engineer at Northwind"); the same for one role. */
  lead: string;
  /** The same, once the letter has named the role: "At Northwind". */
  shortLead: string;
  /** Which role (its index in the resume: 0 is the latest), or the projects after every role. */
  order: number;
  /** What the person did, after "I" ("reduced nightly ETL runtime by 45%"). */
  clause: string;
  /** The fact on its own for a list ("Reduced … (Data Engineer, Northwind)"). */
  item: string;
  quantified: boolean;
}

interface RoleFacts {
  title: string;
  company: string;
  current: boolean;
}

/** What the letter says, gathered once; the styles only arrange it. */
interface LetterFacts {
  role: string;
  company: string;
  name: string;
  contact: string;
  latest: RoleFacts | null;
  proofs: Proof[];
  otherSkills: string[];
  education: string;
  /** A sentence of the posting about the company or team, quoted as it is. */
  why: string | null;
  /** The posting's first responsibilities as clauses ("lead user research and prototyping in Figma"). */
  firstTask: string | null;
  nextTask: string | null;
  laterTask: string | null;
  /** The first items of the resume's own skills section, for a thin letter. */
  toolkit: string[];
  /** The latest role's opening phrase, as proofs from it would start. */
  latestLead: string | null;
  /** The posting names a degree: education matters more. */
  degreeAsked: boolean;
  focus: string[];
}

/** A sentence of the letter; optional ones are dropped, highest first, to stay within the word limit. */
interface Sentence {
  text: string;
  drop?: number;
  pad?: boolean;
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) && !/^(uni|use|eu|one)/i.test(word) ? "an" : "a";
}

function fieldSure(resume: ParsedResume, key: string): boolean {
  return (resume.confidence.fields[key] ?? 0.9) >= 0.7;
}

/** A title or employer fit to name: read with confidence, short, no dates or stray punctuation. */
function cleanName(value: string, sure: boolean): string {
  const text = value.trim();
  if (!sure || !text || text.length > 60 || /\d{4}|[|•·]|\s{2,}/.test(text)) return "";
  return text;
}

function roleFacts(resume: ParsedResume, index: number): RoleFacts {
  const role = resume.resume.experience[index]!;
  return {
    title: cleanName(role.jobTitle, fieldSure(resume, `experience[${index}].jobTitle`)),
    company: cleanName(role.company, fieldSure(resume, `experience[${index}].company`)),
    current: isCurrentRole(role),
  };
}

/** "In my current role at Northwind" / "As a Data Engineer at Acme" / "In a recent role". */
function rolePhrase(role: RoleFacts): string {
  if (role.current) {
    if (role.company)
      return `In my current role${role.title ? ` as ${article(role.title)} ${role.title}` : ""} at ${role.company}`;
    return role.title ? `In my current role as ${article(role.title)} ${role.title}` : "In my current role";
  }
  if (role.title) return `As ${article(role.title)} ${role.title}${role.company ? ` at ${role.company}` : ""}`;
  return role.company ? `At ${role.company}` : "In a previous role";
}

/** A bullet as a clause following "I": verb first, in the tense of its role, without a closing period. */
function bulletClause(bullet: string, role: ExperienceEntry): string {
  const rewritten = rewriteBullet(bullet, { current: isCurrentRole(role), placeholders: false });
  return lowerFirst((rewritten?.rewritten ?? bullet).trim().replace(/[.;]+$/, ""));
}

function experienceProof(resume: ParsedResume, index: number, bullet: string, skills: string[]): Proof {
  const role = resume.resume.experience[index]!;
  const facts = roleFacts(resume, index);
  const clause = bulletClause(bullet, role);
  const where = [facts.title, facts.company].filter(Boolean).join(", ");
  return {
    skills,
    lead: rolePhrase(facts),
    shortLead: facts.company ? `At ${facts.company}` : "In that role",
    order: index,
    clause,
    item: `${capitalise(clause)}${where ? ` (${where})` : ""}.`,
    quantified: /\d/.test(bullet),
  };
}

/**
 * A project's strongest sentence as a clause after "I": one that starts with a verb (a number first), else
 * "worked on" and its first sentence. Descriptions often run several sentences and a list of tools together.
 */
function projectClause(description: string): string | null {
  const sentences = description
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim().replace(/[.;]+$/, ""))
    .filter((s) => quotableLine(s));
  const active = sentences
    .map((s) => rewriteBullet(s, { placeholders: false })?.rewritten.replace(/[.;]+$/, "") ?? s)
    .filter((s) => ACTION_VERBS.has((s.split(/\s+/)[0] ?? "").toLowerCase()))
    .sort((a, b) => Number(/\d/.test(b)) - Number(/\d/.test(a)));
  if (active[0]) return lowerFirst(active[0]);
  return sentences[0] ? `worked on ${lowerFirst(sentences[0])}` : null;
}

/** For each required skill of the posting, the bullet that shows it; then the strongest other bullets. */
function gatherProofs(resume: ParsedResume, posting: PostingAnalysis): { proofs: Proof[]; otherSkills: string[] } {
  // A field named only in the degree requirement ("Computer Science") is not a skill to claim.
  const wanted = posting.terms.filter(
    (t) => t.type !== "keyword" && t.type !== "soft" && !t.sentences.every((s) => /\bdegree\b/i.test(s)),
  );
  // As the resume writes each skill ("Postgres"), not the dictionary's long name.
  const written = new Map<string, string>();
  for (const term of wanted) {
    const mention = resume.skills.find((m) => m.skillId === term.key);
    // A match that runs into punctuation ("content (Marketing") is not fit to write.
    if (mention && /^[\p{L}\d][\p{L}\d .+#/&-]*$/u.test(mention.matchedText))
      written.set(term.key, mention.matchedText);
  }
  const used = new Set<string>();
  const shown = new Set<string>();
  const proofs: Proof[] = [];
  for (const term of wanted) {
    if (shown.has(term.key) || proofs.length >= 3) continue;
    const mention = resume.skills.find(
      (m) =>
        m.skillId === term.key &&
        m.section === "experience" &&
        m.entryIndex !== undefined &&
        resume.resume.experience[m.entryIndex]?.responsibilities.some(
          (b) => b.includes(m.matchedText) && !used.has(b) && quotableLine(b),
        ),
    );
    if (!mention) continue;
    const bullet = resume.resume.experience[mention.entryIndex!]!.responsibilities.find(
      (b) => b.includes(mention.matchedText) && !used.has(b) && quotableLine(b),
    )!;
    used.add(bullet);
    const skills = wanted.filter(
      (t) => written.has(t.key) && bullet.includes(written.get(t.key)!) && !shown.has(t.key),
    );
    for (const t of skills) shown.add(t.key);
    proofs.push(
      experienceProof(
        resume,
        mention.entryIndex!,
        bullet,
        skills.map((t) => written.get(t.key)!),
      ),
    );
  }
  const otherSkills = wanted.filter((t) => written.has(t.key) && !shown.has(t.key)).map((t) => written.get(t.key)!);
  // Fewer than four: the strongest bullets of the latest roles (a number first), then projects.
  const candidates = resume.resume.experience
    .slice(0, 3)
    .flatMap((role, index) =>
      role.responsibilities
        .filter((b) => !used.has(b) && quotableLine(b))
        .map((bullet) => ({ index, bullet, score: (/\d/.test(bullet) ? 2 : 0) + (index === 0 ? 1 : 0) })),
    );
  candidates.sort((a, b) => b.score - a.score);
  for (const { index, bullet } of candidates) {
    if (proofs.length >= 4) break;
    used.add(bullet);
    proofs.push(experienceProof(resume, index, bullet, []));
  }
  for (const project of resume.resume.projects) {
    if (proofs.length >= 4) break;
    const name = cleanName(project.name, true);
    const clause = name ? projectClause(project.description) : null;
    if (!clause) continue;
    proofs.push({
      skills: [],
      lead: `In my project ${name}`,
      shortLead: `In my project ${name}`,
      order: Number.MAX_SAFE_INTEGER,
      clause,
      item: `${capitalise(clause)} (project ${name}).`,
      quantified: /\d/.test(clause),
    });
  }
  // Latest role first, so the letter reads back from today; a role's facts stay together.
  proofs.sort((a, b) => a.order - b.order);
  return { proofs, otherSkills: [...new Set(otherSkills)].slice(0, 4) };
}

const WHY_CUE = /\b(we|our|us|mission|company|team|product|customers?)\b/i;
const EEO_CUE = /equal opportunity|without regard|accommodation|benefits|salary|apply|\bpto\b|insurance/i;

/** A sentence of the posting about the company or the team's work, quotable as it is. */
function whySentence(posting: PostingAnalysis, role: string): string | null {
  const blocks = [
    ...posting.blocks.filter((b) => b.kind === "about"),
    ...posting.blocks.filter((b) => b.kind === "other"),
  ];
  for (const block of blocks) {
    for (const sentence of block.sentences) {
      const words = sentence.split(/\s+/).length;
      if (words < 6 || words > 32 || sentence === role || EEO_CUE.test(sentence)) continue;
      if (WHY_CUE.test(sentence) && quotableLine(sentence, { allowYears: true }))
        return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
    }
  }
  return null;
}

const TASK_VERB =
  /^(build|design|lead|own|develop|maintain|write|manage|create|drive|partner|collaborate|support|deliver|implement|improve|ensure|analy[sz]e|define|mentor|run|teach|plan|prepare|conduct|provide|review|monitor|deploy|architect|scale|ship|research|coordinate|sell|care|assess|administer|identify|establish|optimi[sz]e|test|document|present|communicate|work|shape|grow|launch|automate|operate|oversee|prioriti[sz]e|help|handle|respond|serve|track|report|model|translate|evaluate)\b/i;

/** The posting's first three responsibilities as clauses after "I would": "lead user research in Figma". */
function tasksOf(posting: PostingAnalysis): string[] {
  return posting.blocks
    .filter((b) => b.kind === "responsibilities")
    .flatMap((b) => b.sentences)
    .map((sentence) => sentence.replace(/^(you will|you'll|you’ll|you)\s+/i, "").replace(/[.;!]+$/, ""))
    .filter((task) => {
      const words = task.split(/\s+/).length;
      return TASK_VERB.test(task) && words >= 3 && words <= 28 && quotableLine(task, { allowYears: true });
    })
    .slice(0, 3)
    .map(lowerFirst);
}

/** "a Bachelor of Science", "an M.S.", "a B.Tech", "an MBA"; none for "Coursework in …". */
function degreeArticle(degree: string): string {
  if (/^(bachelor|master|associate|doctor|diploma|certificate)/i.test(degree)) return "a ";
  if (/^[A-Z](\.|[A-Z]|\.?[A-Z][a-z]+)/.test(degree)) return /^[AEFHILMNORSX]/.test(degree) ? "an " : "a ";
  return "";
}

function educationLine(resume: ParsedResume): string {
  const school = resume.resume.education[0];
  if (!school) return "";
  const degree = cleanName(school.degree, true);
  const field = cleanName(school.fieldOfStudy, true);
  const institution = cleanName(school.institution, true);
  if (!degree && !institution) return "";
  const named = degree ? `${degreeArticle(degree)}${degree}` : "my studies";
  const withField = field && !degree.includes(field) && !/\bin\b/.test(degree);
  return `${named}${withField ? ` in ${field}` : ""}${institution ? ` from ${institution}` : ""}`;
}

function gatherFacts(input: Omit<CoverLetterInput, "template">): LetterFacts {
  const { resume } = input;
  const posting = input.posting ?? analyzePosting(input.jobDescription);
  const role = input.roleName?.trim() || posting.title || "";
  const { proofs, otherSkills } = gatherProofs(resume, posting);
  const tasks = tasksOf(posting);
  const latest = resume.resume.experience.length ? roleFacts(resume, 0) : null;
  const info = resume.resume.personalInfo;
  const email = fieldSure(resume, "personalInfo.email") ? info.email.trim() : "";
  const phone = fieldSure(resume, "personalInfo.phone") ? info.phone.trim() : "";
  return {
    role,
    company: input.companyName?.trim() ?? "",
    name: fieldSure(resume, "personalInfo.name") ? info.name.trim() : "",
    contact: email || phone ? `You can reach me at ${[email, phone].filter(Boolean).join(" or ")}.` : "",
    latest,
    proofs,
    otherSkills,
    education: educationLine(resume),
    why: whySentence(posting, role),
    firstTask: tasks[0] ?? null,
    nextTask: tasks[1] ?? null,
    laterTask: tasks[2] ?? null,
    toolkit: resume.resume.skills
      .flatMap((c) => c.items)
      .map((item) => item.trim())
      // "Blueprint reading" in a sentence is "blueprint reading": a phrase of everyday words, its first capital only
      // the list's (not "Google Analytics", "SQL").
      .map((item) => (/^\p{Lu}\p{Ll}+(?: \p{Ll}+)+$/u.test(item) ? lowerFirst(item) : item))
      .filter(
        (item) =>
          /^[\p{L}\d][\p{L}\d .+#/&-]{0,30}$/u.test(item) &&
          !/\s(and|or|of|&|in|for)$/i.test(item) &&
          !otherSkills.includes(item) &&
          // A role, an employer or a date the parser left among the skills is no skill to name.
          !/\b(?:19|20)\d{2}\b|\bpresent\b/i.test(item) &&
          !hasTitleWord(item) &&
          !resume.resume.experience.some((e) => e.company === item || e.jobTitle === item),
      )
      .slice(0, 5),
    latestLead: latest ? rolePhrase(latest) : null,
    degreeAsked: posting.degree !== null,
    focus: posting.terms
      .filter((t) => t.requirement === "required" && t.type !== "keyword" && t.type !== "soft")
      .slice(0, 2)
      .map((t) => matchSkills(t.sentences[0] ?? "").find((m) => m.skillId === t.key)?.matchedText ?? t.name),
  };
}

/** Proofs as prose: a role named once ("In that role" after the opening named it), "I also" for more of it. */
function proofSentences(proofs: Proof[], introduced: string | null, connectors: string[] = []): string[] {
  return proofs.map((p, i) => {
    if (i > 0 && proofs[i - 1]!.lead === p.lead) return `I also ${p.clause}.`;
    // A role the opening named: "In that role" right after it, "At Ledgerly" after a sentence about another.
    const lead = p.lead !== introduced ? p.lead : i === 0 ? "In that role" : p.shortLead;
    const connector = connectors[i] ?? "";
    return `${connector}${connector ? lowerFirst(lead) : lead}, I ${p.clause}.`;
  });
}

/**
 * Paragraphs of sentences, joined. Padding sentences (general but true) are added, in order, only while the
 * letter is under the minimum; optional sentences are dropped, highest first, while it is over the maximum.
 */
function assemble(greeting: string, paragraphs: Sentence[][], signOff: string): string {
  const padding = paragraphs.flat().filter((s) => s.pad && s.text);
  const live = paragraphs.map((p) => p.filter((s) => s.text && !s.pad));
  const render = () =>
    [
      greeting,
      // A list (the modern style's facts) keeps one item a line.
      ...live
        .filter((p) => p.length)
        .map((p) => p.map((s) => s.text).join(p.every((s) => s.text.startsWith("- ")) ? "\n" : " ")),
      signOff,
    ]
      .join("\n\n")
      .trim();
  for (const pad of padding) {
    if (wordCount(render()) >= LETTER_WORDS.min) break;
    const paragraph = paragraphs.findIndex((p) => p.includes(pad));
    const original = paragraphs[paragraph]!;
    const before = original.slice(0, original.indexOf(pad)).filter((s) => live[paragraph]!.includes(s)).length;
    live[paragraph]!.splice(before, 0, pad);
  }
  for (;;) {
    const text = render();
    const droppable = live.flat().filter((s) => s.drop);
    if (wordCount(text) <= LETTER_WORDS.max || droppable.length === 0) return text;
    const highest = droppable.reduce((a, b) => (b.drop! > a.drop! ? b : a));
    for (const paragraph of live) {
      const at = paragraph.indexOf(highest);
      if (at >= 0) paragraph.splice(at, 1);
    }
  }
}

function roleWords(latest: RoleFacts): string {
  return [latest.title ? `${article(latest.title)} ${latest.title}` : "", latest.company ? `at ${latest.company}` : ""]
    .filter(Boolean)
    .join(" ");
}

function matchedSkills(f: LetterFacts): string[] {
  return f.proofs.flatMap((p) => p.skills);
}

function asksFor(skills: string[]): string {
  if (skills.length === 0) return "My record shows the kind of results this role calls for.";
  return `Your posting asks for ${listOf(skills)}, and my record shows ${skills.length === 1 ? "it" : "each of them"} in practice.`;
}

function professional(f: LetterFacts): string {
  const position = f.role ? `the ${f.role} position` : "this position";
  const team = f.company || "your team";
  const introduced = f.latest && (f.latest.title || f.latest.company) ? f.latestLead : null;
  return assemble(
    "Dear Hiring Manager,",
    [
      [
        { text: `I am writing to apply for ${position}${f.company ? ` at ${f.company}` : ""}.` },
        {
          text: f.why
            ? `What draws me to ${team} is the work your posting describes: "${f.why}"`
            : f.focus.length
              ? `What draws me to this role is its focus on ${listOf(f.focus)}, the work I have done most and want to keep doing.`
              : "The role matches the work I have done most and want to keep doing.",
        },
        {
          text: introduced
            ? `${f.latest!.current ? "I currently work" : "Most recently, I worked"} as ${roleWords(f.latest!)}, and I would bring that experience to your team from the first day.`
            : "",
        },
        {
          text: "I am looking for a place where careful, measurable work is valued, and your posting suggests that is how your team works too.",
          pad: true,
        },
      ],
      f.proofs.length
        ? [
            { text: asksFor(matchedSkills(f)) },
            ...proofSentences(f.proofs, introduced, ["", "In addition, ", "Just as relevant, ", "Beyond that, "]).map(
              (text, i) => ({ text, drop: i >= 2 ? 6 - i : undefined }),
            ),
            {
              text: "In each case I started from what the people relying on the work needed, and I measured the result rather than assuming it.",
              pad: true,
            },
          ]
        : [
            {
              text: f.otherSkills.length
                ? `Your posting asks for ${listOf(f.otherSkills)}, and I have worked with each of them.`
                : "",
            },
            { text: f.education ? `My education includes ${f.education}.` : "" },
            {
              text: "I am early in my career, which means I bring energy, fresh training and a habit of asking why things are done the way they are.",
              pad: true,
            },
          ],
      [
        {
          text: f.firstTask
            ? `If I join ${team}, my first priority would be to ${f.firstTask}, building on what I have already done.`
            : `If I join ${team}, my first priority would be to learn how your team works and put my experience to use where it helps most.`,
        },
        { text: f.nextTask ? `I would also be ready to ${f.nextTask}.` : "", drop: 7 },
        {
          text:
            f.otherSkills.length && f.proofs.length
              ? `I also bring hands-on experience with ${listOf(f.otherSkills)}, which your posting lists as well.`
              : "",
          drop: 8,
        },
        {
          text: f.education && f.proofs.length ? `My education includes ${f.education}.` : "",
          drop: f.degreeAsked ? 3 : 9,
        },
        {
          text: f.laterTask ? `Your posting also says the role will ${f.laterTask}, which I would welcome.` : "",
          pad: true,
        },
        { text: f.toolkit.length > 1 ? `The skills I use most include ${listOf(f.toolkit)}.` : "", pad: true },
        {
          text: "I also write things down as I go, so that the next person to pick up the work can start where I stopped.",
          pad: true,
        },
        {
          text: "I learn a new codebase, process or tool quickly by asking questions early and taking on a real task in my first weeks.",
          pad: true,
        },
      ],
      [
        {
          text: `I would welcome the chance to discuss how my experience can help ${team}${f.role ? ` as your next ${f.role}` : ""}. Thank you for your time and consideration; I look forward to hearing from you.`,
        },
        { text: f.contact },
      ],
    ],
    `Sincerely,\n${f.name}`,
  );
}

function modern(f: LetterFacts): string {
  const team = f.company || "your team";
  return assemble(
    f.company ? `Hello ${f.company} team,` : "Hello,",
    [
      [
        {
          text: `I'm applying for ${f.role ? `the ${f.role} role` : "this role"}${f.company ? ` at ${f.company}` : ""}.`,
        },
        {
          text: f.why
            ? `One line of your posting caught my eye: "${f.why}" That is work I want to do.`
            : f.focus.length
              ? `The role centres on ${listOf(f.focus)}, which is exactly where I do my best work.`
              : "The role centres on the kind of work where I do my best.",
        },
        {
          text:
            f.latest && (f.latest.title || f.latest.company)
              ? `${f.latest.current ? "Right now I work" : "Most recently I worked"} as ${roleWords(f.latest)}.`
              : "",
          drop: 4,
        },
        { text: "I like to show rather than tell, so I will keep this short and concrete.", pad: true },
        { text: f.proofs.length ? "Here is what I would bring, straight from my record:" : "" },
      ],
      f.proofs.map((p, i) => ({
        text: `- ${p.skills.length ? `${listOf(p.skills)}: ` : ""}${p.item}`,
        drop: i >= 2 ? 6 - i : undefined,
      })),
      [
        {
          text: f.firstTask
            ? `In my first weeks, I would ${f.firstTask}, and I would ask a lot of questions along the way.`
            : "In my first weeks, I would learn how the team works, pick up a real task early and ask a lot of questions along the way.",
        },
        { text: f.nextTask ? `After that, I would ${f.nextTask}.` : "", drop: 7 },
        { text: f.laterTask ? `And I would be glad to ${f.laterTask}, too.` : "", pad: true },
        { text: f.toolkit.length > 1 ? `What I work with most: ${listOf(f.toolkit)}.` : "", pad: true },
        {
          text: f.otherSkills.length ? `Other tools from your list that I use: ${listOf(f.otherSkills)}.` : "",
          drop: 8,
        },
        { text: f.education ? `Education: ${f.education}.` : "", drop: f.degreeAsked ? 3 : 9 },
        {
          text: "I work in short loops: ship something small, check what it changed, and improve it with the people who use it.",
          pad: true,
        },
        {
          text: "I am comfortable owning a problem from the first conversation to the last detail, and I keep the people around me informed along the way.",
          pad: true,
        },
        {
          text: "I also write down what I learn, so the next person can pick up where I left off without starting over.",
          pad: true,
        },
      ],
      [
        {
          text: `If that sounds useful to ${team}, I'd be glad to talk about where I could help first. ${f.contact} Thanks for reading, and I hope to hear from you soon.`,
        },
      ],
    ],
    `Best,\n${f.name}`,
  );
}

function creative(f: LetterFacts): string {
  const position = f.role ? `the ${f.role} position` : "this position";
  // The hook is a result ("raised …", "reduced … 25%"), not a duty.
  const strength = (p: Proof) => Number(p.quantified) + 2 * Number(OUTCOME_WORDS.test(p.clause));
  const hook = f.proofs.reduce<Proof | undefined>(
    (best, p) => (!best || strength(p) > strength(best) ? p : best),
    undefined,
  );
  const rest = f.proofs.filter((p) => p !== hook);
  const restSentences = proofSentences(rest, hook?.lead ?? null);
  return assemble(
    f.company ? `Dear ${f.company} team,` : "Dear Hiring Team,",
    [
      [
        {
          text: hook
            ? `${proofSentences([hook], null)[0]} Moments like that are why I am applying for ${position}${f.company ? ` at ${f.company}` : ""}.`
            : `I am applying for ${position}${f.company ? ` at ${f.company}` : ""}, and I would love to show you why.`,
        },
        {
          text: f.why
            ? `One sentence of your posting stayed with me: "${f.why}" It describes the kind of work I want to spend my days on.`
            : `The role's focus on ${f.focus.length ? listOf(f.focus) : "real results"} describes the kind of work I want to spend my days on.`,
        },
        {
          text: "I do my best work when the goal is clear and the result can be seen, and that is what this role promises.",
          pad: true,
        },
      ],
      [
        { text: rest.length ? "That result was not a one-off." : "" },
        ...restSentences.map((text, i) => ({ text, drop: i >= 1 ? 5 - i : undefined })),
        {
          text: f.otherSkills.length
            ? `My toolbox also holds ${listOf(f.otherSkills)}, and I enjoy learning whatever the job needs next.`
            : "",
          drop: 8,
        },
        { text: f.education ? `Along the way I earned ${f.education}.` : "", drop: f.degreeAsked ? 3 : 9 },
        {
          text: "What ties my work together is curiosity: I want to know why something works, and I keep going until it works better.",
          pad: true,
        },
        {
          text: "I also like to leave things clearer than I found them, with notes the next person can actually use.",
          pad: true,
        },
      ],
      [
        {
          text: f.firstTask
            ? `On my first day I would want to ${f.firstTask}, and to learn from the people already doing it well.`
            : "On my first day I would want to meet the people I would work with and learn what matters most to them.",
        },
        { text: f.nextTask ? `Soon after, I would ${f.nextTask}.` : "", drop: 7 },
        { text: f.laterTask ? `In time, I would hope to ${f.laterTask} as well.` : "", pad: true },
        { text: f.toolkit.length > 1 ? `I bring a toolkit built on ${listOf(f.toolkit)}.` : "", pad: true },
        { text: "I would be glad to tell you more about any of this work when we speak.", pad: true },
        {
          text: `If this sounds like the person you want on your team, I would love to talk. ${f.contact} Thank you for reading.`,
        },
      ],
    ],
    `Warmly,\n${f.name}`,
  );
}

/** The letter of one style, from the facts gathered. */
function writeLetter(facts: LetterFacts, template: CoverLetterTemplate): string {
  const write = template === "modern" ? modern : template === "creative" ? creative : professional;
  return write(facts)
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ +\n/g, "\n")
    .replace(/([^.])\.\.(?!\.)/g, "$1.")
    .trim();
}

export function generateCoverLetter(input: CoverLetterInput): string {
  return writeLetter(gatherFacts(input), input.template);
}

/**
 * The letter in each of `templates`, the same as `generateCoverLetter` gives for each, from one gathering of the
 * resume's and the posting's facts (most of a letter's work).
 */
export function generateCoverLetters(
  input: Omit<CoverLetterInput, "template">,
  templates: readonly CoverLetterTemplate[],
): Array<{ template: CoverLetterTemplate; letter: string }> {
  const facts = gatherFacts(input);
  return templates.map((template) => ({ template, letter: writeLetter(facts, template) }));
}
