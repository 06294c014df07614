// Match time of a parsed resume against a ~600-word posting: p50 / p95 over N warm runs.
// Usage: node packages/engine/scripts/bench-match.ts [runs=200]
import { matchResumeToPosting } from "../src/match/match-resume.ts";
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
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  matchResumeToPosting(resume, posting, now);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (p: number) => percentile(times, p).toFixed(2);
console.log(`posting ${posting.split(/\s+/).length} words: match p50 ${at(50)} ms, p95 ${at(95)} ms over ${runs} runs`);
