// The learned skill tagger at run time: tokens in, the spans a recruiter would search for out (tools,
// technologies, certifications, knowledge areas), by the weights scripts/train-skill-tagger.ts wrote to
// data/skill-tagger.json. Deterministic, offline, a few microseconds a token.
import weightsFile from "../../../data/skill-tagger.json" with { type: "json" };
import { baseFeatures, DOMAIN_PREFIX, type TextDomain } from "./features.ts";
import { spansOf, type TaggerWeights, viterbi } from "./model.ts";

const models = new Map<TextDomain, TaggerWeights>();

/**
 * The weights for one domain, with each feature's general and domain-specific weights added up once at
 * load: inference then looks up each feature once, without building its domain-marked copy.
 */
function model(domain: TextDomain): TaggerWeights {
  const cached = models.get(domain);
  if (cached) return cached;
  const prefix = DOMAIN_PREFIX[domain];
  const features = new Map<string, number[]>();
  for (const [feature, w] of Object.entries(weightsFile.features as Record<string, number[]>)) {
    const marked = /^[pr]:/.test(feature);
    if (marked && !feature.startsWith(prefix)) continue;
    const base = marked ? feature.slice(prefix.length) : feature;
    const sum = features.get(base) ?? [0, 0, 0];
    features.set(base, [sum[0]! + w[0]!, sum[1]! + w[1]!, sum[2]! + w[2]!]);
  }
  const built = { features, transitions: weightsFile.transitions };
  models.set(domain, built);
  return built;
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
export function tagSpans(
  tokens: string[],
  domain: TextDomain = "posting",
  dictionary?: string[],
): Array<[number, number]> {
  return spansOf(viterbi(model(domain), baseFeatures(tokens, dictionary)));
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
