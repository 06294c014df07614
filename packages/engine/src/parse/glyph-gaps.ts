// Words a printer's uneven glyph gaps broke apart. Older HTML-to-PDF printers place each glyph on its own, the gap
// before it off by up to a tenth of an em; pdf.js puts a space wherever a gap passes about a tenth of an em, so its
// text holds "Se nior Engine e r", "C ONTACT", "Mar 20 16" beside the words' own spaces, which look the same. Where a
// document's text is full of such pieces, each run of tokens is read again as the words that cost least: a word
// known to the engine (everyday English, the skill dictionary, a city, a region) costs little, the rarer the more, a piece
// known to none much; pieces join only into a known word, a number, or a name's lower-case tail ("F elds tein").
import commonWords from "../../data/common-words.json" with { type: "json" };
import { builtWhenAsked } from "../memo.ts";
import { lookupSkill } from "../skills/match-skills.ts";
import { MONTH_NAME } from "./dates.ts";
import type { RawPage } from "./extract-pdf.ts";
import { commonWordRank, isCommonWord } from "./normalise-text.ts";
import { isKnownCity, isRegionName } from "./places.ts";
import { COMPANY_WORDS, SCHOOL_WORDS } from "./role-words.ts";

/** The most tokens read as one word ("d i strib uted"). */
const MOST_PIECES = 6;
/**
 * A known word's cost: ln(rank + RANK_FLOOR); cities and regions count as a rare word, a skill written as its
 * name is written ("Redis", not "redis") as a commoner one: "Red is" in a list of tools is Redis.
 */
const RANK_FLOOR = 20;
const RARE_RANK = 20_000;
const SKILL_RANK = 8_000;
/**
 * An unknown piece's cost: high, and higher the longer, so that three unknown pieces cost more than one, and a run
 * of known words is not read as one long word of none ("hourly r ounding" is not "hourlyrounding").
 */
const UNKNOWN_COST = 14;
const UNKNOWN_COST_PER_LETTER = 1;
/** A number's cost: a number split in two ("20 16") costs more than the whole. */
const NUMBER_COST = 5;
/** Share of a document's word tokens that are pieces of a known word before its spaces are distrusted. */
const BROKEN_SHARE = 0.06;
/** The words the share is taken over: a document broken so is broken from its first lines. */
const SAMPLED_WORDS = 150;
/**
 * The words read before the rest of the sample: a document with no piece among them is whole (a broken one has
 * a piece in about every fifth word).
 */
const FIRST_LOOK = 50;

const PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const core = (token: string) => token.replace(PUNCTUATION, "");
/** Words of one letter ("i" alone is a piece; "I" is a word). */
const SINGLE_WORDS = new Set(["a", "A", "I"]);
/**
 * What a gap after a known word costs inside an everyday word: a word is not taken into the next lightly ("a cross"
 * stays).
 */
const JOIN_COST = 5;

/**
 * A word's cost if the engine knows it (each part of "year-over-year" or "CI/CD"), else undefined. `everyday`
 * asks of everyday English only: cheap enough to ask of every token of every PDF.
 */
function knownCost(word: string, everyday = false): number | undefined {
  const bare = core(word);
  if (!bare) return undefined;
  if (/^\p{N}+$/u.test(bare)) return NUMBER_COST;
  const parts = bare.split(/[-/]/);
  if (parts.length > 1) {
    let total = 0;
    for (const part of parts) {
      const cost = part ? knownCost(part, everyday) : undefined;
      if (cost === undefined) return undefined;
      total += cost;
    }
    return total;
  }
  if (bare.length === 1) return SINGLE_WORDS.has(bare) ? Math.log(5 + RANK_FLOOR) : undefined;
  const rank = commonWordRank(bare);
  if (rank !== undefined) return Math.log(rank + RANK_FLOOR);
  if (MONTH_NAME.test(bare)) return Math.log(RANK_FLOOR);
  if (everyday) return undefined;
  const skill = lookupSkill(bare);
  if (skill && [skill.name, ...skill.aliases].includes(bare)) return Math.log(SKILL_RANK + RANK_FLOOR);
  return skill || isKnownCity(bare) || isRegionName(bare) || namesOrganisation(bare)
    ? Math.log(RARE_RANK + RANK_FLOOR)
    : undefined;
}

/** A word of schools' and employers' names, which everyday English lacks: "University", "Academy", "GmbH". */
const namesOrganisation = (word: string) =>
  [SCHOOL_WORDS, COMPANY_WORDS].some((words) => words.exec(word)?.[0]?.replace(/\.$/, "").length === word.length);

const unknownCost = (word: string) => UNKNOWN_COST + UNKNOWN_COST_PER_LETTER * word.length;

