// A linear-chain model over the tags O, B, I: a weight per feature and tag, a weight per tag pair, and the
// best tag sequence by Viterbi. Training (scripts/train-skill-tagger.ts) fills it; inference only reads it.

export const TAGS = ["O", "B", "I"] as const;
export type Tag = (typeof TAGS)[number];

export interface TaggerWeights {
  /** Feature -> one weight per tag, in TAGS order. */
  features: Map<string, number[]>;
  /** [previous tag or the start (index 3)][tag]. */
  transitions: number[][];
}

/** "I" only continues a span: never at the start, never after "O". */
export function allowed(previous: number, tag: number): boolean {
  return !(tag === 2 && (previous === 0 || previous === 3));
}

export function emissionScores(weights: TaggerWeights, features: string[]): number[] {
  const scores = [0, 0, 0];
  for (const feature of features) {
    const w = weights.features.get(feature);
    if (!w) continue;
    scores[0]! += w[0]!;
    scores[1]! += w[1]!;
    scores[2]! += w[2]!;
  }
  return scores;
}

/** The highest-scoring tag sequence (tag indices). */
export function viterbi(weights: TaggerWeights, featureRows: string[][]): number[] {
  const n = featureRows.length;
  if (n === 0) return [];
  const score: number[][] = [];
  const back: number[][] = [];
  for (let i = 0; i < n; i++) {
    const emit = emissionScores(weights, featureRows[i]!);
    score.push([Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY]);
    back.push([0, 0, 0]);
    for (let tag = 0; tag < 3; tag++) {
      const previousTags = i === 0 ? [3] : [0, 1, 2];
      for (const previous of previousTags) {
        if (!allowed(previous, tag)) continue;
        const before = i === 0 ? 0 : score[i - 1]![previous]!;
        const total = before + weights.transitions[previous]![tag]! + emit[tag]!;
        if (total > score[i]![tag]!) {
          score[i]![tag] = total;
          back[i]![tag] = previous;
        }
      }
    }
  }
  const last = score[n - 1]!;
  let tag = last.indexOf(Math.max(...last));
  const path = new Array<number>(n);
  for (let i = n - 1; i >= 0; i--) {
    path[i] = tag;
    tag = back[i]![tag]!;
  }
  return path;
}

/** [first, last] token index of each B/I run. */
export function spansOf(tags: number[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  tags.forEach((tag, i) => {
    if (tag === 1) spans.push([i, i]);
    else if (tag === 2 && spans.length && spans.at(-1)![1] === i - 1) spans.at(-1)![1] = i;
  });
  return spans;
}
