// Span F1 as SkillSpan measures it, shared by measure-skillspan.ts and train-skill-tagger.ts:
// - strict: a predicted span counts when it equals a gold span (same first and last token);
// - relaxed: when it overlaps a gold span by at least one token.
// Precision = true predictions / predictions; recall = matched gold spans / gold spans.
export type Span = [number, number];

/** The B/I runs of a row of "O"/"B"/"I" tags (an "I" with no span before it is dropped, as in SkillSpan). */
export function spansOfTags(tags: readonly string[]): Span[] {
  const spans: Span[] = [];
  tags.forEach((tag, i) => {
    if (tag === "B") spans.push([i, i]);
    else if (tag === "I" && spans.length) spans.at(-1)![1] = i;
  });
  return spans;
}

export interface SpanScores {
  gold: number;
  predicted: number;
  strict: { precision: number; recall: number; f1: number };
  relaxed: { precision: number; recall: number; f1: number };
}

const f1 = (p: number, r: number) => (p + r ? (2 * p * r) / (p + r) : 0);

export function scoreSpans(rows: Iterable<{ gold: Span[]; predicted: Span[] }>): SpanScores {
  let predicted = 0;
  let gold = 0;
  let exact = 0;
  let relaxedTrue = 0;
  let relaxedRecalled = 0;
  const overlaps = (a: Span, b: Span) => a[0] <= b[1] && b[0] <= a[1];
  for (const row of rows) {
    predicted += row.predicted.length;
    gold += row.gold.length;
    exact += row.predicted.filter((s) => row.gold.some((t) => t[0] === s[0] && t[1] === s[1])).length;
    relaxedTrue += row.predicted.filter((s) => row.gold.some((t) => overlaps(s, t))).length;
    relaxedRecalled += row.gold.filter((t) => row.predicted.some((s) => overlaps(s, t))).length;
  }
  const score = (p: number, r: number) => ({ precision: p, recall: r, f1: f1(p, r) });
  return {
    gold,
    predicted,
    strict: score(predicted ? exact / predicted : 0, gold ? exact / gold : 0),
    relaxed: score(predicted ? relaxedTrue / predicted : 0, gold ? relaxedRecalled / gold : 0),
  };
}
