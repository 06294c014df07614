// Trains the skill tagger: a structured averaged perceptron (Collins 2002) over SkillSpan's knowledge tags
// (tools, technologies, certifications), train split, and Dotin's "Tech Tools" resume labels (with features
// marked by domain, so resume lines do not blur what postings teach); dev only chooses the settings.
// Deterministic: fixed example order per epoch from a seeded shuffle, so the same data gives the same file.
//   node packages/engine/scripts/train-skill-tagger.ts  (the shipped file: --epochs 30 --min-count 2
//     --seeds 13,29,47,71 --prune 4 are the defaults; --no-dotin leaves the resume lines out)
// Writes packages/engine/data/skill-tagger.json (weights rounded, rare features pruned).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DOMAIN_PREFIX, tokenFeatures } from "../src/skills/tagger/features.ts";
import { allowed, spansOf, TAGS, type TaggerWeights, viterbi } from "../src/skills/tagger/model.ts";
import { scoreSpans } from "./span-f1.ts";

const DATA = join(import.meta.dirname, "../../../../shared/data/dev");
const SKILLSPAN = join(DATA, "skillspan");
const DOTIN = join(DATA, "dotin-resume-ner/545_cvs_train_v2");
const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const EPOCHS = Number(option("--epochs") ?? 30);
const OUT = option("--out") ?? join(import.meta.dirname, "../data/skill-tagger.json");

interface Example {
  features: string[][];
  gold: number[];
}

function load(file: string): Example[] {
  return readFileSync(join(SKILLSPAN, file), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { tokens: string[]; tags_knowledge: string[] })
    .filter((row) => row.tokens.length > 0)
    .map((row) => ({
      features: tokenFeatures(row.tokens),
      gold: row.tags_knowledge.map((tag) => TAGS.indexOf(tag as (typeof TAGS)[number])),
    }));
}

const XML_ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'" };

/**
 * Dotin's resumes as extra examples: each line with a "Tech Tools" label, tokenised on spaces with brackets,
 * commas and semicolons apart, the labelled tools tagged B/I (its other labels are not knowledge spans).
 */
function loadDotin(): Example[] {
  const examples: Example[] = [];
  for (const file of readdirSync(DOTIN)
    .filter((f) => f.endsWith(".xml"))
    .sort()) {
    const xml = readFileSync(join(DOTIN, file), "utf8").replace(/<\?xml[^>]*>|<\/?cv>/g, "");
    for (const line of xml.split("\n")) {
      if (!line.includes('type="Tech Tools"')) continue;
      const tokens: string[] = [];
      const gold: number[] = [];
      for (const part of line.split(/(<label type="[^"]*">[^<]*<\/label>)/)) {
        const label = /^<label type="([^"]*)">([^<]*)<\/label>$/.exec(part);
        const text = (label ? label[2]! : part).replace(/&\w+;/g, (e) => XML_ENTITIES[e] ?? e);
        const words = text.split(/\s+|(?=[(),;])|(?<=[(),;])/).filter((w) => w.trim());
        words.forEach((word, i) => {
          tokens.push(word);
          gold.push(label?.[1] === "Tech Tools" ? (i === 0 ? 1 : 2) : 0);
        });
      }
      if (tokens.length > 0 && tokens.length <= 80) examples.push({ features: tokenFeatures(tokens, "resume"), gold });
    }
  }
  return examples;
}

/** Mulberry32: a small seeded generator, so training is reproducible. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Weights with lazy averaging: each value keeps its running total and when it last changed. */
class Averaged {
  readonly current = new Map<string, number[]>();
  readonly totals = new Map<string, number[]>();
  readonly stamps = new Map<string, number[]>();
  transitions = Array.from({ length: 4 }, () => [0, 0, 0]);
  transitionTotals = Array.from({ length: 4 }, () => [0, 0, 0]);
  transitionStamps = Array.from({ length: 4 }, () => [0, 0, 0]);
  step = 0;

  weights(): TaggerWeights {
    return { features: this.current, transitions: this.transitions };
  }

  update(feature: string, tag: number, delta: number) {
    let w = this.current.get(feature);
    if (!w) {
      w = [0, 0, 0];
      this.current.set(feature, w);
      this.totals.set(feature, [0, 0, 0]);
      this.stamps.set(feature, [0, 0, 0]);
    }
    const totals = this.totals.get(feature)!;
    const stamps = this.stamps.get(feature)!;
    totals[tag]! += (this.step - stamps[tag]!) * w[tag]!;
    stamps[tag] = this.step;
    w[tag]! += delta;
  }

  updateTransition(previous: number, tag: number, delta: number) {
    this.transitionTotals[previous]![tag]! +=
      (this.step - this.transitionStamps[previous]![tag]!) * this.transitions[previous]![tag]!;
    this.transitionStamps[previous]![tag] = this.step;
    this.transitions[previous]![tag]! += delta;
  }

