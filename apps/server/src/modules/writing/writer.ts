// Letters and rewrites: the built-in writer always drafts; a configured language model may then write the
// text, and every model answer passes the grounding guard (each number, employer, title, school and skill
// must appear in the resume or the posting) or the built-in text is used, with the reason logged — never
// the user's text.
import type { WrittenBy } from "@hireable/contracts";
import {
  type BulletRewriteSuggestion,
  type CoverLetterInput,
  findUngroundedFacts,
  generateCoverLetter,
  resumeSources,
  type UngroundedFact,
} from "@hireable/engine";
import type { FastifyBaseLogger } from "fastify";
import { type ChatClient, ChatError } from "../../lib/chat-client.ts";

export interface WrittenLetter {
  text: string;
  writtenBy: WrittenBy;
}

export type WrittenRewrite = BulletRewriteSuggestion & { writtenBy: WrittenBy };

export const FALLBACK_REASONS = {
  ungrounded:
    "The model's text named facts that are not in your resume or the posting, so the built-in writer's text is shown.",
  length: "The model's letter was far from 250–380 words, so the built-in writer's letter is shown.",
  unreadable: "The model's answer could not be read, so the built-in writer's text is shown.",
  unavailable: "The language model could not be reached, so the built-in writer's text is shown.",
} as const;

const BUILT_IN: WrittenBy = { engine: "built-in" };
/** Room for the sources in the prompt: enough for a long resume and posting, not a pasted book. */
const MAX_SOURCE_CHARS = 8_000;

const STYLE_BRIEF: Record<CoverLetterInput["template"], string> = {
  professional: "professional: formal and traditional, four paragraphs, 'Dear Hiring Manager', 'Sincerely'",
  modern: "modern: direct and contemporary, short sentences, the matched requirements as a short list, 'Best'",
  creative: "creative: opens with the applicant's strongest result as a story, warm and vivid, 'Warmly'",
};

const LETTER_SYSTEM = [
  "You write cover letters from the facts you are given and nothing else.",
  "Never add a number, employer, job title, school, certification, skill or tool that is not in the RESUME or the JOB POSTING.",
  "Write 250 to 380 words in 3 or 4 paragraphs, plain text without markdown or placeholders, then a sign-off with the applicant's name.",
].join(" ");

const REWRITE_SYSTEM = [
  "You rewrite resume bullets: a strong verb first, no duty phrases such as 'Responsible for', no pronouns, tight wording.",
  "Keep every number, name, tool and skill of the original bullet and add none; never invent a figure.",
  "Where a result has no number, you may add a bracketed placeholder such as [X%] for the user to fill.",
  "Answer with a JSON array of strings only: one rewrite per bullet, in the order given.",
].join(" ");

function clip(text: string): string {
  return text.length > MAX_SOURCE_CHARS ? `${text.slice(0, MAX_SOURCE_CHARS)}…` : text;
}

/**
 * Models wrap answers in code fences, open with a line about the answer ("Sure! Here is your letter:") and
 * mark words in Markdown; the text the user gets is the answer alone, in plain text.
 */
