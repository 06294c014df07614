// Precision and recall of the posting term extractor on SkillSpan's knowledge spans (technologies, tools,
// certifications — the "knowledge" tags), dev split.
// Usage: node packages/engine/scripts/measure-skillspan.ts [path/to/skillspan/dev.json]
//
// Scoring rule: a predicted span is the token range covered by a non-soft dictionary skill found by
// matchSkills in the sentence's tokens joined by spaces. Gold spans are the B-/I- runs of tags_knowledge.
// - strict: a predicted span counts when it equals a gold span exactly (same first and last token);
// - relaxed: when it overlaps a gold span by at least one token (each gold span matched at most once).
// Precision = true predictions / predictions; recall = matched gold spans / gold spans.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { matchSkills } from "../src/skills/match-skills.ts";

const file = process.argv[2] ?? join(import.meta.dirname, "../../../../shared/data/dev/skillspan/dev.json");
type Span = [number, number];

function goldSpans(tags: string[]): Span[] {
  const spans: Span[] = [];
  tags.forEach((tag, i) => {
    if (tag === "B") spans.push([i, i]);
    else if (tag === "I" && spans.length) spans[spans.length - 1]![1] = i;
  });
  return spans;
}

function predictedSpans(tokens: string[]): Span[] {
  const starts: number[] = [];
  let text = "";
  for (const token of tokens) {
    starts.push(text.length);
    text += `${token} `;
  }
  const tokenAt = (offset: number) => {
    let index = 0;
    while (index + 1 < starts.length && starts[index + 1]! <= offset) index++;
    return index;
  };
  // Soft skills are SkillSpan "skill" spans, not "knowledge": they are not predictions for this task.
  return matchSkills(text)
    .filter((m) => m.type !== "soft")
    .map((m) => [tokenAt(m.start), tokenAt(Math.max(m.start, m.end - 1))]);
}

let predicted = 0;
let gold = 0;
let strictTrue = 0;
let relaxedTrue = 0;
let strictRecalled = 0;
let relaxedRecalled = 0;
for (const line of readFileSync(file, "utf8").split("\n")) {
  if (!line.trim()) continue;
  const row = JSON.parse(line) as { tokens: string[]; tags_knowledge: string[] };
  const g = goldSpans(row.tags_knowledge);
  const p = predictedSpans(row.tokens);
  predicted += p.length;
  gold += g.length;
  const overlaps = (a: Span, b: Span) => a[0] <= b[1] && b[0] <= a[1];
  strictTrue += p.filter((s) => g.some((t) => t[0] === s[0] && t[1] === s[1])).length;
  relaxedTrue += p.filter((s) => g.some((t) => overlaps(s, t))).length;
  strictRecalled += g.filter((t) => p.some((s) => t[0] === s[0] && t[1] === s[1])).length;
  relaxedRecalled += g.filter((t) => p.some((s) => overlaps(s, t))).length;
}
const pct = (a: number, b: number) => (b ? ((a / b) * 100).toFixed(1) : "0.0");
const f1 = (p: number, r: number) => (p + r ? ((2 * p * r) / (p + r)).toFixed(1) : "0.0");
const sp = Number(pct(strictTrue, predicted));
const sr = Number(pct(strictRecalled, gold));
const rp = Number(pct(relaxedTrue, predicted));
const rr = Number(pct(relaxedRecalled, gold));
console.log(`gold knowledge spans ${gold}, predicted ${predicted}`);
console.log(`strict:  precision ${sp} %  recall ${sr} %  F1 ${f1(sp, sr)}`);
console.log(`relaxed: precision ${rp} %  recall ${rr} %  F1 ${f1(rp, rr)}`);
