// Generated text must never invent facts. This check lists every number, skill and capitalised name in a
// text that appears neither in the sources (the user's resume, the posting, the company and role they
// typed) nor in the generator's own fixed wording.
import { matchSkills } from "../skills/match-skills.ts";

/** Capitalised words the letter templates write themselves. */
export const TEMPLATE_WORDS = new Set(
  "Dear Hiring Manager If Sincerely Best Kind Regards Warmly Thank Thanks Hello Hi I I'm I've I'd My In As At With When What Here This That These Those The Your You Over Across Beyond Along Most Before Since Today Together Looking Ready Let Please Also And But So For From To On Of A An It It's Why How Where Which Each Every One Team Yours Cheers Respectfully Faithfully".split(
    " ",
  ),
);

export interface UngroundedFact {
  kind: "number" | "skill" | "name";
  text: string;
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ");
}

export function findUngroundedFacts(text: string, sources: string[]): UngroundedFact[] {
  const haystack = normalise(sources.join("\n"));
  const sourceSkills = new Set(sources.flatMap((s) => matchSkills(s).map((m) => m.skillId)));
  const problems: UngroundedFact[] = [];
  for (const match of text.matchAll(/[$€£]?\d[\d,.]*\s?%?/g)) {
    const number = match[0].trim().replace(/[.,]$/, "");
    if (!haystack.includes(number.toLowerCase())) problems.push({ kind: "number", text: number });
  }
  for (const skill of matchSkills(text)) {
    if (!sourceSkills.has(skill.skillId)) problems.push({ kind: "skill", text: skill.matchedText });
  }
  for (const match of text.matchAll(/\b[A-Z][\p{L}&'.-]*(?:\s+(?:of|and|&|de|du)?\s*[A-Z][\p{L}&'.-]*)*/gu)) {
    // A run never crosses the end of a sentence ("…in Go. Senior Engineer…").
    for (const run of match[0].split(/(?<=[.!?])\s+/)) {
      const words = run.split(/\s+/).filter((w) => !TEMPLATE_WORDS.has(w.replace(/[,.]$/, "")));
      const phrase = words.join(" ").replace(/[,.'’]+$/, "");
      if (!phrase || phrase.length < 2 || haystack.includes(normalise(phrase))) continue;
      // "Spark and SQL" is two grounded names joined by the letter's own words.
      const parts = phrase.split(/\s+(?:and|&|of)\s+/).filter((p) => p.length >= 2);
      if (parts.length > 1 && parts.every((p) => haystack.includes(normalise(p)))) continue;
      problems.push({ kind: "name", text: phrase });
    }
  }
  return problems;
}
