// Helpers the checks share: where bullets are, and how to quote a line as evidence.
import type { ParsedResume, TextLine } from "../types.ts";
import type { CheckOutcome, Evidence } from "./types.ts";

export function lineEvidence(resume: ParsedResume, line: TextLine): Evidence {
  const section = resume.sections.find((s) => line.index >= s.startLine && line.index < s.endLine);
  return { text: line.text.trim(), lineIndex: line.index, section: section?.kind ?? null };
}

export function textEvidence(resume: ParsedResume, text: string): Evidence {
  const needle = text.slice(0, 40);
  const line = resume.lines.find((l) => l.text.includes(needle));
  return line ? { ...lineEvidence(resume, line), text } : { text, lineIndex: null, section: null };
}

/** Every experience bullet with the entry it belongs to. */
export function experienceBullets(resume: ParsedResume): Array<{ text: string; entry: number }> {
  return resume.resume.experience.flatMap((e, entry) => e.responsibilities.map((text) => ({ text, entry })));
}

export function quote(text: string, max = 90): string {
  const clean = text.trim();
  return `"${clean.length > max ? `${clean.slice(0, max - 1)}…` : clean}"`;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** The outcome of a bullet check on a resume without experience bullets: not applicable. */
export function noBullets(): CheckOutcome {
  return { score: null, severity: "info", measured: "No experience bullets to judge.", evidence: [] };
}
