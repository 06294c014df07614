// Step 5a: contact details. Everything on the page is kept as written: placeholder or fictional phone
// numbers, numbers without a country code and en dashes inside numbers are still phone numbers.

import { builtWhenAsked, type WordSet } from "../memo.ts";
import { lookupSkill, matchSkills } from "../skills/match-skills.ts";
import type { PersonalInfo, TextLine } from "../types.ts";
import { DAY_DATE, findDateRange, SINGLE_DATE } from "./dates.ts";
import { isCommonWord, joinWrapped, withoutAccents, wordCount } from "./normalise-text.ts";
import {
  cityFirst,
  cityWithCode,
  isKnownCity,
  isPlace,
  isPostalCode,
  isRegion,
  isSpacedPlace,
  POSTAL_BEFORE,
  placeAfterStreet,
  placeAtAddressEnd,
  STREET_WORD,
  splitTrailingPlace,
} from "./places.ts";
import { hasTitleWord, holdsTitle, isTitle } from "./role-words.ts";
import { mostCommonFontSize, SPOKEN_LANGUAGE, sectionKindOf } from "./sections.ts";

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
// ("(+84) 90 123 4567": the country code in brackets too.)
const PHONE = /(?:\+\d{1,3}[ .-]?|\(\+\d{1,3}\)[ .-]?)?(?:\(\d{1,4}\)[ .-]?)?\d[\d .\-–]{5,}\d/;
/**
 * "in/jane-doe" (or "/in/jane-doe") alone among the contact details: a LinkedIn profile's path (whole: not one cut at
 * a hyphen by a pasted column's words).
 */
const LINKEDIN_PATH = /(?:^|[\s|•·,])\/?(in\/[\w-]{2,99}\w)\/?(?=$|[\s|•·,])/m;
const URL_TOKEN = /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/[^\s,;|]*)?/gi;

function digitsOf(text: string): number {
  return (text.match(/\d/g) ?? []).length;
}

/** A text that is a phone number and nothing else: "(210) 555-0187", "+33 6 12 34 56 78". */
export function isPhoneNumber(text: string): boolean {
  return findPhone(text) === text.trim();
}

function findPhone(text: string): string | null {
  // Field by field: a number set apart from a postal code after it ("+91 98450 01234   560034, IN") is no longer
  // number.
  for (const field of text.split(/\s{2,}|\n/)) {
    const phone = phoneIn(field);
    if (phone) return phone;
  }
  // (A number whose own digits a gap parts.)
  return phoneIn(text);
}

function phoneIn(text: string): string | null {
  for (const match of text.matchAll(new RegExp(PHONE, "g"))) {
    const candidate = match[0].trim();
    const digits = digitsOf(candidate);
    // 7–15 digits, and not a date range such as "2019 - 2021" (or "20072013", its dash lost in extraction), nor a
    // day's date ("Date of birth: 01.02.1990"), nor a Brazilian or Portuguese postal code ("01310-100", "1100-053":
    // four or five digits and three, a shape no telephone number takes).
    if (
      digits >= 7 &&
      digits <= 15 &&
      !/^(?:19|20)\d{2}\s*[-–]?\s*(?:19|20)\d{2}$/.test(candidate) &&
      !DAY_DATE.test(candidate) &&
      !/^\d{4,5}-\d{3}$/.test(candidate)
    )
      return candidate;
  }
  return null;
}

/** Lower-case particles inside names: "Rodríguez de la Vega", "van der Berg", "bin Abdullah". */
const NAME_PARTICLES = new Set([
  "de",
  "la",
  "del",
  "della",
  "der",
  "den",
  "van",
  "von",
  "da",
  "do",
  "dos",
  "das",
  "di",
  "du",
  "le",
  "bin",
  "binti",
  "al",
  "el",
  "y",
  "e",
  "ibn",
  "ter",
  "zu",
]);

/** Words of the capitalised phrases found at the top of resumes that are never part of a person's name. */
const NOT_NAME_WORDS = new Set(
  (
    "resume résumé curriculum vitae cv резюме lebenslauf template templates example examples sample profile summary objective " +
    "experience skills strengths strength education qualification qualifications professional personal career key " +
    "core technical applied certified international digital social media marketing sales retail management project " +
    "projects road street avenue lane nagar colony sector school college university institute center centre " +
    "limited ltd inc llc motors group services solutions technologies kingdom united frameworks contact " +
    "information details phone mobile email address languages references declaration hobbies interests " +
    "achievements awards training internship course courses certification software web support office board " +
    "district county hospital academy bank consulting systems objectives job applicant candidate marital status " +
    "nationality gender birth font styles build create my your our their his her this that the and of for with in " +
    // Latin honours a two-column template may set first in its left column ("Magna Cum Laude").
    "at to cum laude summa magna honours honors distinction " +
    // A job portal's export opens with label lines ("Current Designation", "Total Experience").
    "current designation total pref preferred location " +
    // The rest of a headline's layer ("Full Stack", "FRONT END" before "Developer"; TITLE_MODIFIER has "full",
    // "front") and a spoken language's level ("Upper Intermediate", "Native Russian"): a name's place holds them
    // when the name was left out.
    "stack fullstack end frontend backend middle beginner elementary intermediate upper advanced proficient fluent native"
  ).split(" "),
);

