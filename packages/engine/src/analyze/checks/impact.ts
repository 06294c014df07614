import { experienceBullets, noBullets, plural, quote, textEvidence } from "../evidence.ts";
import type { Check } from "../types.ts";
import { ACTION_VERBS, OUTCOME_WORDS, QUANTIFIED, SCOPE_WORDS } from "../word-lists.ts";

function firstWord(text: string): string {
  return (text.trim().split(/\s+/)[0] ?? "").toLowerCase().replace(/[^a-z-]/g, "");
}

export const IMPACT_CHECKS: Check[] = [
  {
    id: "quantified-bullets",
    category: "impact",
    title: "Quantified results",
    weight: 4,
    run(resume) {
      const bullets = experienceBullets(resume);
      if (bullets.length === 0) return noBullets();
      const quantified = bullets.filter((b) => QUANTIFIED.test(b.text));
      const share = quantified.length / bullets.length;
      // About half the bullets carrying a number is the published target.
      const score = Math.min(1, share / 0.5);
      const measured = `${quantified.length} of ${bullets.length} bullets are quantified.`;
      if (score >= 1)
        return {
          score: 1,
          severity: "info",
          measured,
          evidence: quantified.slice(0, 2).map((b) => textEvidence(resume, b.text)),
          strength: `${measured.replace(".", "")} — e.g. ${quote(quantified[0]!.text, 70)}.`,
        };
      const plain = bullets.filter((b) => !QUANTIFIED.test(b.text)).slice(0, 2);
      return {
        score,
        severity: share < 0.25 ? "major" : "minor",
        measured,
        evidence: plain.map((b) => textEvidence(resume, b.text)),
        advice: {
          message: `Only ${measured.toLowerCase()} Add a number to bullets such as ${plain.map((b) => quote(b.text, 70)).join(" and ")}.`,
          why: "Numbers (%, $, counts, time saved) make a result concrete and believable.",
          rewrite: "[Action verb] [what] for [N] [users/customers], [increasing/reducing] [metric] by [X%] in [time].",
        },
      };
    },
  },
  {
    id: "action-verbs",
    category: "impact",
    title: "Bullets start with strong action verbs",
    weight: 3,
    run(resume) {
      const bullets = experienceBullets(resume);
      if (bullets.length === 0) return noBullets();
      const strong = bullets.filter((b) => ACTION_VERBS.has(firstWord(b.text)));
      const share = strong.length / bullets.length;
      const score = Math.min(1, share / 0.8);
      const measured = `${strong.length} of ${bullets.length} bullets start with a strong action verb.`;
      if (score >= 1)
        return {
          score: 1,
          severity: "info",
          measured,
          evidence: [],
          strength: `${measured.replace(".", "")} (${[...new Set(strong.map((b) => firstWord(b.text)))].slice(0, 4).join(", ")}…).`,
        };
      const weak = bullets.filter((b) => !ACTION_VERBS.has(firstWord(b.text))).slice(0, 2);
      return {
        score,
        severity: share < 0.5 ? "major" : "minor",
        measured,
        evidence: weak.map((b) => textEvidence(resume, b.text)),
        advice: {
          message: `Start bullets such as ${weak.map((b) => quote(b.text, 60)).join(" and ")} with a verb that says what you did (Led, Built, Reduced, Launched…).`,
          why: "The first word is what a recruiter reads; a strong verb signals ownership.",
          rewrite: "[Led/Built/Reduced/Launched] [what] …",
        },
      };
    },
  },
  {
    id: "outcome-language",
    category: "impact",
    title: "Outcomes, not only tasks",
    weight: 2,
    run(resume) {
      const bullets = experienceBullets(resume);
      if (bullets.length === 0) return noBullets();
      const outcomes = bullets.filter((b) => OUTCOME_WORDS.test(b.text));
      const share = outcomes.length / bullets.length;
      const score = Math.min(1, share / 0.4);
      const measured = `${outcomes.length} of ${bullets.length} bullets state an outcome.`;
      if (score >= 1)
        return {
          score: 1,
          severity: "info",
          measured,
          evidence: [],
          strength: `${measured.replace(".", "")}: you show what changed because of your work.`,
        };
      return {
        score,
        severity: "minor",
        measured,
        evidence: [],
        advice: {
          message: "Say what changed because of your work: end task bullets with the result they led to.",
          why: "Recruiters hire for results; tasks alone look like a job description.",
          rewrite: "… , resulting in [improved/reduced] [metric] by [X].",
        },
      };
    },
  },
  {
    id: "scope",
    category: "impact",
    title: "Scope: team, budget, users",
    weight: 1,
    run(resume) {
      const bullets = experienceBullets(resume);
      if (bullets.length === 0) return noBullets();
      const scoped = bullets.filter((b) => SCOPE_WORDS.test(b.text));
      if (scoped.length > 0)
        return {
          score: 1,
          severity: "info",
          measured: `${plural(scoped.length, "bullet")} show scope.`,
          evidence: scoped.slice(0, 1).map((b) => textEvidence(resume, b.text)),
          strength: `Scope is clear, e.g. ${quote(scoped[0]!.text, 70)}.`,
        };
      return {
        score: 0.4,
        severity: "minor",
        measured: "No bullet names a team size, budget or user count.",
        evidence: [],
        advice: {
          message: "Show the scale of your work at least once: team size, budget, users or customers.",
          why: "Scope tells a recruiter what level you work at.",
          rewrite: "Led a team of [N] … / Managed a $[X] budget … / Served [N] users …",
        },
      };
    },
  },
  {
    id: "latest-role-leads-with-result",
    category: "impact",
    title: "Latest role opens with a result",
    weight: 2,
    run(resume) {
      const latest = resume.resume.experience[0];
      const first = latest?.responsibilities.slice(0, 2) ?? [];
      if (!latest || first.length === 0)
        return { score: null, severity: "info", measured: "No latest role with bullets.", evidence: [] };
      const withResult = first.filter((b) => QUANTIFIED.test(b) || OUTCOME_WORDS.test(b));
      if (withResult.length > 0)
        return {
          score: 1,
          severity: "info",
          measured: "The first bullets of your latest role carry a result.",
          evidence: [textEvidence(resume, withResult[0]!)],
          strength: `Your latest role leads with a result: ${quote(withResult[0]!, 70)}.`,
        };
      return {
        score: 0.3,
        severity: "major",
        measured: "The first two bullets of your latest role state no result.",
        evidence: first.map((b) => textEvidence(resume, b)),
        advice: {
          message: `Open ${quote(latest.jobTitle || latest.company, 40)} with your strongest result, not ${quote(first[0]!, 60)}.`,
          why: "Recruiters read the top of your latest role first, often only that.",
          rewrite: "[Achieved/Increased/Reduced] [metric] by [X] by [what you did].",
        },
      };
    },
  },
];
