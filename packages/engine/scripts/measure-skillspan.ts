// Span F1 of the posting skill extractor on SkillSpan's knowledge spans (tools, technologies,
// certifications: the "knowledge" tags), on the dev split and on any file given (the held-out test split).
// Usage: node packages/engine/scripts/measure-skillspan.ts [path/to/skillspan/test.json …]
//
// Gold spans are the B-/I- runs of tags_knowledge; predictions come from the sentence's own tokens.
// - strict: a predicted span counts when it equals a gold span exactly (same first and last token);
// - relaxed: when it overlaps a gold span by at least one token (each gold span matched at most once).
// Rows: the extractor as the product runs it (the learned tagger, skills/knowledge-spans.ts), the tagger
// alone, and the dictionary alone (what the product used before the tagger), for comparison.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { knowledgeSpans } from "../src/skills/knowledge-spans.ts";
import { dictionaryTags } from "../src/skills/tagger/features.ts";
import { tagSpans } from "../src/skills/tagger/skill-tagger.ts";

type Span = [number, number];
const DEV = join(import.meta.dirname, "../../../../shared/data/dev/skillspan/dev.json");

function goldSpans(tags: string[]): Span[] {
  const spans: Span[] = [];
  tags.forEach((tag, i) => {
    if (tag === "B") spans.push([i, i]);
    else if (tag === "I" && spans.length) spans[spans.length - 1]![1] = i;
  });
  return spans;
}

function dictionarySpans(tokens: string[]): Span[] {
  return goldSpans(dictionaryTags(tokens).map((tag) => tag[0]!));
}

const EXTRACTORS: Array<[string, (tokens: string[]) => Span[]]> = [
  ["product", (tokens) => knowledgeSpans(tokens)],
  ["tagger", (tokens) => tagSpans(tokens)],
  ["dictionary", dictionarySpans],
];

function measure(file: string) {
  const rows = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { tokens: string[]; tags_knowledge: string[] });
  console.log(`${file}: ${rows.length} sentences`);
  for (const [name, extract] of EXTRACTORS) {
    let predicted = 0;
    let gold = 0;
    let strictTrue = 0;
    let relaxedTrue = 0;
    let strictRecalled = 0;
    let relaxedRecalled = 0;
    const started = performance.now();
    for (const row of rows) {
      const g = goldSpans(row.tags_knowledge);
      const p = extract(row.tokens);
      predicted += p.length;
      gold += g.length;
      const overlaps = (a: Span, b: Span) => a[0] <= b[1] && b[0] <= a[1];
      strictTrue += p.filter((s) => g.some((t) => t[0] === s[0] && t[1] === s[1])).length;
      relaxedTrue += p.filter((s) => g.some((t) => overlaps(s, t))).length;
      strictRecalled += g.filter((t) => p.some((s) => t[0] === s[0] && t[1] === s[1])).length;
      relaxedRecalled += g.filter((t) => p.some((s) => overlaps(s, t))).length;
    }
    const ms = performance.now() - started;
    const f1 = (p: number, r: number) => (p + r ? (2 * p * r) / (p + r) : 0);
    const pct = (x: number) => (x * 100).toFixed(1);
    const [sp, sr] = [strictTrue / predicted, strictRecalled / gold];
    const [rp, rr] = [relaxedTrue / predicted, relaxedRecalled / gold];
    console.log(
      `  ${name.padEnd(10)} strict F1 ${pct(f1(sp, sr))} (P ${pct(sp)} R ${pct(sr)})  relaxed F1 ${pct(f1(rp, rr))} (P ${pct(rp)} R ${pct(rr)})  ${gold} gold, ${predicted} predicted, ${(ms / rows.length).toFixed(2)} ms/sentence`,
    );
  }
}

for (const file of [DEV, ...process.argv.slice(2)]) measure(file);
