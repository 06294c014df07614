// Generated text must never invent facts. This check lists every number, skill and capitalised name in a
// text that appears neither in the sources (the user's resume, the posting, the company and role they
// typed) nor in the generator's own fixed wording.
import { rememberedFor } from "../memo.ts";
import { matchSkills } from "../skills/match-skills.ts";
import type { ParsedResume } from "../types.ts";
import { isActionVerb, REWRITE_VERBS } from "./rewrite-bullet.ts";

/** Capitalised words the letter templates write themselves. */
export const TEMPLATE_WORDS = new Set(
  "Dear Hiring Manager If Sincerely Best Kind Regards Warmly Thank Thanks Hello Hi I I'm I've I'd My In As At With When What Here This That These Those The Your You Over Across Beyond Along Most Before Since Today Together Looking Ready Let Please Also And But So For From To On Of A An It It's Why How Where Which Each Every One Team Yours Cheers Respectfully Faithfully Just Moments Right Other Education After Soon Who Worked".split(
    " ",
  ),
);

/** The writer's own words: its fixed wording, and the verbs a rewrite puts first ("Owned", "Co-developed"). */
function isWriterWord(word: string): boolean {
  return TEMPLATE_WORDS.has(word) || isActionVerb(word.replace(/^co-/i, "")) || REWRITE_VERBS.has(word);
}

export interface UngroundedFact {
  kind: "number" | "skill" | "name";
  text: string;
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ");
}

interface Searchable {
  /** The sources as written, and with words hyphenated at a line end joined ("Med-\nical", "Post-\nGIS"). */
  haystack: string;
  /** The same without hyphens: "Post-GIS" from a word broken around a margin date is "PostGIS". */
  unhyphenated: string;
}
let lastSearchable: { text: string; value: Searchable } = { text: "", value: { haystack: "", unhyphenated: "" } };
function searchable(sources: string[]): Searchable {
  const text = sources.join("\n");
  // (The same resume and posting are checked once per letter style: the last answer is kept.)
  if (text === lastSearchable.text) return lastSearchable.value;
  const haystack = [
    text,
    text.replace(/(\p{L})-\s*\n\s*(\p{L})/gu, "$1$2"),
    text.replace(/(\p{L})-\s*\n\s*(\p{L})/gu, "$1-$2"),
  ]
    .map(normalise)
    .join("\n");
  lastSearchable = { text, value: { haystack, unhyphenated: haystack.replace(/-\s*/g, "") } };
  return lastSearchable.value;
}

/**
 * A resume as a source of facts: its text, and the fields read from it (the name that signs a letter, a
 * degree), which a theme may have set over two lines with something between.
 */
export function resumeSources(parsed: ParsedResume): string[] {
  const { personalInfo, experience, education } = parsed.resume;
  const fields = [
    personalInfo.name,
    ...experience.flatMap((e) => [e.jobTitle, e.company]),
    ...education.flatMap((e) => [e.institution, `${e.degree} ${e.fieldOfStudy}`]),
  ];
  return [parsed.text, ...fields.map((field) => field.trim()).filter(Boolean)];
}

/**
 * The skills a source names. One resume is checked against many letters (a posting's three styles, a model's
 * drafts): its skills are found once, for the last few sources seen.
 */
const skillIdsOf = rememberedFor((source: string) => matchSkills(source).map((m) => m.skillId), 32);

export function findUngroundedFacts(text: string, sources: string[]): UngroundedFact[] {
  const { haystack, unhyphenated } = searchable(sources);
  const grounded = (phrase: string) =>
    haystack.includes(normalise(phrase)) || unhyphenated.includes(normalise(phrase).replace(/-\s*/g, ""));
  const sourceSkills = new Set(sources.flatMap(skillIdsOf));
  const problems: UngroundedFact[] = [];
  for (const match of text.matchAll(/[$€£]?\d[\d,.]*\s?%?/g)) {
    const number = match[0].trim().replace(/[.,]$/, "");
    if (!haystack.includes(number.toLowerCase())) problems.push({ kind: "number", text: number });
  }
  for (const skill of matchSkills(text)) {
    // A match across a bracket ("content (Marketing Assistant") is two phrases, not a skill named.
    if (/[()]/.test(skill.matchedText)) continue;
    if (!sourceSkills.has(skill.skillId) && !haystack.includes(normalise(skill.matchedText)))
      problems.push({ kind: "skill", text: skill.matchedText });
  }
  for (const match of text.matchAll(/\b[A-Z][\p{L}&'.-]*(?:\s+(?:of|and|&|de|du)?\s*[A-Z][\p{L}&'.-]*)*/gu)) {
    // A run never crosses the end of a sentence ("…in Go. Senior Engineer…").
    for (const run of match[0].split(/(?<=[.!?])\s+/)) {
      // The writer's own words split a run: "Hotel Mirador" and "Operations Lead" are checked apart.
      const phrases: string[][] = [[]];
      for (const word of run.split(/\s+/)) {
        if (isWriterWord(word.replace(/[,.]$/, ""))) phrases.push([]);
        else phrases.at(-1)!.push(word);
      }
      for (const words of phrases) {
        const phrase = words
          .join(" ")
          .replace(/[,.'’:;]+$/, "")
          .replace(/\s+(?:and|&|of|de|du)$/, "");
        if (!phrase || phrase.length < 2 || grounded(phrase)) continue;
        // "Spark and SQL" is two grounded names joined by the letter's own words.
        const parts = phrase.split(/\s+(?:and|&|of)\s+|-/).filter(Boolean);
        if (parts.length > 1 && parts.every(grounded)) continue;
        problems.push({ kind: "name", text: phrase });
      }
    }
  }
  return problems;
}