function looksLikeName(text: string, fewestWords = 2): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length < fewestWords || words.length > 7) return false;
  if (/[@\d/:|•,()]/.test(text)) return false;
  // (The word tests first, the look-ups of sections, places, titles and skills last: most texts asked are no name.)
  const capitalised = (word: string) => /^\p{Lu}[\p{L}'’.-]*$/u.test(word);
  if (!capitalised(words[0]!) || !capitalised(words.at(-1)!)) return false;
  const particles = words.filter((w) => NAME_PARTICLES.has(w.toLowerCase()) && !capitalised(w)).length;
  if (particles > 3 || !words.every((w) => capitalised(w) || NAME_PARTICLES.has(w.toLowerCase()))) return false;
  if (
    words.some(
      (w) => NOT_NAME_WORDS.has(w.toLowerCase().replace(/[.'’]+$/, "")) && !NAME_PARTICLES.has(w.toLowerCase()),
    )
  )
    return false;
  // ("Senior Java", "Full Stack": a word that opens job titles; not "Jr." of a name, nor a Brazilian "Junior".)
  if (words.some((w) => TITLE_MODIFIER.test(w) && !/^(?:jr|sr|junior)\.?$/i.test(w))) return false;
  if (sectionKindOf(text) || isPlace(text) || hasTitleWord(text)) return false;
  // ("Austin TX": a city we know and its region's code, with no comma between.)
  const coded = cityWithCode(text);
  if (coded && isKnownCity(coded[0])) return false;
  // ("Machine Learning" of "Machine Learning Engineer Intern": a skill's name is no person's.)
  return !(words.length > 1 && lookupSkill(text));
}

interface NameCandidate {
  text: string;
  fontSize: number;
  index: number;
}

/** Words that begin job titles: "Senior", "Data" (Analyst), "Software" (Engineer) — not the end of a name. */
const TITLE_MODIFIER =
  /^(?:senior|sr\.?|junior|jr\.?|lead|chief|head|principal|staff|assistant|associate|deputy|certified|licensed|registered|journeyman|apprentice|trainee|intern|data|software|sales|marketing|project|product|business|financial|finance|account|customer|operations|office|store|general|technical|web|mechanical|electrical|civil|graphic|digital|content|research|clinical|medical|legal|executive|hr|it|ux|ui|full|front|back|devops|cloud|network|systems?|quality|supply|retail|hotel|front-end|back-end|full-stack)$/i;

/** "CONTACTS MARINA VOLKOVA": a sidebar's contact heading read on the name's row, before it. */
const CONTACT_HEADING_FIRST = /^(?:contacts?|contact info(?:rmation)?|contact details)\s+(?=\p{Lu})/iu;
/** Job-board banners glued to a name: "C.Karthik RajaFeatured Resume", "Jane Doe - Resume". */
const BANNER = /\s*[-–|]?\s*(?:featured|premium|verified|updated|new)?\s*(?:resume|cv|curriculum vitae|profile)$/i;
/** "(she/her)", "(they/them)": pronouns after a name. */
const PRONOUNS = /\s*\((?:she|he|they|ze|xe)\s*\/\s*\p{L}+(?:\s*\/\s*\p{L}+)?\)/iu;
/** "Resume of Priya Sharma", "CV - Jan Kowalski", "Curriculum Vitae: …": what the document is, before the name. */
const DOCUMENT_OF = /^(?:resume|résumé|cv|curriculum vitae)\s*(?:of|for|[-–:])\s+(?=\p{Lu})/iu;

/**
 * A headline's first word after a name: a title word ("Senior", "Nurse"), or an everyday word the document
 * also uses elsewhere, in lower case or in its roles ("Secondary" beside "secondary schools", "Corporate" beside
 * "Senior Corporate Paralegal"). A surname that is also a word ("King", "Lan") is seldom written so elsewhere.
 */
function startsHeadline(word: string, everydayWords: WordSet): boolean {
  if (!/^\p{Lu}/u.test(word) || NAME_PARTICLES.has(word.toLowerCase())) return false;
  const bare = word.replace(/[^\p{L}'-]/gu, "");
  if (TITLE_MODIFIER.test(bare) || hasTitleWord(bare)) return true;
  const parts = bare.toLowerCase().split("-");
  // "A-Grade", "Full-Stack": a compound of a letter and words.
  if (parts.length > 1 && parts.every((part) => part.length === 1 || isCommonWord(part))) return true;
  return isCommonWord(bare) && everydayWords.has(bare.toLowerCase());
}

/**
 * The words a document writes in lower case somewhere, and the capitalised ones it repeats further down in its
 * roles and sections ("Corporate" of "Senior Corporate Paralegal", "Construction" of "Skanbet Construction"),
 * in lower case: a headline's words come back in the body, a surname seldom does (lines that repeat the first
 * line's words, a running header with the name, are left out).
 */
// (Read on the first question: most documents' names are found without asking.)
const everydayWordsOf = (lines: TextLine[]): WordSet => builtWhenAsked(() => collectEverydayWords(lines));

function collectEverydayWords(lines: TextLine[]): Set<string> {
  const words = new Set<string>();
  const namesOf = (text: string) => text.match(/(?<![\p{L}'-])\p{Lu}\p{Ll}+(?![\p{L}'-])/gu) ?? [];
  // A running header repeats the first line's first two words, the name ("Hannah O'Brien").
  const nameStart = (lines[0]?.text.trim().split(/\s+/).slice(0, 2) ?? []).join(" ");
  for (const [i, line] of lines.entries()) {
    // (Each pass only where it can find something: this runs over every line.)
    let text = line.text.includes(".") ? line.text.replace(URL_TOKEN, " ") : line.text;
    if (text.includes("@")) text = text.replace(/\S*@\S*/g, " ");
    for (const word of text.match(/(?<![\p{L}'-])\p{Ll}[\p{Ll}'-]*/gu) ?? []) words.add(word);
    if (i < 3 || (nameStart.includes(" ") && text.includes(nameStart))) continue;
    for (const word of namesOf(text)) words.add(word.toLowerCase());
  }
  return words;
}

/**
 * "Bruno Borer Technical Project Manager" -> "Bruno Borer"; "Molly Bartoletti Molly Bartoletti" -> once.
 * A job board's export often sets the headline on the name's line; the name ends where a title begins with
 * an everyday word ("Rebecca Hollins Secondary Mathematics Teacher", "… de la Vega Hotel Operations Manager").
 */
function nameOnly(raw: string, everydayWords: WordSet): string {
  const text =
    raw
      .replace(BANNER, "")
      .replace(DOCUMENT_OF, "")
      .replace(CONTACT_HEADING_FIRST, "")
      // "Li Wei (David)", "Nguyễn Thị Mai (Mary)": the given name used at work, in brackets after the name; "Jane
      // Roe (Evgenia Roeva)": or the name as the passport writes it.
      .replace(/^([^()]+?)\s*\(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){0,2}\)$/u, "$1")
      // "Dana Whitfield (she/her)": the pronouns; 'Dana "Dee" Whitfield': the name called by, in quotes.
      .replace(PRONOUNS, "")
      .replace(/\s+["“‘][\p{L}.-]+["”’](?=\s)/u, "")
      .trim() || raw;
  // "Whitfield, Dana", "WHITFIELD, DANA J.": the surname first and a comma (not a place, "Austin, Texas", nor
  // letters after it, "MBA", nor a list of languages or tools, "English, Arabic", "Vim, Qt Creator").
  const surnameFirst =
    /^(\p{Lu}[\p{L}'’-]+),\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}*\.?)?)$/u.exec(text) ??
    /^(\p{Lu}[\p{Lu}'’-]+),\s+(\p{Lu}{2,}(?:\s+\p{Lu}+\.?)?)$/u.exec(text);
  const listed = (part: string) => SPOKEN_LANGUAGE.test(part) || lookupSkill(part) !== undefined;
  if (surnameFirst && !isPlace(text) && !listed(surnameFirst[1]!) && !listed(surnameFirst[2]!))
    return `${surnameFirst[2]} ${surnameFirst[1]}`;
  const words = text.split(/\s+/);
  const half = words.length / 2;
  if (Number.isInteger(half) && words.slice(0, half).join(" ") === words.slice(half).join(" "))
    return words.slice(0, half).join(" ");
  // "… A-Grade Licensed Electrician Brisbane": a title word anywhere in the headline, a place after it.
  if (words.length < 3 || !holdsTitle(text)) return text;
  for (let take = 2; take <= Math.min(7, words.length - 1); take++) {
    const head = words.slice(0, take).join(" ");
    // "Marcus Delgado Senior | Account Executive": a seniority word starts the headline, not the name.
    // "Allen Neal King ESB Integration Developer": an acronym beside name-case words is the headline's.
    // (The cheap tests first: most heads are no name.)
    const mixedCase = /\b\p{Lu}{2,}\b/u.test(head) && /\b\p{Lu}\p{Ll}/u.test(head);
    if (TITLE_MODIFIER.test(words[take - 1]!) || mixedCase || !looksLikeName(head)) continue;
    if (!startsHeadline(words[take]!, everydayWords)) continue;
    if (holdsTitle(words.slice(take).join(" ")) && !isTitle(head)) return head;
  }
  // Else a name of three or two words before a title whose first word is no everyday one ("Grace Nolan King
  // ESB Integration Developer").
  for (const take of [3, 2]) {
    const head = words.slice(0, take).join(" ");
    const rest = words.slice(take).join(" ");
    if (words.length >= 4 && isTitle(rest) && !isTitle(head) && !TITLE_MODIFIER.test(words[take - 1]!)) return head;
  }
  return text;
}

/**
 * Where a name can be: each segment of a line between wide gaps ("Rebecca Hollins      Leeds, West
 * Yorkshire"), and a name set large over two lines ("Marcus" / "Delgado").
 */
function nameCandidates(
  lines: TextLine[],
  bodyFontSize: number,
  everydayWords: WordSet,
  asked: TextLine[] = lines,
): NameCandidate[] {
  const candidates: NameCandidate[] = [];
  asked.forEach((line) => {
    for (const segment of line.text.slice(0, 400).split(/\s{2,}/)) {
      const cleaned = segment.trim().replace(/^["'“”]+|["'“”.]+$/g, "");
      // (A name opens with a capital; a sentence of a summary, a dozen words or more, is none: not asked; nor is a
      // label, "Ashdod Cell:".)
      // (A name is two words at least, each capitalised: a line with fewer such words holds none.)
      if (!/^\p{Lu}/u.test(cleaned) || cleaned.endsWith(":") || !/\s\p{Lu}/u.test(cleaned)) continue;
      const short = cleaned.split(/\s+/).length <= 12;
      const text = short ? nameOnly(cleaned, everydayWords).replace(/[,;:]$/, "") : "";
      if (short && looksLikeName(text)) candidates.push({ text, fontSize: line.fontSize, index: line.index });
      else if (/[,|–—-]/.test(cleaned)) {
        // "Marcus Delgado, Senior Account Executive | B2B SaaS": the name before a headline.
        const head = nameOnly(cleaned.split(/\s*[,|–—]\s+|\s+[|–—]\s*|\s+-\s+/)[0]!.trim(), everydayWords);
        if (head !== cleaned && looksLikeName(head))
          candidates.push({ text: head, fontSize: line.fontSize, index: line.index });
      }
    }
    // (What follows looks for a name set larger than the body's type, over lines of its own.)
    if (line.fontSize <= bodyFontSize) return;
    // The name's next lines: the next line in its size at its left edge, contact items set at the right
    // between them ("Marcus" / "+1 (303) 555-0177" / "Delgado   marcus.delgado@…"); a third only after a
    // name broken at its hyphen ("Chinonso" / "Okafor-" / "Adeyemi").
    const below = (from: TextLine) => {
      const at = lines.indexOf(from);
      return lines.slice(at + 1, at + 4).find(
        (l) =>
          l.fontSize === from.fontSize &&
          // A centred name wraps to a line of its own right below; a name set left keeps its edge.
          (l.index === from.index + 1 || (Math.abs(l.x - from.x) <= 3 && l.index <= from.index + 3)),
      );
    };
    const next = below(line);
    const first = line.text.trim();
    // (Up to a headline set after a separator: "Adeyemi | Warehouse & Logistics".)
    const nameStart = (l: TextLine | undefined) => l?.text.trim().split(/\s{3,}|\s+[|–—·•]\s+/)[0] ?? "";
    const second = nameStart(next);
    // "Jürgen Müller-" / "Schäfer": a double-barrelled name broken at its hyphen.
    const join = (a: string, b: string) => (/\p{L}-$/u.test(a) && /^\p{Lu}/u.test(b) ? `${a}${b}` : `${a} ${b}`);
    // Or a name of three words set one a line in the name's large type ("Venkata" / "Subramanian" / "Iyer").
    const afterNext = next ? below(next) : undefined;
    const oneWordLines =
      !!afterNext &&
      [first, second, nameStart(afterNext)].every((word) => !/\s/.test(word)) &&
      afterNext.index === next!.index + 1;
    const third = next && (/\p{L}-$/u.test(second) || oneWordLines) ? nameStart(afterNext) : "";
    const joined = third ? join(join(first, second), third) : join(first, second);
    if (
      next &&
      next.fontSize === line.fontSize &&
      line.fontSize > bodyFontSize &&
      !sectionKindOf(first) &&
      !sectionKindOf(second) &&
      // (Not a headline set in the name's type, "Marcus" / "Account Executive"; a surname that is also a trade's
      // name is a surname, "John" / "Smith", "Emily" / "Baker".)
      (!isTitle(second) || /^\p{Lu}[\p{L}'’-]+$/u.test(second)) &&
      first.split(/\s+/).length <= 6 &&
      looksLikeName(joined)
    )
      candidates.push({ text: joined, fontSize: line.fontSize + 0.01, index: line.index });
    // One word alone on the page's first line in type larger than the body's: a person known by one name
    // ("SUKARNO"), below any name of two words or more.
    if (
      line === lines[0] &&
      line.fontSize > bodyFontSize &&
      /^\p{L}{3,}$/u.test(first) &&
      !everydayWords.has(first.toLowerCase()) &&
      looksLikeName(first, 1)
    )
      candidates.push({ text: first, fontSize: line.fontSize - 0.01, index: line.index });
    // A long name set a word or two a line in a narrow column ("María José" / "Hernández" / "Ortega",
    // "Maria-" / "Fernanda" / "Castillo" / "Rodríguez de" / "la Vega"): the whole run, before any part of it.
    const run = nameRun(lines, line);
    if (line.fontSize > bodyFontSize && run.length >= 3) {
      const text = run.map((l) => l.text.trim()).reduce(join);
      if (looksLikeName(text)) candidates.push({ text, fontSize: line.fontSize + 0.02, index: line.index });
    }
  });
  return candidates;
}

/** The lines right under `line` in its size and at its edge, each a word or two of a name. */
function nameRun(lines: TextLine[], line: TextLine): TextLine[] {
  const namePiece = (text: string) =>
    text.split(/\s+/).length <= 3 &&
    text.split(/\s+/).every((word) => /^\p{Lu}[\p{L}'’.-]*$/u.test(word) || NAME_PARTICLES.has(word.toLowerCase()));
  const run: TextLine[] = [];
  for (let at = lines.indexOf(line); at >= 0 && at < lines.length && run.length < 6; at++) {
    const candidate = lines[at]!;
    const previous = run.at(-1);
    if (
      previous &&
      (candidate.index !== previous.index + 1 ||
        candidate.fontSize !== line.fontSize ||
        Math.abs(candidate.x - line.x) > 3)
    )
      break;
    if (!namePiece(candidate.text.trim()) || sectionKindOf(candidate.text) || (previous && isTitle(candidate.text))) {
      break;
    }
    run.push(candidate);
  }
  return run;
}

/**
 * "Name: …", "Full name - …"; not another's name ("Father's Name: …", "Spouse Name", "Company Name").
 */
const NAME_LABEL =
  /(?:^|\s)(?<!\b(?:father|mother|spouse|husband|wife|guardian|parent|maiden|company|employer|project|school|college|university|institute|reference|referee|user)(?:['’]?s)?\s)(?:full\s+)?name\s*[:\-–]\s*(.+)$/i;
/**
 * "LinkedIn: Marta Ellison   Languages: …": a profile link a Word resume writes as the person's name (the
 * words up to the next label).
 */
const LINK_NAMED =
  /(?:^|\s)linked\s?in\s*:\s*((?:\p{Lu}[\p{L}'’-]+\s+){1,3}\p{Lu}[\p{L}'’-]+)(?=\s+\p{Lu}[\p{L} ]*:|\s*$)/iu;

/** "Dr. Miriam Okonkwo", "Prof Jan Kowalski": a title of address before the name is no part of it. */
const HONORIFIC = /^(?:Dr|Mr|Mrs|Ms|Mx|Miss|Prof|Professor)\.?\s+(?=\p{Lu})/u;

/**
 * The name: a "Name:" label, else the largest name-like text among the contact lines and the first lines of
 * the page; a headline that reads as a job title ("Hotel Operations Manager") only when nothing else fits.
 */
function findName(allLines: TextLine[], topLines: TextLine[], notNames: Set<number>): { name: string; sure: boolean } {
  const found = findNameAsPrinted(allLines, topLines, notNames);
  return { ...found, name: found.name.replace(HONORIFIC, "") };
}

function findNameAsPrinted(
  allLines: TextLine[],
  topLines: TextLine[],
  notNames: Set<number>,
): { name: string; sure: boolean } {
  const everydayWords = everydayWordsOf(allLines);
  // A "Name:" label anywhere in the first lines first, else a profile link written as the name.
  let linked: string | undefined;
  for (const line of allLines.slice(0, 80)) {
    const text = line.text.trim();
    const labelled = NAME_LABEL.exec(text)?.[1]
      ?.split(/\s{2,}/)[0]
      ?.trim();
    const name = labelled ? nameOnly(labelled, everydayWords) : "";
    if (looksLikeName(name)) return { name, sure: true };
    const link = linked ? undefined : LINK_NAMED.exec(text)?.[1];
    if (link && looksLikeName(link)) linked = link;
  }
  if (linked) return { name: linked, sure: false };
  const pool = new Map<number, TextLine>();
  for (const line of [...topLines, ...allLines.slice(0, 40)])
    if (line.page === 1 && !notNames.has(line.index)) pool.set(line.index, line);
  const lines = [...pool.values()].sort((a, b) => a.index - b.index);
  // The lines in the largest type are asked first: a name found there outranks any in smaller type, which is then
  // not asked (a candidate ranks by its type's size, up to 0.02 more for a name set over several lines).
  const bodyFontSize = mostCommonFontSize(allLines);
  const sizes = [...new Set(lines.map((line) => line.fontSize))].sort((a, b) => b - a);
  const candidates: NameCandidate[] = [];
  for (const [i, size] of sizes.entries()) {
    const inSize = lines.filter((line) => line.fontSize === size);
    candidates.push(...nameCandidates(lines, bodyFontSize, everydayWords, inSize));
    const smaller = sizes[i + 1];
    if (smaller !== undefined && candidates.some((candidate) => candidate.fontSize > smaller + 0.02)) break;
  }
  const ranked = candidates.sort((a, b) => b.fontSize - a.fontSize || a.index - b.index);
  const best = ranked[0];
  if (!best) return { name: "", sure: false };
  const largest = Math.max(...lines.map((l) => l.fontSize));
  return { name: best.text, sure: best.fontSize >= largest };
}

/**
 * "2218 Linden Ave, 43211, Columbus, OH (US)" -> "Columbus, OH, US", "M5V 2T6, Toronto (CA), ON" -> "Toronto,
 * CA, ON": the street and a leading postal code go.
 */
function cityOnwards(place: string): string {
  const parts = place
    .replace(/\s*\(([^)]*)\)/g, ", $1")
    .split(/\s*,\s*/)
    .filter(Boolean);
  // ("4103 Brisbane", "69002 Lyon": a postal code written before the city, as much of Europe and Australia do.)
  const namesKnownCity = parts.some((part) => isKnownCity(part));
  const city = parts.findIndex(
    (part) =>
      // ("14 Broad" / "Lane, Leeds": a street's last word wrapped onto the place's line is no city; nor is a
      // country's code a theme prints first, "CA, Toronto, ON", before a city we know.)
      (!/^\d/.test(part) &&
        !isPostalCode(part) &&
        !STREET_WORD.test(part) &&
        !(/^\p{Lu}{2}$/u.test(part) && namesKnownCity)) ||
      (POSTAL_BEFORE.test(part) && isKnownCity(part.replace(POSTAL_BEFORE, ""))),
  );
  return (city > 0 ? parts.slice(city) : parts)
    .map((part, i) => (i === 0 ? part.replace(POSTAL_BEFORE, "") : part))
    .join(", ");
}

/**
 * A place run onto the name and headline before it, as text that lost its line breaks has it ("Tanya Brooks
 * Data Analyst Charlotte, NC"): the longest run of last words before the comma, up to a title's word, that
 * makes a place ("Thành phố Hồ Chí Minh" too).
 */
function placeAfterHeadline(segment: string, lenient: boolean): string {
  const comma = segment.indexOf(",");
  const words = comma > 0 ? segment.slice(0, comma).trim().split(/\s+/) : [];
  if (words.length <= 3) return "";
  const rest = segment.slice(comma);
  let place = "";
  let known = false;
  for (let take = 1; take <= Math.min(5, words.length - 1); take++) {
    const city = words.slice(-take).join(" ");
    // Up to the headline's last word: a title's word, or a bracketed qualifier ("Data Scientist (NLP)").
    if (holdsTitle(city) || /[()]/.test(words.at(-take)!)) break;
    // Past a city we know only to a longer one we know ("York" -> "New York", not "Paris" -> "Digital Paris").
    if (known && !isKnownCity(city)) break;
    if (isPlace(`${city}${rest}`, lenient)) place = `${city}${rest}`;
    known ||= isKnownCity(city);
  }
  return place;
}

/** "(open to relocation)", "(Able to relocate)": a remark on moving, in brackets after a place. */
const RELOCATION_REMARK = String.raw`\([^()]*\brelocat[^()]*\)`;
const RELOCATION_AT_END = new RegExp(String.raw`\s*${RELOCATION_REMARK}$`, "i");
/** "Pref. Location: Chennai", "Preferred locations": where the person would work, not where they live. */
const WISHED_PLACE = /^(?:pref(?:erred)?\.?|desired|willing to relocate|open to)\b/i;

/** "Haifa, Herzl 12", "Lyon, Rue Garibaldi 8": a city, a comma, a street and its number. */
const CITY_THEN_STREET = /^(\p{Lu}[\p{L}'-]*(?:\s\p{Lu}[\p{L}'-]*)?),\s*\p{Lu}\p{Ll}[\p{L} .'-]*\s\d{1,4}[a-z]?$/u;

/**
 * The place in a contact line: a segment between separators that is a place ("Denver, CO, US, 80205"), or the
 * place that ends a street address ("2218 Linden Ave, Columbus, OH 43211" -> "Columbus, OH 43211").
 */
function findLocation(line: string, lenient: boolean, name = ""): string {
  if (WISHED_PLACE.test(line.trim())) return "";
  // "Thornton   Columbus, OH, US": the name's second line beside the place; a surname may be a town too.
  const nameWords = new Set(name.split(/\s+/).filter(Boolean));
  // ("Olivia Chen, RN": the name and a credential after it, "RN" no region's code here.)
  const ofName = (segment: string) =>
    segment.split(/\s+/).every((word) => nameWords.has(word)) || (!!name && segment.startsWith(`${name},`));
  // "Location: Málaga, Andalucía": a label says what the value is.
  const labelled =
    /^(?:location|city|based in|lives in)\s*:\s*(\p{Lu}[\p{L} .'-]*(?:,\s*\p{Lu}[\p{L} .'-]*){0,2})$/iu.exec(
      line.trim(),
    );
  if (labelled) return labelled[1]!.trim();
  // ("priya@example.com, +91 98765 43210, Pune": the e-mail and the number set apart the place after them.)
  const withEmail = line.includes("@");
  const phone = withEmail ? findPhone(line) : null;
  const apart = withEmail ? line.replace(new RegExp(EMAIL, "g"), "   ") : line;
  const text = (phone ? apart.replace(phone, "   ") : apart)
    .replace(/^(?:location|address|city)\s*:\s*/i, "")
    // "Denver,  (US)": an empty region left a wide gap inside the place.
    .replace(/,\s+\(/g, ", (");
  for (const raw of text.split(/\s{2,}|\s[|•·]\s|\s[-–—]\s/)) {
    const segment = raw
      .trim()
      .replace(/^[,;]\s*|\s*[,;]$/g, "")
      // (An icon set before the value, "⌂ Columbus, OH", "📍 Leeds", is no part of it.)
      .replace(/^[\p{So}\p{Sm}|•·]+\s*|\s*[|•·]$/gu, "")
      // (A code's own full stop stays: "Washington, D.C.".)
      .replace(/(?<!\b\p{Lu}\.\p{Lu})[.;]$/u, "")
      // ("Haifa (open to relocation)": a remark on moving is no part of the place.)
      .replace(RELOCATION_AT_END, "");
    // (A telephone number's digits are no place; a postal code's are: "Rua Augusta 100, 01310-100 Campinas".)
    const telephone = /\d{5,}.*\d{3}/.test(segment) && phoneIn(segment) !== null;
    if (!segment || telephone || /@|https?:|www\./.test(segment) || ofName(segment)) continue;
    // ("Greater Seattle Area", "Tel Aviv area": the city we know the area is named after.)
    const area = /^(?:greater\s+)?(.+?)\s+(?:metro(?:politan)?\s+)?area$/i.exec(segment)?.[1];
    if (area && isKnownCity(area)) return area;
    const afterStreet = placeAfterStreet(segment);
    if (afterStreet) return afterStreet;
    // ("Haifa, Herzl 12": or the city first, then the street and its number.)
    const beforeStreet = CITY_THEN_STREET.exec(segment)?.[1];
    if (beforeStreet && isKnownCity(beforeStreet)) return beforeStreet;
    const afterHeadline = holdsTitle(segment) ? placeAfterHeadline(segment, lenient) : "";
    if (afterHeadline) return afterHeadline;
    // (Where a town need not be one we know: not a list of skills, "Java, Spring Boot".)
    const skills = lenient && segment.split(/\s*,\s*/).some((part) => !isKnownCity(part) && lookupSkill(part));
    if ((isPlace(segment, lenient) && !skills) || isSpacedPlace(segment)) {
      const coded = lenient ? cityWithCode(segment) : null;
      return coded ? coded.join(", ") : cityOnwards(segment);
    }
    const trailing = splitTrailingPlace(segment);
    if (trailing && /^\d/.test(trailing[0])) return trailing[1];
    // ("Hangang-daero, Yongsan-gu, Seoul, S.Korea": a street and a district before a city we know and its country.)
    const parts = segment.split(/\s*,\s*/);
    const [city = "", country = ""] = parts.slice(-2);
    if (parts.length >= 3 && isKnownCity(city) && !isRegion(city) && isRegion(country)) return `${city}, ${country}`;
  }
  return "";
}

const COMMON_TLDS = new Set(
  "com org net edu gov mil int io co ai app dev me info biz name us uk de fr es it nl be ch at se no dk fi pl pt ie ca au nz in vn jp cn kr br mx ar za ru tr gr cz hu ro sg hk tw my ph id ae sa il eu".split(
    " ",
  ),
);

/**
 * An e-mail address broken over two lines by a narrow sidebar: "marcus.delgado@exa" / "mple.net",
 * "r.hollins@example.or" / "g", "j.mueller-" / "schaefer@example.com".
 */
function findSplitEmail(lines: TextLine[], name: string): string | null {
  const texts = lines.map((line) => line.text.trim());
  for (let i = 0; i + 1 < texts.length; i++) {
    // (A lane joins its wrapped lines with a space: "E  daniel.kwan@exam- ple.com".)
    const inLine = texts[i]!.includes("@") ? /(\S+@\S*-)\s+(\S+)/.exec(texts[i]!) : null;
    // (A sentence's last word is no address's first part: "…in a Magnet-track hospital." over the e-mail.)
    const head = /\S*$/.exec(texts[i]!)![0];
    const ownLine = head.includes("@") || texts[i]!.split(/\s+/, 4).length <= 3;
    const joined = inLine
      ? joinEmailParts(inLine[1]!, inLine[2]!, name)
      : ownLine
        ? joinEmailParts(head, texts[i + 1]!.split(/\s+/)[0] ?? "", name)
        : null;
    if (!joined) continue;
    // A third line can end it still ("juergen.mueller-" / "schaefer@example.co" / "m").
    return (
      (!inLine && i + 2 < texts.length && joinEmailParts(joined, texts[i + 2]!.split(/\s+/)[0] ?? "", name)) || joined
    );
  }
  return null;
}

/**
 * "daniel.kwan@exam-" + "ple.com": the hyphen a typesetter adds where it breaks a word is no part of the address
 * when the word whole is a word ("example") or the person's name ("wrob-" + "lewski" for Łukasz Wróblewski); an
 * address's own hyphen stays ("mueller-" + "schaefer").
 */
function withoutBreakHyphen(head: string, tail: string, name: string): string {
  const before = /([a-z]+)-$/i.exec(head)?.[1];
  const after = /^[a-z]+/i.exec(tail)?.[0];
  if (!before || !after) return `${head}${tail}`;
  const whole = `${before}${after}`.toLowerCase();
  const nameWords = withoutAccents(name)
    .toLowerCase()
    .split(/[^a-z]+/);
  return isCommonWord(whole) || nameWords.includes(whole) ? `${head.slice(0, -1)}${tail}` : `${head}${tail}`;
}

/**
 * "mf.castillo@example.comlinkedin": a contact label the page set right after the address (no space between
 * the spans) is cut off after the top-level domain.
 */
function withoutGluedWord(email: string): string {
  const glued =
    /\.([a-z]{2,4}?)(linkedin|github|gitlab|twitter|phone|tel|mobile|website|portfolio|web|www|https?)$/i.exec(email);
  return glued && COMMON_TLDS.has(glued[1]!.toLowerCase()) ? email.slice(0, email.length - glued[2]!.length) : email;
}

/** `head` and `tail` as one address when the line break cut one, else null. */
function joinEmailParts(head: string, tail: string, name = ""): string | null {
  // The tail is in the head's case: lower case, or capitals under a capitals head ("DANIEL.KWAN@EXAMPLE.CO" / "M").
  const capitals = head === head.toUpperCase() && /^[A-Z0-9.+_-]+$/.test(tail);
  if (!/^[a-z0-9.+_-]+$|^[\w.+-]*@[\w.-]+$/.test(tail) && !capitals) return null;
  // ("Smith, John A." over "john@example.com": a name's initial, in capitals over a lower-case address.)
  if (/^\p{Lu}\.$/u.test(head) && !capitals) return null;
  if (withoutGluedWord(head) !== head) return null;
  const joined = withoutBreakHyphen(head, tail, name);
  if (EMAIL.exec(joined)?.[0] !== joined) return null;
  if (head.includes("@")) {
    const domain = head.slice(head.indexOf("@") + 1);
    const tld = domain.includes(".") ? domain.slice(domain.lastIndexOf(".") + 1) : "";
    const joinedTld = joined.slice(joined.lastIndexOf(".") + 1).toLowerCase();
    const incomplete = !tld || !COMMON_TLDS.has(tld.toLowerCase()) || (tail.length <= 2 && COMMON_TLDS.has(joinedTld));
    return !tail.includes("@") && incomplete ? joined : null;
  }
  // A paragraph's last word alone on its line is no address's first part ("…roles in consumer goods or" /
  // "logistics." over the address): a break after a dot splits a name ("maya." / "thornton@…"), not a word.
  const sentenceEnd = head.endsWith(".") && !tail.startsWith("@") && isCommonWord(head.slice(0, -1).toLowerCase());
  return (/[-._]$/.test(head) || tail.startsWith("@")) && tail.includes("@") && !sentenceEnd ? joined : null;
}

/**
 * "Residence: Netanya, Israel", "⌂: Rishon LeZion", "location Bat Yam", "Map-marker-alt Leeds" (an icon's name left before
 * it), "City: Ashkelon",
 * "Region: Nahariya" (these with their colon): where the person lives, labelled, anywhere in a row of other
 * labelled details ("Phone: …   Residence: Beit Shemesh Birthday:", "Birth year: 1990 | City: Eilat | LinkedIn").
 * (A label set a wide gap before its value, a lane's, is read by findLabelledPlace.)
 */
const RESIDENCE = new RegExp(
  // (Not a wished-for town, "Preferred Location: Pune", nor a job's, "Job Location: Pune".)
  "(?:^|(?<!\\b(?:[Pp]ref(?:erred)?|PREF(?:ERRED)?|[Dd]esired|DESIRED|[Jj]ob|JOB)\\.?)\\s)(?:(?:[Rr]esidence|RESIDENCE|[Pp]lace of residence|[Ll]ives in|[Bb]ased in|[Ll]ocation|LOCATION|[Mm]ap-marker(?:-alt)?|⌂|🏠|📍)(?!\\p{L})(?:\\s*:\\s*| ?)|(?:[Cc]ity|CITY|[Rr]egion|REGION)\\s*:\\s*)" +
    "(\\p{Lu}[\\p{L}'’.-]*(?:[ -]\\p{L}[\\p{L}'’.-]*){0,3}?(?:,\\s*\\p{Lu}[\\p{L}'’. -]*?){0,2})" +
    // (Up to the end, a gap, a separator, a postal code or the next label: "Location: Austin, TX 78701 Phone: …".)
    // (Or a remark in brackets: "Location: Haifa (open to relocation) | Phone: …".)
    "(?=\\s*$|\\s{2,}|\\s*[|•·(]|\\.|,?\\s*\\d|\\s+\\p{Lu}\\p{Ll}+(?: \\p{Ll}+){0,2}:)",
  "u",
);

/** "Your Location", "Your City", set alone in a header's cell by a template. */
const PLACE_PLACEHOLDER = /(?:^|[|•·]|\s{2})\s*your (?:location|city|address)\s*(?:$|[|•·]|\s{2})/i;

/**
 * "Ashdod Cell:   LinkedIn", "Israel, Eilat tel: , e-mail:", "Arad, Israel (Able to relocate)": the labels of
 * other contact details (their values blanked or beside), or a remark on moving, after the place on its line.
 */
const CONTACT_LABELS_AFTER = new RegExp(`\\s+(?:(?:cell|tel|phone|mobile|e-?mail)\\s*:.*|${RELOCATION_REMARK})$`, "i");

function findResidence(lines: TextLine[]): string {
  for (const line of lines.slice(0, 40)) {
    // ("Location: Beer  Sheva, Israel": on a line of one label, a wide gap inside its value parts no fields.)
    const text = line.text.trim();
    const oneLabel = /^[^:|•·]{1,30}:[^:|•·]+$/.test(text) ? text.replace(/\s{2,}/g, " ") : text;
    const found = RESIDENCE.exec(oneLabel)?.[1]?.replace(/\.$/, "").trim();
    // (The label's own case: "Location" in a heading's capitals, "LOCATION   City   Leeds", is read elsewhere.)
    if (!found || /^\p{Lu}+$/u.test(found) || holdsTitle(found)) continue;
    // ("Kiryat Ono, Herzl, 27": a street after the town is no part of the place.)
    const [area = "", ...rest] = found.split(/\s*,\s*/);
    // ("Tel-Aviv Area": the town the area is named after.)
    const town = area.replace(/\s+area$/i, "");
    const regions: string[] = [];
    for (const part of rest) {
      if (!isRegion(part)) break;
      regions.push(part);
    }
    // (Given city first by the caller, as every place found.)
    return [town, ...regions].join(", ");
  }
  return "";
}

const PLACE_LABELS: Array<[RegExp, "city" | "location" | "region" | "country"]> = [
  [/^(?:post(?:al)? ?code (?:&|and) city|city|town)$/i, "city"],
  [/^(?:current\s+)?location$/i, "location"],
  [/^(?:region|state|province|county)$/i, "region"],
  [/^country$/i, "country"],
];

/** "Leeds, West Yorkshire LS5 3AB, GB", "Columbus 43211": a text that opens with a city we know. */
const startsWithCity = (text: string) =>
  isKnownCity(
    text
      .split(",")[0]!
      .replace(/\s+\d[\d\s-]*$/, "")
      .trim(),
  );

/**
 * A place given in labelled rows ("Postal Code & City   80205 Denver" / "Region   CO", or "City: Leeds"):
 * the city, then its region and country.
 */
function findLabelledPlace(lines: TextLine[]): string {
  const found: Partial<Record<"city" | "location" | "region" | "country", string>> = {};
  const labelOf = (text: string) => PLACE_LABELS.find(([label]) => label.test(text.trim()))?.[1];
  const fieldsOf = (line: TextLine | undefined) => line?.text.trim().split(/\s{2,}|\s*:\s+/) ?? [];
  lines.slice(0, 40).forEach((line, at) => {
    // A row may hold several label-value pairs, or a lane's heading before them ("LOCATION   City   Leeds").
    const fields = fieldsOf(line);
    fields.forEach((field, i) => {
      const kind = labelOf(field);
      const value = fields[i + 1]?.trim();
      if (!kind || !value || labelOf(value) || found[kind]) return;
      // "Location   2218 Linden Park Ave" over "…   Columbus, OH 43211, US": a street whose place wrapped to the
      // rows below, beside their own fields ("14 Broad Lane" / "Leeds, West Yorkshire LS5 3AB, GB" too).
      const wrapped = !isPlace(value.replace(/,$/, ""))
        ? [...fieldsOf(lines[at + 1]), ...fieldsOf(lines[at + 2])]
            .map((below) => placeAfterStreet(`${value}, ${below}`) || (startsWithCity(below) ? below : ""))
            .find(Boolean)
        : undefined;
      found[kind] = wrapped || value;
    });
  });
  const city = (found.city ?? found.location)?.replace(POSTAL_BEFORE, "").trim();
  if (!city || /[@\d]{3}/.test(city)) return "";
  return [city, found.region, found.country].filter(Boolean).join(", ");
}

/**
 * An address wrapped over the lines above the e-mail or phone by a narrow column ("14 Broad Lane Leeds" /
 * "West Yorkshire LS5" / "3AB GB"): the lines of the same column and size, joined, and the place at its end.
 */
function findWrappedAddress(lines: TextLine[]): string {
  const isContactValue = (text: string) => text.includes("@") || PHONE.test(text) || /https?:|www\./.test(text);
  for (let i = 1; i < Math.min(lines.length, 30); i++) {
    if (!isContactValue(lines[i]!.text)) continue;
    const block: TextLine[] = [];
    for (let j = i - 1; j >= 0 && block.length < 5; j--) {
      const line = lines[j]!;
      const below = block[0] ?? lines[i]!;
      if (Math.abs(line.x - below.x) > 2 || Math.abs(line.fontSize - below.fontSize) > 0.5) break;
      if (isContactValue(line.text)) break;
      // The first half of an e-mail address split over two lines ("juergen.mueller-" / "schaefer@…").
      if (block.length === 0 && joinEmailParts(line.text.trim(), lines[i]!.text.trim().split(/\s+/)[0]!)) continue;
      block.unshift(line);
    }
    if (block.length < 2) continue;
    const joined = block.map((line) => line.text.trim()).reduce((text, next) => joinWrapped(text, next));
    const place = placeAtAddressEnd(joined);
    if (place) return place;
  }
  return "";
}

/**
 * "Marcus Delgado" / "Denver": a city alone on the line right under the name, where nothing else gave the
 * place. Capitalised words only, no digits, no title or skill.
 */
function cityUnderName(topLines: TextLine[], name: string): string {
  const at = name ? topLines.findIndex((line) => line.text.trim() === name) : -1;
  const text = topLines[at + 1]?.text.trim() ?? "";
  // (Nor the name printed again, a picture's text set beside it where the picture did not load.)
  if (at < 0 || text === name || !/^\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*){0,2}$/u.test(text)) return "";
  if (holdsTitle(text) || sectionKindOf(text) || matchSkills(text).length > 0) return "";
  // "Data Science" is a field, "Denver" a city: a headline's words are everyday words.
  return text.split(/\s+/).every((word) => isCommonWord(word)) ? "" : text;
}

/** "… Based in Lyon, open to hybrid roles.": the place a summary gives, where nothing else did. */
function placeInSummary(lines: TextLine[]): string {
  for (const line of lines.slice(0, 40)) {
    const based =
      /\b(?:[Bb]ased|[Ll]ocated|[Ll]iving|[Ll]ives) in\s+(\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*){0,2}(?:,\s*\p{Lu}[\p{L}'’.-]*)?)/u.exec(
        line.text,
      );
    if (based) return based[1]!;
  }
  return "";
}

/** "… Málaga, An-" / "dalucía": a place hyphenated at the line's end is one word again. */
function joinContactLine(before: string, next: string): string {
  const joined = joinWrapped(before, next);
  if (!/\p{L}-$/u.test(before) || !/^\p{Ll}/u.test(next)) return joined;
  const unbroken = `${before.slice(0, -1)}${next}`;
  const lastPart = unbroken.split(/\s*[,•|·]\s*/).at(-1) ?? "";
  return isPlace(lastPart) ? unbroken : joined;
}

/** The labels of contact details and the profiles' sites, as resumes print them: "Tel", "E-mail", "LN", "GitHub". */
export const CONTACT_LABEL_WORDS =
  "phone|tel(?:ephone)?|mob(?:ile)?|cell|e-?mail|website|web|linkedin|ln|github|gitlab|twitter|behance|dribbble|portfolio|telegram|skype|whatsapp";
/** "Phone   (415) 555-0123", "Email: …": a contact detail's label, which starts a field of its own. */
const CONTACT_LABEL = new RegExp(`^(?:${CONTACT_LABEL_WORDS})\\s*(?::|\\s{2,}|$)`, "i");

/**
 * Contact lines with a line that ends open ("… • München," / "Bayern", "Auvergne-Rhône-" / "Alpes") joined to the next;
 * and a first cell that ends open in a row of cells, joined to the first cell under it ("San Francisco,   (415)" /
 * "CA, US, 94110   555-0123": a table of contact details whose cells wrap), as a text of its own before them.
 */
function joinOpenLines(lines: TextLine[]): string[] {
  const texts: string[] = [];
  let open: TextLine | null = null;
  const firstCell = (text: string) => text.trim().split(/\s{3,}/)[0]!;
  for (const [i, line] of lines.entries()) {
    const cell = firstCell(line.text);
    const below = lines[i + 1];
    // (Under it: at its left edge, or centred in its cell, a few letters either way.)
    if (cell !== line.text.trim() && cell.endsWith(",") && below && Math.abs(below.x - line.x) <= line.fontSize)
      texts.push(`${cell} ${firstCell(below.text)}`);
    const text = line.text.trim();
    // (A line goes on in its own size: "Senior Product Manager," set large is not continued by the small
    // "Singapore, Singapore" printed beside it; nor by a labelled field, "Phone   (415) 555-0123".)
    if (open && texts.length > 0 && Math.abs(open.fontSize - line.fontSize) <= 0.5 && !CONTACT_LABEL.test(text)) {
      texts[texts.length - 1] = joinContactLine(texts.at(-1)!, text);
    } else texts.push(text);
    open = /[,-]$/.test(text) ? line : null;
  }
  return texts;
}

/**
 * Of the places found in the contact lines, a city with its region or country ("Brisbane, Australia") before a
 * region alone (the "Queensland." that ends a summary's sentence), and a city we know before places that name none.
 */
function preferCityAndRegion(places: string[]): string {
  const found = places.filter(Boolean);
  // (A city we know alone before a region and country without one: "Leeds" over "Yorkshire, GB, LS5 3AB".)
  const cities = found.filter((place) => isKnownCity(place.split(",")[0]!.trim()));
  const withRegion = (list: string[]) => list.find((place) => place.includes(","));
  return withRegion(cities) ?? cities[0] ?? withRegion(found) ?? found[0] ?? "";
}

export interface ContactResult {
  personalInfo: PersonalInfo;
  confidence: Record<string, number>;
}

/**
 * `topLines` are the lines before the first section (plus the whole text for e-mail/phone/links); `entryLines`
 * the lines of roles and schools, whose places are theirs, not the person's; `notNames` lines no name is read
 * from (headings, a skills list, a role's dated row).
 */
export function extractContact(
  allLines: TextLine[],
  topLines: TextLine[],
  entryLines: Set<number> = new Set(),
  notNames: Set<number> = new Set(),
): ContactResult {
  const allText = allLines.map((l) => l.text).join("\n");
  const name = findName(allLines, topLines, notNames);
  const found = withoutGluedWord(findSplitEmail(allLines, name.name) ?? EMAIL.exec(allText)?.[0] ?? "");
  // A theme that sets its sidebar in capitals prints "MARCUS.DELGADO@EXAMPLE.NET": addresses are written in
  // lower case.
  const email = found === found.toUpperCase() ? found.toLowerCase() : found;
  const contactText = [...topLines, ...allLines.slice(0, 60)].map((l) => l.text).join("\n");
  // Contact details a theme sets at the end, under the last section, without a heading of their own: the lines
  // around the e-mail address, wherever it stands.
  const emailAt = email ? allLines.findIndex((l) => l.text.includes(email)) : -1;
  // (Short lines only, no sentence's: a summary's "…in Singapore, Jakarta and Tokyo.", a paragraph that holds the
  // address with its line breaks lost, are no contact cells.)
  // (Nor are a role's or school's lines: their places are theirs.)
  const besideEmail = (emailAt >= 0 ? allLines.slice(Math.max(0, emailAt - 4), emailAt + 5) : []).filter((line) => {
    const words = line.text.trim().split(/\s+/);
    return words.length <= 12 && !(words.length >= 4 && /[.!?]$/.test(line.text.trim())) && !entryLines.has(line.index);
  });
  const phone = findPhone(contactText) ?? findPhone(besideEmail.map((l) => l.text).join("\n")) ?? "";
  // (Each word with an "@" goes whole: a pattern that looked for the "@" from each letter of a long word would
  // read the word again from each.)
  const withoutEmails = allText
    .replace(new RegExp(EMAIL, "g"), " ")
    .replace(/\S+/g, (word) => (word.includes("@") ? " " : word));
  // (Nor is the end of an address a line break cut: "daniel.kwan@exam-" / "ple.com"; a site at the address's
  // domain, "me@janedoe.dev" and "janedoe.dev", is one.)
  const cutEnd = (u: string) => !!email && !allText.includes(email) && email.endsWith(u);
  const urls = [...withoutEmails.matchAll(URL_TOKEN)]
    .map((m) => m[0])
    .filter((u) => /[a-z]{2,}\.[a-z]{2,}/i.test(u) && !/^\d/.test(u) && !cutEnd(u));
  // ("in/jane-doe": the profile's path alone, as a header short of room writes it.)
  const profilePath = LINKEDIN_PATH.exec(topLines.map((l) => l.text).join("\n"))?.[1];
  const linkedin = urls.find((u) => /linkedin\.com/i.test(u)) ?? (profilePath ? `linkedin.com/${profilePath}` : "");
  const portfolio =
    urls.find(
      (u) => !/linkedin\.com/i.test(u) && (topLines.some((l) => l.text.includes(u)) || /github\.com/i.test(u)),
    ) ?? "";

  const placeOfLines = (lines: TextLine[]) =>
    preferCityAndRegion(
      joinOpenLines(lines).map((text) => findLocation(text.replace(CONTACT_LABELS_AFTER, ""), true, name.name)),
    );
  // ("555-010-7890 | maya@example.edu | linkedin.com/in/maya": a row of the person's details that names no place
  // says none; a school's or a role's place below is theirs, not the person's.)
  const fullContactRow = topLines.some((line) => line.text.includes("@") && line.text.split(/\s[|•·]\s/).length >= 3);
  // (A role's or a school's line gives its own place, not the person's: under a full row of details, or dated, or
  // an employer's cell and its place beside a dated line: "Store Supervisor   Mar 2020 – Present" over "Kestrel
  // Outfitters   Leeds, UK".)
  const datedEntryLine = (l: TextLine | undefined) =>
    !!l && entryLines.has(l.index) && (!!findDateRange(l.text) || SINGLE_DATE.test(l.text)) && wordCount(l.text) <= 16;
  const rolesOrSchoolsPlace = (l: TextLine) =>
    entryLines.has(l.index) &&
    (fullContactRow ||
      datedEntryLine(l) ||
      (/\S\s{3,}\S/.test(l.text.trim()) &&
        (datedEntryLine(allLines[l.index - 1]) || datedEntryLine(allLines[l.index + 1]))));
  // The contact block first; then, strictly, the top of the page (sidebars headed "About" or "Details").
  const onOneLine =
    findResidence(allLines) ||
    findLabelledPlace(allLines) ||
    placeOfLines(topLines) ||
    // (Then the lines around the e-mail address, wherever it stands: a theme's contact cells at the end.)
    placeOfLines(besideEmail) ||
    allLines
      .slice(0, 25)
      // ("Software Engineer, Stripe   Jan 2020 – Present   San Francisco, CA": the role's place.)
      .filter((l) => !rolesOrSchoolsPlace(l))
      .map((l) => findLocation(l.text, false, name.name))
      .find(Boolean);
  // (An address wrapped over lines is the fuller place where its first line is the place found: "München
  // Bayern" / "80337 DE".)
  const wrapped = findWrappedAddress(allLines);
  // (A template's placeholder where the place goes, "Your Location": the person's place is not known, and no
  // role's or school's place below is taken for it.)
  const placeholder = topLines.some((line) => PLACE_PLACEHOLDER.test(line.text));
  const location = placeholder
    ? ""
    : cityFirst(
        (onOneLine && wrapped.startsWith(onOneLine) ? wrapped : onOneLine) ||
          wrapped ||
          cityUnderName(topLines, name.name) ||
          placeInSummary(allLines) ||
          "",
      );
  return {
    personalInfo: {
      name: name.name,
      email,
      phone,
      linkedin,
      portfolio,
      address: location,
    },
    confidence: {
      "personalInfo.name": name.name ? (name.sure ? 0.95 : 0.6) : 0,
      "personalInfo.email": email ? 0.99 : 0,
      "personalInfo.phone": phone ? 0.9 : 0,
      "personalInfo.address": location ? 0.8 : 0,
    },
  };
}
