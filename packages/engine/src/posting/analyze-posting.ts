// Posting analysis: blocks (requirements, preferred, responsibilities, about, benefits, equal-opportunity
// text), the terms each sentence asks for — skills found by the learned tagger and the dictionary
// (skills/extract-skills.ts), normalised to the dictionary's names — marked required or preferred, the job
// title, years of experience and degree. Boilerplate yields no keywords.
import { extractSkills } from "../skills/extract-skills.ts";
import type { SkillType } from "../types.ts";

export type PostingBlockKind =
  | "requirements"
  | "preferred"
  | "responsibilities"
  | "about"
  | "benefits"
  | "eeo"
  /** The job board's fields: industry, company size, job type. */
  | "details"
  | "other";
export type Requirement = "required" | "preferred";

export interface PostingTerm {
  /** Skill id for dictionary skills, "kw:<lower-case text>" for other keywords. */
  key: string;
  name: string;
  type: SkillType | "keyword";
  requirement: Requirement;
  /** Sentences of the posting that ask for it. */
  sentences: string[];
  /** How many times the posting mentions it. */
  mentions: number;
}

export type DegreeLevel = "associate" | "bachelor" | "master" | "doctorate";

export interface PostingAnalysis {
  title: string | null;
  blocks: Array<{ kind: PostingBlockKind; heading: string; sentences: string[] }>;
  terms: PostingTerm[];
  /** Years of experience asked overall ("5+ years of software engineering experience"). */
  yearsRequired: { years: number; sentence: string; requirement: Requirement } | null;
  /** Years asked for one skill ("3+ years with Python"). */
  skillYears: Array<{ key: string; name: string; years: number; sentence: string; requirement: Requirement }>;
  /** The degree asked, and its field when the posting names one ("Computer Science"). */
  degree: { level: DegreeLevel; field: string | null; sentence: string; requirement: Requirement } | null;
  wordCount: number;
}

const YEARS = /(\d{1,2})\s*\+?\s*(?:(?:-|–|to)\s*\d{1,2}\s*\+?\s*)?(?:years?|yrs?)\b/gi;

/** "Bachelor's degree in Computer Science or equivalent experience" -> "Computer Science". */
function degreeField(sentence: string): string | null {
  const match =
    /\b(?:degree|bachelor(?:'s)?|master(?:'s)?|b\.?s\.?c?|m\.?s\.?c?|ph\.?d\.?)\s+(?:of\s+\w+\s+)?in\s+([^,.;()]+)/i.exec(
      sentence,
    );
  const field = match?.[1]
    ?.replace(/\s+(?:or|and)\s+(?:an?\s+)?(?:equivalent|related|similar)\b.*$/i, "")
    .replace(/\s+(?:preferred|required|is a plus)\b.*$/i, "")
    .trim();
  return field && field.split(/\s+/).length <= 8 ? field : null;
}

export const MAX_POSTING_CHARS = 20_000;

