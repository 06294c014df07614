import type { ResumeAnalysis } from "../analyze/types.ts";

/** A readable analysis report for the terminal. */
export function formatAnalysis(analysis: ResumeAnalysis): string {
  const out: string[] = [`Overall score: ${analysis.overallScore}/100`, ""];
  for (const [category, score] of Object.entries(analysis.categoryScores)) {
    out.push(`  ${category.padEnd(11)} ${String(score).padStart(3)}`);
  }
  for (const cap of analysis.details.caps) out.push(`  capped at ${cap.cap}: ${cap.reason}`);
  out.push("", "Areas for improvement (most points first):");
  for (const s of analysis.details.suggestions) {
    out.push(`  [+${s.gain}] ${s.message}`, `        why: ${s.why}`);
    if (s.rewrite) out.push(`        pattern: ${s.rewrite}`);
  }
  out.push("", "Strengths:", ...analysis.strengths.map((s) => `  ✓ ${s}`));
  return out.join("\n");
}
