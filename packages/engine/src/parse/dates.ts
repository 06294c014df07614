// A date grammar of our own: "Jan 2020 – Present", "2018–2020", "03/2019 - 11/2021", "10.2019",
// "Summer 2021", "January 2019 to Present", "Current". General date libraries miss these forms.
import { rememberedFor } from "../memo.ts";
import { roleSentence } from "./role-words.ts";

/** Month names and their short forms in English, French, Spanish, Portuguese and German, as resumes write them. */
const MONTH_NAMES: string[][] = [
  ["jan(?:uary)?", "janv(?:ier)?", "ene(?:ro)?", "jän(?:ner)?", "januar", "janeiro"],
  ["feb(?:ruary)?", "f[ée]vr?(?:ier)?", "febr(?:ero)?", "februar", "fev(?:ereiro)?"],
  ["mar(?:ch)?", "mars", "marzo", "m[äa]r(?:z)?", "março"],
  ["apr(?:il)?", "avr(?:il)?", "abr(?:il)?"],
  ["may", "mai", "mayo", "maio"],
  ["june?", "juin", "jun(?:io|i|ho)?"],
  ["july?", "juil(?:let)?", "jul(?:io|i|ho)?"],
  ["aug(?:ust)?", "ao[uû]t", "ago(?:sto)?"],
  ["sep(?:t(?:ember)?)?", "sept(?:embre)?", "sep(?:tiembre)?", "set(?:embro)?"],
  ["oct(?:ober)?", "oct(?:obre|ubre)?", "okt(?:ober)?", "out(?:ubro)?"],
  ["nov(?:ember|embre|iembre|embro)?"],
  ["dec(?:ember)?", "d[ée]c(?:embre)?", "dic(?:iembre)?", "dez(?:ember|embro)?"],
];
/**
 * Italian, Dutch, Swedish and Polish (Polish in both cases: "styczeń", "stycznia"): read only where the names above
 * find no range, so that the patterns every dated line meets stay short.
 */
const MORE_MONTH_NAMES: string[][] = [
  ["januari", "genn(?:aio)?", "sty(?:cze[ńn]|cznia)?"],
  ["februari", "febbr?(?:aio)?", "lut(?:y|ego)?"],
  ["maart", "mrt", "marz?ec", "marca"],
  ["aprile", "kwi(?:ecie[ńn]|etnia)?"],
  ["magg(?:io)?", "mei", "maj(?:a)?"],
  ["giu(?:gno)?", "cze(?:rwiec|rwca)?"],
  ["lug(?:lio)?", "lip(?:iec|ca)?"],
  ["augustus", "augusti", "sie(?:rpie[ńn]|rpnia)?"],
  ["sett(?:embre)?", "wrz(?:esie[ńn]|e[śs]nia)?"],
  ["ott(?:obre)?", "pa[źz](?:dziernik|dziernika)?"],
  ["lis(?:topad|topada)?"],
  ["dicembre", "gru(?:dzie[ńn]|dnia)?"],
];
const MONTH_PATTERNS = MONTH_NAMES.map(
  (forms, i) => new RegExp(`^(?:${[...forms, ...MORE_MONTH_NAMES[i]!].join("|")})$`, "i"),
);

/** Month names as a pattern (for other steps that look for dates in running text). */
export const MONTHS = MONTH_NAMES.flat().join("|");
const MORE_MONTHS = MORE_MONTH_NAMES.flat().join("|");
const ALL_MONTHS = `${MONTHS}|${MORE_MONTHS}`;
/** A month's name alone, its short form's stop too: "Jan", "Jan.", "September", "styczeń". */
export const MONTH_NAME = new RegExp(`^(?:${ALL_MONTHS})\\.?$`, "i");
const SEASONS = "spring|summer|fall|autumn|winter";
/** A range cut after its end month ("March 2018 – August", "May 2018 to December"): its year was wrapped. */
export const ENDS_WITH_MONTH = new RegExp(`(?:[-–—]|\\d{4}\\s+(?:to|until))\\s*(?:${MONTHS})\\.?$`, "i");
// "1st Oct 2015", "15 January 2019", "March 1, 2019": a day beside the month is read and dropped (months are the
// finest unit).
// (A space or two away: "Head of Year 9   Sep 2019" ends a title before its dates.)
// "Sep-2016", "jan/2019": a month and its year joined by a hyphen or a slash; "01-2017" by a hyphen in figures.
// "2/1/2012", "25.09.2003", "2016-12-05": a day with the month, read first (else "1/2012" would be taken for
// January, "2016-12" for a range).
/** A date's forms, with the month names given. */
const oneDate = (months: string) =>
  `(?:\\d{4}-\\d{2}-\\d{2}(?!\\d)|\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{4}|(?:${months})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,\\s*\\d{4}|(?:\\d{1,2}(?:st|nd|rd|th)?\\s{1,2})?(?:${months})\\.?,?(?:\\s+|[-/])\\d{4}|Q[1-4]\\s?\\d{4}|(?:${months})\\.?\\s?['’]\\d{2}(?!\\d)|(?:${SEASONS})\\s+\\d{4}|\\d{1,2}(?:[/.]\\d{4}|-(?:19|20)\\d{2})|\\d{4}[/.-]\\d{1,2}(?!\\d)|(?:19|20)\\d{2},? (?:${months})\\.?(?![a-z])|\\d{4})`;
