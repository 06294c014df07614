// Word lists the checks use, as data.

/** Strong openings for a bullet: verbs that say what the person did. */
export const ACTION_VERBS = new Set(
  "accelerated achieved acquired adapted administered advised analyzed analysed architected arranged assembled assessed audited authored automated balanced boosted briefed budgeted built calculated championed clarified coached collaborated compiled completed composed computed conceived conducted configured consolidated constructed consulted converted coordinated created cultivated cut debugged decreased defined delivered deployed designed developed devised diagnosed directed discovered doubled drafted drove earned edited eliminated enabled engineered enhanced established evaluated executed expanded expedited facilitated forecast formulated founded generated grew guided halved headed identified implemented improved increased influenced initiated innovated inspected installed instituted integrated interviewed introduced invented launched led leveraged maintained managed mapped marketed maximized measured mentored merged migrated minimized modernized monitored motivated negotiated operated optimized orchestrated organized overhauled oversaw partnered performed piloted pioneered planned prepared presented prioritized produced programmed promoted proposed prototyped published raised ran rebuilt recommended reconciled recruited redesigned reduced refactored refined reorganized replaced researched resolved restructured revamped reviewed revitalized saved scaled scheduled secured shipped simplified solved spearheaded standardized steered streamlined strengthened structured supervised supported surpassed taught tested trained transformed translated tripled troubleshot unified upgraded validated won wrote".split(
    " ",
  ),
);

/** Openings that describe duties instead of results. */
export const WEAK_OPENINGS =
  /^(responsible for|duties included|tasked with|worked on|helped( to)?|assisted( with| in)?|involved in|participated in|in charge of)\b/i;

export const FIRST_PERSON = /\b(I|me|my|mine|myself|we|our)\b/;

export const CLICHES = [
  "team player",
  "results-driven",
  "results driven",
  "detail-oriented",
  "hard worker",
  "hard-working",
  "go-getter",
  "think outside the box",
  "synergy",
  "self-starter",
  "dynamic",
  "passionate",
  "best of breed",
  "proven track record",
  "track record",
  "go-to person",
  "highly motivated",
  "strategic thinker",
  "excellent communication skills",
  "works well under pressure",
];

/** Numbers, money, percentages, counts and time spans in a bullet. */
export const QUANTIFIED =
  /(\d[\d,.]*\s?(%|percent|x\b|k\b|m\b|million|billion|hours?|days?|weeks?|months?|years?|users?|customers?|clients?|people|engineers?|members?|requests?|projects?)|[$€£¥]\s?\d|\b\d{2,}\b|\b\d+\b)/i;

export const OUTCOME_WORDS =
  /\b(increas\w*|reduc\w*|improv\w*|sav(ed|ing)|grew|growth|cut|boost\w*|rais\w*|lower\w*|faster|revenue|profit|conversion|retention|efficien\w*|result\w* in|leading to|which (led|resulted))\b/i;

export const SCOPE_WORDS =
  /\b(team of \d+|\d+\s*(engineers|people|reports|members|countries|offices|stores|users|customers|clients)|budget|\$\s?\d[\d.,]*\s?(k|m|million|billion)?|million|enterprise|company-wide|organization-wide|global|nationwide)\b/i;

export const PASSIVE = /\b(was|were|been|being|is|are)\s+\w+ed\b/i;

export const OBJECTIVE_HEADING = /\bobjective\b/i;
