// Rewrites of the user's own bullets: a strong verb first, duty phrases and pronouns gone, passive turned
// active, filler cut. A rewrite only moves and replaces the user's words: it keeps every number, name and
// skill of the original and adds none; where a result has no number it adds a bracketed placeholder for the
// user to fill, never a figure.
import { ACTION_VERBS, FIRST_PERSON, PASSIVE, QUANTIFIED, WEAK_OPENINGS } from "../analyze/word-lists.ts";
import { rememberedFor } from "../memo.ts";
import { capitalise, lowerFirst } from "./sentence-case.ts";

export type RewriteReason = "duty-language" | "no-action-verb" | "passive-voice" | "first-person" | "no-number";

export interface BulletRewrite {
  original: string;
  rewritten: string;
  reasons: RewriteReason[];
}

/** Placeholders a rewrite may add: the user fills them with their own figures. */
export const NUMBER_PLACEHOLDER = "[by X%]";
export const RESULT_PLACEHOLDER = "[result, with a number]";

const IRREGULAR_PAST: Record<string, string> = {
  build: "built",
  lead: "led",
  run: "ran",
  write: "wrote",
  grow: "grew",
  drive: "drove",
  win: "won",
  teach: "taught",
  oversee: "oversaw",
  cut: "cut",
  troubleshoot: "troubleshot",
  forecast: "forecast",
  make: "made",
  do: "did",
  sell: "sold",
  bring: "brought",
  set: "set",
  take: "took",
  give: "gave",
  hold: "held",
  keep: "kept",
  speak: "spoke",
  find: "found",
  begin: "began",
  draw: "drew",
  think: "thought",
  buy: "bought",
  handle: "handled",
};