const ONE_DATE = oneDate(MONTHS);
/**
 * "8/08", "12/97", "Mar 19": a month with a two-digit year, read only as a range's end or start ("8/08 to 1/09",
 * "Mar 19 – Apr 21"; not a day's date with its year after it, "Mar 19 – Apr 21, 2020").
 */
const SHORT_YEAR_DATE = `(?:(?:0?[1-9]|1[0-2])/\\d{2}(?![\\d/])|(?:${MONTHS})\\.?\\s\\d{2}(?![\\d/.:]|,?\\s*\\d{4}))`;
const OPEN_END =
  "present|the present|current time|current|currently|nowadays|nowdays|now days|now|today|ongoing|continuing|up to now|up to date|until now|until today|till today|to the present|to this day|till date|to date|till now|so far|by now|date|onwards?|pres(?=\\.)|aujourd['’]hui|pr[ée]sent|actuel(?:lement)?|en cours|actualidad|presente|actual|atual|heute|jetzt|laufend";
/**
 * Open ends in Italian, Dutch, Swedish and Polish, read with those languages' months, and the open ends of a few
 * words the languages above write after their dash ("bis heute", "ad oggi", "hasta la fecha", "até hoje", "à ce
 * jour").
 */
const MORE_OPEN_END =
  "oggi|ad oggi|a oggi|in corso|heden|tot heden|huidig|nu|pågående|idag|nuvarande|obecnie|nadal|teraz|do teraz|do dzi[śs](?:iaj)?|bis heute|hasta la fecha|hasta hoy|hasta la actualidad|a la fecha|at[ée] hoje|at[ée] o momento|[àa] ce jour|jusqu['’][àa] (?:ce jour|pr[ée]sent|aujourd['’]hui)";
/** "2015 bis 2018", "dal 2016 al 2019", "de 2015 a 2018", "od 03.2019 do teraz": the word between, in those languages. */
const MORE_SEPARATOR_WORDS = "bis|al|a|do|tot";
// ("1998/2004", "2004/ 2013": a slash between two years.)
// ("2019 ~ 2021", "2019 → present": a tilde or an arrow, as some write a range; "March 2019 through April 2021";
// "June 2020 -- Present" as typed for an en dash, a minus sign, a figure dash or a bar as some printers set it;
// "From: Apr 2020  To: Present" as a form's labels write it.)
const SEPARATOR =
  "(?:\\s*(?:--?|–|——?|−|‒|―|~|→|to:?|until|till|through|thru)\\s*|(?<=\\d{4})\\s*\\/\\s*(?=\\d{4}\\b))";

/**
 * A range, or an open one: "2021-04 —" with nothing after the dash at the end of a line, "2019 onwards"; with the
 * month names and open ends given.
 */
