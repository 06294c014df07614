// The features of the skill tagger, one list per token: the word, its shape, affixes, neighbours, whether
// the dictionary knows it, whether it is a common English word. Training (scripts/train-skill-tagger.ts)
// and inference (skill-tagger.ts) both call this, so they cannot disagree.
import commonWords from "../../../data/common-words.json" with { type: "json" };
import { matchSkills, type SkillMatch } from "../match-skills.ts";

const COMMON = new Set<string>(commonWords);

/** "PostgreSQL" -> "XxX", "C++" -> "X+", "3.5" -> "d.d": letters, digits and marks, repeats collapsed. */
export function shapeOf(token: string): string {
  return token
    .replace(/\p{Lu}/gu, "X")
    .replace(/\p{Ll}/gu, "x")
    .replace(/\p{N}/gu, "d")
    .replace(/(.)\1+/g, "$1");
}

/** For each token: "B"/"I" when a dictionary skill (not a soft skill) starts/continues there, else "O". */
export function dictionaryTags(tokens: string[]): string[] {
  const starts: number[] = [];
  let text = "";
  for (const token of tokens) {
    starts.push(text.length);
    text += `${token} `;
  }
  return dictionaryTagsAt(starts, matchSkills(text));
}

/** The same tags from matches already found, given where each token starts in the text they were found in. */
export function dictionaryTagsAt(starts: number[], matches: SkillMatch[]): string[] {
  const tags = starts.map(() => "O");
  let at = 0;
  for (const match of matches) {
    if (match.type === "soft") continue;
    while (at + 1 < starts.length && starts[at + 1]! <= match.start) at++;
    let i = at;
    tags[i] = `B-${match.type}`;
    while (i + 1 < starts.length && starts[i + 1]! < match.end) tags[++i] = `I-${match.type}`;
  }
  return tags;
}

function wordOf(token: string): string {
  return token.toLowerCase().replace(/^[^\p{L}\p{N}.#+]+|[^\p{L}\p{N}#+]+$/gu, "");
}

/** Where the text comes from: each feature also gets a copy for its domain, so resume lines (Dotin) teach the
 * tagger about resumes without changing what it learned about postings (Daumé's feature augmentation). */
export type TextDomain = "posting" | "resume";

export function tokenFeatures(tokens: string[], domain: TextDomain = "posting"): string[][] {
  const prefix = DOMAIN_PREFIX[domain];
  return baseFeatures(tokens).map((features) => [...features, ...features.map((f) => prefix + f)]);
}

export const DOMAIN_PREFIX: Record<TextDomain, string> = { posting: "p:", resume: "r:" };

/** The features shared by both domains; `dictionary` when the caller has the dictionary's tags already. */
export function baseFeatures(tokens: string[], dictionary?: string[]): string[][] {
  const words = tokens.map(wordOf);
  const shapes = tokens.map(shapeOf);
  const dict = dictionary ?? dictionaryTags(tokens);
  const at = <T>(list: T[], i: number, edge: T) => (i < 0 || i >= list.length ? edge : list[i]!);
  const sentenceHasSkill = dict.some((tag) => tag !== "O") ? 1 : 0;
  let depth = 0;
  return tokens.map((token, i) => {
    if (token === "(") depth++;
    if (token === ")") depth = Math.max(0, depth - 1);
    const w = words[i]!;
    const features = [
      "b",
      `w=${w}`,
      `t=${token}`,
      `s=${shapes[i]}`,
      `p3=${w.slice(0, 3)}`,
      `x3=${w.slice(-3)}`,
      `x2=${w.slice(-2)}`,
      `d=${dict[i]}`,
      `d-1=${at(dict, i - 1, "^")}`,
      `d+1=${at(dict, i + 1, "$")}`,
      `w-1=${at(words, i - 1, "^")}`,
      `w+1=${at(words, i + 1, "$")}`,
      `w-2=${at(words, i - 2, "^")}`,
      `w+2=${at(words, i + 2, "$")}`,
      `w-1w=${at(words, i - 1, "^")}|${w}`,
      `ww+1=${w}|${at(words, i + 1, "$")}`,
      `s-1=${at(shapes, i - 1, "^")}`,
      `s+1=${at(shapes, i + 1, "$")}`,
      `s-1s=${at(shapes, i - 1, "^")}|${shapes[i]}`,
      `c=${COMMON.has(w) ? 1 : 0}`,
      `c-1=${COMMON.has(at(words, i - 1, "")) ? 1 : 0}|c=${COMMON.has(w) ? 1 : 0}`,
      `first=${i === 0 ? 1 : 0}|s=${shapes[i]}`,
    ];
    features.push(
      `p4=${w.slice(0, 4)}`,
      `x4=${w.slice(-4)}`,
      `d|s=${dict[i]}|${shapes[i]}`,
      `sent=${sentenceHasSkill}|s=${shapes[i]}`,
      `paren=${depth > 0 ? 1 : 0}`,
      `w-1|s=${at(words, i - 1, "^")}|${shapes[i]}`,
      `s|w+1=${shapes[i]}|${at(words, i + 1, "$")}`,
    );
    if (/\d/.test(token)) features.push("digit");
    if (/[+#./]/.test(token)) features.push("mark");
    if (w.length <= 2) features.push(`short=${w}`);
    return features;
  });
}
