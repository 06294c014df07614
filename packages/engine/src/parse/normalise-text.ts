// Step 3a: text normalisation. Ligatures, soft hyphens, private-use bullet glyphs and icon-font glyphs.
import commonWords from "../../data/common-words.json" with { type: "json" };
import { builtWhenAsked, type WordSet } from "../memo.ts";

const BULLET_GLYPHS = /[\uF0B7\uF0A7\uF076\uF0D8\uF0FC\u25AA\u25CF\u25E6\u2023\u2043\u2219\u25A0\u2756\u27A2]/g;
/** Private-use code points that are not bullets are icon fonts (phone, mail, pin icons): drop them. */
const PRIVATE_USE = /[\uE000-\uF8FF]/g;
/** "(cid:123)": how a PDF converter writes a glyph it could not map (an icon, a bullet). */
const UNMAPPED_GLYPH = /\(cid:\d+\)/g;
const UNMAPPED_BULLET = /^\s*\(cid:\d+\)(?=\s)/;

/**
 * Fonts without a Unicode map for ligatures give U+0000 in place of "fi"/"fl". "fl" is chosen before the
 * letters that follow it in common English words (flow, flexible, influence, flight…), "fi" otherwise.
 */
function repairMissingLigatures(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is exactly what such fonts produce
  return text.replace(/\u0000(?=([a-z]*))/g, (_nul, rest: string) =>
    /^(ow|ex|ue|uen|ight|oor|at|y|ash|ag|uid|ee|ore|ock)/.test(rest) ? "fl" : "fi",
  );
}

/** Windows-1252's characters for the bytes 0x80–0x9F (a space where the code page has none). */
const CP1252_HIGH = "€ ‚ƒ„…†‡ˆ‰Š‹Œ Ž  ‘’“”•–—˜™š›œ žŸ";
const CONTINUATION = "[\\u0080-\\u00BF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]";
/** UTF-8 read as Windows-1252 or Latin-1: "2010 â€“ Present", "Ã©cole", "â\u0080\u0093". */
const MOJIBAKE = new RegExp(
  `[\\u00C2-\\u00DF]${CONTINUATION}|[\\u00E0-\\u00EF]${CONTINUATION}{2}|[\\u00F0-\\u00F4]${CONTINUATION}{3}`,
  "g",
);
const STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });

/** Decodes mojibake back to the characters it was; a run that does not decode stays as it is. */
function repairMojibake(text: string): string {
  return text.replace(MOJIBAKE, (run) => {
    const bytes = [...run].map((ch) => {
      const code = ch.charCodeAt(0);
      return code <= 0xff ? code : 0x80 + CP1252_HIGH.indexOf(ch);
    });
    try {
      return STRICT_UTF8.decode(new Uint8Array(bytes));
    } catch {
      return run;
    }
  });
}

/** Accents TeX's 8-bit fonts set as glyphs of their own, and the combining mark each stands for. */
const SPACING_ACCENTS: Record<string, string> = {
  "\u02C6": "\u0302",
  "\u02DC": "\u0303",
  "\u02C7": "\u030C",
  "\u02D8": "\u0306",
  "\u02D9": "\u0307",
  "\u02DA": "\u030A",
  "\u02DB": "\u0328",
  "\u02DD": "\u030B",
};

/**
 * "Rhˆone", "M ́exico", "M ̈uller": an accent a PDF (pdfTeX's OT1 fonts) drew as a glyph of its own before its
 * letter, read back as two characters (NFKC turns "´" and "¨" into a space and a combining mark). Set on the
 * letter again where that makes one letter. An acute or grave only inside a word before a small vowel: "´" typed
 * for an apostrophe ("don´t", "O´Neill") stays.
 */