function dateRange(months: string, openEnd: string, separatorWords?: string): RegExp {
  const one = oneDate(months);
  const separator = separatorWords ? `(?:${SEPARATOR}|\\s+(?:${separatorWords})\\s+)` : SEPARATOR;
  // "Jun - Sept 2009", "February to April 2005": a month whose year is the end's.
  const monthBeforeItsYear = `(?:${months})\\.?(?=\\s*(?:-|–|—|to)\\s*(?:${months})\\.?,?\\s+\\d{4})`;
  // A range whose dash an export lost (a glyph it could not map): "Mar 2014   current" before an open end; "2021
  // now", "4/2016  5/2022" where the dash and its spaces became two spaces; "20172019", "Mar 2016Sep 2018" where
  // they became nothing (a year, then at once a year or a month and its year).
  const dashLost = `\\s+(?=(?:present|current)\\b)|\\s{2,}(?=(?:${one}|${openEnd})\\b)|(?<=(?:19|20)\\d{2})(?=(?:19|20)\\d{2}(?!\\d)|(?:${months})\\.?\\s+\\d{4})`;
  return new RegExp(
    `(?<![\\d/])(?:(${one}|${monthBeforeItsYear})(?:(?:${separator}|${dashLost})(${one}|${openEnd})\\b|\\s*[-–—]\\s*$|\\s*\\/\\s*-{2,}|\\s+(onwards?|to date|till date))|(${SHORT_YEAR_DATE})${separator}(${SHORT_YEAR_DATE}|${openEnd}\\b))`,
    "i",
  );
}
export const DATE_RANGE = dateRange(MONTHS, OPEN_END);
/** The same with Italian, Dutch and Polish months and open ends, asked only of a line that names one. */
const MORE_DATE_RANGE = dateRange(ALL_MONTHS, `${OPEN_END}|${MORE_OPEN_END}`, MORE_SEPARATOR_WORDS);
const NAMES_MORE = new RegExp(`(?<!\\p{L})(?:${MORE_MONTHS}|${MORE_OPEN_END}|${MORE_SEPARATOR_WORDS})(?!\\p{L})`, "iu");
export const SINGLE_DATE = new RegExp(`\\b(${ONE_DATE})\\b`, "i");
/** A word that ends a range with no end date: "Present", "Current". */
// ("Pres", of "Pres.": the open end abbreviated.)
export const OPEN_END_WORD = new RegExp(`^(?:${OPEN_END}|${MORE_OPEN_END}|pres)$`, "i");
/** The end of a range set apart from its start: "— Present", "– January 2021" (a lane that wrapped). */
export const RANGE_END_PART = new RegExp(`^[-–—]\\s*(${ONE_DATE}|${OPEN_END})$`, "i");
/** Units of a length of time, in the languages of the month names. */
const YEARS = "(?:years?|yrs?|ans?|ann[ée]es?|años?|jahre?n?)";
/**
 * A day's date written out: "November 25, 2026", "25 November 2026", "25.11.2026", "2026-11-25" (a letter's or a CV's
 * date, a date of birth).
 */
export const DAY_DATE = new RegExp(
  `^(?:(?:${MONTHS})\\.?\\s+\\d{1,2},?\\s+\\d{4}|\\d{1,2}\\.?\\s+(?:${MONTHS})\\.?\\s+\\d{4}|\\d{1,2}[./-]\\d{1,2}[./-]\\d{4}|\\d{4}-\\d{2}-\\d{2})$`,
  "i",
);
const MONTHS_OF_TIME = "(?:months?|mos?|mois|meses|monate?n?)";
const TIME_UNIT = `(?:${YEARS}|${MONTHS_OF_TIME})`;
const AND = "(?:and\\s+|et\\s+|y\\s+|und\\s+)?";
/** A length of time some themes print beside the dates, as a whole line: "6 years", "a year", "5 ans 7 mois". */
export const LENGTH_OF_TIME = new RegExp(
  `^(?:about\\s+)?(?:a|an|one|un|une|\\d+\\+?)\\s+${TIME_UNIT}(?:,?\\s+${AND}(?:a|an|un|\\d+)\\s+${TIME_UNIT})?$`,
  "i",
);
/** The same inside a line, with the dot or brackets an export sets around it: "Feb 2018 - Mar 2021 · 3 yrs 1 mo". */
export const LENGTHS_OF_TIME_IN_TEXT = new RegExp(
  `[(·•]?\\s*\\b\\d+\\+?\\s*${YEARS}(?:,?\\s*${AND}\\d+\\s*${MONTHS_OF_TIME})?(?![\\p{L}])\\s*\\)?|[(·•]?\\s*\\b\\d+\\s*${MONTHS_OF_TIME}(?![\\p{L}])\\s*\\)?`,
  "giu",
);
/** A line that goes on with a date or an open end: "2021)", "Present". */
export const STARTS_WITH_DATE = new RegExp(`^\\(?\\s*(?:${ONE_DATE}|${OPEN_END})\\b`, "i");