/** "manage" -> "managed", "plan" -> "planned", "apply" -> "applied". */
export function pastTense(base: string): string {
  const word = base.toLowerCase();
  if (IRREGULAR_PAST[word]) return IRREGULAR_PAST[word];
  if (word.endsWith("e")) return `${word}d`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ied`;
  // One syllable ending consonant-vowel-consonant doubles its last letter: plan -> planned, log -> logged.
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(word)) return `${word}${word.at(-1)}ed`;
  return `${word}ed`;
}

/** The base form of a verb written in the present ("manages", "manage") when it is a known action verb. */
function baseVerb(word: string): string | null {
  const lower = word.toLowerCase();
  const candidates = [
    lower,
    lower.replace(/ies$/, "y"),
    lower.replace(/(sh|ch|x|ss|z)es$/, "$1"),
    lower.replace(/s$/, ""),
  ];
  return candidates.find((c) => c.length > 1 && ACTION_VERBS.has(pastTense(c))) ?? null;
}

/**
 * "Led", "lead", "leads": an action verb in any of the forms a bullet starts with. (Asked of every capitalised word
 * of a letter and of each bullet's first: the answer is kept, the forms tried cost a dozen patterns a word.)
 */
export const isActionVerb = rememberedFor((word: string): boolean => {
  const lower = word.toLowerCase();
  return ACTION_VERBS.has(lower) || baseVerb(lower) !== null;
});

/** Nouns that name an action ("development of X") and the verb that does it. */
const NOMINALISATIONS: Record<string, string> = {
  development: "Developed",
  management: "Managed",
  implementation: "Implemented",
  design: "Designed",
  analysis: "Analyzed",
  maintenance: "Maintained",
  creation: "Created",
  preparation: "Prepared",
  coordination: "Coordinated",
  administration: "Administered",
  planning: "Planned",
  testing: "Tested",
  support: "Supported",
  migration: "Migrated",
  optimization: "Optimized",
  optimisation: "Optimized",
  integration: "Integrated",
  configuration: "Configured",
  documentation: "Documented",
  training: "Trained",
  installation: "Installed",
  research: "Researched",
  monitoring: "Monitored",
  delivery: "Delivered",
  review: "Reviewed",
  evaluation: "Evaluated",
  automation: "Automated",
  supervision: "Supervised",
  organization: "Organized",
  organisation: "Organized",
  production: "Produced",
  negotiation: "Negotiated",
  recruitment: "Recruited",
  onboarding: "Onboarded",
  scheduling: "Scheduled",
  reporting: "Reported on",
};

/** Weak verbs and the stronger verb that says the same thing. */
const WEAK_VERBS: Record<string, string> = {
  "worked with": "Collaborated with",
  "worked closely with": "Collaborated with",
  "worked on": "Contributed to",
  made: "Created",
  did: "Performed",
  handled: "Managed",
  utilized: "Used",
  utilised: "Used",
  "was in charge of": "Led",
  "in charge of": "Led",
  "involved in": "Contributed to",
  "participated in": "Contributed to",
  "assisted with": "Supported",
  "assisted in": "Supported",
  assisted: "Supported",
  "tasked with": "",
  "duties included": "",
  "responsible for": "",
};

/** Verbs a rewrite may put first that are not in the action-verb list. */
export const REWRITE_VERBS = new Set(["Owned", "Contributed", "Used", "Performed", "Served"]);

const FILLER: Array<[RegExp, string]> = [
  [/\b(successfully|effectively|efficiently|actively|various|very|really)\s+/gi, ""],
  [/\bin order to\b/gi, "to"],
  [/\bon a (daily|weekly|monthly|regular) basis\b/gi, "$1"],
  [/\bwas able to\s+/gi, ""],
  [/\b(utilizing|utilising)\b/gi, "using"],
  [/\butiliz(e|ed)\b|\butilis(e|ed)\b/gi, "used"],
  [/\s{2,}/g, " "],
];

const OUTCOME_VERB =
  /^(increased|reduced|improved|cut|grew|boosted|raised|lowered|decreased|saved|accelerated|shortened)\b/i;

/** Stems whose verb ends in a silent "e" ("managing" -> "manage", "executing" -> "execute"). */
const SILENT_E_STEM = /(?:at|iz|yz|is|ys|ag|uc|ov|iv|rv|dg|nc|ut|par|uir|pir|ud|vid|cid|uid|ib|ur|g)$/;

/**
 * The base form behind "-ing": "planning" -> "plan", "managing" -> "manage", "testing" -> "test". A known
 * action verb when there is one; after a duty phrase ("Responsible for ensuring") any verb, by its form.
 */
function baseFromGerundStem(stem: string, anyVerb: boolean): string | null {
  const doubled = /([bdgklmnprt])\1$/.test(stem) ? stem.slice(0, -1) : null;
  const candidates = [doubled, SILENT_E_STEM.test(stem) ? `${stem}e` : null, stem, `${stem}e`].filter(
    (c): c is string => !!c,
  );
  return candidates.find((c) => ACTION_VERBS.has(pastTense(c))) ?? (anyVerb && stem.length > 2 ? candidates[0]! : null);
}

/** "managing the budget" -> "Managed the budget" ("Manage" for a current role); "the budget" -> null. */
function verbFromGerund(text: string, current = false, anyVerb = false): string | null {
  const match = /^(\w+?)ing\b(.*)$/i.exec(text);
  if (!match) return null;
  const base = baseFromGerundStem(match[1]!.toLowerCase(), anyVerb);
  return base ? capitalise(current ? base : pastTense(base)) + match[2] : null;
}

/** A noun phrase without a verb: "Development of the billing API" -> "Developed the billing API". */
function verbFromNoun(text: string): string | null {
  const match = /^(?:the\s+)?([a-z]+)\s+(?:of|for)\s+(.+)$/i.exec(text);
  const verb = match ? NOMINALISATIONS[match[1]!.toLowerCase()] : undefined;
  if (match && verb) return `${verb} ${match[2]}`;
  const lead = /^([a-z]+)\b(.*)$/i.exec(text);
  const noun = lead ? NOMINALISATIONS[lead[1]!.toLowerCase()] : undefined;
  return noun && lead ? `${noun} ${lead[1]!.toLowerCase()}${lead[2]}` : null;
}

/** "Customer onboarding for 40 accounts" (no verb at all) -> "Delivered customer onboarding for 40 accounts". */
function verbForNounPhrase(text: string): string | null {
  const opening = text.split(/\s+/).slice(0, 5).join(" ");
  if (/\b(is|are|was|were|has|have|had|\w+ed)\b/i.test(opening) || /^(the|a|an|this|that|my|our)\b/i.test(text))
    return null;
  // "Brought the product to WCAG 2.1 AA": a verb whose past does not end in -ed is a verb all the same.
  const pastForms = new Set(Object.values(IRREGULAR_PAST));
  if (opening.split(" ").some((word) => pastForms.has(word.toLowerCase()))) return null;
  // "Technical lead for the payments org" names a position held, not a thing delivered.
  if (
    /^(\S+\s+){0,2}(lead|manager|owner|liaison|contact|representative|coordinator|mentor|advisor|champion|head|captain|chair|member)\b/i.test(
      text,
    )
  )
    return `Served as ${lowerFirst(text)}`;
  return `Delivered ${lowerFirst(text)}`;
}

/** "The pipeline was rebuilt by me to cut cost" -> "Rebuilt the pipeline to cut cost". */
function activeVoice(text: string): string | null {
  const match =
    /^(.{3,80}?)\s+(?:was|were|has been|have been)\s+(\w+ed|\w*(?:built|led|run|written|grown|made|cut|set|taught|sold|held|kept))\b(.*)$/i.exec(
      text,
    );
  if (!match) return null;
  const [, subject, participle, rest] = match as unknown as [string, string, string, string];
  const verb = participle.toLowerCase();
  const past = verb
    .replace(/written$/, "wrote")
    .replace(/grown$/, "grew")
    .replace(/run$/, "ran");
  const tail = rest.replace(/^\s+by\s+(me|myself|us|our team|the team)\b/i, "");
  return `${capitalise(past)} ${lowerFirst(subject)}${tail}`;
}

function firstWord(text: string): string {
  return (text.split(/\s+/)[0] ?? "").replace(/[^A-Za-z-]/g, "");
}

function startsWithActionVerb(text: string): boolean {
  return ACTION_VERBS.has(firstWord(text).toLowerCase());
}

/** Why a bullet is weak, in the analysis's own terms; empty when it is not. */
export function bulletWeaknesses(text: string): RewriteReason[] {
  const reasons: RewriteReason[] = [];
  if (WEAK_OPENINGS.test(text)) reasons.push("duty-language");
  else if (!startsWithActionVerb(text.replace(FIRST_PERSON_LEAD, ""))) reasons.push("no-action-verb");
  if (PASSIVE.test(text)) reasons.push("passive-voice");
  if (FIRST_PERSON.test(text)) reasons.push("first-person");
  if (!QUANTIFIED.test(text)) reasons.push("no-number");
  return reasons;
}

const FIRST_PERSON_LEAD = /^(i|we)\s+(?=\w)/i;

/**
 * The bullet rewritten, or null when nothing can be said better without inventing (a strong bullet, or one
 * whose structure the rules cannot read).
 */
export function rewriteBullet(
  original: string,
  options: { current?: boolean; placeholders?: boolean } = {},
): BulletRewrite | null {
  const reasons = bulletWeaknesses(original);
  if (reasons.length === 0) return null;
  const endsWithPeriod = /\.\s*$/.test(original);
  let text = original
    .trim()
    .replace(/^[•\-*·▪◦●]\s*/, "")
    .replace(/[.;]\s*$/, "");
  text = text.replace(FIRST_PERSON_LEAD, "").replace(/\b(my|our)\s+(?=own\b)/gi, "");
  for (const [pattern, replacement] of FILLER) text = text.replace(pattern, replacement);
  text = text.trim();

  // Duty openings and weak verbs: replace the phrase, then make what follows start with a verb.
  const lower = text.toLowerCase();
  const weak = Object.keys(WEAK_VERBS)
    .sort((a, b) => b.length - a.length)
    .find((phrase) => lower.startsWith(`${phrase} `));
  let verbFirst = false;
  if (weak) {
    verbFirst = true;
    const rest = text.slice(weak.length).trim();
    const replacement = WEAK_VERBS[weak]!;
    if (replacement) text = `${replacement} ${rest}`;
    else text = verbFromGerund(rest, options.current, true) ?? verbFromNoun(rest) ?? `Owned ${rest}`;
  } else if (/^helped( to)?\s+/i.test(text)) {
    verbFirst = true;
    const rest = text.replace(/^helped( to)?\s+/i, "");
    const base = baseVerb(firstWord(rest));
    text = base ? `Co-${pastTense(base)}${rest.slice(firstWord(rest).length)}` : `Supported ${rest}`;
  }

  const active = startsWithActionVerb(text) ? null : activeVoice(text);
  if (active) text = active;

  const lead = firstWord(text);
  const base = baseVerb(lead);
  if (!verbFirst && !startsWithActionVerb(text)) {
    if (base) text = `${capitalise(options.current ? base : pastTense(base))}${text.slice(lead.length)}`;
    else text = verbFromGerund(text, options.current) ?? verbFromNoun(text) ?? verbForNounPhrase(text) ?? text;
  }
  text = capitalise(text.replace(/\s{2,}/g, " ").trim());

  if (options.placeholders !== false && !QUANTIFIED.test(text)) {
    text =
      OUTCOME_VERB.test(text) && !/\bby\b/i.test(text)
        ? `${text} ${NUMBER_PLACEHOLDER}`
        : `${text}, ${RESULT_PLACEHOLDER}`;
  }
  if (endsWithPeriod) text += ".";
  const cleanOriginal = original.trim();
  return text === cleanOriginal ? null : { original: cleanOriginal, rewritten: text, reasons };
}