function unwrap(answer: string): string {
  return answer
    .trim()
    .replace(/^(?:sure|certainly|of course|here(?:'s| is| are))\b[^\n]*:\s*\n+/i, "")
    .trim()
    .replace(/^```[a-z]*\n?|\n?```$/g, "")
    .replace(/\*\*([^*\n]+)\*\*|__([^_\n]+)__/g, "$1$2")
    .trim();
}

function countKinds(problems: UngroundedFact[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const p of problems) counts[p.kind] = (counts[p.kind] ?? 0) + 1;
  return counts;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function createWriter(deps: { chat: ChatClient | null; log: FastifyBaseLogger }) {
  const { chat, log } = deps;
  const fellBack = (task: string, reason: keyof typeof FALLBACK_REASONS, detail: Record<string, unknown> = {}) => {
    // What went wrong and how much, never the text: it is the user's.
    log.warn({ task, reason, model: chat?.model, ...detail }, "model text set aside");
    return { engine: "built-in", fallbackReason: FALLBACK_REASONS[reason] } satisfies WrittenBy;
  };

  return {
    /** The configured model's name, or null when only the built-in writer is on. */
    model: chat?.model ?? null,

    async letter(input: CoverLetterInput, onDelta?: (text: string) => void): Promise<WrittenLetter> {
      const draft = generateCoverLetter(input);
      if (!chat) return { text: draft, writtenBy: BUILT_IN };
      const company = input.companyName?.trim() ?? "";
      const role = input.roleName?.trim() ?? "";
      // The resume's text and the fields read from it (a name or degree set over two lines), as the built-in
      // letter is checked.
      const sources = [...resumeSources(input.resume), input.jobDescription, company, role, draft];
      let answer: string;
      try {
        answer = unwrap(
          await chat.complete(
            [
              { role: "system", content: LETTER_SYSTEM },
              {
                role: "user",
                content: [
                  `STYLE: ${STYLE_BRIEF[input.template]}`,
                  `COMPANY: ${company || "(not given)"}`,
                  `ROLE: ${role || "(not given)"}`,
                  "### RESUME",
                  clip(input.resume.text),
                  "### JOB POSTING",
                  clip(input.jobDescription),
                  "### DRAFT",
                  draft,
                  "### END DRAFT",
                  "Improve the draft into the best letter you can in the requested style, using only these facts.",
                ].join("\n"),
              },
            ],
            { onDelta },
          ),
        );
      } catch (error) {
        return { text: draft, writtenBy: fellBack("letter", "unavailable", { error: (error as Error).message }) };
      }
      const words = wordCount(answer);
      if (words < 200 || words > 450) return { text: draft, writtenBy: fellBack("letter", "length", { words }) };
      const problems = findUngroundedFacts(answer, sources);
      if (problems.length > 0)
        return { text: draft, writtenBy: fellBack("letter", "ungrounded", { kinds: countKinds(problems) }) };
      return { text: answer, writtenBy: { engine: "model", model: chat.model } };
    },

    /** The built-in rewrites, each replaced by the model's when it keeps to the bullet's own facts. */
    async rewrites(drafts: BulletRewriteSuggestion[]): Promise<WrittenRewrite[]> {
      const builtIn = (writtenBy: WrittenBy) => drafts.map((d) => ({ ...d, writtenBy }));
      if (!chat || drafts.length === 0) return builtIn(BUILT_IN);
      let answers: unknown;
      try {
        const answer = await chat.complete([
          { role: "system", content: REWRITE_SYSTEM },
          { role: "user", content: JSON.stringify(drafts.map((d) => ({ original: d.original, draft: d.rewritten }))) },
        ]);
        answers = JSON.parse(unwrap(answer));
      } catch (error) {
        const reason = error instanceof ChatError ? "unavailable" : "unreadable";
        return builtIn(fellBack("rewrites", reason, { error: (error as Error).message }));
      }
      if (!Array.isArray(answers) || answers.length !== drafts.length || !answers.every((a) => typeof a === "string"))
        return builtIn(fellBack("rewrites", "unreadable"));
      return drafts.map((draft, i) => {
        const text = (answers as string[])[i]!.trim();
        // Placeholders are the user's to fill, not facts.
        const problems = findUngroundedFacts(text.replace(/\[[^\]]*\]/g, ""), [draft.original]);
        if (!text || problems.length > 0 || wordCount(text) > wordCount(draft.original) * 2 + 10)
          return { ...draft, writtenBy: fellBack("rewrites", "ungrounded", { kinds: countKinds(problems) }) };
        return { ...draft, rewritten: text, writtenBy: { engine: "model", model: chat.model } };
      });
    },
  };
}

export type Writer = ReturnType<typeof createWriter>;
