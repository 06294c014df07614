// The learned skill tagger at run time: tokens in, the spans a recruiter would search for out (tools,
// technologies, certifications, knowledge areas), by the weights scripts/train-skill-tagger.ts wrote to
// data/skill-tagger.json. Deterministic, offline, a few microseconds a token.
import weightsFile from "../../../data/skill-tagger.json" with { type: "json" };
import { baseFeatures, DOMAIN_PREFIX } from "./features.ts";
import { spansOf, type TaggerWeights, viterbi } from "./model.ts";

let weights: TaggerWeights | null = null;

/**
 * The weights for postings: each feature's general and posting-marked weights added up once at load, so
 * inference looks each feature up once. (The file holds no resume-marked weights: resume lines train the
 * shared features, but the tagger does not read resumes, see extract-skills.ts.)
 */
function model(): TaggerWeights {
  if (weights) return weights;
  const prefix = DOMAIN_PREFIX.posting;
  const features = new Map<string, number[]>();
  for (const [feature, w] of Object.entries(weightsFile.features as Record<string, number[]>)) {
    const base = feature.startsWith(prefix) ? feature.slice(prefix.length) : feature;
    const sum = features.get(base) ?? [0, 0, 0];
    features.set(base, [sum[0]! + w[0]!, sum[1]! + w[1]!, sum[2]! + w[2]!]);
  }
  weights = { features, transitions: weightsFile.transitions };
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
export function tagSpans(tokens: string[], dictionary?: string[]): Array<[number, number]> {
  return spansOf(viterbi(model(), baseFeatures(tokens, dictionary)));
}

export function findSkillSpans(sentence: string): TaggedSpan[] {
  const tokens = tokenizeWithOffsets(sentence);
  return tagSpans(tokens.map((t) => t.token)).map(([first, last]) => {
    const start = tokens[first]!.start;
    const end = tokens[last]!.end;
    return { text: sentence.slice(start, end), start, end };
  });
}