function composeSpacingAccents(text: string): string {
  if (!/[\u02C6-\u02DD]|\s[\u0300-\u036F]|\p{L}`[aeiouy]/u.test(text)) return text;
  const onto = (letter: string, mark: string) => {
    const composed = `${letter}${mark}`.normalize("NFC");
    return composed.length === 1 ? composed : null;
  };
  return text
    .replace(/(\p{L})`([aeiouy])/gu, (all, before: string, letter: string) => {
      const composed = onto(letter, "\u0300");
      return composed ? `${before}${composed}` : all;
    })
    .replace(/([\u02C6\u02C7\u02D8-\u02DB\u02DC\u02DD])(\p{L})/gu, (all, accent: string, letter: string) => {
      return onto(letter, SPACING_ACCENTS[accent] ?? "") ?? all;
    })
    .replace(/(\p{L}?) ([\u0300-\u036F])(\p{L})/gu, (all, before: string, mark: string, letter: string) => {
      const acuteOrGrave = mark === "\u0301" || mark === "\u0300";
      if (acuteOrGrave && !(before && /[aeiouy]/.test(letter))) return all;
      const composed = onto(letter, mark);
      return composed ? `${before}${composed}` : all;
    });
}

/** Printable ASCII but "`" (a grave accent typed before its vowel): nothing for the repairs below but the last. */
const PLAIN_ASCII = /^[\x20-\x5F\x61-\x7E]*$/;
/** "Mar 20213 years 1 month": a date and the length after it set in separate boxes, glued on export. */
const GLUED_LENGTH = /\b((?:19|20)\d\d)(\d{1,2}\s*(?:years?|yrs?|months?|mos?)\b)/gi;

export function normaliseText(raw: string): string {
  // (Most of a resume's text: one test instead of a dozen passes.)
  if (PLAIN_ASCII.test(raw) && !raw.includes("(cid:")) return raw.replace(GLUED_LENGTH, "$1 $2");
  return (
    composeSpacingAccents(repairMissingLigatures(repairMojibake(raw)).normalize("NFKC"))
      // A soft hyphen between dates is their dash ("Sep. 2023 \u00AD Mar. 2024"); in a word, a hyphenation point.
      .replace(/(?<=[\s\d.])\u00AD(?=[\s\d])|(?<=\d\s?)\u00AD|\u00AD(?=\s?\d)/g, "-")
      .replace(/\u00AD/g, "")
      .replace(BULLET_GLYPHS, "•")
      // "(cid:123)": a glyph a PDF-to-Word converter could not map, as it writes it; before a line's text, a bullet's.
      .replace(UNMAPPED_BULLET, "•")
      .replace(UNMAPPED_GLYPH, "")
      .replace(PRIVATE_USE, "")
      .replace(/[\u2010\u2011]/g, "-")
      // A tab separates fields ("Title<tab>Company<tab>Dates"): keep it a wide gap.
      .replace(/\t/g, "   ")
      .replace(/[\u00A0\u2007\u202F]/g, " ")
      .replace(/[\u200B-\u200D\uFEFF]/g, "")
      .replace(GLUED_LENGTH, "$1 $2")
  );
}

/**
 * A PDF item whose glyphs a printer set one by one with letter spacing: pdf.js puts a space wherever the gap
 * between two glyphs passes a tenth of an em, so "PRESENT" in spaced small capitals comes as "R E S E N T" and
 * "AUG 2013 TILL PRESENT" as "AU G 2 0 1 3  T I L L  P R E S E N T" (the words' own gaps, wider, as two spaces).
 * A run of such glyphs is one word again; letters and digits joined so are parted ("AUG2013" -> "AUG 2013").
 */
export function withoutLetterSpacing(text: string): string {
  if (!/\S \S/.test(text)) return text;
  return text
    .split(/(\s{2,})/)
    .map((chunk) => {
      const tokens = chunk.split(" ");
      if (tokens.length < 2 || tokens.some((token) => !/^[\p{L}\p{N}]{1,2}$/u.test(token))) return chunk;
      const singles = tokens.filter((token) => token.length === 1).length;
      const spaced = singles === tokens.length || (tokens.length >= 3 && singles >= tokens.length * 0.7);
      return spaced ? tokens.join("").replace(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/gu, " ") : chunk;
    })
    .join("");
}

