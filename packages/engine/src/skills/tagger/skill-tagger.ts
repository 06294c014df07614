// The learned skill tagger at run time: tokens in, the spans a recruiter would search for out (tools,
// technologies, certifications, knowledge areas), by the weights scripts/train-skill-tagger.ts wrote to
// data/skill-tagger.json. Deterministic, offline, a few microseconds a token.
import weightsFile from "../../../data/skill-tagger.json" with { type: "json" };
import { type TextDomain, tokenFeatures } from "./features.ts";
import { spansOf, type TaggerWeights, viterbi } from "./model.ts";

let weights: TaggerWeights | null = null;

function model(): TaggerWeights {
  weights ??= {
    features: new Map(Object.entries(weightsFile.features as Record<string, number[]>)),
    transitions: weightsFile.transitions,
  };
  return weights;
}

export interface TaggedSpan {
  text: string;
  /** Offsets in the text given. */
  start: number;
  end: number;
}

/** Words (keeping the marks of tech names: C++, C#, .NET, Node.js, CI/CD) and each other mark apart. */
const TOKEN = /\.?[\p{L}\p{N}][\p{L}\p{N}+#]*(?:[.\-/&'’][\p{L}\p{N}+#]+)*[+#]*|\S/gu;

export function tokenizeWithOffsets(text: string): Array<{ token: string; start: number; end: number }> {
  return [...text.matchAll(TOKEN)].map((m) => ({ token: m[0], start: m.index, end: m.index + m[0].length }));
}

/** [first, last] token index of each span the tagger finds in a tokenised sentence. */
export function tagSpans(tokens: string[], domain: TextDomain = "posting"): Array<[number, number]> {
  return spansOf(viterbi(model(), tokenFeatures(tokens, domain)));
}

export function findSkillSpans(sentence: string, domain: TextDomain = "posting"): TaggedSpan[] {
  const tokens = tokenizeWithOffsets(sentence);
  return tagSpans(
    tokens.map((t) => t.token),
    domain,
  ).map(([first, last]) => {
    const start = tokens[first]!.start;
    const end = tokens[last]!.end;
    return { text: sentence.slice(start, end), start, end };
  });
}
