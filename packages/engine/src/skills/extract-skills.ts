// Skills in a sentence, the way a recruiter would search for them: the learned tagger's spans and the
// dictionary's tools and certifications (knowledge-spans.ts), each normalised through the dictionary where
// it has a canonical name (JS -> JavaScript, k8s -> Kubernetes); a well-formed name the dictionary does not
// know is still a keyword (a new framework is still a keyword). Seniority words, generic nouns, job titles
// and company boilerplate never are. Soft skills come from the dictionary alone.
// Postings only: run over resume lines (measured on 12 corpus resumes) the tagger mostly marks places, dates
// and employers, so the resume side meets the posting through the same dictionary names and, for keywords
// the dictionary does not know, by phrase (match/match-resume.ts).
import type { SkillType } from "../types.ts";
import { knowledgeSpans } from "./knowledge-spans.ts";
import { matchSkills } from "./match-skills.ts";
import { dictionaryTagsAt } from "./tagger/features.ts";
import { tokenizeWithOffsets } from "./tagger/skill-tagger.ts";

export interface ExtractedSkill {
  /** The dictionary id, or "kw:<lower-case name>" for a name the dictionary does not know. */
  key: string;
  name: string;
  type: SkillType | "keyword";
  /** As written, and where, in the sentence. */
  written: string;
  start: number;
  end: number;
}

/** Words that are never a keyword on their own: seniority, generic nouns, boilerplate. */
export const NOT_KEYWORDS = new Set(
  (
    "senior junior lead leads principal staff mid-level entry-level head chief intern interns associate " +
    "framework frameworks solution solutions team teams backend back-end frontend front-end fullstack full-stack " +
    "technology technologies tool tools tooling platform platforms system systems environment environments " +
    "experience knowledge skill skills ability abilities product products service services company business " +
    "industry customer customers client clients stakeholder stakeholders role position opportunity culture " +
    "benefits salary insurance office remote hybrid travel application applications software hardware " +
    "infrastructure architecture design development engineering operations process processes project projects " +
    "data code quality support best practices strategy tasks work projects requirements degree bachelor master " +
    "years year equivalent field areas area domain level levels concepts principles methodologies methods " +
    "standards best-practices related similar modern new latest various multiple other etc plus bonus"
  ).split(" "),
);

/** Job-title words: a span made of them is a title ("Software Engineer"), matched as a title, not a skill. */
const TITLE_WORDS =
  /^(?:engineer|engineers|developer|developers|manager|managers|designer|analyst|analysts|director|consultant|specialist|coordinator|scientist|architect|architects|administrator|assistant|representative|accountant|nurse|teacher|officer|technician|executive|owner|lead|head|senior|junior|staff|principal|software|sr\.?|jr\.?)$/i;

const EDGE_WORDS =
  /^(?:a|an|the|our|your|their|its|any|all|some|other|strong|solid|good|great|deep|proven|excellent|advanced|basic|working|hands-on|and|or|of|with|in|on|for|to|using|including|e\.g\.|i\.e\.)$/i;

/** Acronyms, CamelCase names and names with digits ("BLS", "SaaS", "HubSpot", "B2B", "S3"): names, not prose. */
const NAME_TOKEN =
  /^(?:\p{Lu}[\p{Lu}&]{1,5}s?|\p{Lu}+\p{Ll}+\p{Lu}[\p{L}]*|\p{Ll}+\p{Lu}[\p{L}]*|\p{Lu}[\p{L}]*\d[\p{L}\d]*|\p{Lu}\d+)$/u;
/**
 * Acronyms that are not skills: time off, offices, job levels, company forms, degrees, places, the CV asked
 * for, sizes, and currencies in thousands or millions ("MUSD", "kEUR").
 */
const NOT_SKILL_ACRONYMS = new Set(
  "PTO EEO EOE USA US UK EU CEO CTO CFO COO CIO VP SVP EVP HR LLC INC LTD FAQ ASAP OTE DEI ADA BS BA MS MA MBA PHD BSC MSC AM PM EST PST CET GMT NYC SF LA ID OR AND THE IT II III IV API APIS CV CVS KB MB GB TB".split(
    " ",
  ),
);
const CURRENCY = /^[KM]?(?:USD|EUR|GBP|CHF|DKK|SEK|NOK|PLN|CZK|INR|CAD|AUD|JPY|CNY)$/i;
const isNotSkillAcronym = (word: string) => NOT_SKILL_ACRONYMS.has(word.toUpperCase()) || CURRENCY.test(word);

const TRAILING_GENERIC =
  /^(?:certification|certificate|certified|license|licence|compliance|experience|knowledge|skills?|expertise|proficiency|environments?|tools?|tooling|frameworks?|systems?|platforms?|design|development|concepts|principles)$/i;

