// Finds every dictionary skill in a text (data/skills.json, derived by scripts/derive-skills.ts from our
// curated table, O*NET and ESCO), with where it was written. One compiled matcher: a map from the
// normalised first token to the candidate phrases (longest first), so a scan is one pass over the tokens.
// Tokens keep the characters that make tech names (C++, C#, .NET, Node.js, CI/CD).

import dictionary from "../../data/skills.json" with { type: "json" };
import { rememberedFor } from "../memo.ts";
import { isCommonWord, isEverydayWord } from "../parse/normalise-text.ts";
import type { SkillType } from "../types.ts";

export interface SkillEntry {
  id: string;
  name: string;
  type: SkillType;
  aliases: string[];
  /** Skills of the same kind (same O*NET product class): partial credit in job match. */
  related: string[];
}

export interface SkillMatch {
  skillId: string;
  name: string;
  type: SkillType;
  matchedText: string;
  start: number;
  end: number;
  /** How it matched: the canonical name, or an alias/acronym. */
  via: "exact" | "alias";
}

interface Phrase {
  tokens: string[];
  skill: SkillEntry;
  via: "exact" | "alias";
  /** Short or ambiguous words ("Go", "R", "C", "Spring") only count when written as in tech use. */
  caseSensitive: boolean;
  /** A case-sensitive phrase's tokens in capitals, which it also matches ("GO" for "Go"). */
  upperTokens: string[];
}

const AMBIGUOUS = new Set([
  "go",
  "r",
  "c",
  "spring",
  "rust",
  "swift",
  "express",
  "node",
  "next",
  "vue",
  "sales",
  "excel",
  "ui",
  "ux",
  "ts",
  "js",
  "ml",
  "shell",
  "rest",
  "spark",
  "looker",
  "sketch",
  "mongo",
  "scrum",
  "safe",
  "helm",
  "dart",
  "flutter",
  "qt",
  "cucumber",
  "storybook",
  "mongoose",
  "blender",
  "camel",
  "celery",
  "elixir",
  "ionic",
  "grunt",
  "gulp",
  "vim",
  "unity",
  "eclipse",
  "oracle",
  "babel",
  "prometheus",
]);

const isAsciiLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isAsciiAlnum = (code: number) => isAsciiLetter(code) || (code >= 48 && code <= 57);
/** A letter or digit, or the "+" and "#" of C++ and C#. */
const isNameChar = (code: number) => isAsciiAlnum(code) || code === 43 || code === 35;

/**
 * A text's tokens: a letter or digit and the name characters after it, with parts joined by "." "/" or "-"
 * ("C++", "Node.js", "CI/CD"), or a full stop and a letter (".NET"). Found by a scan of the characters: every
 * line of every resume is tokenised, and a pattern's match object for each token cost more than the matching.
 */
export function tokenize(text: string): Array<{ token: string; start: number; end: number }> {
  const tokens: Array<{ token: string; start: number; end: number }> = [];
  for (let at = 0; at < text.length; ) {
    const code = text.charCodeAt(at);
    let end = at;
    if (isAsciiAlnum(code)) {
      // A name's characters, then parts joined by "." "/" or "-" ("Node.js", "CI/CD", "e-commerce").
      end++;
      while (end < text.length && isNameChar(text.charCodeAt(end))) end++;
      while (end + 1 < text.length && ".-/".includes(text[end]!) && isNameChar(text.charCodeAt(end + 1))) {
        end += 2;
        while (end < text.length && isNameChar(text.charCodeAt(end))) end++;
      }
    } else if (code === 46 && isAsciiLetter(text.charCodeAt(at + 1))) {
      // ".NET"
      end += 2;
      while (end < text.length && isAsciiAlnum(text.charCodeAt(end))) end++;
    }
    if (end > at) tokens.push({ token: text.slice(at, end), start: at, end });
    at = Math.max(end, at + 1);
  }
  return tokens;
}

/**
 * The phrases that start with one token: those of one token, and those of more by their second token (a common
 * first word, "data", starts dozens), each list longest first.
 */
interface PhrasesFrom {
  single: Phrase[];
  bySecond: Map<string, Phrase[]>;
}

let compiled: { byFirstToken: Map<string, PhrasesFrom>; byId: Map<string, SkillEntry> } | null = null;