export interface DateSpan {
  start: string;
  end: string;
  /** The text the dates were read from. */
  matched: string;
}

/** Four digits in a row, "8/08" or "'21": the year most date forms hold. */
const HAS_YEAR = /\d{4}|\d\/\d\d|['’]\d\d/;
/** "Mar 19", "mai 21": a month named before its year's last two digits, as SHORT_YEAR_DATE reads it. */
const MONTH_BEFORE_SHORT_YEAR = new RegExp(`(?<!\\p{L})(?:${MONTHS})\\.?\\s\\d{2}(?!\\d)`, "iu");
/**
 * Every date form holds a year: a line without one holds no date (a cheap test first; the months are looked for
 * only beside two digits after a space).
 */
export const holdsYear = (text: string) =>
  HAS_YEAR.test(text) || (/\s\d{2}(?!\d)/.test(text) && MONTH_BEFORE_SHORT_YEAR.test(text));

/**
 * "Since 2019", "seit März 2020": an open range written as its start alone, on a header's short line (a sentence
 * "… the team since 2019 …" dates no role).
 */
const SINCE = new RegExp(`\\b(?:since|seit|desde|depuis)\\s+(${ONE_DATE})\\b`, "i");
const SHORT_LINE_WORDS = 8;

/** "2019–21": a year, then the end year's last two digits. */
const YEAR_THEN_SHORT_YEAR = /(?<![\d/.-])((?:19|20)(\d{2}))(\s*[-–—]\s*)(\d{2})(?![\d\p{L}/.-])/u;
/**
 * A range whose end year is written with its last two digits, after the start: "2019–21", "2009 - 11" (not
 * "2009-11", a year and its month).
 */
function shortYearRange(text: string): DateSpan | null {
  const years = YEAR_THEN_SHORT_YEAR.exec(text);
  if (!years || Number(years[4]) <= Number(years[2])) return null;
  if (years[3] === "-" && Number(years[4]) <= 12) return null;
  return { start: years[1]!, end: `${years[1]!.slice(0, 2)}${years[4]}`, matched: years[0] };
}

/** "Summer 2012 and 2013": the same season of two years, one role (an internship come back to). */
const SEASON_OF_TWO_YEARS = new RegExp(`\\b((?:${SEASONS})\\s+(\\d{4}))\\s+(?:and|&)\\s+(\\d{4})\\b`, "i");

/** Ranges kept by text (each step asks of the same lines); each caller gets a copy of its own. */
const rangeAnswers = rememberedFor(rangeOf);

export function findDateRange(text: string): DateSpan | null {
  const range = rangeAnswers(text);
  return range && { ...range };
}

function rangeOf(text: string): DateSpan | null {
  if (!holdsYear(text)) return null;
  const seasons = SEASON_OF_TWO_YEARS.exec(text);
  if (seasons) return { start: seasons[1]!, end: seasons[3]!, matched: seasons[0] };
  const match = DATE_RANGE.exec(text) ?? (NAMES_MORE.test(text) ? MORE_DATE_RANGE.exec(text) : null);
  if (!match) {
    // (Only on a header's short line: a sentence's "since 2019" or "the 2019-20 season" dates no role. A role told as
    // a sentence is a header: "Working as … since April 2020.")
    const trimmed = text.trim();
    if (trimmed.split(/\s+/).length > SHORT_LINE_WORDS && !roleSentence(trimmed)) return null;
    const since = SINCE.exec(text);
    if (since) return { start: since[1]!, end: "Present", matched: since[0] };
    return /[.!?]$/.test(trimmed) ? null : shortYearRange(text);
  }
  const end = (match[2] ?? match[5] ?? "").trim();
  const start = (match[1] ?? match[4] ?? "").trim();
  const open = !end || OPEN_END_WORD.test(end);
  // ("May 15 – Jun 10": two days of one year, not a range of years that runs backwards.)
  if (match[4] && !open && (toYearMonth(start) ?? "") > (toYearMonth(end) ?? "")) return null;
  const dayFirst = [start, end].some(writesDayFirst);
  return {
    // "Jun - Sept 2009": the start month takes the end's year.
    start: /\d/.test(start) ? (dayFirst ? asDayFirst(start) : start) : `${start} ${end.slice(-4)}`,
    end: open ? "Present" : dayFirst ? asDayFirst(end) : end,
    // ("Pres.": the abbreviation's full stop is the date's too.)
    matched: /^pres$/i.test(end) && text[match.index + match[0].length] === "." ? `${match[0]}.` : match[0],
  };
}

const SLASHED_DAY = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;
/** "30/06/2019": a day's date that cannot be the month first, so its range is written day first. */
const writesDayFirst = (date: string) => Number(SLASHED_DAY.exec(date)?.[1] ?? 0) > 12;
/** "01/09/2016" as "01.09.2016", the form toYearMonth reads day first: beside "30/06/2019", the 1st of September. */
const asDayFirst = (date: string) => date.replace(SLASHED_DAY, "$1.$2.$3");

export function findSingleDate(text: string): string | null {
  if (!holdsYear(text)) return null;
  return SINGLE_DATE.exec(text)?.[1] ?? null;
}

/** "January 2019" -> "2019-01", "03/2019" -> "2019-03", "2019" -> "2019"; null when unreadable. */
export function toYearMonth(date: string): string | null {
  const text = date
    .trim()
    .toLowerCase()
    .replace(/^\d{1,2}(?:st|nd|rd|th|er)?\.?\s+(?=\p{L})/u, "")
    // ("March 1, 2019": the day after the month.)
    .replace(/^(\p{L}+\.?)\s+\d{1,2}(?:st|nd|rd|th)?,\s*(?=\d{4}$)/u, "$1 ");
  // "Mar '21", "Mar 21": a month with its year's last two digits.
  const shortNamed = /^(\p{L}+)\.?\s?['’]?(\d{2})$/u.exec(text);
  const named =
    /^(\p{L}+)\.?,?(?:\s+|[-/])(\d{4})$/u.exec(text) ??
    (shortNamed ? [text, shortNamed[1]!, `${Number(shortNamed[2]) > 50 ? 19 : 20}${shortNamed[2]}`] : null);
  if (named) {
    const month = MONTH_PATTERNS.findIndex((pattern) => pattern.test(named[1]!));
    if (month >= 0) return `${named[2]}-${String(month + 1).padStart(2, "0")}`;
    return named[2]!;
  }
  // "2/1/2012" (American: the month first, unless it cannot be one), "25.09.2003" (European: the day first).
  const withDay = /^(\d{1,2})([/.-])(\d{1,2})[/.-](\d{4})$/.exec(text);
  if (withDay) {
    const [, first, separator, second, year] = withDay;
    const month = separator === "." || Number(first) > 12 ? second! : first!;
    if (Number(month) >= 1 && Number(month) <= 12) return `${year}-${month.padStart(2, "0")}`;
    return year!;
  }
  // "2019 october", "2012, November": the year first.
  const yearFirst = /^(\d{4}),?\s+(\p{L}+)\.?$/u.exec(text);
  if (yearFirst) {
    const month = MONTH_PATTERNS.findIndex((pattern) => pattern.test(yearFirst[2]!));
    if (month >= 0) return `${yearFirst[1]}-${String(month + 1).padStart(2, "0")}`;
  }
  // "Q3 2021": a quarter, dated by its first month.
  const quarter = /^q([1-4])\s?(\d{4})$/.exec(text);
  if (quarter) return `${quarter[2]}-${String(Number(quarter[1]) * 3 - 2).padStart(2, "0")}`;
  const iso = /^(\d{4})-(\d{2})-\d{2}$/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}`;
  const shortYear = /^(\d{1,2})\/(\d{2})$/.exec(text);
  if (shortYear) return `${Number(shortYear[2]) > 50 ? 19 : 20}${shortYear[2]}-${shortYear[1]!.padStart(2, "0")}`;
  const numeric = /^(\d{1,2})[/.-](\d{4})$/.exec(text);
  if (numeric) return `${numeric[2]}-${numeric[1]!.padStart(2, "0")}`;
  const isoLike = /^(\d{4})[/.-](\d{1,2})$/.exec(text);
  if (isoLike) return `${isoLike[1]}-${isoLike[2]!.padStart(2, "0")}`;
  if (/^\d{4}$/.test(text)) return text;
  return null;
}