function keywordFrom(written: string): string | null {
  const words = written
    .replace(/^[^\p{L}\p{N}.]+|[^\p{L}\p{N}+#]+$/gu, "")
    .replace(/['’]s\b/g, "")
    .split(/\s+/)
    .filter(Boolean);
  while (words.length && EDGE_WORDS.test(words[0]!)) words.shift();
  while (words.length && EDGE_WORDS.test(words.at(-1)!)) words.pop();
  const name = words.join(" ");
  if (words.length === 1 && isNotSkillAcronym(name)) return null;
  if (!name || words.length > 3 || name.length > 40 || !/\p{L}/u.test(name)) return null;
  if (words.every((w) => NOT_KEYWORDS.has(w.toLowerCase()) || TITLE_WORDS.test(w))) return null;
  if (words.some((w) => TITLE_WORDS.test(w)) && words.every((w) => /^\p{Lu}/u.test(w) || TITLE_WORDS.test(w)))
    return null;
  // A plain lower-case phrase is prose, not a name, unless it is one word the posting treats as a term.
  if (words.length > 1 && words.every((w) => /^[\p{Ll}'’-]+$/u.test(w))) return null;
  // "ACLS certification" is ACLS, "PCI DSS compliance" is PCI DSS.
  while (words.length > 1 && TRAILING_GENERIC.test(words.at(-1)!)) words.pop();
  return words.join(" ");
}

/** A dictionary entry written as a word that is never a keyword here ("API", "design", "Framework"). */
function isGeneric(written: string): boolean {
  return NOT_KEYWORDS.has(written.toLowerCase()) || isNotSkillAcronym(written);
}

/**
 * `namesOnly`: a sentence that states a degree ("Bachelor's degree in Mathematics or Education") yields its
 * dictionary skills but no other keywords: its other words are a field of study, not a skill.
 * `requirement`: a line of a requirements list, where every dictionary skill is asked for ("2+ years of
 * acute care experience"), even where the tagger (trained mostly on tech postings) passes it over.
 */
/**
 * Standards are named whole ("WCAG 2.1 AA", "PCI DSS", "ISO 9001", "SOC 2 Type II"): their parts ("AA",
 * "DSS", "2.1") are not keywords of their own.
 */
const STANDARD =
  /\b(?:WCAG\s?\d(?:\.\d)?(?:\s?(?:AAA|AA|A)\b)?|PCI[\s-]?DSS(?:\s?v?\d(?:\.\d)?)?|ISO(?:\/IEC)?\s?\d{3,5}(?:-\d+)?|IEC\s?\d{3,5}(?:-\d+)?|SOC\s?[123](?:\s?Type\s?(?:II|I|1|2)\b)?|NIST\s?(?:SP\s?)?\d{3}-\d+|FIPS\s?\d{3}(?:-\d)?|IEEE\s?\d{3,4}(?:\.\d+)?)/g;

export function extractSkills(
  sentence: string,
  options: { namesOnly?: boolean; requirement?: boolean } = {},
): ExtractedSkill[] {
  const tokens = tokenizeWithOffsets(sentence);
  const dictionary = matchSkills(sentence);
  const found: ExtractedSkill[] = [];
  const fromDictionary = (m: (typeof dictionary)[number]): ExtractedSkill => ({
    key: m.skillId,
    name: m.name,
    type: m.type,
    written: m.matchedText,
    start: m.start,
    end: m.end,
  });
  const covered = (start: number, end: number) => found.some((f) => f.start < end && start < f.end);
  // The dictionary's tags per token, from the one scan of the sentence (the tagger reads them as features).
  const tags = dictionaryTagsAt(
    tokens.map((t) => t.start),
    dictionary,
  );
  const spans = knowledgeSpans(
    tokens.map((t) => t.token),
    tags,
  );
  // "PCI" + "DSS compliance" tagged apart: one name when an acronym runs straight into another span.
  for (let i = spans.length - 2; i >= 0; i--) {
    const [a, b] = [spans[i]!, spans[i + 1]!];
    if (a[0] === a[1] && b[0] === a[1] + 1 && /^\p{Lu}{2,}$/u.test(tokens[a[0]]!.token)) {
      spans.splice(i, 2, [a[0], b[1]]);
    }
  }
  for (const [first, last] of spans) {
    const start = tokens[first]!.start;
    const end = tokens[last]!.end;
    // A span the dictionary knows, in part or whole, is those skills; otherwise a keyword if it is a name.
    const inside = dictionary.filter(
      (m) => m.start < end && start < m.end && m.type !== "soft" && !isGeneric(m.matchedText),
    );
    if (inside.length) {
      for (const m of inside) if (!covered(m.start, m.end)) found.push(fromDictionary(m));
      continue;
    }
    if (options.namesOnly) continue;
    // "Mathematics or Education", "Kafka and Flink": two names.
    for (const part of sentence.slice(start, end).split(/\s+(?:or|and|&)\s+/)) {
      const name = keywordFrom(part);
      if (!name) continue;
      const at = sentence.indexOf(name, start);
      found.push({
        key: `kw:${name.toLowerCase()}`,
        name,
        type: "keyword",
        written: name,
        start: at,
        end: at + name.length,
      });
    }
  }
  // Names the tagger passed over ("BLS", "B2B", "SaaS"): acronyms and CamelCase are names in a posting.
  if (!options.namesOnly)
    for (const { token, start, end } of tokens) {
      if (!NAME_TOKEN.test(token) || isNotSkillAcronym(token) || covered(start, end)) continue;
      if (dictionary.some((m) => m.start < end && start < m.end)) continue;
      found.push({ key: `kw:${token.toLowerCase()}`, name: token, type: "keyword", written: token, start, end });
    }
  for (const m of dictionary)
    if ((m.type === "soft" || options.requirement) && !covered(m.start, m.end) && !isGeneric(m.matchedText))
      found.push(fromDictionary(m));
  if (options.namesOnly) return found.sort((a, b) => a.start - b.start);
  // A standard replaces the keywords made of its parts; a skill the dictionary reads in it ("WCAG" as
  // Accessibility) stays.
  const standards: ExtractedSkill[] = [...sentence.matchAll(STANDARD)].map((match) => {
    const name = match[0].replace(/\s+/g, " ");
    return {
      key: `kw:${name.toLowerCase()}`,
      name,
      type: "keyword",
      written: match[0],
      start: match.index,
      end: match.index + match[0].length,
    };
  });
  const outsideStandards = found.filter(
    (f) => f.type !== "keyword" || !standards.some((s) => s.start < f.end && f.start < s.end),
  );
  return [...outsideStandards, ...standards].sort((a, b) => a.start - b.start);
}
