// Derives the engine's job-title head words (data/title-words.json) from O*NET Alternate Titles and ESCO
// occupations (CC BY 4.0): the last word of every title ("Certified Paralegal" -> "paralegal", "Barista"),
// kept when it heads at least MIN_TITLES titles and reads as a person (an agent noun, or a listed job word).
// The parser uses them to tell "Barista" (a title) from "Blue Bottle Coffee" (an employer).
// Usage: node packages/engine/scripts/derive-title-words.ts [path/to/shared/data/taxonomy]
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const taxonomy = process.argv[2] ?? join(import.meta.dirname, "../../../../shared/data/taxonomy");
const out = join(import.meta.dirname, "../data/title-words.json");
const MIN_TITLES = 4;

/** Suffixes of nouns for people: engineer, editor, pharmacist, technician, accountant, agent, foreman… */
const AGENT_NOUN = /(?:er|or|ist|ian|ant|ent|eer|ee|man|men|person|smith|wright|ier|yst|ive|ic|ess)$/;
/** Job words without such a suffix. */
const ALSO_PEOPLE = new Set(
  "nurse chef cook clerk aide paralegal barista cashier medic nanny valet usher lifeguard janitor doula vp cto ceo cfo coo head lead intern fellow trainee apprentice principal partner associate".split(
    " ",
  ),
);
/** Words that end like agent nouns but name things, places, relatives or whole departments. */
const NOT_PEOPLE = new Set(
  "computer scanner timer trailer generator compressor rubber brother mother sister parent department equipment over under order water center centre after paper letter number power super cooler dryer ruler flyer jumper hopper tanker printer register poster charter filter converter conditioner compressor sprinkler helicopter machine tractor monitor motor elevator reactor processor separator radiator incinerator calculator indicator river silver corner border counter content client patient student resident management government development environment tech plant layer former superior thinner".split(
    " ",
  ),
);

function headWord(title: string): string | null {
  const words = title
    .replace(/\(.*?\)/g, " ")
    .toLowerCase()
    .match(/[a-z][a-z'-]*/g);
  return words?.at(-1) ?? null;
}

const counts = new Map<string, number>();
const count = (title: string) => {
  const head = headWord(title);
  if (head) counts.set(head, (counts.get(head) ?? 0) + 1);
};

const onet = readFileSync(join(taxonomy, "onet/Alternate Titles.txt"), "utf8").split("\n").slice(1);
for (const line of onet) count(line.split("\t")[1] ?? "");

// ESCO occupations: PREFERREDLABEL and the newline-separated ALTLABELS columns of a quoted CSV.
const esco = readFileSync(join(taxonomy, "esco-occupations/occupations.csv"), "utf8");
for (const match of esco.matchAll(
  /^[^,\n]*,key_\d+,[^,]*,[^,]*,[^,]*,("(?:[^"]|"")*"|[^,]*),("(?:[^"]|"")*"|[^,]*)/gm,
)) {
  const unquote = (field: string) => field.replace(/^"|"$/g, "").replace(/""/g, '"');
  count(unquote(match[1] ?? ""));
  for (const alt of unquote(match[2] ?? "").split("\n")) count(alt);
}

const words = [...counts]
  .filter(([word, n]) => n >= MIN_TITLES && word.length > 2 && !NOT_PEOPLE.has(word))
  .filter(([word]) => AGENT_NOUN.test(word) || ALSO_PEOPLE.has(word))
  .map(([word]) => word)
  .sort();
writeFileSync(out, `${JSON.stringify(words)}\n`);
console.log(`${words.length} title head words -> ${out}`);