/** Whether two tokens may be one word: each has a letter or digit, and no comma or bracket comes between them. */
const mayJoin = (left: string, right: string) =>
  /[\p{L}\p{N}]/u.test(left) && /[\p{L}\p{N}]/u.test(right) && !/[,;:)\]]$/.test(left) && !/^[([]/.test(right);

/** A number broken at a gap: digits either side, at most four together ("20 16", "555-01 23"). */
function brokenNumber(left: string, right: string): boolean {
  const tail = /\p{N}+$/u.exec(left)?.[0];
  const head = /^\p{N}+/u.exec(right)?.[0];
  return !!tail && !!head && tail.length + head.length <= 4;
}

/**
 * A word's tail broken off: a lower-case piece no word of itself ("elds", "tein", "ity", "menfold"). After a head
 * that is no word either (`head`, given only for a head and its one tail), a short rare word too ("ce" of "Gra ce",
 * "en" of "O'Bri en"), never one of the words most written; or any short tail of a name's word that no everyday
 * word ends so, in a name that goes on in capitals or ends the line ("Catawb a Valley", "Harrowg ate Park").
 */
function isTailPiece(token: string, head: string | null, nameGoesOn: boolean): boolean {
  if (!/^\p{Ll}[\p{L}.'’-]*$/u.test(token)) return false;
  if (knownCost(token) === undefined) return true;
  if (head === null) return false;
  if (token.length <= 4 && (commonWordRank(token) ?? 0) >= COMMON_TAIL_RANK) return true;
  return (
    nameGoesOn && token.length <= 3 && /^\p{Lu}\p{Ll}+$/u.test(head) && RARE_ENDINGS.has(head.slice(-2).toLowerCase())
  );
}
/** Words this common are words of their own after a name, never its broken tail ("on", "and", "the"). */
const COMMON_TAIL_RANK = 2000;
/** Two last letters fewer than 10 of the 40,000 everyday words end with ("wb", "wg", "av", "si"). */
const RARE_ENDINGS = builtWhenAsked(() => {
  const count = new Map<string, number>();
  for (const word of commonWords as string[])
    if (word.length >= 3) count.set(word.slice(-2), (count.get(word.slice(-2)) ?? 0) + 1);
  const rare = new Set<string>();
  for (const a of "abcdefghijklmnopqrstuvwxyz")
    for (const b of "abcdefghijklmnopqrstuvwxyz") if ((count.get(a + b) ?? 0) < 10) rare.add(a + b);
  return rare;
});

/** An address a gap broke ("ht tps://feldst ein.example.com", "maya.thorn ton@exa mple.com"). */
const ADDRESS = /^(?:https?:\/\/|www\.)\S+$|^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;
/** An e-mail address the line's end cut before its domain's dot ("ar jun.venkat@exampl" / "e .com"). */
const ADDRESS_CUT = /^[\w.+-]+@[\w-]+$/;
/** The last part of a domain ("example. com", "example.c a"). */
const DOMAIN_END =
  /^(?:com|net|org|io|dev|edu|gov|info|co|uk|ca|de|fr|in|au|br|es|it|nl|pl|ru|il|ae|sg|jp|ke|ng|mx|ie|a|m|o|e|t|g|v)$/;
/** A piece of an address: marks of one, or no word of itself, or the end of its domain after its dot. */
const isAddressPiece = (token: string, before: string) =>
  /^[\w./:@+-]+$/.test(token) &&
  (/[./:@]/.test(token) || knownCost(token) === undefined || (/\.\p{L}{0,2}$/u.test(before) && DOMAIN_END.test(token)));

/** The cost of reading tokens[from..to) as one word, or undefined when they may not be one. */
function groupCost(tokens: string[], from: number, to: number): number | undefined {
  const pieces = tokens.slice(from, to);
  const word = pieces.join("");
  if (pieces.length === 1) return knownCost(word) ?? unknownCost(word);
  for (let i = from + 1; i < to; i++) if (!mayJoin(tokens[i - 1]!, tokens[i]!)) return undefined;
  // ("Power BI": words that are a skill's name as they stand are not glued into its other spelling, "PowerBI".)
  if (lookupSkill(pieces.join(" "))) return undefined;
  const known = knownCost(word);
  if (known !== undefined && !/^\p{N}/u.test(core(word))) {
    // (Two words make a term of the trade without a second thought: "Back end" is "Backend".)
    if (knownCost(word, true) === undefined) return known;
    return known + JOIN_COST * pieces.slice(0, -1).filter((piece) => knownCost(piece) !== undefined).length;
  }
  let numbers = true;
  for (let i = from + 1; i < to; i++) numbers &&= brokenNumber(tokens[i - 1]!, tokens[i]!);
  if (numbers) return NUMBER_COST;
  const [first, ...rest] = pieces as [string, ...string[]];
  // (Or the rest of one, on the next line: "e .com".)
  const isAddress =
    ADDRESS.test(word) ||
    (to === tokens.length && ADDRESS_CUT.test(word)) ||
    (from === 0 && /^[\w-]{1,3}\./.test(word) && DOMAIN_END.test(word.slice(word.indexOf(".") + 1)));
  // (A word between the "@" and the domain's dot is the domain's: "erque@ex" "ample" ".com.br".)
  const inDomain = (at: number) =>
    pieces.slice(0, at).some((piece) => piece.includes("@")) && pieces.slice(at + 1).some((p) => p.startsWith("."));
  if (isAddress && rest.every((piece, i) => isAddressPiece(piece, pieces[i]!) || inDomain(i + 1))) return NUMBER_COST;
  // An acronym in pieces ("S QS", "H R"): capitals only, none of two letters or more a skill of itself ("AWS S"
  // stays; "R" alone is a letter before it is a language).
  if (word.length <= 4 && pieces.every((t) => /^\p{Lu}{1,3}$/u.test(t) && (t.length === 1 || !lookupSkill(t))))
    return unknownCost(word);
  // (Only a head and its one tail: over more pieces, a long word of none beats the known words they spell.)
  const headNoWord = rest.length === 1 && knownCost(first) === undefined ? first : null;
  const nameGoesOn = to === tokens.length || /^\p{Lu}/u.test(tokens[to]!);
  return /^\p{L}/u.test(first) && rest.every((piece) => isTailPiece(piece, headNoWord, nameGoesOn))
    ? unknownCost(word)
    : undefined;
}

/**
 * Gaps no text has: before a comma or stop, around "@", after "(", inside "https://", a hyphenated name ("Okafor-
 * Adeyemi") or a date ("2021- 01", "2020 -12", "01 /2015").
 */
const STRAY_GAPS =
  /(?<=\bhttps?) (?=:)|(?<=:\/?) (?=\/)| (?=[,.;:!?)](?: |$))| (?=@)|(?<=@) |(?<=\() |(?<=\p{L}-) (?=\p{L})|(?<=\d[-/.]) (?=\d)|(?<=\d) (?=[/.]\d)|(?<=\b\d{4}) (?=-\d{1,2}\b)/gu;

/** A line's tokens read again as the cheapest words (a shortest path over the gaps). */
export function rejoinBrokenWords(text: string): string {
  const tokens = text.replace(STRAY_GAPS, "").split(" ");
  if (tokens.length < 2) return tokens.join(" ");
  const best: Array<{ cost: number; from: number }> = [{ cost: 0, from: -1 }];
  for (let to = 1; to <= tokens.length; to++) {
    let pick = { cost: Number.POSITIVE_INFINITY, from: to - 1 };
    for (let from = Math.max(0, to - MOST_PIECES); from < to; from++) {
      // An empty token is a double space: the words' own gap, never inside a word.
      if (to - from > 1 && tokens.slice(from, to).includes("")) continue;
      const cost = groupCost(tokens, from, to);
      if (cost !== undefined && best[from]!.cost + cost < pick.cost) pick = { cost: best[from]!.cost + cost, from };
    }
    best[to] = pick;
  }
  const words: string[] = [];
  for (let to = tokens.length; to > 0; to = best[to]!.from) words.unshift(tokens.slice(best[to]!.from, to).join(""));
  return words.join(" ");
}

/** Whether a token is a piece of an everyday word joined with the next or the one before. */
function isPiece(tokens: string[], at: number): boolean {
  const token = tokens[at]!;
  if (!/\p{L}/u.test(token) || knownCost(token, true) !== undefined) return false;
  const joinsKnown = (left: string, right: string) =>
    mayJoin(left, right) && knownCost(`${left}${right}`, true) !== undefined;
  return (
    (at > 0 && joinsKnown(tokens[at - 1]!, token)) || (at + 1 < tokens.length && joinsKnown(token, tokens[at + 1]!))
  );
}

/** The share of a document's word tokens that are pieces of everyday words: where its words came apart at gaps. */
function brokenShare(pages: RawPage[]): number {
  let words = 0;
  let pieces = 0;
  for (const item of pages.flatMap((page) => page.items)) {
    if (words >= SAMPLED_WORDS) break;
    const tokens = item.text.split(" ");
    for (let at = 0; at < tokens.length && words < SAMPLED_WORDS; at++) {
      const token = tokens[at]!;
      // (Most tokens are everyday words, told by one look-up; the rest are looked at closely.)
      if (isCommonWord(token)) words++;
      else if (/\p{L}/u.test(token)) {
        words++;
        if (isPiece(tokens, at)) pieces++;
      } else continue;
      if (words === FIRST_LOOK && pieces === 0) return 0;
    }
  }
  return words > 0 ? pieces / words : 0;
}

/**
 * The pages' words rebuilt where their glyphs' gaps broke them apart, item by item (the layout joins the pieces
 * items leave apart, "P" "ROFE SSIONAL", line by line); the pages are marked so. Other documents are left as they are.
 */
export function withWordsRejoined(pages: RawPage[]): void {
  if (brokenShare(pages) < BROKEN_SHARE) return;
  for (const page of pages) {
    page.wordsRejoined = true;
    for (const item of page.items) item.text = rejoinBrokenWords(item.text);
  }
}
