// The job-match ranking evaluation (issue 29): every posting of the set against every resume, ranked by match
// score and compared with the labels (strong / partial / none) that the rubric of docs/match-ranking.md gives
// each pair. Reports pairwise ranking accuracy and NDCG@3 per posting (its people ranked) and per resume (its
// postings ranked), and the score bands: unrelated pairs should land low, strong ones high.
//   node packages/engine/scripts/match-ranking.ts [--pairs] [--worst] [--ranking <resume or posting id>]
//     [--explain "<resume id>|<posting id>"]
// Postings are SkillSpan's (MIT), resumes the corpus people and real Word resumes, all read at run time.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { matchResumeToPosting } from "../src/match/match-resume.ts";
import { parseResume } from "../src/parse/parse-resume.ts";
import { analyzePosting } from "../src/posting/analyze-posting.ts";
import type { ParsedResume } from "../src/types.ts";
import { REAL_WORD_DIR } from "./real-word.ts";

const SET = JSON.parse(readFileSync(join(import.meta.dirname, "../test/match-ranking.json"), "utf8")) as {
  postings: Record<string, string>;
  resumes: Record<string, string>;
  families: Record<string, string[]>;
  strongAcross: Array<[string, string]>;
  pairs: Record<string, Label>;
};
const SKILLSPAN_DIR = join(import.meta.dirname, "../../../../shared/data/dev/skillspan");
const CORPUS_DIR = join(import.meta.dirname, "../test/corpus/jsonresume-even");
const NOW = { year: 2026, month: 11 };

export type Label = "strong" | "partial" | "none";
const GAIN: Record<Label, number> = { strong: 2, partial: 1, none: 0 };

/** The rubric: same occupation strong; one of the same family partial; a full-stack person for a front- or back-end job strong. */
export function labelOf(resumeOccupation: string, postingOccupation: string): Label {
  if (resumeOccupation === postingOccupation) return "strong";
  const has = (list: Array<[string, string]>, a: string, b: string) => list.some(([x, y]) => x === a && y === b);
  if (has(SET.strongAcross, resumeOccupation, postingOccupation)) return "strong";
  if (has(SET.strongAcross, postingOccupation, resumeOccupation)) return "partial";
  if (
    Object.values(SET.families).some(
      (family) => family.includes(resumeOccupation) && family.includes(postingOccupation),
    )
  )
    return "partial";
  return "none";
}

/** SkillSpan keeps postings as tokenised sentences with placeholders for names: back to plain lines. */
function skillspanPostings(): Map<string, string> {
  const documents = new Map<string, string[]>();
  for (const split of ["train", "dev"]) {
    for (const line of readFileSync(join(SKILLSPAN_DIR, `${split}.json`), "utf8").split("\n")) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as { idx: number; tokens: string[]; source: string };
      const id = `skillspan:${split}:${row.source}:${row.idx}`;
      const text = row.tokens
        .join(" ")
        .replace(/(?:<ORGANIZATION>\s*)+/g, "Northwind ")
        .replace(/(?:<(?:LOCATION|ADDRESS)>\s*)+/g, "Springfield ")
        .replace(/(?:<(?:NAME|CONTACT|URL|EMAIL|PHONE)>\s*)+/g, "")
        .replace(/<PROFESSION>/g, "professional")
        .replace(/\s+([,.;:!?)])/g, "$1")
        .replace(/\(\s+/g, "(")
        .trim();
      if (!documents.has(id)) documents.set(id, []);
      if (text) documents.get(id)!.push(text);
    }
  }
  return new Map([...documents].map(([id, lines]) => [id, lines.join("\n")]));
}

async function resumeOf(id: string): Promise<ParsedResume> {
  const [kind, name] = id.split(/:(.+)/) as [string, string];
  if (kind === "real-word") return parseResume(new Uint8Array(readFileSync(join(REAL_WORD_DIR, name))));
  const pdf = readdirSync(CORPUS_DIR).find((file) => file.startsWith(`${name}-`))!;
  return parseResume(new Uint8Array(readFileSync(join(CORPUS_DIR, pdf))));
}

function ndcgAt3(ranked: Label[]): number | null {
  const ideal = [...ranked].sort((a, b) => GAIN[b] - GAIN[a]);
  const dcg = (labels: Label[]) =>
    labels.slice(0, 3).reduce((sum, label, i) => sum + (2 ** GAIN[label] - 1) / Math.log2(i + 2), 0);
  const best = dcg(ideal);
  return best === 0 ? null : dcg(ranked) / best;
}

/** Of the pairs whose labels differ, the share the scores order the same way (a tie counts half). */
function pairwise(items: Array<{ label: Label; score: number }>): number | null {
  let agree = 0;
  let total = 0;
  for (const a of items)
    for (const b of items) {
      if (GAIN[a.label] <= GAIN[b.label]) continue;
      total++;
      agree += a.score > b.score ? 1 : a.score === b.score ? 0.5 : 0;
    }
  return total ? agree / total : null;
}