  averaged(): TaggerWeights {
    const features = new Map<string, number[]>();
    for (const [feature, w] of this.current) {
      const totals = this.totals.get(feature)!;
      const stamps = this.stamps.get(feature)!;
      features.set(
        feature,
        w.map((value, tag) => (totals[tag]! + (this.step - stamps[tag]!) * value) / this.step),
      );
    }
    const transitions = this.transitions.map((row, previous) =>
      row.map(
        (value, tag) =>
          (this.transitionTotals[previous]![tag]! + (this.step - this.transitionStamps[previous]![tag]!) * value) /
          this.step,
      ),
    );
    return { features, transitions };
  }
}

function train(
  examples: Example[],
  epochs: number,
  seed: number,
  onEpoch: (epoch: number, weights: TaggerWeights) => void,
) {
  const model = new Averaged();
  const shuffle = random(seed);
  const order = examples.map((_, i) => i);
  for (let epoch = 1; epoch <= epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(shuffle() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const index of order) {
      const { features, gold } = examples[index]!;
      model.step++;
      const guess = viterbi(model.weights(), features);
      if (guess.every((tag, i) => tag === gold[i])) continue;
      for (let i = 0; i < gold.length; i++) {
        const previousGold = i === 0 ? 3 : gold[i - 1]!;
        const previousGuess = i === 0 ? 3 : guess[i - 1]!;
        if (gold[i] !== guess[i] || previousGold !== previousGuess) {
          if (allowed(previousGold, gold[i]!)) model.updateTransition(previousGold, gold[i]!, 1);
          model.updateTransition(previousGuess, guess[i]!, -1);
        }
        if (gold[i] === guess[i]) continue;
        for (const feature of features[i]!) {
          model.update(feature, gold[i]!, 1);
          model.update(feature, guess[i]!, -1);
        }
      }
    }
    onEpoch(epoch, model.averaged());
  }
  return model.averaged();
}

/** Strict and relaxed span F1 of a model on examples (the rules of measure-skillspan.ts). */
function spanF1(weights: TaggerWeights, examples: Example[]) {
  const { strict, relaxed } = scoreSpans(
    examples.map((example) => ({
      gold: spansOf(example.gold),
      predicted: spansOf(viterbi(weights, example.features)),
    })),
  );
  return { strict: strict.f1, relaxed: relaxed.f1 };
}

if (import.meta.main) {
  const started = Date.now();
  const allTrain = [...load("train.json"), ...(process.argv.includes("--no-dotin") ? [] : loadDotin())];
  // Features seen fewer than MIN_COUNT times in training are noise: they are left out.
  const MIN_COUNT = Number(option("--min-count") ?? 2);
  const counts = new Map<string, number>();
  for (const e of allTrain) for (const row of e.features) for (const f of row) counts.set(f, (counts.get(f) ?? 0) + 1);
  const trainSet = allTrain.map((e) => ({
    ...e,
    features: e.features.map((row) => row.filter((f) => counts.get(f)! >= MIN_COUNT)),
  }));
  console.log(`${trainSet.length} training sentences`);
  const devSet = load("dev.json");
  const report = (label: string, weights: TaggerWeights) => {
    const { strict, relaxed } = spanF1(weights, devSet);
    console.log(`${label}: dev strict F1 ${(strict * 100).toFixed(1)}, relaxed ${(relaxed * 100).toFixed(1)}`);
  };
  // Several runs over different example orders, averaged: steadier than any one of them.
  const seeds = (option("--seeds") ?? "13,29,47,71").split(",").map(Number);
  const runs = seeds.map((seed) =>
    train(trainSet, EPOCHS, seed, (epoch, weights) => {
      if (seeds.length === 1 || epoch === EPOCHS) report(`seed ${seed} epoch ${epoch}`, weights);
    }),
  );
  const final: TaggerWeights = {
    features: new Map(),
    transitions: runs[0]!.transitions.map((row, i) =>
      row.map((_, j) => runs.reduce((sum, run) => sum + run.transitions[i]![j]!, 0) / runs.length),
    ),
  };
  for (const run of runs) {
    for (const [feature, w] of run.features) {
      const sum = final.features.get(feature) ?? [0, 0, 0];
      final.features.set(
        feature,
        sum.map((v, tag) => v + w[tag]! / runs.length),
      );
    }
  }
  if (runs.length > 1) report("averaged", final);
  // A small file: weights to one decimal, features whose weights are all below PRUNE dropped (measured on
  // dev: dropping those under 4 keeps a third of the features and the same F1).
  const PRUNE = Number(option("--prune") ?? 4);
  const features: Record<string, number[]> = {};
  // Resume-marked weights are left out: the tagger reads postings only (see extract-skills.ts).
  for (const [feature, w] of final.features) {
    if (feature.startsWith(DOMAIN_PREFIX.resume)) continue;
    if (Math.max(...w.map(Math.abs)) >= PRUNE) features[feature] = w.map((v) => Math.round(v * 10) / 10);
  }
  const transitions = final.transitions.map((row) => row.map((v) => Math.round(v * 10) / 10));
  report("as written", { features: new Map(Object.entries(features)), transitions });
  writeFileSync(OUT, `${JSON.stringify({ tags: TAGS, transitions, features })}\n`);
  console.log(`${Object.keys(features).length} features -> ${OUT} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
