// Whether a line read from a document can be quoted in generated text as it is. Lines the layout broke
// ("a prediction al-   June 2005 – Aug 2007 gorithm", "fromO(n2) toO(nlogn)") read as debris in a letter.
import { MONTHS } from "../parse/dates.ts";

const MONTH_YEAR = new RegExp(`\\b(?:${MONTHS})\\.?,?\\s+\\d{4}\\b`, "i");
const YEAR = /\b(19|20)\d{2}\b/;
/** A word hyphenated at a line break and not joined again: "al- gorithm", "al-   June". */
const BROKEN_HYPHEN = /[a-z]-\s+\S/;
/** Words glued together when spaces were lost: "fromO(n2)", "toO". */
const GLUED = /\b[a-z]{2,}[A-Z]/;
/** Ends in the middle of a phrase: the rest is on a line we did not join. */
const UNFINISHED = /(?:[-,:/(&]|(?<![\p{L}\p{N}])(?:and|or|of|the|a|an|to|for|with|in|on|at|by|from))$/iu;

export function quotableLine(text: string, options: { allowYears?: boolean } = {}): boolean {
  const line = text.trim().replace(/[.;]+$/, "");
  const words = line.split(/\s+/).length;
  if (words < 4 || words > 40) return false;
  if (!/^[A-Z0-9"“(]/.test(line)) return false;
  // A run of names only ("Python PyTorch JavaScript NLP", "Paid social SEO CRM Marketplace") is a tool list,
  // not a sentence.
  if (!/(^|\s)[a-z]{3,}/.test(line)) return false;
  const named = line.split(/\s+/).slice(1);
  if (named.filter((word) => /^\p{Lu}/u.test(word)).length > named.length * 0.7) return false;
  if (MONTH_YEAR.test(line) || (!options.allowYears && YEAR.test(line))) return false;
  if (BROKEN_HYPHEN.test(line) || GLUED.test(line) || /\s{3,}/.test(text) || UNFINISHED.test(line)) return false;
  if (/[\uFFFD\uE000-\uF8FF[\]{}]|\.{3}|…/.test(line)) return false;
  // Another item's glyph, or a gap between cells, inside: lines of two columns run together ("… mechanical •
  // CETOL 6σ • KISSsoft", "Led the audit  Python").
  if (/[•▪◦●]/.test(line) || /\S\s{2,}\S/.test(line)) return false;
  // A sentence that starts mid-line with no stop before it: two lines glued ("… FastAPI Git An open-source …").
  if (/[\p{L}\d)]\s+(?:An|The|This|These|Our|We)\s+\p{Ll}/u.test(line)) return false;
  const opened = (line.match(/\(/g) ?? []).length;
  return opened === (line.match(/\)/g) ?? []).length;
}
