// Answers kept for text asked again: each step of the parser asks of the same lines (is it a heading, a title,
// a range of dates?), and a resume's letters ask of the same resume. Pure functions of a string only.

/** Every answer map, for forgetAnswers. */
const everyAnswers: Array<Map<string, unknown>> = [];

/**
 * `compute`, answering from the last answers it gave: at most `limit` texts are kept, all forgotten at once when
 * that many are (a document's lines, or a few documents', fit).
 */
export function rememberedFor<T>(compute: (text: string) => T, limit = 4096): (text: string) => T {
  const answers = new Map<string, T | typeof NO_ANSWER>();
  everyAnswers.push(answers);
  return (text: string) => {
    const known = answers.get(text);
    if (known !== undefined) return (known === NO_ANSWER ? undefined : known) as T;
    const answer = compute(text);
    if (answers.size >= limit) answers.clear();
    answers.set(text, answer === undefined ? NO_ANSWER : answer);
    return answer;
  };
}

/** An answer of `undefined`, kept: a text asked again is then answered by one look-up, not two. */
const NO_ANSWER = Symbol("no answer");

/**
 * Forgets every answer kept: the parse benchmark times each parse as a new document's, not helped by answers kept
 * from the same file's earlier runs.
 */
export function forgetAnswers(): void {
  for (const answers of everyAnswers) answers.clear();
}

/** Words asked of a set: a `Set`, or one built on the first question (`builtWhenAsked`). */
export type WordSet = Pick<Set<string>, "has">;

/** A set built on the first question asked of it: most documents never ask. */
export function builtWhenAsked(build: () => Set<string>): WordSet {
  let words: Set<string> | null = null;
  return {
    has: (word) => {
      words ??= build();
      return words.has(word);
    },
  };
}