/** "E X P E R I E N C E" -> "EXPERIENCE" (letter-spaced headings). */
export function collapseLetterSpacing(text: string): string {
  const trimmed = text.trim();
  // (Every form below opens with a word of one or two letters: most lines are out at once.)
  if (!/^\p{L}{1,2} /u.test(trimmed)) return text;
  if (/^(?:\p{L} ){3,}\p{L}$/u.test(trimmed)) return trimmed.replace(/ /g, "");
  // Kerning sometimes keeps two letters together: "S U M M A RY", "E D U C AT I O N".
  const tokens = trimmed.split(" ");
  if (
    tokens.length >= 4 &&
    tokens.every((t) => /^\p{Lu}{1,2}$/u.test(t)) &&
    tokens.filter((t) => t.length === 1).length >= tokens.length * 0.6
  )
    return tokens.join("");
  if (/^(?:\p{L} )+\p{L}(?: {2,}(?:\p{L} )+\p{L})+$/u.test(trimmed)) {
    return trimmed
      .split(/ {2,}/)
      .map((word) => word.replace(/ /g, ""))
      .join(" ");
  }
  // "E D U C A T I O N & C O U R S E S", "T O O L S  &  T E C H": letter-spaced words either side of an ampersand
  // or a slash; "P R O J E C T S (clickable)": a remark after them.
  const joined = /^(.+?)\s*([&/|])\s*(.+)$/u.exec(trimmed);
  if (joined) {
    const [left, right] = [collapseLetterSpacing(joined[1]!), collapseLetterSpacing(joined[3]!)];
    if (left !== joined[1] && right !== joined[3]) return `${left} ${joined[2]} ${right}`;
  }
  const remark = /^(.+?)\s+(\([^()]*\))$/u.exec(trimmed);
  const head = remark ? collapseLetterSpacing(remark[1]!) : undefined;
  return remark && head !== remark[1] ? `${head} ${remark[2]}` : text;
}

/** How many words a text has: its runs of non-space characters. */
export const wordCount = (text: string) => text.match(/\S+/g)?.length ?? 0;

/** Marks of a bullet once normalised, dashes aside ("{": a TeX symbol-font bullet read without its map). */
const BULLET_MARKS = "•*·▪‣◦○■□➢➤►>✓✔❖〓{";

/** One bullet or more ("• • Led…": a list glyph printed over a bullet character; "{ Led…"). */
export const BULLET_PREFIX = new RegExp(`^\\s*(?:(?:[${BULLET_MARKS}\\-–—]|\\d{1,2}[.)])\\s+)+`);

/** A bullet's glyph before a line, not a dash (a range's end wrapped to its own row begins with one). */
export const GLYPH_PREFIX = new RegExp(`^[${BULLET_MARKS}]\\s*`);

/** "•", "• • • •": bullets' glyphs alone, set apart from their text (a dash alone is a range's, in a lane). */
export const GLYPHS_ONLY = new RegExp(`^[${BULLET_MARKS}](?:\\s+[${BULLET_MARKS}])*$`);

/** The 40,000 most frequent English words (scripts/derive-common-words.ts, from SUBTLEX-US), by frequency. */
const COMMON_WORDS = new Map<string, number>((commonWords as string[]).map((word, rank) => [word, rank]));

/** A word's place among the most frequent English words (0 the most), if it is one. */
export function commonWordRank(word: string): number | undefined {
  // (Most words asked are in lower case already: no copy for them.)
  return COMMON_WORDS.get(word) ?? COMMON_WORDS.get(word.toLowerCase());
}

/** An everyday English word ("secondary", "grade"): a name's words mostly are not. */
export const isCommonWord = (word: string) => commonWordRank(word) !== undefined;

/** One of the 10,000 most frequent English words ("reports", "sites"; not "azure", "android"). */
export const isEverydayWord = (word: string) => (commonWordRank(word) ?? Number.POSITIVE_INFINITY) < 10_000;