const BLOCK_HEADINGS: Array<[PostingBlockKind, RegExp]> = [
  [
    "preferred",
    /^(preferred|nice[- ]to[- ]have|bonus|pluses|good to have|desired|preferred qualifications|extra credit)/i,
  ],
  [
    "requirements",
    /^(requirements|qualifications|what you('|’)ll need|what you need|must[- ]haves?|you have|what we('|’)re looking for|who we('|’)re looking for|who we are looking for|who you are|minimum qualifications|basic qualifications|required|skills|about you|your profile|technologies|tech stack)/i,
  ],
  [
    "responsibilities",
    /^(responsibilities|what you('|’)ll do|what you will do|the role|your role|duties|day[- ]to[- ]day|key responsibilities|in this role)/i,
  ],
  ["benefits", /^(benefits|perks|what we offer|compensation|why join|why you('|’)ll love)/i],
  ["about", /^(about (us|the company|the team)|who we are|our mission|company overview)/i],
  [
    "details",
    /^(industry|company size|company type|job type|employment type|contract type|experience level|seniority level|date posted)$/i,
  ],
  ["other", /^(job description|description|overview|job overview)$/i],
];

/**
 * Headings that say what follows in words of their own ("What we'll need from you", "We'd get really excited
 * if you had experience with:", "What we'll offer you", "What's the team like"): read by a cue anywhere in
 * them, in the order given (an offer before a need; a need before who we are).
 */
const HEADING_CUES: Array<[PostingBlockKind, RegExp]> = [
  ["benefits", /\b(offer|offers|benefits|perks|compensation|in it for you)\b/i],
  [
    "preferred",
    /\b(nice[- ]to[- ]haves?|bonus|a plus|pluses|preferred|desired|desirable|ideally|excited|extra credit|would be great)\b/i,
  ],
  [
    "requirements",
    /\b(need|needs|require|requirements|qualifications|looking for|you have|you bring|about you|your profile|skills|must[- ]haves?|expect from you)\b/i,
  ],
  [
    "responsibilities",
    /\b(doing|you('|’)ll do|you will do|responsibilities|duties|your role|the role|your tasks|day[- ]to[- ]day)\b/i,
  ],
  [
    "about",
    /\b(about us|about the (company|team)|team like|who we are|company description|our mission|our culture|our story)\b/i,
  ],
];
/** A line that heads what follows rather than saying it: it ends in a colon or opens as headings do. */
const HEADING_SHAPE = /:$|^(?:what|who|why|how|where|we|our|your|about|job|company|the)\b/i;

const EEO =
  /equal (employment )?opportunity|without regard to|reasonable accommodation|protected veteran|race, colou?r|sexual orientation|affirmative action|e-verify|eeo\b/i;
/**
 * A sentence of the company about itself: "We …", "Our …", "Since 2012 …", "This team …", and nothing in it asked of
 * the reader ("you", "experience", "must", "knowledge of").
 */
const ABOUT_SENTENCE =
  /^(?!.*\b(?:you|your|experience|knowledge|skills?|must|required|requirements?|proficien\w*|familiar\w*|ability|degree|years)\b)(?:we|our|us|it|this|these|since)\b/i;
const PREFERRED_CUE =
  /\b(preferred|nice to have|a plus|is a bonus|bonus points|ideally|desirable|advantageous|familiarity with)\b|^bonus\b/i;
function headingKind(line: string): PostingBlockKind | null {
  const text = line.replace(/[:*#]+/g, "").trim();
  const words = text.split(/\s+/).length;
  const anchored = words <= 6 ? BLOCK_HEADINGS.find(([, pattern]) => pattern.test(text))?.[0] : undefined;
  if (anchored) return anchored;
  if (words > 10 || /[.!]$/.test(line.trim()) || !HEADING_SHAPE.test(line.replace(/[*#]+/g, "").trim())) return null;
  return HEADING_CUES.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

function splitSentences(line: string): string[] {
  return line
    .replace(/^[\s•\-*·▪◦●]+/, "")
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 2);
}

const DEGREE_PATTERNS: Array<[DegreeLevel, RegExp]> = [
  ["doctorate", /\b(ph\.?d|doctorate|doctoral)\b/i],
  ["master", /\b(master'?s?|m\.?s\.?c?\b|mba|m\.?eng)\b/i],
  [
    "bachelor",
    /\b(bachelor'?s?|b\.?s\.?c?\b|b\.?a\.?\b|b\.?eng|undergraduate degree|university degree|college degree)\b/i,
  ],
  ["associate", /\bassociate'?s? degree\b/i],
];

export function analyzePosting(text: string): PostingAnalysis {
  const lines = text
    .slice(0, MAX_POSTING_CHARS)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const blocks: PostingAnalysis["blocks"] = [];
  let current: PostingAnalysis["blocks"][number] = { kind: "other", heading: "", sentences: [] };
  blocks.push(current);
  for (const line of lines) {
    const kind = headingKind(line);
    if (kind) {
      current = { kind, heading: line.replace(/[:*#]+/g, "").trim(), sentences: [] };
      blocks.push(current);
      continue;
    }
    for (const sentence of splitSentences(line)) {
      current.sentences.push(sentence);
    }
  }

  const terms = new Map<string, PostingTerm>();
  /** More mentions of a term: their sentences, and "required" if any of them asks. */
  const mentionAgain = (term: PostingTerm, mentions: Pick<PostingTerm, "mentions" | "sentences" | "requirement">) => {
    term.mentions += mentions.mentions;
    for (const sentence of mentions.sentences) if (!term.sentences.includes(sentence)) term.sentences.push(sentence);
    if (mentions.requirement === "required") term.requirement = "required";
  };
  const add = (key: string, name: string, type: PostingTerm["type"], requirement: Requirement, sentence: string) => {
    const existing = terms.get(key);
    if (existing) mentionAgain(existing, { mentions: 1, sentences: [sentence], requirement });
    else terms.set(key, { key, name, type, requirement, sentences: [sentence], mentions: 1 });
  };

  const title = findTitle(lines);
  let yearsRequired: PostingAnalysis["yearsRequired"] = null;
  const skillYears: PostingAnalysis["skillYears"] = [];
  let degree: PostingAnalysis["degree"] = null;
  for (const block of blocks) {
    for (const sentence of block.sentences) {
      // Equal-opportunity and benefits text asks for nothing.
      if (block.kind === "benefits" || block.kind === "eeo" || block.kind === "details" || EEO.test(sentence)) continue;
      // ("Since 2012 Northwind offers B2B TV solutions…", "We value …": a sentence of the company's, in a block
      // with no heading to say so, is about the company too.)
      const about = block.kind === "about" || (block.kind !== "requirements" && ABOUT_SENTENCE.test(sentence));
      const requirement: Requirement =
        block.kind === "preferred" || PREFERRED_CUE.test(sentence) || block.kind === "about" ? "preferred" : "required";
      // The title is matched as a title, not as skills; a degree's field of study is not a keyword.
      if (sentence === title) continue;
      const isDegree = DEGREE_PATTERNS.some(([, pattern]) => pattern.test(sentence)) && /degree/i.test(sentence);
      const inList = block.kind === "requirements" || block.kind === "preferred";
      // What a posting says about the company names its products and markets: skills the dictionary knows
      // count (a team's stack), its other names ("EUR", a client's brand) are not asked of anyone.
      const skills = extractSkills(sentence, { namesOnly: isDegree || about, requirement: inList });
      for (const skill of skills) add(skill.key, skill.name, skill.type, requirement, sentence);
      // "N+ years" right before a skill ("3+ years with Python", "2+ years of acute care") is that skill's;
      // before "experience" with no skill in between, it is the posting's overall ask.
      for (const match of sentence.matchAll(YEARS)) {
        const years = Number(match[1]);
        const after = sentence.slice(match.index + match[0].length);
        const skill = skills.find(
          (s) => s.start >= match.index + match[0].length && s.start - match.index - match[0].length <= 16,
        );
        const gap = skill ? sentence.slice(match.index + match[0].length, skill.start) : "";
        if (skill && skill.type !== "soft" && /^\s*(?:of|with|in|using|of hands-on|of professional)?\s*$/i.test(gap)) {
          if (!skillYears.some((y) => y.key === skill.key))
            skillYears.push({ key: skill.key, name: skill.name, years, sentence, requirement });
          // "2+ years of acute care experience" also sets the overall ask, when nothing else does.
          if (!/^[\w\s-]{0,30}\bexperience\b/i.test(sentence.slice(skill.start)) || yearsRequired) continue;
        }
        if (!/experience|exp\b/i.test(after.slice(0, 80))) continue;
        if (
          !yearsRequired ||
          (requirement === "required" && (yearsRequired.requirement === "preferred" || years > yearsRequired.years))
        )
          yearsRequired = { years, sentence, requirement };
      }
      // ("BS/MS degree", "Bachelor's or Master's": the least of the levels named is asked, either will do.)
      const level = DEGREE_PATTERNS.findLast(([, pattern]) => pattern.test(sentence));
      if (level && !degree && /degree|bachelor|master|ph\.?d|b\.?s|m\.?s|mba/i.test(sentence))
        degree = {
          level: level[0],
          field: degreeField(sentence),
          sentence,
          // ("preferred", "a plus", "Bonus:": the sentence's own cue, PREFERRED_CUE, has made it so.)
          requirement,
        };
    }
  }

  // "Technologies python elasticsearch go django" and "Python or Go are ideal": a keyword that is a dictionary
  // skill's name in another case, where the posting names that skill too, is that skill (one term, not two).
  const skillsByName = new Map(
    [...terms.values()].filter((term) => term.type !== "keyword").map((term) => [term.name.toLowerCase(), term]),
  );
  for (const keyword of terms.values()) {
    const skill = keyword.type === "keyword" ? skillsByName.get(keyword.name.toLowerCase()) : undefined;
    if (!skill) continue;
    mentionAgain(skill, keyword);
    terms.delete(keyword.key);
  }

  return {
    title,
    blocks: blocks.filter((b) => b.sentences.length > 0 || b.heading),
    terms: [...terms.values()].sort((a, b) =>
      a.requirement === b.requirement
        ? b.mentions - a.mentions || a.name.localeCompare(b.name)
        : a.requirement === "required"
          ? -1
          : 1,
    ),
    yearsRequired,
    skillYears,
    degree,
    wordCount: text.split(/\s+/).filter(Boolean).length,
  };
}

const TITLE_LINE = /^(?:job title|position|role|title)\s*[:\-–]\s*(.+)$/i;
const JOB_NOUNS =
  "engineer|developer|manager|designer|analyst|director|lead|consultant|specialist|coordinator|scientist|architect|administrator|assistant|associate|representative|executive|accountant|writer|nurse|teacher|officer|technician|intern|worker|operative|operator|electrician|plumber|pharmacist|physician|chef|cook|driver|clerk|paralegal|programmer|tester|controller|auditor|recruiter|researcher";
const TITLE_WORD = new RegExp(`\\b(${JOB_NOUNS})\\b`, "i");
/** "Official Title: Product Manager - ERD Job Area: …", "Role: Data Scientist Industry: …" inside a line. */
const LABELLED_TITLE =
  /\b(?:official title|job title|position title|role|position)\s*:\s*(.+?)(?=\s+(?:job area|area|industry|location|country|countries|department|job type|type|salary|company|team|reports to|start date|employment|contract|level|category|function|division)\b|\s*$)/i;
/** "is searching for a Sales Manager with…", "looking for motivated warehouse workers", "as mechanical engineer". */
const TITLE_IN_PROSE = new RegExp(
  `\\b(?:looking for|searching for|seeking|recruiting|hiring|role as|position as|work as|join us as|you are|as)\\s+(?:(?:an?|our|the|new|motivated|talented|experienced|skilled|passionate|dedicated)\\s+)*((?:[A-Za-z/&-]+\\s+){0,3}?(?:${JOB_NOUNS})s?)\\b`,
  "i",
);
const cleanTitle = (title: string) =>
  title
    .replace(/^(we('|’)re hiring|hiring)\s*[:\-–]?\s*/i, "")
    .replace(/\s+(?:workers|operatives|engineers|developers|managers|nurses|teachers)$/i, (plural) =>
      plural.slice(0, -1),
    )
    .replace(/[.!]$/, "")
    .trim();

function findTitle(lines: string[]): string | null {
  for (const line of lines.slice(0, 8)) {
    const labelled = TITLE_LINE.exec(line) ?? LABELLED_TITLE.exec(line);
    if (labelled) return cleanTitle(labelled[1]!.split(/\s[-–|]\s/)[0]!);
  }
  // A first line "Frontend Software Engineer - JavaScript / React Northwind Berlin": its first part.
  const candidates = lines.slice(0, 8).map((l) => l.split(/\s[-–|]\s|\s\(/)[0]!.trim());
  const first = candidates.find((l) => l.split(/\s+/).length <= 8 && TITLE_WORD.test(l) && !headingKind(l));
  if (first) return cleanTitle(first);
  for (const line of lines.slice(0, 6)) {
    const prose = TITLE_IN_PROSE.exec(line);
    if (prose) return cleanTitle(prose[1]!);
  }
  return recurringTitle(lines.join("\n"));
}

/** A title in capitals, up to three words before its job noun: "IT Cost Controller", "Cost Controller". */
const CAPITALISED_TITLE = new RegExp(
  `\\b((?:[A-Z][A-Za-z/&-]*\\s+){0,3}(?:${JOB_NOUNS.split("|")
    .map((noun) => noun[0]!.toUpperCase() + noun.slice(1))
    .join("|")}))\\b`,
  "g",
);

/**
 * A posting that puts its title in no line of its own says it in its prose, more than once and in capitals ("an
 * ambitious IT Cost Controller who…", "As IT Cost Controller we…", "the Cost Controller will report…"): the
 * title named most often, by its last words, in its longest form. Named once, it may be anyone's ("report to the
 * Finance Manager").
 */
function recurringTitle(text: string): string | null {
  // (A sentence's first word is no part of the title: "The Cost Controller will…", "As IT Cost Controller we…".)
  const forms = [...text.matchAll(CAPITALISED_TITLE)].map((m) =>
    m[1]!.replace(/\s+/g, " ").replace(/^(?:(?:The|As|An?|Our|Your|This|New|Senior|Junior)\s+)+(?=\S+\s)/, ""),
  );
  const lastWords = (form: string) => form.split(" ").slice(-2).join(" ");
  const counts = new Map<string, number>();
  for (const form of forms) counts.set(lastWords(form), (counts.get(lastWords(form)) ?? 0) + 1);
  const [best, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  if (!best || count < 2) return null;
  const longest = forms.filter((form) => lastWords(form) === best).sort((a, b) => b.length - a.length)[0]!;
  return cleanTitle(longest);
}
