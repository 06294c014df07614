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
  yearsRequired: { years: number; sentence: string } | null;
  degree: { level: DegreeLevel; sentence: string } | null;
  wordCount: number;
}

export const MAX_POSTING_CHARS = 20_000;

const BLOCK_HEADINGS: Array<[PostingBlockKind, RegExp]> = [
  [
    "preferred",
    /^(preferred|nice[- ]to[- ]have|bonus|pluses|good to have|desired|preferred qualifications|extra credit)/i,
  ],
  [
    "requirements",
    /^(requirements|qualifications|what you('|’)ll need|what you need|must[- ]haves?|you have|what we('|’)re looking for|who you are|minimum qualifications|basic qualifications|required|skills|about you|your profile)/i,
  ],
  [
    "responsibilities",
    /^(responsibilities|what you('|’)ll do|what you will do|the role|your role|duties|day[- ]to[- ]day|key responsibilities|in this role)/i,
  ],
  ["benefits", /^(benefits|perks|what we offer|compensation|why join|why you('|’)ll love)/i],
  ["about", /^(about (us|the company|the team)|who we are|our mission|company overview)/i],
];

const EEO =
  /equal (employment )?opportunity|without regard to|reasonable accommodation|protected veteran|race, colou?r|sexual orientation|affirmative action|e-verify|eeo\b/i;
const PREFERRED_CUE =
  /\b(preferred|nice to have|a plus|is a bonus|bonus points|ideally|desirable|advantageous|familiarity with)\b/i;
function headingKind(line: string): PostingBlockKind | null {
  const text = line.replace(/[:*#]+/g, "").trim();
  if (text.split(/\s+/).length > 6) return null;
  return BLOCK_HEADINGS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
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
  const add = (key: string, name: string, type: PostingTerm["type"], requirement: Requirement, sentence: string) => {
    const existing = terms.get(key);
    if (existing) {
      existing.mentions++;
      if (!existing.sentences.includes(sentence)) existing.sentences.push(sentence);
      if (requirement === "required") existing.requirement = "required";
      return;
    }
    terms.set(key, { key, name, type, requirement, sentences: [sentence], mentions: 1 });
  };

  const title = findTitle(lines);
  let yearsRequired: PostingAnalysis["yearsRequired"] = null;
  let degree: PostingAnalysis["degree"] = null;
  for (const block of blocks) {
    for (const sentence of block.sentences) {
      // Equal-opportunity and benefits text asks for nothing.
      if (block.kind === "benefits" || block.kind === "eeo" || EEO.test(sentence)) continue;
      const requirement: Requirement =
        block.kind === "preferred" || PREFERRED_CUE.test(sentence) || block.kind === "about" ? "preferred" : "required";
      // The title is matched as a title, not as skills; a degree's field of study is not a keyword.
      if (sentence === title) continue;
      const isDegree = DEGREE_PATTERNS.some(([, pattern]) => pattern.test(sentence)) && /degree/i.test(sentence);
      const inList = block.kind === "requirements" || block.kind === "preferred";
      for (const skill of extractSkills(sentence, { namesOnly: isDegree, requirement: inList }))
        add(skill.key, skill.name, skill.type, requirement, sentence);
      const years = /(\d{1,2})\s*\+?\s*(?:-|–|to)?\s*(?:\d{1,2}\s*)?\+?\s*years?/i.exec(sentence);
      if (years && /experience|exp\b/i.test(sentence) && (!yearsRequired || requirement === "required")) {
        const value = Number(years[1]);
        if (!yearsRequired || value > yearsRequired.years) yearsRequired = { years: value, sentence };
      }
      const level = DEGREE_PATTERNS.find(([, pattern]) => pattern.test(sentence));
      if (level && !degree && /degree|bachelor|master|ph\.?d|b\.?s|m\.?s|mba/i.test(sentence))
        degree = { level: level[0], sentence };
    }
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
    degree,
    wordCount: text.split(/\s+/).filter(Boolean).length,
  };
}

const TITLE_LINE = /^(?:job title|position|role|title)\s*[:\-–]\s*(.+)$/i;
const TITLE_WORD =
  /\b(engineer|developer|manager|designer|analyst|director|lead|consultant|specialist|coordinator|scientist|architect|administrator|assistant|associate|representative|executive|accountant|writer|nurse|teacher|officer|technician|intern)\b/i;

function findTitle(lines: string[]): string | null {
  for (const line of lines.slice(0, 8)) {
    const labelled = TITLE_LINE.exec(line);
    if (labelled) return labelled[1]!.trim();
  }
  const first = lines.find((l) => l.split(/\s+/).length <= 8 && TITLE_WORD.test(l) && !headingKind(l));
  return first
    ? first
        .replace(/^(we('|’)re hiring|hiring)\s*[:\-–]?\s*/i, "")
        .replace(/[.!]$/, "")
        .trim()
    : null;
}