function compile() {
  if (compiled) return compiled;
  const byFirstToken = new Map<string, PhrasesFrom>();
  const byId = new Map<string, SkillEntry>();
  for (const row of dictionary.skills) {
    const { name, aliases } = row;
    const skill: SkillEntry = { id: row.id, name, type: row.type as SkillType, aliases, related: row.related };
    byId.set(skill.id, skill);
    for (const [text, via] of [[name, "exact"], ...aliases.map((a) => [a, "alias"])] as Array<
      [string, "exact" | "alias"]
    >) {
      const asWritten = tokenize(text).map((t) => t.token);
      const tokens = asWritten.map((t) => t.toLowerCase());
      if (tokens.length === 0) continue;
      // Acronyms ("ETC", "BASIC"), names in capitals that are words ("IMAGINE", ERDAS's: "We imagine that you…")
      // and ambiguous words ("Go", "R") count only as written, not in prose.
      const written = asWritten[0]!;
      const inCapitals = /^[A-Z]{2,}$/.test(written) && (written.length <= 6 || isCommonWord(written));
      // So does a tool's short name that is an everyday word ("Sites" for Google Sites, "Database" for Oracle
      // Database, "Windows"): "production sites", "a database schema" name no product ("azure" still does).
      const wordForTool = via === "alias" && skill.type === "tool" && isEverydayWord(written);
      const caseSensitive = tokens.length === 1 && (AMBIGUOUS.has(tokens[0]!) || inCapitals || wordForTool);
      const phrase: Phrase = {
        tokens: caseSensitive ? asWritten : tokens,
        upperTokens: caseSensitive ? asWritten.map((t) => t.toUpperCase()) : [],
        skill,
        via,
        caseSensitive,
      };
      const key = tokens[0]!;
      const from: PhrasesFrom = byFirstToken.get(key) ?? { single: [], bySecond: new Map() };
      byFirstToken.set(key, from);
      if (tokens.length === 1) from.single.push(phrase);
      else {
        // (A phrase of several tokens is matched in lower case: only one token's phrases keep their case.)
        const list = from.bySecond.get(tokens[1]!) ?? [];
        list.push(phrase);
        from.bySecond.set(tokens[1]!, list);
      }
    }
  }
  // (Sorting is stable: phrases of one length keep the dictionary's order.)
  for (const { bySecond } of byFirstToken.values())
    for (const list of bySecond.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  compiled = { byFirstToken, byId };
  return compiled;
}

export function matchSkills(text: string): SkillMatch[] {
  const { byFirstToken } = compile();
  // (A token never ends in a full stop: "…using React." gives "React", and ".NET" and "Node.js" stay whole.)
  const tokens = tokenize(text);
  // (Each token lowered once: a common first word has dozens of candidate phrases to try.)
  const lowered = tokens.map((t) => t.token.toLowerCase());
  const matches: SkillMatch[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const from = byFirstToken.get(lowered[i]!);
    if (!from) continue;
    // The longest phrase of several tokens that goes on as the text does, else one of one token.
    const longer = i + 1 < tokens.length ? from.bySecond.get(lowered[i + 1]!) : undefined;
    const phrase =
      longer?.find(
        (p) => i + p.tokens.length <= tokens.length && p.tokens.every((t, k) => k < 2 || lowered[i + k] === t),
      ) ??
      from.single.find((p) => {
        if (!p.caseSensitive) return true;
        const actual = tokens[i]!.token;
        return actual === p.tokens[0] || actual === p.upperTokens[0];
      });
    if (!phrase) continue;
    const last = tokens[i + phrase.tokens.length - 1]!;
    const start = tokens[i]!.start;
    const end = last.start + last.token.length;
    matches.push({
      skillId: phrase.skill.id,
      name: phrase.skill.name,
      type: phrase.skill.type,
      matchedText: text.slice(start, end),
      start,
      end,
      via: phrase.via,
    });
    i += phrase.tokens.length - 1;
  }
  return matches;
}

export function getSkill(id: string): SkillEntry | undefined {
  return compile().byId.get(id);
}

/**
 * The canonical skill for a written name or alias ("JS" -> JavaScript), when the dictionary knows it. (Kept by
 * text: the parser asks of the same cells and items again and again.)
 */
export const lookupSkill = rememberedFor((written: string): SkillEntry | undefined => {
  const found = matchSkills(written);
  return found.length === 1 && found[0]!.start === 0 && found[0]!.end >= written.trim().length
    ? getSkill(found[0]!.skillId)
    : undefined;
});