const mean = (values: Array<number | null>) => {
  const present = values.filter((v): v is number => v !== null);
  return present.reduce((a, b) => a + b, 0) / present.length;
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main() {
  const texts = skillspanPostings();
  const postings = Object.entries(SET.postings).map(([id, occupation]) => ({
    id,
    occupation,
    analysis: analyzePosting(texts.get(id) ?? ""),
  }));
  const resumes = await Promise.all(
    Object.entries(SET.resumes).map(async ([id, occupation]) => ({ id, occupation, parsed: await resumeOf(id) })),
  );
  const pairs = postings.flatMap((posting) =>
    resumes.map((resume) => ({
      posting: posting.id,
      resume: resume.id,
      label: SET.pairs[`${resume.id}|${posting.id}`] ?? labelOf(resume.occupation, posting.occupation),
      ...(() => {
        const result = matchResumeToPosting(resume.parsed, posting.analysis, NOW);
        // Optional: the engine before the breakdown is measured by this script too.
        const part = (key: string) => result.details.breakdown?.parts.find((p) => p.key === key)?.score ?? null;
        return { score: result.matchScore, roleFit: part("roleFit"), required: part("required") };
      })(),
    })),
  );
  const by = (key: "posting" | "resume") => {
    const groups = new Map<string, typeof pairs>();
    for (const pair of pairs) groups.set(pair[key], [...(groups.get(pair[key]) ?? []), pair]);
    return [...groups].map(([id, group]) => {
      const ranked = [...group].sort((a, b) => b.score - a.score).map((p) => p.label);
      return {
        id,
        pairwise: pairwise(group),
        ndcg: ndcgAt3(ranked),
        top: [...group].sort((a, b) => b.score - a.score)[0]!,
      };
    });
  };
  const perPosting = by("posting");
  const perResume = by("resume");
  const band = (label: Label) => pairs.filter((p) => p.label === label).map((p) => p.score);
  const none = band("none").sort((a, b) => a - b);
  console.log(`ranking set: ${postings.length} postings x ${resumes.length} resumes = ${pairs.length} pairs`);
  console.log(
    `labels: ${band("strong").length} strong, ${band("partial").length} partial, ${none.length} none (rubric: docs/match-ranking.md)`,
  );
  console.log("");
  console.log("              pairwise  NDCG@3");
  console.log(
    `per posting   ${mean(perPosting.map((p) => p.pairwise)).toFixed(3)}     ${mean(perPosting.map((p) => p.ndcg)).toFixed(3)}`,
  );
  console.log(
    `per resume    ${mean(perResume.map((p) => p.pairwise)).toFixed(3)}     ${mean(perResume.map((p) => p.ndcg)).toFixed(3)}`,
  );
  console.log("");
  console.log(`strong pairs: median ${median(band("strong"))}   partial: median ${median(band("partial"))}`);
  console.log(
    `none pairs: median ${median(none)}, p90 ${none[Math.floor(none.length * 0.9)]}, max ${none.at(-1)}, share <= 20: ${(none.filter((s) => s <= 20).length / none.length).toFixed(3)}`,
  );
  const firstRight = perPosting.filter((p) => p.top.label === "strong").length;
  console.log(`postings whose top-ranked person is a strong fit: ${firstRight} of ${perPosting.length}`);
  // The review's question: does each person's right job rank first? Asked of the resumes that have one.
  const withStrong = perResume.filter((r) => pairs.some((p) => p.resume === r.id && p.label === "strong"));
  console.log(
    `resumes with a strong posting: ${withStrong.filter((r) => r.top.label === "strong").length} of ${withStrong.length} rank one first; NDCG@3 ${mean(withStrong.map((r) => r.ndcg)).toFixed(3)}, pairwise ${mean(withStrong.map((r) => r.pairwise)).toFixed(3)}`,
  );
  for (const r of withStrong.filter((r) => r.top.label !== "strong"))
    console.log(`  ${r.id} ranks first a ${r.top.label} posting (${r.top.posting})`);
  const explain = process.argv.indexOf("--explain");
  if (explain > 0) {
    const [resumeId, postingId] = process.argv[explain + 1]!.split("|");
    const resume = resumes.find((r) => r.id === resumeId)!;
    const posting = postings.find((p) => p.id === postingId)!;
    const result = matchResumeToPosting(resume.parsed, posting.analysis, NOW);
    console.log(
      resume.parsed.resume.experience.map((e) => e.jobTitle),
      posting.analysis.title,
    );
    console.log(result.details.breakdown.parts, result.matchingKeywords, result.missingKeywords);
  }
  const ranking = process.argv.indexOf("--ranking");
  if (ranking > 0) {
    // One resume's postings (or one posting's people) as the scores rank them, with their labels.
    const id = process.argv[ranking + 1]!;
    for (const p of pairs.filter((x) => x.resume === id || x.posting === id).sort((a, b) => b.score - a.score))
      console.log(`${String(p.score).padStart(3)} ${p.label.padEnd(7)} ${p.resume === id ? p.posting : p.resume}`);
  }
  if (process.argv.includes("--worst")) {
    const show = (p: (typeof pairs)[number]) =>
      `${p.label} ${p.score} ${p.resume} for ${p.posting} (role fit ${p.roleFit}, required ${p.required})`;
    for (const p of pairs.filter((x) => x.label === "none" && x.score > 20).sort((x, y) => y.score - x.score))
      console.log(show(p));
    for (const p of pairs.filter((x) => x.label === "strong" && x.score < 65).sort((x, y) => x.score - y.score))
      console.log(show(p));
  }
  if (process.argv.includes("--pairs")) {
    for (const p of perPosting)
      console.log(
        `${p.id.padEnd(28)} pairwise ${p.pairwise?.toFixed(2)} ndcg ${p.ndcg?.toFixed(2)} top ${p.top.resume} (${p.top.label} ${p.top.score})`,
      );
    for (const p of perResume)
      console.log(
        `${p.id.padEnd(28)} pairwise ${p.pairwise?.toFixed(2) ?? "-"} ndcg ${p.ndcg?.toFixed(2) ?? "-"} top ${p.top.posting} (${p.top.label} ${p.top.score})`,
      );
  }
}

await main();
