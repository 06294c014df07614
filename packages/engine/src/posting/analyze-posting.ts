// Posting analysis: blocks (requirements, preferred, responsibilities, about, benefits, equal-opportunity
// text), the terms each sentence asks for — typed skills from the dictionary plus other keywords — marked
// required or preferred, the job title, years of experience and degree. Boilerplate yields no keywords.
import { matchSkills } from "../skills/match-skills.ts";
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
const STOP_KEYWORDS = new Set([
  "we",
  "you",
  "our",
  "the",
  "and",
  "team",
  "company",
  "role",
  "job",
  "work",
  "experience",
  "years",
  "ability",
  "strong",
  "excellent",
  "knowledge",
  "skills",
  "including",
  "etc",
  "plus",
  "bonus",
  "us",
  "it",
  "this",
  "they",
  "join",
  "please",
  "apply",
  "benefits",
  "i",
  "a",
]);

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

/** Capitalised or technical-looking words the dictionary does not know (Datadog, SOC 2, OKRs). */
function otherKeywords(sentence: string, skillSpans: Array<[number, number]>): string[] {
  const found: string[] = [];
  // CamelCase, acronyms, names with digits anywhere; plain capitalised words only mid-sentence (a product
  // or method name such as "Datadog", not the first word of a sentence).
  for (const match of sentence.matchAll(
    /\b([A-Z][a-z]+[A-Z][A-Za-z]*|[A-Z]{2,}[a-z]?s?|[A-Z][A-Za-z]*\d[\w]*|[A-Z][a-z]{2,})\b/g,
  )) {
    const start = match.index ?? 0;
    if (skillSpans.some(([a, b]) => start >= a && start < b)) continue;
    const word = match[1]!;
    const isPlainCapitalised = /^[A-Z][a-z]+$/.test(word);
    if (isPlainCapitalised && (start === 0 || /[.:;!?]\s*$/.test(sentence.slice(0, start)))) continue;
    if (STOP_KEYWORDS.has(word.toLowerCase()) || CALENDAR_WORDS.test(word)) continue;
    found.push(word);
  }
  return found;
}

const CALENDAR_WORDS =
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;

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

  let yearsRequired: PostingAnalysis["yearsRequired"] = null;
  let degree: PostingAnalysis["degree"] = null;
  for (const block of blocks) {
    for (const sentence of block.sentences) {
      // Equal-opportunity and benefits text asks for nothing.
      if (block.kind === "benefits" || block.kind === "eeo" || EEO.test(sentence)) continue;
      const requirement: Requirement =
        block.kind === "preferred" || PREFERRED_CUE.test(sentence) || block.kind === "about" ? "preferred" : "required";
      const skills = matchSkills(sentence);
      for (const skill of skills) add(skill.skillId, skill.name, skill.type, requirement, sentence);
      for (const word of otherKeywords(
        sentence,
        skills.map((s) => [s.start, s.end]),
      ))
        add(`kw:${word.toLowerCase()}`, word, "keyword", requirement, sentence);
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
    title: findTitle(lines),
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
  /\b(engineer|developer|manager|designer|analyst|director|lead|consultant|specialist|coordinator|scientist|architect|administrator|assistant|associate|representative|accountant|writer|nurse|teacher|officer|intern)\b/i;

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