/** Endings that only ever follow a word broken by hyphenation ("reduc-" / "ing", "inspec-" / "tions"). */
const WORD_ENDING =
  /^(?:ing|ings|tion|tions|sion|sions|ity|ities|ment|ments|ness|ed|er|ers|ly|ally|ical|ic|ics|able|ible|ance|ances|ence|ences|ist|ists|ive|ives|ous|ure|ures|ogy|ology|ate|ated|ates|ating|ise|ised|ize|ized|ism|ial|ian|ary|ory|ward|ful)\b/;

/**
 * The words of a document, to tell a line-break hyphen from a real one: read on the first question (only a line
 * that ends with a hyphen asks).
 */
export const vocabularyOf = (text: string): WordSet =>
  builtWhenAsked(() => new Set(text.toLowerCase().match(/\p{L}[\p{L}'-]*/gu) ?? []));

/**
 * Joins a line with the next, wrapped by the page. After a hyphen, a typesetter's break is removed when the
 * joined word is a word ("reduc-" + "ing", "al-" + "gorithm": common English words, or used elsewhere in the
 * document); a real hyphen stays when both halves are words or the first is a prefix ("cross-" +
 * "functional", "sub-" + "boards", "180-" + "room"). Otherwise the lines join with a space.
 */
const NAME_PREFIXES = /^(?:co|pre|non|sub|anti|multi|self|cross|vice|ex|post|inter|intra|semi|mid|pro|re)$/i;

export function joinWrapped(left: string, right: string, vocabulary: WordSet = new Set()): string {
  // A dash set apart ("Acme Hospital -" / "Columbus, OH") separates words; it breaks none.
  if (!left.endsWith("-") || /\s[-–—]$/.test(left)) return `${left} ${right}`;
  const head = /(\p{L}+)-$/u.exec(left)?.[1];
  const tail = /^\p{Ll}+/u.exec(right)?.[0];
  if (!head || !tail) return `${left}${right}`;
  const whole = `${head}${tail}`.toLowerCase();
  const isWord = (word: string) => COMMON_WORDS.has(word) || vocabulary.has(word);
  // A name broken by the typesetter ("Ger-" + "many", "Mün-" + "chen"): a capitalised head that is neither a
  // prefix nor a word ("Bar-" + "code" stays a compound).
  const brokenName = /^\p{Lu}\p{Ll}{2,}$/u.test(head) && !NAME_PREFIXES.test(head) && !isWord(head.toLowerCase());
  const brokenWord =
    (isWord(whole) && !vocabulary.has(`${head}-${tail}`.toLowerCase())) ||
    (brokenName && !vocabulary.has(`${head}-${tail}`.toLowerCase())) ||
    (!(isWord(tail) && (isWord(head.toLowerCase()) || head.length <= 3)) && WORD_ENDING.test(tail));
  return brokenWord ? `${left.slice(0, -1)}${right}` : `${left}${right}`;
}

/** Letters without their accents: "Expériences" and "EXPERIENCES" are one heading; "Wrocław" is "Wroclaw". */
export function withoutAccents(text: string): string {
  return /[^ -~]/.test(text)
    ? text.normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l").replace(/Ł/g, "L")
    : text;
}

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Brackets a text opens and leaves open (negative where it closes more). */
export const openBrackets = (text: string) => (text.match(/\(/g)?.length ?? 0) - (text.match(/\)/g)?.length ?? 0);

/**
 * Pieces of a text split at commas, joined again where a comma fell inside brackets: "Git (GitLab, Gitea)" is one
 * skill, "Northgate University (Applied Mathematics, Physics and Computing)" one school, where the bracket closes
 * on the line (a bracket left open, wrapped onto the next line, joins nothing).
 */
export function withinBrackets(pieces: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i++) {
    let depth = openBrackets(pieces[i]!);
    let end = i;
    while (depth > 0 && end + 1 < pieces.length) depth += openBrackets(pieces[++end]!);
    if (end > i && depth === 0) {
      out.push(pieces.slice(i, end + 1).join(", "));
      i = end;
    } else out.push(pieces[i]!);
  }
  return out;
}
