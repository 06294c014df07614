// Match time of a parsed resume against a ~600-word posting: p50 / p95 over N warm runs (none helped by answers
// kept from the one before), and within it the posting analysis and the skill tagger's own time (every sentence
// through the tagger, nothing else).
// Usage: node packages/engine/scripts/bench-match.ts [runs=200]
import { matchResumeToPosting } from "../src/match/match-resume.ts";
import { forgetAnswers } from "../src/memo.ts";
import { analyzePosting } from "../src/posting/analyze-posting.ts";
import { tagSpans, tokenizeWithOffsets } from "../src/skills/tagger/skill-tagger.ts";
import { parsedFromText, STRONG_RESUME } from "../test/parsed-from-text.ts";
import { percentile } from "./bench-support.ts";

const runs = Number(process.argv[2] ?? 200);
const paragraph =
  "You will design, build and operate data pipelines in Python, SQL and Spark, working with product managers, analysts and platform engineers. You care about data quality, observability with Datadog, and cost. Experience with Kafka, Airflow, Kubernetes, Terraform and AWS is required; dbt, Looker and GCP are a plus.";
const posting = [
  "Senior Data Engineer",
  "About us",
  "We are a retail analytics company serving 400 stores across Europe and North America with near-real-time insight.",
  "Responsibilities",
  ...Array.from({ length: 8 }, () => `- ${paragraph}`),
  "Requirements",
  "- 5+ years of experience in data engineering.",
  "- Bachelor's degree in Computer Science or a related field.",
  ...Array.from({ length: 3 }, () => `- ${paragraph}`),
  "Benefits",
  "- Health insurance, 401k and learning budget.",
].join("\n");
const resume = parsedFromText(STRONG_RESUME);
const now = { year: 2026, month: 11 };
matchResumeToPosting(resume, posting, now);
const sentences = analyzePosting(posting).blocks.flatMap((b) => b.sentences);
const tokenised = sentences.map((s) => tokenizeWithOffsets(s).map((t) => t.token));

/** Each run as a new resume and posting's: without the answers kept from the runs before (words' stems, titles). */
function timed(task: () => void): { p50: string; p95: string } {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    forgetAnswers();
    const started = performance.now();
    task();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50).toFixed(2), p95: percentile(times, 95).toFixed(2) };
}
const match = timed(() => matchResumeToPosting(resume, posting, now));
const analysis = timed(() => analyzePosting(posting));
const tagger = timed(() => {
  for (const tokens of tokenised) tagSpans(tokens);
});
console.log(
  `posting ${posting.split(/\s+/).length} words, ${sentences.length} sentences: match p50 ${match.p50} ms, p95 ${match.p95} ms over ${runs} runs`,
);
console.log(
  `  of which posting analysis p50 ${analysis.p50} ms (p95 ${analysis.p95}); skill tagger alone p50 ${tagger.p50} ms (p95 ${tagger.p95})`,
);
