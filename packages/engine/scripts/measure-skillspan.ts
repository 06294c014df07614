// Span F1 of the posting skill extractor on SkillSpan's knowledge spans (tools, technologies,
// certifications: the "knowledge" tags), on the dev split and on any file given (the held-out test split).
// Usage: node packages/engine/scripts/measure-skillspan.ts [path/to/skillspan/test.json …]
//
// Gold spans are the B-/I- runs of tags_knowledge; predictions come from the sentence's own tokens; strict and
// relaxed span F1 as scripts/span-f1.ts defines them.
// Rows: the extractor as the product runs it (the learned tagger, skills/knowledge-spans.ts), the tagger
// alone, and the dictionary alone (what the product used before the tagger), for comparison.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { knowledgeSpans } from "../src/skills/knowledge-spans.ts";
import { dictionaryTags } from "../src/skills/tagger/features.ts";
import { tagSpans } from "../src/skills/tagger/skill-tagger.ts";
import { type Span, scoreSpans, spansOfTags } from "./span-f1.ts";

const DEV = join(import.meta.dirname, "../../../../shared/data/dev/skillspan/dev.json");

function dictionarySpans(tokens: string[]): Span[] {
  return spansOfTags(dictionaryTags(tokens).map((tag) => tag[0]!));
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
    const started = performance.now();
    const scores = scoreSpans(
      rows.map((row) => ({ gold: spansOfTags(row.tags_knowledge), predicted: extract(row.tokens) })),
    );
    const ms = performance.now() - started;
    const pct = (x: number) => (x * 100).toFixed(1);
    const { strict, relaxed } = scores;
    console.log(
      `  ${name.padEnd(10)} strict F1 ${pct(strict.f1)} (P ${pct(strict.precision)} R ${pct(strict.recall)})  relaxed F1 ${pct(relaxed.f1)} (P ${pct(relaxed.precision)} R ${pct(relaxed.recall)})  ${scores.gold} gold, ${scores.predicted} predicted, ${(ms / rows.length).toFixed(2)} ms/sentence`,
    );
  }
}

for (const file of [DEV, ...process.argv.slice(2)]) measure(file);
