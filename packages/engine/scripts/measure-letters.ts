// Letters over the measurement corpus: every document x the test postings x the three styles. Prints word
// counts, letters under 250 words (and how many of those come from documents with fewer than two lines a
// letter can cite), and every fact the grounding check cannot find in the resume or the posting.
//   node packages/engine/scripts/measure-letters.ts [family-prefix …]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LETTER_WORDS } from "../src/generate/cover-letter.ts";
import { findUngroundedFacts, resumeSources } from "../src/generate/grounding.ts";
import { quotableLine } from "../src/generate/quotable.ts";
import { parseResume } from "../src/parse/parse-resume.ts";
import { testLetters } from "../test/postings.ts";

const corpus = join(import.meta.dirname, "../test/corpus");
const manifest: Array<{ file: string; family: string }> = JSON.parse(
  readFileSync(join(corpus, "manifest.json"), "utf8"),
);
const prefixes = process.argv.slice(2);

const counts: number[] = [];
let short = 0;
let shortThin = 0;
const ungrounded: string[] = [];
for (const entry of manifest.filter((m) => prefixes.length === 0 || prefixes.some((p) => m.family.startsWith(p)))) {
  const parsed = await parseResume(new Uint8Array(readFileSync(join(corpus, entry.file))));
  const citable = parsed.resume.experience.flatMap((e) => e.responsibilities).filter((b) => quotableLine(b)).length;
  for (const { name, posting, template, letter } of testLetters(parsed)) {
    const words = letter.split(/\s+/).length;
    counts.push(words);
    if (words < LETTER_WORDS.min) {
      short++;
      if (citable < 2) shortThin++;
    }
    for (const fact of findUngroundedFacts(letter, [...resumeSources(parsed), posting, "Acme"]))
      ungrounded.push(`${entry.file} / ${name} / ${template}: ${fact.kind} "${fact.text}"`);
  }
}
counts.sort((a, b) => a - b);
const at = (q: number) => counts[Math.min(counts.length - 1, Math.floor(q * counts.length))];
console.log(
  `letters ${counts.length}: words min ${counts[0]}, p10 ${at(0.1)}, median ${at(0.5)}, p90 ${at(0.9)}, max ${counts.at(-1)}`,
);
console.log(
  `under ${LETTER_WORDS.min} words: ${short} (${shortThin} from documents with fewer than two citable bullets)`,
);
console.log(`over ${LETTER_WORDS.max} words: ${counts.filter((n) => n > LETTER_WORDS.max).length}`);
console.log(`ungrounded facts: ${ungrounded.length}`);
for (const line of ungrounded.slice(0, 20)) console.log(`  ${line}`);
