// Step 5c: from entry blocks to the builder's fields. Which header part is the title, the company, the
// school or the degree is decided by word lists (data), so "Title, Company" and "Company / Title" orders both
// work; a place ("San Jose, CA", "Remote") is recognised by its shape.
import { lookupSkill } from "../skills/match-skills.ts";
import type { Certification, EducationEntry, ExperienceEntry, Project } from "../types.ts";
import { isPhoneNumber } from "./contact.ts";
import { findDateRange, MONTHS, toYearMonth } from "./dates.ts";
import { type EntryBlock, PROJECT_NAME_LABEL } from "./entries.ts";
import { isCommonWord, openBrackets, withinBrackets } from "./normalise-text.ts";
import {
  CAMPUS_NAMED_SYSTEMS,
  cityWithCode,
  EMPLOYER_WORDS,
  isKnownCity,
  isPlace,
  isRegion,
  splitDashedPlace,
  splitTrailingPlace,
  splitTrailingRegion,
} from "./places.ts";
import {
  COMPANY_LABEL,
  COMPANY_WORDS,
  COURSE_END,
  DATE_LABEL,
  DEGREE_LABEL,
  DEGREE_LEVEL_LABEL,
  DEGREE_WORDS,
  departmentRun,
  EMPLOYMENT_TYPE,
  FIELD_LABEL,
  GRADE_IN_BRACKETS_TEXT,
  GRADE_WORDS,
  hasTitleWord,
  holdsSchoolWord,
  holdsTitle,
  isDepartment,
  isOnlineProvider,
  isOtherLanguageTitleWord,
  isTitle,
  isTitleWord,
  LEGAL_FORM_ALONE,
  LEGAL_FORM_TAIL,
  LEGAL_FORM_WORD,
  NAME_LINK_WORDS,
  namesDegree,
  namesSchool,
  opensWithDeed,
  opensWithDegree,
  providerCourse,
  roleSentence,
  SCHOOL_LABEL,
  SCHOOL_WORDS,
  TITLE_LABEL,
  TOOLS_LABEL,
} from "./role-words.ts";

function normaliseDate(date: string | undefined | null): string {
  if (!date) return "";
  if (date === "Present") return "Present";
  return toYearMonth(date) ?? date;
}

/**
 * "Quillby. Junior web developer. Three projects for clinics": fields set apart by full stops, each a capital's
 * (not after a legal form, an initial or a short word, nor before a legal form: "Acme Inc. Boston", "St. Petersburg").
 */
function splitAtFullStops(part: string): string[] {
  return part.split(/(?<=\p{L}{3})\.\s+(?=\p{Lu})/u).reduce<string[]>((pieces, piece) => {
    const last = pieces.at(-1);
    // ("Quillbit. Co., Ltd.": nor before a legal form.)
    const legalFormNext = LEGAL_FORM_ALONE.test(piece.split(/[\s,]+/)[0]!);
    if (last !== undefined && (LEGAL_FORM_WORD.test(last.split(/\s+/).at(-1)!) || legalFormNext))
      pieces[pieces.length - 1] = `${last}. ${piece}`;
    else pieces.push(piece);
    return pieces;
  }, []);
}

/**
 * "Northwind Cloud  Oracle developer Leeds, UK": an employer and a title a gap of two spaces apart (cells a
 * PDF-to-Word conversion set side by side), where one side is a title and the other no title.
 */
function splitAtGap(part: string): string[] {
  const gap = /^(.+?\S)\s{2,}(\S.*)$/.exec(part);
  if (!gap) return [part];
  const [, left = "", right = ""] = gap;
  // (Not inside a bracket: "Go Developer (Bootcamp,  )".)
  const insideBracket = (left.match(/\(/g)?.length ?? 0) > (left.match(/\)/g)?.length ?? 0);
  // ("QX  Car rental portal, Kazan  Front-end Developer": the rest may hold another gap of its own.)
  return !insideBracket && holdsTitle(left) !== holdsTitle(right) ? [left, ...splitAtGap(right)] : [part];
}

/** "Senior Developer at Acme", "Firmware Engineer @ Protava": a title, then its employer named by the link word. */
const AT_EMPLOYER = /^(.+?)\s+(?:at|@)\s+(.+)$/i;
const employerAfterTitle = (part: string) => {
  const at = AT_EMPLOYER.exec(part);
  return at && isTitle(at[1]!) ? at : null;
};

/** "Senior Developer at Acme", "Acme as Senior Developer", "Acme — Senior Developer" on one line. */
function splitPair(part: string): string[] {
  // "Working as Java Developer in Infosys", "Worked with Infosys as Java Developer": told as a sentence, the link
  // words say which is which.
  const told = roleSentence(part);
  if (told) return told;
  const at = employerAfterTitle(part);
  if (at) return [at[1]!, at[2]!];
  // "Mobile Developer in Core-Group": "in" before an employer's name (a legal form, or a brand's hyphen or inner
  // capital), not before a field ("Specialist in Quality Control").
  // ("Mobile Developer (part time) in project Tallyfox Ltd.": how the work was done, and "project", go too.)
  const inside = /^(.+?)\s+in\s+(?:project\s+)?(\p{Lu}\S*(?:\s+\S+)?)$/u.exec(part);
  const inTitle = inside ? inside[1]!.replace(ARRANGEMENT_IN_BRACKETS, "") : "";
  const brandLike = (name: string) => COMPANY_WORDS.test(name) || /\p{L}-\p{Lu}|\p{Ll}\p{Lu}/u.test(name);
  if (inside && isTitle(inTitle) && brandLike(inside[2]!)) return [inTitle, inside[2]!];
  const as = /^(.+?)\s+as\s+(?:an?\s+)?(.+)$/i.exec(part);
  if (as && isTitle(as[2]!)) return [as[2]!, as[1]!];
  // "Java Developer (Northwind Bank)": the employer in brackets after the title, named by a company's word (not a
  // field, "Software Engineer (Payments)").
  const bracketed = /^(.+?)\s*\(([^()]+)\)$/.exec(part);
  if (bracketed && isTitle(bracketed[1]!) && COMPANY_WORDS.test(bracketed[2]!) && !holdsTitle(bracketed[2]!))
    return [bracketed[1]!, bracketed[2]!];
  // "Riverbend General Hospital - Registered Nurse, Medical-Surgical Unit": an employer and a title set apart by a
  // hyphen, either way round; the side that holds a title's word is the title (not a title and its department:
  // "Software Engineer - Backend").
  const hyphen = /^(.+?)\s+-\s+(.+)$/.exec(part);
  if (hyphen) {
    const [, left = "", right = ""] = hyphen;
    const employer = (text: string) =>
      !holdsTitle(text) && !isDepartment(text) && (COMPANY_WORDS.test(text) || text.split(/\s+/).length >= 2);
    if (holdsTitle(right) && employer(left)) return [right, left];
    if (holdsTitle(left) && employer(right)) return [left, right];
  }
  return [part];
}

/**
 * "Title, Company" or "Company, Title" when the whole role is one comma-separated line. The title keeps its
 * own qualifiers: "Senior Account Executive, Mid-Market, Brightline Freight" -> the last part is the company.
 */
function splitCommaRole(part: string): string[] {
  // "Quillmark Systems, Inc.": a legal form after a comma stays with its company; so does what a bracket holds,
  // "Quillby (Series B fintech, 120 people)".
  const pieces = withinBrackets(
    part.split(/,\s+(?!(?:inc|llc|llp|ltd|limited|corp|co|plc|gmbh|ag|s\.?a|pty ltd|pvt ltd)\b\.?)/i),
  );
  if (pieces.length < 2) return [part];
  const first = pieces[0]!;
  const last = pieces.at(-1)!;
  if (isTitle(first) && (!isTitle(last) || COMPANY_WORDS.test(last))) {
    // "Registered Nurse, Medical-Surgical Unit Riverbend General Hospital" (its line break lost): the unit is
    // the title's qualifier, the employer follows it.
    const unit = /^(\S+(?:\s+\S+){0,3}?\s+(?:Unit|Department|Division|Ward))\s+(\p{Lu}\S*(?:\s+\S+)+)$/u.exec(last);
    if (unit) return [[...pieces.slice(0, -1), unit[1]!].join(", "), unit[2]!];
    // "Senior Account Executive, Mid-Market Brightline Freight Software", "Staff Accountant, Assurance Beaumont &
    // Hale LLP" (line breaks lost): a department or a compound qualifies the title, the employer follows it.
    // ("Attending Physician, Internal Medicine Bayou City Community Health": a department of several words.)
    const words = last.split(/\s+/);
    const run = departmentRun(words) || (/^\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+$/u.test(words[0] ?? "") ? 1 : 0);
    // ("Attending Physician, Internal Medicine at Bayou City Community Health": the link word is no employer's.)
    const employer = words.slice(run + (run > 0 && /^(?:at|@)$/i.test(words[run] ?? "") ? 1 : 0));
    // (Not a compound that is the employer's name before its legal form: "Budimex-Odra Sp. z o.o.".)
    if (run > 0 && employer.length >= 2 && !LEGAL_FORM_ALONE.test(employer.join(" ")))
      return [[...pieces.slice(0, -1), words.slice(0, run).join(" ")].join(", "), employer.join(" ")];
    return [pieces.slice(0, -1).join(", "), last];
  }
  // "Riverbend General Hospital, Registered Nurse, Medical-Surgical Unit": the company, then the title with
  // its qualifiers.
  const titleAt = pieces.findIndex((piece) => isTitle(piece) && !COMPANY_WORDS.test(piece));
  if (titleAt > 0) return [pieces.slice(0, titleAt).join(", "), pieces.slice(titleAt).join(", ")];
  // ("Orbix Hub, Kotlin and Backend programming": an employer's own name, then the field the work was in.)
  if (pieces.length === 2 && isOwnName(first) && FIELD_OF_WORK.test(last)) return pieces;
  // ("Magazynier, Trans-Bud S.A.", "Kierownik magazynu, Logipol Sp. z o.o.": a title no dictionary knows, then an
  // employer its legal form names.)
  if (pieces.length === 2 && LEGAL_FORM_WORD.test(last) && !COMPANY_WORDS.test(first)) return pieces;
  return [part];
}

/** "Backend development", "Kotlin and Android programming": the field a role's work was in, as its title. */
const FIELD_OF_WORK = /^\p{Lu}[\p{L}\s&+#.-]*\s(?:development|programming|engineering|testing)$/u;

/** A grade after a title: "Analista de QA Sênior", "Desarrollador Junior". */
const GRADE = /^(?:s[eê]nior|j[úu]nior|pleno|sr\.?|jr\.?)$/i;

/** Words that stand before a title's head word: "Apprentice Plumber", "Intern Pharmacist", "Trainee Accountant". */
const TITLE_QUALIFIER = /^(?:apprentice|intern|trainee|junior|senior|assistant|graduate|student|deputy|associate)$/i;

/**
 * "Account Executive Summit Payroll Solutions" (a title and a company run together, as text that lost its
 * line breaks has them): the title ends at its last title word when capitalised words follow.
 */
function splitGluedRole(part: string): string[] {
  // "Teacher of Mathematics (ECT) Harrowgate Park School": a title's bracketed qualifier ends it.
  const bracket = /^(.+\))\s+(\p{Lu}[^()]*)$/u.exec(part);
  if (bracket && holdsTitle(bracket[1]!) && !holdsTitle(bracket[2]!)) return [bracket[1]!, bracket[2]!];
  const words = part.split(/\s+/);
  // A common title word ("Manager") ends a title before a word that only heads some O*NET title ("Hotel"):
  // "Hotel Operations Manager Hotel Mirador del Sol".
  const strong = words.some((w) => hasTitleWord(w));
  const endsTitle = (w: string) => (strong ? hasTitleWord(w) : isTitleWord(w));
  for (let last = words.length - 2; last >= 0; last--) {
    if (!endsTitle(words[last]!.replace(/[,;]$/, ""))) continue;
    // "Apprentice Plumber Prairie Pipe & Supply", "Intern Pharmacist Kenya …": a word that qualifies a title
    // goes on to the title's own head word after it.
    let end = last;
    // ("Intern Pharmacist" alone is a title: no company follows it.)
    while (end + 1 < words.length && TITLE_QUALIFIER.test(words[end]!) && isTitleWord(words[end + 1]!)) end++;
    const company = words.slice(end + 1);
    if (company.length === 0) return [part];
    // A title word in what follows means the title goes on ("Assistant Store Manager"), unless it names a
    // company ("… Health Partners", "… & Associates").
    if (company.some((w) => endsTitle(w) && !COMPANY_WORDS.test(w))) return [part];
    // "Chef de Partie Bistro Mercier", "Head of Year 9 Kirkstall Vale Academy": a title goes on over a link word
    // and the capitalised word after it; a company does not start with "of".
    const linked =
      /^(?:of|de|du|des|del|della|di|da|van|von|der)$/.test(company[0]!) && /^\p{Lu}/u.test(company[1] ?? "");
    const head = linked ? 2 : 0;
    if (!linked && /^\p{Ll}/u.test(company[0]!)) continue;
    // "Software Engineer II Greyfinch Media": a level after the title word is the title's.
    const level = /^(?:I{1,3}|IV|V|[1-9])$/.test(company[head] ?? "") && company.length > head + 1 ? 1 : 0;
    // "Responsable Marketing Digital Maison Verlaine", "Analista de QA Sênior Banco Paulista": in French, Spanish
    // and Portuguese the department and the grade follow the title's word.
    let complement = 0;
    if (isOtherLanguageTitleWord(words[last]!)) {
      complement = departmentRun(company.slice(head + level));
      while (GRADE.test(company[head + level + complement] ?? "")) complement++;
      if (head + level + complement >= company.length) complement = 0;
    }
    const rest = company.slice(head + level + complement);
    // "… Gulf Talent Partners FZ-LLC": a company's word that is also a title's, before its legal form alone.
    if (rest.length === 0 || (rest.length === 1 && LEGAL_FORM_ALONE.test(rest[0]!))) continue;
    // (A legal form in lower case ends it: "Budimex-Odra Sp. z o.o.", "Vektor s.r.o."; a dash before the place
    // is the company's line: "The Gilded Oyster - Cork".)
    const named = rest.join(" ").replace(LEGAL_FORM_TAIL, "").split(/\s+/);
    if (
      named.every((w) => /^[\p{Lu}\d&]/u.test(w) || /^(?:of|and|de|del|la|du|des|da|di|van|von|der|&|[-–—])$/.test(w))
    )
      return [
        words
          .slice(0, end + 1 + head + level + complement)
          .join(" ")
          .replace(/[,;]$/, ""),
        rest.join(" "),
      ];
    return [part];
  }
  return [part];
}

/** "BSN in Nursing Great Lakes College of Nursing": the degree, then the school from its first capital run. */
function splitDegreeAndSchool(part: string): string[] {
  if (!DEGREE_WORDS.test(part) || !SCHOOL_WORDS.test(part)) return [part];
  // "Bachelor of  Front Range State University": a degree set in a narrow lane of its own (its words wrap there)
  // ends at the gap before the school.
  const gap = /^(.+?)\s{2,}(.+)$/.exec(part);
  if (gap && DEGREE_WORDS.test(gap[1]!) && !namesSchool(gap[1]!) && SCHOOL_WORDS.test(gap[2]!))
    return [gap[1]!, gap[2]!];
  const words = part.split(/\s+/);
  for (let k = 1; k < words.length; k++) {
    const left = words.slice(0, k).join(" ");
    const right = words.slice(k);
    // "Bachelor's Degree in Tourism (Grado en Turismo) Escuela …": never inside brackets.
    const open = (left.match(/\(/g) ?? []).length > (left.match(/\)/g) ?? []).length;
    // ("High School Diploma" names no school: "High School Diploma Vincent Massey Collegiate".)
    if (open || /^(?:in|of|and|&|for|the)$/i.test(words[k - 1]!) || !DEGREE_WORDS.test(left) || namesSchool(left))
      continue;
    const schoolAt = right.findIndex((w) => SCHOOL_WORDS.test(w));
    if (schoolAt < 0) return [part];
    if (right.slice(0, schoolAt + 1).every((w) => /^\p{Lu}/u.test(w))) {
      // "… in Computer Science Pacific Coast State University", "… in Supply Chain Management Yaba College": the
      // field ends at its last field word before the school's.
      const cut = right.slice(0, schoolAt).findLastIndex((w) => FIELD_LAST_WORD.test(w)) + 1;
      // ("BA in Tampere University": a school's word alone after "in" and names, which are the school's, not a field.)
      let named = k;
      while (named > 1 && /^\p{Lu}/u.test(words[named - 1]!) && !FIELD_LAST_WORD.test(words[named - 1]!)) named--;
      if (cut === 0 && right.length === 1 && named < k && /^(?:in|at|from)$/i.test(words[named - 1]!))
        return [words.slice(0, named - 1).join(" "), words.slice(named).join(" ")];
      // ("Bachelor in Statistics - Technical University": the dash between them is neither's.)
      return [[left, ...right.slice(0, cut)].join(" "), right.slice(cut).join(" ")].map((piece) =>
        piece.replace(EDGE_PUNCTUATION, ""),
      );
    }
  }
  return [part];
}

/** "Electrical engineering", "Hospitality Management": a field of study alone, a few words ending on a field's word. */
function namesFieldOnly(text: string): boolean {
  // ("Web-Development": the field's word after a hyphen.)
  const words = text.trim().split(/\s+/);
  return words.length <= 4 && FIELD_LAST_WORD.test(words.at(-1)!.split("-").at(-1)!) && !SCHOOL_WORDS.test(text);
}

/** Words that end a field of study ("Computer Science", "Hospitality Management", "Graphic Design"). */
const FIELD_LAST_WORD =
  /^(?:science|sciences|studies|engineering|management|design|arts|administration|communications?|economics|mathematics|nursing|education|marketing|finance|accounting|psychology|commerce|linguistics|medicine|surgery|law|pharmacy|chemistry|physics|biology|statistics|informatics|journalism|hospitality|tourism|technician|development|programming|computa[çc][ãa]o|computaci[óo]n|inform[áa]tica|empresas|administra[çc][ãa]o|direito|derecho|medicina|econom[íi]a|contabilidad|enfermer[íi]a|turismo)$/i;

const EDGE_PUNCTUATION = /^[\s,|•·–—-]+|[\s,|•·–—-]+$/g;

/** "Location: ", "City - ": the label of a role's or a school's place. */
const PLACE_LABEL = /^(?:(?:job\s+)?location|place|city)\s*[:–-]\s*/i;

/** Header parts without the place, which is returned apart ("Acme Corp, Springfield, IL"). */
function withoutPlace(headerParts: string[]): { parts: string[]; location: string; employerAt: number } {
  let location = "";
  let remote = "";
  const parts: string[] = [];
  // A job board's "Company - City" (or "Company -" when the city was left empty) marks the employer's part.
  let employerAt = -1;
  for (const raw of headerParts) {
    if (/\S\s+[-–]$/.test(raw.trim())) employerAt = parts.length;
    // A link printed after the company or title ("… https://acme.example.org") is no part of it.
    let part = raw
      // "UG: B.Tech from …", "PG: MBA from … in 2015": the label and a dangling "in" (its year was read) go.
      .replace(DEGREE_LEVEL_LABEL, "")
      .replace(/\s+in\s*\.?$/i, "")
      // "… Communication   at Université de Valbrune": the link word left at the start of a part (not a name's
      // capitals: "AT Northwind").
      .replace(/^(?:[Aa]t|@|[Ff]rom|[Ww]ith)\s+/, "")
      // ("Northwind-Retail, www.northwind.pl, one of the largest furniture chains": what follows the employer's site
      // describes the employer.)
      .replace(/,\s*(?:https?:\/\/|www\.)[^\s,)]+\s*,.*$/, "")
      .replace(/\s*\b(?:https?:\/\/|www\.)[^\s)]+/g, "")
      .replace(/\(\s*\)/g, "")
      .replace(EDGE_PUNCTUATION, "");
    if (!part) continue;
    // "Location: Seattle, WA": a label says the part is the place, all of it.
    const placeLabel = PLACE_LABEL.exec(part);
    if (placeLabel && part.length > placeLabel[0].length) {
      location ||= part.slice(placeLabel[0].length);
      continue;
    }
    // "Lumenfield Analytics (Remote)", "Quillby (Hybrid), Leeds": how alone, in brackets after an employer's name, is
    // no part of the name (after a title it is the title's: "Backend Developer (remote)").
    const terms = TERMS_IN_BRACKETS.exec(part);
    if (terms && !holdsTitle(part.slice(0, terms.index).split(",").at(-1)!)) {
      remote ||= terms[1]!.trim();
      part = `${part.slice(0, terms.index)}${part.slice(terms.index + terms[0].length)}`;
    }
    // "Bank Rassvet (Russia, Moscow)", "Quantex (Rehovot, Israel)": the place in brackets after the employer.
    const bracketed = /^(.*\S)\s*\(([^()]+)\)(?:\.?$|\s+(\p{Lu}.*))/u.exec(part);
    // ("Orbitel (Raanana)": a town's name alone in brackets too, not how the work was done, "(Contract)".)
    // (Not a degree's note, "BA (Hons)", nor an acronym, "Teacher of Mathematics (ECT)", nor a title's field,
    // "Software Engineer (Payments)": after a title, only a place we know is its place.)
    const townInBrackets = (text: string) =>
      isTownLike(text.trim()) &&
      /\p{Ll}/u.test(text) &&
      !WORK_ARRANGEMENT.test(text) &&
      !DEGREE_WORDS.test(part) &&
      !holdsTitle(bracketed![1]!.split(",").at(-1)!);
    // ("T3 (Senior) Software Engineer": a grade in brackets is the title's.)
    const grade = bracketed && SENIORITY_IN_BRACKETS.test(bracketed[2]!.trim());
    // ("Backend Developer (remote)" over "Quillby Ltd., Berlin, Germany": how the work was done is the place only when
    // the header names no other.)
    const arrangement = bracketed && WORK_ARRANGEMENT.test(bracketed[2]!);
    if (arrangement) remote ||= bracketed[2]!.trim();
    if (bracketed && !grade && !arrangement && (isPlace(bracketed[2]!, true) || townInBrackets(bracketed[2]!))) {
      location ||= bracketed[2]!.trim();
      part = bracketed[1]!.replace(EDGE_PUNCTUATION, "");
      // ("Quillmate (Haifa, Israel) Web Front End Developer": what follows the place is a part of its own.)
      if (bracketed[3]) {
        parts.push(part);
        part = bracketed[3].replace(EDGE_PUNCTUATION, "");
      }
    }
    // "Brightline Freight Software  Denver, CO", "Piedmont Home Health PartnersCharlotte, NC", "Kieferstein
    // Versicherungen AGMunich", "… Ltda.Campinas": a place set a little apart from the company, or glued to it;
    // "Mvita Health Pharmacy Ltd  Westlands, Nairobi": a district of a city we know, set apart after a company.
    // ("St.Petersburg": a saint's town, not a place glued to "St.")
    const apart =
      /^(.+?\S)\s{2,}(\p{Lu}.*)$/u.exec(part) ??
      /^(.+?(?:\p{L}{4}|\b\p{Lu}{2,}|(?<!\bSt)\.))(\p{Lu}\p{Ll}.*)$/u.exec(part);
    const districtApart = (company: string, place: string) =>
      COMPANY_WORDS.test(company) && /^[^,]+,\s+[^,]+$/.test(place) && districtOfPlace(place, [company]);
    if (apart && !isPlace(apart[1]!) && (isPlace(apart[2]!) || districtApart(apart[1]!, apart[2]!))) {
      location ||= apart[2]!;
      part = apart[1]!.replace(EDGE_PUNCTUATION, "");
    }
    // "Redgum Industrial Electrical Ipswich, QLD" reads as a place as a whole: the company's kind word says
    // where the place starts.
    // ("College Station, TX": a part that opens with a city we know is not cut after its first word, a school's.)
    let knownTown = isKnownCity(part.split(",")[0]!);
    const afterKind = knownTown ? null : (splitPlaceAfterKind(part) ?? splitKnownCityAtEnd(part));
    if (afterKind) {
      location ||= afterKind[1];
      part = afterKind[0];
      knownTown = isKnownCity(part.split(",")[0]!);
    }
    // ("Tutor Bath, United Kingdom": a title before the city is no part of the place; splitTrailingPlace parts them.)
    const titleBeforeTown = !knownTown && holdsTitle(part.split(",")[0]!);
    if ((isPlace(part) && !titleBeforeTown) || districtOfPlace(part, headerParts)) {
      location ||= part.replace(/^\((.*)\)$/, "$1");
      continue;
    }
    const dashed = splitDashedPlace(part);
    if (dashed) employerAt = parts.length;
    const trailing = dashed ?? splitTrailingPlace(part);
    if (trailing) {
      // ("…, Northgate Distribution Ltd, Trafford Park, Manchester": the district after the employer is the
      // place's too.)
      const [, head = "", town = ""] = /^(.*\S),\s+([^,]+)$/.exec(trailing[0]) ?? [];
      // (After a company's name: one with a company's word, or any but a title, "Sahel Fresh Foods, Apapa, Lagos";
      // after a course, "Ulpan Gimel, Beit Lavan, Tel Aviv", the name is the school's.)
      const before = head.split(/,\s+/).at(-1) ?? "";
      const ofPlace =
        !!town &&
        !namesDegree(before) &&
        isTownLike(town) &&
        !isDepartment(town) &&
        isKnownCity(trailing[1].split(/,\s*/)[0]!) &&
        (COMPANY_WORDS.test(before) || (!holdsTitle(before) && !head.includes(",")));
      location ||= ofPlace ? `${town}, ${trailing[1]}` : trailing[1];
      part = ofPlace ? head : trailing[0];
    }
    parts.push(part);
  }
  return { parts, location: location || (isPlace(remote, true) ? remote : ""), employerAt };
}

/**
 * "Riverbend General Hospital Columbus, OH", "Harbourview Provisions Ltd. Toronto, ON": after a word that ends
 * company names (a legal form, "Hospital", "Services"), a city and its region code are the place.
 */
function splitPlaceAfterKind(part: string): [string, string] | null {
  const words = part.split(" ");
  // The city is one or two words before ", XX" or a region or city we know ("Ipswich, QLD", "Gold Coast, QLD",
  // "Ikeja, Lagos").
  for (const cityWords of [1, 2]) {
    const at = words.length - 1 - cityWords;
    const kind = words[at - 1] ?? "";
    const place = words.slice(at).join(" ");
    // (A comma before the city is the usual form, read by splitTrailingPlace.)
    if (
      at < 1 ||
      kind.endsWith(",") ||
      !/^\p{Lu}[\p{L}'.-]*(?:\s\p{Lu}[\p{L}'.-]*)*,\s*\p{Lu}[\p{L}'.-]*$/u.test(place)
    )
      continue;
    if (!(COMPANY_WORDS.test(kind) || SCHOOL_WORDS.test(kind) || COMPANY_KIND.test(kind))) continue;
    if (isPlace(place)) return [words.slice(0, at).join(" "), place];
  }
  // "Harlow & Finch Logistics Ltd Ikeja", "Emirates Horizon Bank PJSC Abu Dhabi": a city we know, alone after a
  // legal form or a company's kind word.
  for (const cityWords of [1, 2, 3]) {
    const kind = words.at(-cityWords - 1) ?? "";
    const city = words.slice(-cityWords).join(" ");
    if (
      words.length >= cityWords + 2 &&
      (COMPANY_WORDS.test(kind) || COMPANY_KIND.test(kind)) &&
      !kind.endsWith(",") &&
      isPlace(city)
    )
      return [words.slice(0, -cityWords).join(" "), city];
  }
  return null;
}

/**
 * Words a name goes on after: "Bank of" / "Montreal, Canada" is one name, and so is "West" / "Chester, PA" (words
 * that open the names of towns).
 */
const NAME_GOES_ON =
  /^(?:of|de|du|des|del|della|la|le|the|and|&|for|at|in|on|west|east|north|south|new|old|fort|port|saint|st\.?|san|santa|los|las|el|mount|lake|great|upper|lower)$/i;

/**
 * "Kirkstall Vale Academy Leeds, United Kingdom", "Lumenfold San Francisco, CA": a city we know and its region or
 * country after a company's name with no comma between (a theme that sets the place in a lighter type).
 */
function splitKnownCityAtEnd(part: string): [string, string] | null {
  const [, before = "", region = ""] = /^(.*\S)\s*,\s*([^,]+)$/.exec(part) ?? [];
  for (const [head, city] of cityEndings(before)) {
    if (isPlace(`${city}, ${region}`)) return [head, `${city}, ${region}`];
  }
  return null;
}

/**
 * The ways a name may end in a city we know, longest city first: [the name before it, the city]. Not after a word
 * a name goes on after, nor after a dash or a comma (a place set apart already, read so elsewhere).
 */
function cityEndings(text: string): Array<[string, string]> {
  const words = text.split(" ");
  return [4, 3, 2, 1].flatMap((cityWords): Array<[string, string]> => {
    const head = words.slice(0, -cityWords);
    const city = words.slice(-cityWords).join(" ");
    const last = head.at(-1) ?? "";
    if (NAME_GOES_ON.test(last) || !/[\p{L}\p{N}).]$/u.test(last) || !/^\p{Lu}/u.test(city)) return [];
    return isKnownCity(city) ? [[head.join(" "), city]] : [];
  });
}

/**
 * "The Gilded Oyster Cork": a city we know alone after a company's name of two words or more that a school's word
 * does not end ("University College Dublin" is a name); [company, city], or null.
 */
function cityAfterCompany(company: string): [string, string] | null {
  return (
    cityEndings(company).find(([head]) => head.split(" ").length >= 2 && !SCHOOL_WORDS.test(head.split(" ").at(-1)!)) ??
    null
  );
}

/** Words that end company names beyond the legal forms and kinds COMPANY_WORDS and SCHOOL_WORDS hold. */
const COMPANY_KIND =
  /^(?:clinic|services|center|centre|health|electrical|logistics|software|media|hotels?|resorts?|associates|consulting)$/i;

/**
 * "Lieferfix GmbH" / "6 years" / "Senior Backend Engineer" / dates / … / "Backend Engineer" / dates: roles in a row
 * at one employer printed under its name once (a promotion, as a network's export and some themes print it).
 * A role with a title and dates but no employer, after a role whose header opened with its employer's name, is
 * at that employer.
 */
export function employersOfGroupedRoles(blocks: EntryBlock[], roles: ExperienceEntry[]): ExperienceEntry[] {
  let group: ExperienceEntry | null = null;
  // ("Northwind Bank (2016 – present)" over its dated roles: the employer's own line, with no title and nothing
  // under it, is no role of its own once a role under it takes its name; it is left with neither, as a role the
  // caller drops.)
  const heads = new Set<ExperienceEntry>();
  // ("2008 – 2022 Northwind, a bank" / ". Senior Engineer" / "2010 – 2015. Developer": an employer's line that opens
  // with its own dates holds the roles dated within them.)
  const datedGroups = new Set<ExperienceEntry>();
  const read = roles.map((role, i) => {
    const header = blocks[i]?.headerLines[0]?.text.trim() ?? "";
    const opensWithEmployer = !!role.company && header.startsWith(role.company);
    const datedEmployer = !!role.company && !opensWithEmployer && afterLeadingDates(header).startsWith(role.company);
    if (datedEmployer && role.startDate) datedGroups.add(role);
    if (role.company) group = opensWithEmployer || datedGroups.has(role) ? role : null;
    const inGroup = group && (datedGroups.has(group) ? withinTime(role, group) : withinGroup(role, group));
    if (!role.company && group && role.jobTitle && role.startDate && inGroup) {
      if (!group.jobTitle && group.startDate && group.responsibilities.length === 0) heads.add(group);
      return { ...role, company: group.company };
    }
    return role;
  });
  return read.map((role) => (heads.has(role) ? { ...role, company: "" } : role));
}

/**
 * Whether a role falls in its group's time: an employer named alone over the time spent there ("Acme   2016 -
 * 2022") holds the roles dated within it; the next employer of a page that prints no titles does not.
 */
function withinGroup(role: ExperienceEntry, group: ExperienceEntry): boolean {
  return group.jobTitle || !group.startDate ? true : withinTime(role, group);
}

/** Whether a role's years fall within its group's. */
function withinTime(role: ExperienceEntry, group: ExperienceEntry): boolean {
  const end = (date: string) => (/^\d{4}/.test(date) ? date.slice(0, 4) : "9999");
  return role.startDate.slice(0, 4) >= group.startDate.slice(0, 4) && end(role.endDate) <= end(group.endDate);
}

/** A line's text after the dates it opens with ("2008 – 2022 Northwind, a bank"), or "" when it opens otherwise. */
function afterLeadingDates(text: string): string {
  const range = findDateRange(text);
  const dates = range?.matched.trim() ?? "";
  return dates && text.startsWith(dates) ? text.slice(dates.length).replace(/^[\s:.,–—-]+/, "") : "";
}

/**
 * "2018 - 2020 Northwind, Backend development" among "2021 Medisure, Senior backend dev" and "2020 Domway, Tech
 * lead": a role read as one title "Employer, Activity" (no title's word in either) is split in the order the other
 * roles of the section print their employer and title, when every other role with both puts the employer first.
 */
export function fieldsInTheOthersOrder(blocks: EntryBlock[], read: ExperienceEntry[]): ExperienceEntry[] {
  // ("2016-2017: Email templates" / "-- Brightline (Kharkiv)" under two roles at Brightline: a title that is another role's employer
  // is this one's employer too, and the other field its title.)
  const employerOfAnother = (name: string, self: ExperienceEntry) =>
    read.some((role) => role !== self && role.company === name);
  const roles = read.map((role) =>
    role.company && role.jobTitle && employerOfAnother(role.jobTitle, role) && !employerOfAnother(role.company, role)
      ? { ...role, jobTitle: role.company, company: role.jobTitle }
      : role,
  );
  const header = (i: number) => blocks[i]?.headerLines.map((line) => line.text).join(" ") ?? "";
  const order = roles.flatMap((role, i) => {
    const text = header(i);
    const [at, title] = [text.indexOf(role.company), text.indexOf(role.jobTitle)];
    return role.company && role.jobTitle && at >= 0 && title >= 0 ? [at < title] : [];
  });
  if (order.length < 2 || order.some((employerFirst) => !employerFirst)) return roles;
  return roles.map((role) => {
    // (Read as the title, or as the employer when its name has a company's word: "Lattice Labs, RnD".)
    const pair = /^([^,]+),\s+([^,]+)$/.exec(role.company ? (role.jobTitle ? "" : role.company) : role.jobTitle);
    if (!pair || pair.slice(1).some((part) => part.split(/\s+/).length > 5)) return role;
    // ("Senior System Analyst, Project Lead": two titles are one role's title, not an employer and a title.)
    if (isTitle(pair[1]!) && !COMPANY_WORDS.test(pair[1]!)) return role;
    return { ...role, company: pair[1]!, jobTitle: pair[2]! };
  });
}

/**
 * "Wrangler" over "Kestrel", then "Steward" over "Harbour & Vine": a role whose title and employer stand on lines of
 * their own, neither known for what it is, takes them as the section's other roles set them, where every role whose
 * title we know puts it on the same line (above or below its employer) and in the same weight.
 */
export function titlesWhereTheOthersSetThem(blocks: EntryBlock[], read: ExperienceEntry[]): ExperienceEntry[] {
  const placing = read.map((role, i) => {
    const lines = blocks[i]?.headerLines ?? [];
    const title = lines.findIndex((line) => !!role.jobTitle && line.text.includes(role.jobTitle));
    const employer = lines.findIndex((line) => !!role.company && line.text.includes(role.company));
    if (title < 0 || employer < 0 || title === employer) return null;
    return { titleAbove: title < employer, titleBold: lines[title]!.isBold, employerBold: lines[employer]!.isBold };
  });
  const known = (text: string) => isTitle(text) || COMPANY_WORDS.test(text);
  const sure = read.flatMap((role, i) =>
    placing[i] && isTitle(role.jobTitle) && !known(role.company) ? [placing[i]!] : [],
  );
  const [first] = sure;
  if (!first || sure.some((p) => p.titleAbove !== first.titleAbove || p.titleBold !== first.titleBold)) return read;
  // (Weight tells only where the title's and the employer's differ.)
  const weightTells = sure.every((p) => p.titleBold !== p.employerBold);
  return read.map((role, i) => {
    const place = placing[i];
    if (!place || known(role.jobTitle) || known(role.company) || place.titleAbove === first.titleAbove) return role;
    if (weightTells && place.employerBold !== first.titleBold) return role;
    return { ...role, jobTitle: role.company, company: role.jobTitle };
  });
}

/**
 * "Voralpen Antriebstechnik GmbH Senior Mechanical Design Engineer", "Riverbend General Hospital Registered Nurse":
 * an employer named by a company's word, then a title, run together: [employer, title], or null.
 */
function splitCompanyThenTitle(part: string): [string, string] | null {
  const words = part.trim().split(/\s+/);
  // The shortest title that ends the part ("Gulf Coast University Hospital | Resident Physician"), after a company's
  // word that ends no field of its own (a comma) and before no legal form or separator ("Partners FZ-LLC - …").
  for (let k = words.length - 1; k >= 1; k--) {
    const title = words.slice(k).join(" ");
    if (!COMPANY_WORDS.test(words[k - 1]!) || words[k - 1]!.endsWith(",") || /[,|]|\s[-–—]\s/.test(title)) continue;
    if (/^\p{Lu}/u.test(title) && !LEGAL_FORM_WORD.test(words[k]!) && isTitle(title))
      return [words.slice(0, k).join(" "), title];
  }
  return null;
}

/**
 * "Brightline,BerlinDeveloper", "Quillbyte,Berlin Developer": the employer, a comma, a place we know and the title run
 * together (a PDF's cells copied into Word with no space between them): the three apart.
 */
function splitEmployerPlaceTitle(part: string): string[] {
  const glued = /^([^,\s][^,]{0,40}),(\p{Lu}\S*(?:\s\S+){0,4})$/u.exec(part.trim());
  if (!glued) return [part];
  const [, employer, rest] = glued as unknown as [string, string, string];
  // The place: the first word or two, up to a capital that starts the title ("BerlinDeveloper").
  for (const place of [/^\p{Lu}[\p{Ll}'-]+\s\p{Lu}[\p{Ll}'-]+/u, /^\p{Lu}[\p{Ll}'-]+/u].map((p) => p.exec(rest)?.[0])) {
    const title = place ? rest.slice(place.length).trim() : "";
    // (Labelled as the employer it is by its place in the row, so no other part of the header is taken for it.)
    if (place && isPlace(place) && (!title || isTitle(title)))
      return [`Employer: ${employer}`, place, ...(title ? [title] : [])];
  }
  return [part];
}

export function toExperience(block: EntryBlock): ExperienceEntry {
  // ("2012 - 2021, Network Engineer, Kazan, Russia. Planned the radio network": the place ends its part before the
  // sentence after a full stop.)
  const placed = withoutPlace(
    block.headerParts.flatMap(splitAtGap).flatMap(splitAtFullStops).flatMap(splitEmployerPlaceTitle),
  );
  // "Company: Acme Corp", "Designation: Analyst": a label says which field a part is.
  const labelledTitle = placed.parts.find((p) => TITLE_LABEL.test(p))?.replace(TITLE_LABEL, "");
  const labelledEmployer = placed.parts.find((p) => COMPANY_LABEL.test(p))?.replace(COMPANY_LABEL, "");
  // "Name and address of employer: Pirelli & C. S.p.A., Milano": the address after the name is the place.
  const employerPlace = labelledEmployer ? splitTrailingPlace(labelledEmployer) : null;
  const labelledCompany = employerPlace?.[0] ?? labelledEmployer;
  let parts = placed.parts
    // ("04/2022 - 07/2022 (project employment)", "Senior Engineer · Part-time": how the work was done, in brackets
    // or as a part of its own beside others, is no field; "Freelance" alone is the role.)
    .filter(
      (p) =>
        !TITLE_LABEL.test(p) &&
        !COMPANY_LABEL.test(p) &&
        !DATE_LABEL.test(p) &&
        !ARRANGEMENT_ALONE.test(p) &&
        !(
          EMPLOYMENT_TYPE.test(p) && placed.parts.some((other) => !EMPLOYMENT_TYPE.test(other) && mayEmploy(other, p))
        ) &&
        // (Not a role told as a sentence: "Previously worked as …".)
        !(EMPLOYER_HISTORY.test(p) && !roleSentence(p)),
    )
    .map(withoutDescription)
    .flatMap(splitAtFullStops)
    .flatMap(splitPair);
  if (parts.length === 1 && !labelledTitle && !labelledCompany) parts = splitCommaRole(parts[0]!);
  if (parts.length === 1 && !labelledTitle && !labelledCompany) {
    parts = splitGluedRole(parts[0]!);
    if (parts.length === 1) parts = splitCompanyThenTitle(parts[0]!) ?? parts;
  }
  // ("Backend Developer Northwind Ltd., Leeds" over "Bike rental app", a project's name: or the title and an
  // employer named as one, with a company's word, run together in one part, beside parts that name neither.)
  else if (!labelledTitle && !labelledCompany) {
    const at = parts.findIndex((part) => holdsTitle(part) && COMPANY_WORDS.test(part));
    // ("Web Developer Quillby Technologies, dataSpan": the product worked on, after a comma, is a part of its own.)
    const [glued = "", product] = at >= 0 ? parts[at]!.split(/,\s+(?=[^,]+$)/) : [];
    const whole = at >= 0 ? splitGluedRole(parts[at]!) : [];
    const beforeProduct = whole.length === 1 && product ? splitGluedRole(glued) : [];
    const pieces = beforeProduct.length === 2 ? [...beforeProduct, product!] : whole;
    const others = parts.filter((_, i) => i !== at);
    const neither = others.every((part) => !holdsTitle(part) && !COMPANY_WORDS.test(part));
    const companyFirst = at >= 0 && neither ? splitCompanyThenTitle(parts[at]!) : null;
    if (pieces.length >= 2 && COMPANY_WORDS.test(pieces[1]!) && neither) parts = [...pieces, ...others];
    // ("Riverbend General Hospital Registered Nurse, Medical-Surgical Unit": the employer first, and the title
    // goes on after the comma.)
    else if (companyFirst)
      parts = [companyFirst[0], [companyFirst[1], ...others.slice(at)].join(", "), ...others.slice(0, at)];
  }
  const location = placed.location || (employerPlace?.[1] ?? "");
  const rest = parts;
  // "JAVA Developer/Senior Systems Engineer" / "INFOSYS LIMITED": a title with a company's word in it is still
  // the title when another part names the employer more surely, by a legal form.
  const companyLike = (p: string) =>
    COMPANY_WORDS.test(p) && (LEGAL_FORM_WORD.test(p) || !rest.some((o) => o !== p && LEGAL_FORM_WORD.test(o)));
  let title =
    labelledTitle ??
    rest.find((p) => isTitle(p) && !companyLike(p)) ??
    // "Night Auditor (Seasonal)": a title word before a qualifier.
    (rest.length === 2 ? rest.find((p) => holdsTitle(p) && !COMPANY_WORDS.test(p)) : undefined) ??
    "";
  // ("Maintained and fault-found on … PLC-controlled conveyors": a sentence in the role's row names no company.)
  // ("Firmware Engineer @ Protava" over "Networking solutions": the link word names the employer more
  // surely than a company's word in another part.)
  const linkedEmployer = placed.parts.map(employerAfterTitle).find(Boolean)?.[2];
  let company =
    labelledCompany ??
    (linkedEmployer && rest.includes(linkedEmployer) ? linkedEmployer : undefined) ??
    rest.find((p) => p !== title && COMPANY_WORDS.test(p) && !isSentence(p)) ??
    "";
  const others = rest.filter((p) => p !== title && p !== company);
  const employer = placed.parts[placed.employerAt];
  if (!title && !company && employer && others.length === 2 && others.includes(employer)) {
    // "App develop" / "Microsoft -": the job board's order, the title over "Company - City".
    company = employer;
    title = others.find((p) => p !== employer) ?? "";
  } else if (!title && !company && others.length === 1 && employerAlone(others[0]!)) {
    // "Brightline Freight Software   2021-04 - Present": a template that prints no title, the employer alone.
    company = others[0]!;
  } else if (!title && !company) {
    title = others[1] ?? others[0] ?? "";
    company = others[1] ? (others[0] ?? "") : "";
  } else if (!title) title = others[0] ?? "";
  // ("QA Engineer, Northwind, Germany" over "Tested the claims portal", no bullet before it: a line that opens
  // with what was done names no employer.)
  else if (!company) company = others.find((part) => !opensWithDeed(part)) ?? "";
  // ("SALES ENGINEER - CONCEPT TECHNOLOGY SOLUTION" / "-": a separator left at a field's edge is none of it; so
  // is the full stop after dates written first, "2008 – 2022. Senior Software Engineer", not ".NET"; so is a
  // bracket left open, "Team Lead (".)
  // ("Full Stack Developer (  now)": a bracket left with an open end alone, its start date gone.)
  // ("Go Developer (Training, )": a bracket whose dates were read keeps no comma before its end.)
  const tidy = (field: string) =>
    field
      .replace(/^[-–—|]\s+|\s+[-–—|]$|^\.\s+|\s*\($|\s*\(\s*(?:now|present|current)?\s*\)$/gi, "")
      .replace(/,\s*\)$/, ")");
  // "Cellora LLC, Kazan, Russia, Team Lead": the place the employer's name kept, when no part gave one; a web
  // address or a label after it, with what it labels ("QR consulting, qrconsulting.example", "Quillby (quillby.example)",
  // "Quorvex, Responsibilities and Experience:", "Quillby, Projects: Stock Bot"), or what the employer does in
  // brackets, a few words in lower case ("Zentrix (mobile shop apps development)").
  // ("Brightline LLC, Kazan, Russia, Team Lead": the title last, after the employer and its place, all read as one.)
  const lastPiece = tidy(title) ? undefined : /^(.+),\s+([^,]+)$/.exec(company);
  if (lastPiece && isTitle(lastPiece[2]!) && !isTitle(lastPiece[1]!)) {
    title = lastPiece[2]!;
    company = lastPiece[1]!;
  }
  const bracketed = location ? null : placeInBrackets(tidy(company));
  // ("Freelance Software Developer" / "3/2013 - 9/2014, customer  Northgate Private University": a freelancer's
  // client, named after the word that says so.)
  const employerOnly = (bracketed?.[0] ?? tidy(company))
    .replace(/^(?:customer|client)(?::\s*|\s{2,})(?=\p{Lu})/u, "")
    // ("Relocation work program at Quillby Works": the scheme the work was found through, before the employer.)
    .replace(/^(?:[\p{L}-]+\s+){0,3}(?:program(?:me)?|placement|scheme)\s+at\s+(?=\p{Lu})/iu, "")
    .replace(
      /,\s*(?:[\w-]+\.)+[a-z]{2,}$|\s*\((?:[\w-]+\.)+[a-z]{2,}\)$|,\s*[^,:]{3,40}:.*$|\s+\((?=(?:[^()]*\s)?\p{Ll}{3,})[^()\s]+(?:\s+[^()\s]+){2,}\)$/iu,
      "",
    );
  const placeInName =
    bracketed ?? (location ? null : (splitTrailingPlace(employerOnly) ?? splitTrailingRegion(employerOnly)));
  // ("Harbourline Foods Ltd, Leeds. Senior Accountant. 2019-2023.": the full stop after a title's last word, not
  // an abbreviation's, "Sr.".)
  const jobTitle = tidy(title)
    .replace(ARRANGEMENT_IN_BRACKETS, "")
    .replace(ARRANGEMENT_AS, "")
    .replace(ARRANGEMENT_LABEL, "")
    .replace(/(?<=\p{Ll}{4})\.$/u, "");
  // ("Volunteer Coordinator in Portugal": where the work was, after the title, when nothing else says it.)
  const titleInPlace =
    location || placeInName ? null : /^(.+?)\s+in\s+(\p{Lu}[^,]*(?:,\s*\p{Lu}[^,]*)?)$/u.exec(jobTitle);
  const placeOfTitle = titleInPlace && isPlace(titleInPlace[2]!) && isTitle(titleInPlace[1]!) ? titleInPlace : null;
  return {
    jobTitle: placeOfTitle?.[1] ?? jobTitle,
    company: placeInName?.[0] ?? employerOnly,
    // ("Java Developer at Quillby Ltd. (Sept 2019 - Mar 2021), Haifa": no comma left before the place.)
    location: (placeInName?.[1] ?? placeOfTitle?.[2] ?? location).replace(/^[\s,;]+/, ""),
    // (One date alone, "Summer 2017", is when the whole role was.)
    startDate: normaliseDate(block.dates?.start ?? block.singleDate),
    endDate: normaliseDate(block.dates?.end ?? block.singleDate),
    responsibilities: block.body.map((b) => b.text),
  };
}

/**
 * A role's one field that is an employer's name, not a title: a company's word ("Summit Payroll Solutions",
 * "Frontier Office Supply") or a name of its own ("Quillbyte", "Hotel Mirador del Sol", "Southbank Power &
 * Data"), no title's word in it.
 */
function employerAlone(part: string): boolean {
  if (holdsTitle(part) || isSentence(part)) return false;
  return COMPANY_WORDS.test(part) || EMPLOYER_WORDS.test(part) || isOwnName(part, { mostWords: 6, linked: true });
}

/** How the work was done, in an employer's brackets: "remote", "local", "on-site", "International". */
const WORK_MODE = /^(?:remote|local|on-?site|hybrid|international|worldwide|office)$/i;

/**
 * "Brightline (Lviv, remote)", "Quillby (Lviv office, local)", "Northwind Studio (International, remote)": where and how
 * the work was, in brackets after the employer's name: [name, place] (the place empty when only the how is said).
 */
function placeInBrackets(company: string): [string, string] | null {
  const bracket = /^(.+?)\s*\(([^()]+)\)$/.exec(company);
  if (!bracket) return null;
  const places: string[] = [];
  for (const item of bracket[2]!.split(/\s*,\s*/)) {
    const where = item.replace(/\s+office$/i, "");
    if (WORK_MODE.test(item)) continue;
    if (!isPlace(where)) return null;
    places.push(where);
  }
  return [bracket[1]!, places.join(", ")];
}

/**
 * "Trafford Park, Manchester", "Adamstown, NSW": a district or town the gazetteer does not know before a place it
 * knows, as a part of its own, when another part names the employer (so it is no "Bistro Mercier, Dublin").
 */
function districtOfPlace(part: string, headerParts: string[]): boolean {
  const pair = /^([^,]+),\s+([^,]+)$/.exec(part);
  if (!pair || !isTownLike(pair[1]!) || !isPlace(pair[2]!)) return false;
  const others = headerParts.filter((other) => !other.includes(part));
  // Beside a company's name, or beside a title and one more part, which names the employer ("Inventory Control
  // Lead, Sahel Fresh Foods" / "Mar 2017 – Aug 2020 | Apapa, Lagos").
  const pieces = others.flatMap((other) => other.split(/,\s+/));
  return others.some((other) => COMPANY_WORDS.test(other)) || (pieces.length >= 2 && pieces.some(holdsTitle));
}

/**
 * Whether `other` may name the employer beside `terms`: "Self-employed — Handyman" names none but the person
 * ("Northwind · Self-employed", a profile export's, names Northwind).
 */
const mayEmploy = (other: string, terms: string) => !(/^self[- ]employed$/i.test(terms) && isTitle(other));

/** How the work was done: "(remote, part-time)", "(Contract)". */
const WORKING_TERMS = "contract(?:or)?|freelance|part[- ]time|full[- ]time|remote|hybrid|self[- ]employed";
/** "(Remote)", "(hybrid, contract)": how the work was done, and nothing else, in brackets before a comma or the end. */
const TERMS_IN_BRACKETS = new RegExp(
  `\\s*\\(((?:${WORKING_TERMS})(?:\\s*[,/]\\s*(?:${WORKING_TERMS}))*)\\)(?=\\s*(?:,|$))`,
  "i",
);
/** "Contract: Java Developer", "Internship, QA Engineer": how the work was done, before the title. */
const ARRANGEMENT_LABEL = new RegExp(`^(?:${WORKING_TERMS}|internship)\\s*[:,]\\s*`, "i");
/** How, not where, a role was done, a title's qualifier too ("Night Auditor (Seasonal)"): never a place. */
const WORK_ARRANGEMENT = new RegExp(
  `\\b(?:${WORKING_TERMS}|intern(?:ship)?|temporary|seasonal|volunteer|nda|outsourc\\w*|project)\\b`,
  "i",
);
/** A seniority grade, as a title may give it in brackets: "T3 (Senior) Software Engineer". */
const SENIORITY_IN_BRACKETS = /^(?:middle|mid|senior|junior|lead|principal|trainee|intern)$/i;
/** "(project employment)", "(Freelance)": how the work was done, a header's part of its own. */
const ARRANGEMENT_ALONE = new RegExp(
  `^\\(\\s*(?:[\\w-]+\\s+)?(?:${WORKING_TERMS}|project|freelance)(?:\\s+[\\w-]+)?\\s*\\)$`,
  "i",
);
/** "Summer internship as QA Engineer": how the work was done, before the title it was done as. */
const ARRANGEMENT_AS =
  /^(?:(?:summer|winter|spring|autumn|fall)\s+)?(?:internship|intern|traineeship|trainee|volunteering|volunteer|freelance|freelancing)\s+as\s+(?:an?\s+)?(?=\S)/i;
/** "Frontend developer (remote, part-time)": how the work was done, in brackets after the title. */
const ARRANGEMENT_IN_BRACKETS = new RegExp(`\\s*\\([^()]*\\b(?:${WORKING_TERMS})\\b[^()]*\\)`, "i");

/** The words that say what kind of employer a name is: "a fintech startup", "freight organization". */
const EMPLOYER_KINDS = "company|organi[sz]ation|startup|firm|agency|holding";
const KIND_AFTER_NAME = new RegExp(
  `(?:,\\s+|\\s+[-–—]\\s*)(?:[\\p{L}/-]+\\s+){0,3}(?:${EMPLOYER_KINDS}|group of companies|(?:educational|education|training|exchange|relocation)\\s+program(?:me)?)(?=,|$)`,
  "giu",
);
const KIND_IN_LOWER_CASE = new RegExp(
  `,\\s+\\p{Ll}[^,]*?\\b(?:${EMPLOYER_KINDS}|house|studio|integrator|provider|manufacturer|vendor)\\b[^,]*(?=,|$)`,
  "gu",
);
const KIND_WITH_ARTICLE = new RegExp(`,\\s+(?:a|an|the)\\s+(?:[\\p{L}/-]+\\s+){0,3}(?:${EMPLOYER_KINDS})\\b.*$`, "iu");

/** "(acquired by Northwind Group)", "(now Quillby)", "formerly Orbix": what became of the employer, no field. */
const EMPLOYER_HISTORY_WORDS =
  "acquired by|now part of|now|formerly|previously|part of|a subsidiary of|merged (?:into|with)";
const EMPLOYER_HISTORY = new RegExp(`^\\(?(?:${EMPLOYER_HISTORY_WORDS})\\s`, "i");
const EMPLOYER_HISTORY_IN_BRACKETS = new RegExp(`\\s*\\((?:${EMPLOYER_HISTORY_WORDS})\\s[^()]*\\)`, "gi");

/**
 * "KDB, financial company", "Skyline cargo service, freight organization", "Company "Lexbridge"": what
 * the employer is, written after its name (or its kind's word before it in quotes), is no part of the name; nor is
 * where in it the work was, after the title ("Senior developer in the payments department").
 */
function withoutDescription(part: string): string {
  return (
    part
      .replace(EMPLOYER_HISTORY_IN_BRACKETS, "")
      .replace(/\b(?:[Cc]ompany|[Ff]irm|[Ee]mployer)\s+["«“]([^"»”]+)["»”]/g, "$1")
      // ("Quillby (Porto) - mobile software agency": or after a dash.)
      .replace(KIND_AFTER_NAME, "")
      // ("Harbour Analytics, software house for regional lenders, Portugal": in lower case, up to the next comma.)
      .replace(KIND_IN_LOWER_CASE, "")
      // ("Quillbyte, a fintech startup which…": what it is, with an article, runs to the line's end.)
      .replace(KIND_WITH_ARTICLE, "")
      .replace(WHERE_IN_IT, (where, offset: number) => {
        const before = part.slice(0, offset);
        return holdsTitle(before) || before.includes(",") ? "" : where;
      })
  );
}
/**
 * " in the payroll department", " in a new payments team": a few words after "in" and an article, to the end,
 * after a title or after the employer's name and a comma ("Northwind, Backend development in the payroll department").
 */
const WHERE_IN_IT = /\s+in\s+(?:a|an|the)\s+\p{Ll}[\p{L}\s-]*\p{L}$/u;

/** "Cork", "Kinsale", "Santa Teresa": one or two capitalised words that could be a town's name. */
const TOWN_LIKE = /^\p{Lu}[\p{L}'’.-]+(?:\s\p{Lu}[\p{L}'’.-]+)?$/u;
const isTownLike = (text: string) =>
  TOWN_LIKE.test(text) && !COMPANY_WORDS.test(text) && !LEGAL_FORM_ALONE.test(text) && !holdsTitle(text);

/**
 * "2016, July  QUILLMAP, Russia" among "NORTHWIND BANK, Russia" roles: a role with no employer whose place is a name
 * before the place two other roles or more have, alone, is at the employer of that name (not a city we know). So is
 * a role with a title and no employer whose place is a town-like name before a country or a city we know ("QA
 * Engineer, Northwind, Germany", "SDE-2, Quillby, Bengaluru").
 */
function employersReadAsPlaces(roles: ExperienceEntry[]): ExperienceEntry[] {
  const places = roles.filter((role) => role.company).map((role) => role.location);
  return roles.map((role) => {
    const before = /^([^,]+),\s+(.+)$/.exec(role.location);
    if (role.company || !before || isKnownCity(before[1]!) || isPlace(before[1]!)) return role;
    const shared = places.filter((place) => place === before[2]).length >= 2;
    const titled = role.jobTitle && isTownLike(before[1]!) && (isRegion(before[2]!) || isKnownCity(before[2]!));
    return shared || titled ? { ...role, company: before[1]!, location: before[2]! } : role;
  });
}

/**
 * Roles whose places the gazetteer does not know (a town, or a city named by a common word: "Cork"), printed
 * like the places it knows in the same section ("Bistro Mercier, Dublin" under "The Gilded Oyster, Cork"): once
 * one role has its place, a town-like last part where the others have theirs is the place too —
 * "Company, Town", "Company - Town", "Company Town" (a city we know) and "Title, Company, Town" read as a title, a
 * company and a place.
 */
export function placesLikeTheOthers(read: ExperienceEntry[]): ExperienceEntry[] {
  const roles = employersReadAsPlaces(read);
  // ("… at The Gilded Oyster Cork", "… at Bistro Mercier Dublin": roles whose companies end in cities say so too;
  // "Fairmont Royal York" alone does not.)
  const citiesAfter = roles.map((role) => (role.location ? null : cityAfterCompany(role.company)));
  if (!roles.some((role) => role.location) && citiesAfter.filter(Boolean).length < 2) return roles;
  return roles.map((role, i) => {
    if (role.location) return role;
    const cityAfter = citiesAfter[i];
    if (cityAfter) return { ...role, company: cityAfter[0], location: cityAfter[1] };
    const trailing = /^(.+?\S)(?:,\s+|\s+[-–—]\s+|\s{2,})([^,]+)$/u.exec(role.company);
    if (trailing && isTownLike(trailing[2]!)) return { ...role, company: trailing[1]!, location: trailing[2]! };
    // "Head Chef, The Gilded Oyster" / "Cork": the company went to the title, the place to the company.
    const pieces = role.jobTitle.split(/,\s+/);
    if (pieces.length < 2 || !isTownLike(role.company)) return role;
    const titleAt = pieces.findIndex((piece) => isTitle(piece));
    if (titleAt !== 0 && titleAt !== pieces.length - 1) return role;
    const company = titleAt === 0 ? pieces.slice(1).join(", ") : pieces.slice(0, -1).join(", ");
    return { ...role, jobTitle: pieces[titleAt]!, company, location: role.company };
  });
}

/** Many words, many in lower case: a sentence, where a title or an employer's name is mostly capitalised. */
function isSentence(part: string): boolean {
  const words = part.split(/\s+/);
  return words.length >= 6 && words.filter((w) => /^\p{Ll}/u.test(w)).length >= words.length * 0.4;
}

/** A qualification's one word run into the school's name after it: "Engineer Ural State University of Forestry". */
const QUALIFICATION_BEFORE_SCHOOL = /^(Engineer|Specialist|Economist|Bachelor|Master)\s+(?=\p{Lu})/u;
/** A school's long name in brackets after its short one: "NEVA University (Networks, Electronics and Visual Arts)". */
const LONG_NAME_IN_BRACKETS = /\s*\((?:\p{Lu}[\p{L}-]*,?\s+(?:(?:and|of|&)\s+)?){2,}\p{Lu}[\p{L}-]*\)$/u;

/**
 * The school's own name out of what its part says beside it: a qualification's word before it, its long name in
 * brackets after it, a place after it ("Oka State Technical University, Russia, Ryazan").
 */
function schoolOfName(name: string): { school: string; qualification: string | undefined } {
  const qualification = QUALIFICATION_BEFORE_SCHOOL.exec(name);
  const rest =
    qualification && holdsSchoolWord(name.slice(qualification[0].length)) ? name.slice(qualification[0].length) : name;
  const withoutLongName = rest.replace(LONG_NAME_IN_BRACKETS, "");
  const short = holdsSchoolWord(withoutLongName) ? withoutLongName : rest;
  const placed = splitTrailingPlace(short);
  return {
    school: placed && holdsSchoolWord(placed[0]) ? placed[0] : short,
    qualification: rest !== name ? qualification?.[1] : undefined,
  };
}

/** A comma that parts fields, not the one in a campus's name ("University of California, Davis"). */
const COMMA_NOT_IN_CAMPUS = new RegExp(`(?<!\\b(?:${CAMPUS_NAMED_SYSTEMS})),\\s+`, "i");

/** A part of a university named after the university: "Faculty of Physics", "Department of Chemistry". */
const FACULTY = /^(?:faculty|department|dept\.?|chair|division)\s+of\b/i;

/** "PGCE in Mathematics, University of Leeds, GPA 3.8": a part naming a school and more is split at commas. */
function splitSchoolParts(part: string): string[] {
  // "Bachelor of Commerce at Lakeshore University"
  const at = /^(.+?)\s+(?:at|from|@)\s+(.+)$/i.exec(part);
  // (The article of the sentence is none of the name: "… at the Institute of IT", not "The Ohio State University".)
  if (at && SCHOOL_WORDS.test(at[2]!) && !SCHOOL_WORDS.test(at[1]!)) return [at[1]!, at[2]!.replace(/^the\s+/, "")];
  // "Hadar Educational Center - data engineering", "Orion IT school  web development", "Maritime University
  // (NMU). Computer science": the school, then after a dash, a gap or a full stop its field or degree.
  const dash = /^(.+?)(?:\s+[-–—]\s+|\s{2,}|(?<=\p{L}{2}\)?)\.\s+)(.+)$/u.exec(part);
  const fieldOrDegree = (text: string) =>
    /^\p{Ll}/u.test(text) || namesFieldOnly(text.replace(/,.*$/, "")) || namesDegree(text);
  if (dash && holdsSchoolWord(dash[1]!) && !holdsSchoolWord(dash[2]!) && fieldOrDegree(dash[2]!))
    return [dash[1]!, ...splitSchoolParts(dash[2]!)];
  // ("The Lakeshore Federal University Applied physics": the field in sentence case, right after the word that
  // ends the school's name.)
  const fieldAfter = /^(.*\b(?:University|Institute|College|Academy))\s+(\p{Lu}\p{Ll}+(?:\s+\p{Ll}+)+)$/u.exec(part);
  // (Not the school's name going on, "… University School of" / "Business".)
  if (fieldAfter && !holdsSchoolWord(fieldAfter[2]!) && !NAME_GOES_ON.test(fieldAfter[2]!.split(" ").at(-1)!))
    return [fieldAfter[1]!, fieldAfter[2]!];
  // "QTC  Associate's Degree": a school known by a name of its own, then after a gap its degree.
  const gapped = /^(.+?\S)\s{2,}(\S.*)$/.exec(part);
  if (gapped && opensWithDegree(gapped[2]!) && isOwnName(gapped[1]!)) return [gapped[1]!, gapped[2]!];
  // ("Diploma, Nursing — Haifa Technical College": a piece may name the field first, then the school after a dash.)
  const fieldThenSchool = (piece: string) => {
    const apart = /^(.+?)\s+[-–—]\s+(.+)$/.exec(piece);
    return apart && !holdsSchoolWord(apart[1]!) && holdsSchoolWord(apart[2]!) && fieldOrDegree(apart[1]!)
      ? [apart[1]!, apart[2]!]
      : [piece];
  };
  const pieces = withinBrackets(part.split(COMMA_NOT_IN_CAMPUS)).flatMap(fieldThenSchool);
  // ("NSU, Faculty of Applied Physics": a faculty after the school's name is a detail of it.)
  if (pieces.length > 1 && pieces.slice(1).some((piece) => FACULTY.test(piece))) return pieces;
  // "B.S. in Electronics Engineering (EE), Technion", "MBA, INSEAD": a degree, then a school known by a name of
  // its own, no school's word in it.
  if (pieces.length === 2 && opensWithDegree(pieces[0]!) && isOwnName(pieces[1]!)) return pieces;
  // ("Nova Learn, Full Stack Web Development course": a school known by a name of its own, then its course.)
  if (pieces.length === 2 && isOwnName(pieces[0]!) && COURSE_END.test(pieces[1]!)) return pieces;
  if (pieces.length < 2 || !pieces.some(holdsSchoolWord)) return [part];
  return pieces.some((p) => !holdsSchoolWord(p) || DEGREE_WORDS.test(p)) ? pieces : [part];
}

/**
 * A name of its own, a school's or an employer's: a few capitalised words, one at least no everyday English word
 * ("Technion", "Sciences Po"); not a field ("Economics"), a place, a degree or a skill. `linked`: with a name's
 * small words between ("Hotel Mirador del Sol").
 */
function isOwnName(text: string, { mostWords = 4, linked = false } = {}): boolean {
  const words = text.trim().split(/\s+/);
  const capitalised = (word: string) => /^\p{Lu}[\p{L}.'’&-]*$/u.test(word);
  return (
    words.length <= mostWords &&
    words.every((word) => capitalised(word) || (linked && NAME_LINK_WORDS.test(word))) &&
    words.some((word) => capitalised(word) && !isCommonWord(word)) &&
    !namesFieldOnly(text) &&
    !DEGREE_WORDS.test(text) &&
    !isPlace(text) &&
    !lookupSkill(text)
  );
}

/** "Great Lakes College of Nursing May 2018": a date left on the school's name when the line lost its breaks. */
const TRAILING_DATE = new RegExp(`\\s+((?:(?:${MONTHS})\\.?\\s+)?(?:19|20)\\d{2})$`, "i");

/**
 * Parts of an education header that are no school, degree or field: a grade, a contact detail or personal
 * detail set beside the school in a two-column template ("T: 02123 345 7890", "DOB: 12/09/1985",
 * "Nationality: British"), a line offering references or recommendations.
 */
const NOT_OF_A_SCHOOL =
  /^(?:\d{1,3}(?:\.\d+)?\s*%$|(?:cum(?:ulative)?\.?\s+)?c?g\.?p\.?a\b|grade\b|(?:[tmef]|tel|phone|mobile|cell|e-?mail|dob|date of birth|nationality|driving licen[cs]e|marital status|gender|religion|passport(?: no\.?)?)\s*:|(?:professional )?(?:references?|recommendations?)\b)|@|\d{3}[\s.-]?\d{3,4}[\s.-]?\d{3,4}/i;

/** The semicolon between labelled parts: "Faculty: Applied Physics; Degree: Master". */
const LABELLED_PARTS_APART = /;\s+(?=\p{Lu}[\p{L} ]{1,30}:)/u;
/** "Higher education", "Secondary education:": a heading of levels inside the Education section. */
const LEVEL_OF_EDUCATION = /^(?:higher|secondary|additional|further|university|vocational)\s+education:?$/i;

/**
 * An honour or a class of degree set as a part of the header ("Graduated cum laude.", "First Class Honours"; alone,
 * "Distinction", "First Class", "2:1"): a detail.
 */
const HONOURS =
  /\b(?:cum laude|with (?:distinction|honou?rs)|first[- ]class honou?rs|dean'?s list|valedictorian)\b|^(?:distinction|merit|high distinction|first|(?:first|second|third|1st|2nd|3rd)[- ]class(?:\s+(?:upper|lower)(?:\s+division)?)?|(?:upper|lower) second(?:[- ]class)?|2:[12])(?:\s+(?:honou?rs|\(2:[12]\)))?$/i;

const TRAILING_GRADE = new RegExp(
  `\\s*[,;|–—-]?\\s*((?:${GRADE_WORDS})\\s*[:-]?\\s*\\d+(?:\\.\\d+)?(?:\\s*\\/\\s*\\d+(?:\\.\\d+)?)?\\s*%?)\\s*$`,
  "i",
);
/** A degree's initials before its field: "B.S. Computer Science", "M.Sc. Physics", "MBA Finance", "BSc (Hons) Law". */
const DEGREE_INITIALS =
  /^((?:(?:\p{Lu}\p{Ll}?\.){1,3}(?:\p{Lu}\p{Ll}*\.?)?|B\.?Tech|M\.?Tech|MBA|BBA|BSc|MSc|BEng|MEng|BFA|MFA|BDes|MDes|BArch|MArch|BEd|MEd|BSW|MSW|BCA|MCA|BA|MA|BS|MS|PhD|PGCE|LLB|LLM|BCom|MCom|BSN|MSN|MPH)(?:\s*\(Hons\.?\)|\s+Hons\.?)?)\s+(\p{Lu}[\p{L}&,' -]*)$/u;
const GRADE_IN_BRACKETS = new RegExp(`\\s*\\((${GRADE_IN_BRACKETS_TEXT})\\)`, "i");

/**
 * The school's own name, without the place after it: a country after a comma ("Tel-Dor Educational Center,
 * Israel"), a town and country after its last word ("Northern Mining University Kryvyi Rih Ukraine").
 */
function schoolNameOnly(name: string): string {
  // (A country or region after a comma; "University of California, Davis" keeps its campus.)
  const own = name.replace(/\s*,\s*[^,]+$/, (tail) => (isRegion(tail.replace(/^\s*,\s*/, "")) ? "" : tail));
  const words = own.split(" ");
  const lastSchoolWord = words.findLastIndex((word) => SCHOOL_WORDS.test(word));
  const after = words.slice(lastSchoolWord + 1);
  // ("American University of Sharjah": a name goes on after "of".)
  const placeAfter = after.length > 0 && !NAME_GOES_ON.test(after[0]!) && isRegion(after.at(-1)!);
  return lastSchoolWord > 0 && placeAfter ? words.slice(0, lastSchoolWord + 1).join(" ") : own;
}

/** "Courses «Python Developer» from Codefield", "Certificate in Data Analysis from Courseway": [whole, what, who]. */
const PROVIDED_BY = /^(.+?\S)\s+(?:from|by)\s+(\p{Lu}[^,]*)$/u;
/** What a school or a course provider gives: a degree, a course, a programme, a certificate. */
const QUALIFICATION = new RegExp(
  `${DEGREE_WORDS.source}|\\b(?:courses?|program(?:me)?s?|certificat\\w*|bootcamp|training|diploma)\\b`,
  "i",
);
/**
 * "Coursewise course. Web apps with React.js/Node.js", "Nova Learn education program: Java programming": a provider's
 * course, then what it taught: [whole, what, who], as PROVIDED_BY gives them.
 */
export function courseOfProvider(part: string): [string, string, string] | null {
  const course =
    /^(\p{Lu}[^\s.]*(?:\s+\p{Lu}[^\s.]*){0,2})\s+(?:online\s+|education\s+)?(?:courses?|program(?:me)?)\s*[.:]\s+(\S.*?)\.?$/u.exec(
      part.trim(),
    );
  // ("Brightbrains - Northwind group - course React, TypeScript": or the provider first, the course after dashes.)
  const dashed =
    /^(\p{Lu}\S*(?:\s\p{Lu}\S*){0,2})(?:\s+[-–—]\s+[^-–—]+?)*\s+[-–—]\s+(?:online\s+)?courses?\s+(\S.*?)\.?$/u.exec(
      part.trim(),
    );
  const found = course ?? dashed;
  if (found) return [found[0], found[2]!, found[1]!];
  // ("Python basics, evening courses Udemy.": or the course first, the provider last.)
  const last =
    /^(\S.*?),\s+(?:\p{Ll}+\s+){0,3}(?:courses?|program(?:me)?)\s+(?:at\s+|on\s+|by\s+)?(\p{Lu}[^\s.,]*(?:\s+\p{Lu}[^\s.,]*){0,2})\.?$/u.exec(
      part.trim(),
    );
  if (last) return [last[0], last[1]!, last[2]!];
  // "Coursera: Machine Learning": a school we know, a colon, the course.
  const provided = providerCourse(part);
  return provided ? [part.trim(), provided.course, provided.provider] : null;
}

/** A course's name in quotes: «Java Developer», “DB2 Fundamentals”. */
const QUOTED = /[«“"]([^»”"]+)[»”"]/;

/** "…, 2014 (GPA: 3.9/4.0)": a part that is the school's year, with a note in brackets. */
const YEAR_PART = new RegExp(`^((?:(?:${MONTHS})\\.?\\s+)?(?:19|20)\\d{2})(?:\\s*\\((.+)\\))?$`, "i");

/**
 * "Diploma in Engineering, Water supply, drainage and sewerage.": a degree and its fields, a comma between,
 * closed by a full stop as people close every line — a list, not a sentence.
 */
const DEGREE_WITH_FIELDS = /^[^!?;]+,[^!?;]+\.$/;

/** "SQL for Data Analysis (Udacity)": a course of a few words, its provider in brackets (capitalised, no date). */
const COURSE_WITH_PROVIDER = /^((?:\S+\s+){0,7}\S+?)\s*\((\p{Lu}[^()\d]{1,40})\)\.?$/u;

/** "Courses:", "Most recent courses:": a label of words before a list. */
const LIST_LABEL = /^[\p{L}\s]{1,30}:\s*/u;

/**
 * "Machine Learning (Coursera); SQL for Data Analysis (Udacity)": a school's lines that end in a list of courses,
 * each with its provider in brackets, parted by semicolons and wrapped over lines as it comes (after a label such as
 * "Most recent courses:"). Each course is an entry, the provider its school; the lines before the list stay the
 * block's own. Null when the block holds no such list.
 */
function coursesListed(
  block: EntryBlock,
  listGoesOn: boolean,
): { before: EntryBlock | null; courses: EducationEntry[]; open: boolean } | null {
  const texts = [...block.headerLines.map((line) => line.text), ...block.body.map((b) => b.text)].map((t) => t.trim());
  const itemsFrom = (at: number) =>
    texts
      .slice(at)
      .join(" ")
      .replace(LIST_LABEL, "")
      .split(/\s*;\s*/)
      .filter(Boolean);
  // (The list starts a line with a whole course, and the line before it, if any, is no item of it left open by a
  // semicolon; a list left open by one goes on in the next block, from its first line.)
  const listAt = texts.findIndex((text, at) => {
    if ((at > 0 && texts[at - 1]!.endsWith(";")) || (listGoesOn && at > 0) || !/\)\s*(?:;|$)/.test(text)) return false;
    const items = itemsFrom(at);
    return items.length >= (listGoesOn ? 1 : 2) && items.every((item) => COURSE_WITH_PROVIDER.test(item));
  });
  if (listAt < 0) return null;
  const courses = itemsFrom(listAt).map((item) => {
    const [, course = "", provider = ""] = COURSE_WITH_PROVIDER.exec(item) ?? [];
    return { institution: provider.trim(), degree: course, fieldOfStudy: "", startDate: "", endDate: "", details: [] };
  });
  // (The header's parts on lines before the list stay; a part is read from one line.)
  const keptHeader = block.headerLines.slice(0, listAt).map((line) => line.text);
  const before =
    listAt > 0
      ? {
          ...block,
          headerLines: block.headerLines.slice(0, listAt),
          headerParts: block.headerParts.filter((part) => keptHeader.some((text) => text.includes(part))),
          body: block.body.slice(0, Math.max(0, listAt - block.headerLines.length)),
        }
      : null;
  return { before, courses, open: texts.at(-1)!.endsWith(";") };
}

/**
 * The schools of an Education section's blocks, in order: a block's list of courses an entry each (a list left open
 * by a semicolon goes on in the next block), no school named by a line whose name a document lost ("1998  ."), and
 * a degree right under another degree of a school named once that school's ("Northgate University" / "MEng …" /
 * dates / "BS …" / dates).
 */
export function toSchools(blocks: EntryBlock[]): EducationEntry[] {
  const schools: EducationEntry[] = [];
  let listGoesOn = false;
  for (const block of blocks) {
    const listed = coursesListed(block, listGoesOn);
    listGoesOn = listed?.open ?? false;
    const read = listed
      ? [...(listed.before ? [toEducation(listed.before)] : []), ...listed.courses]
      : [toEducation(block)];
    for (const school of read) {
      if (!/\p{L}/u.test(school.institution + school.degree)) continue;
      const above = schools.at(-1);
      const sameSchool =
        !school.institution && namesDegree(school.degree) && above?.institution && namesDegree(above.degree);
      schools.push(sameSchool ? { ...school, institution: above.institution } : school);
    }
  }
  return schools;
}

/** "…, Gdynia  Veterinary Paramedic": what was studied, after the school's place and a gap (a school has no place field). */
function withoutPlaceBeforeGap(part: string): string {
  const gap = /^(.+?\S)\s{2,}(\S.*)$/.exec(part);
  return gap && isPlace(gap[1]!) ? gap[2]! : part;
}

/** "Completed B.Sc from …", "Pursuing MBA from …": how far the study went, before the degree. */
const STUDY_STATUS = /^(?:(?:currently\s+)?pursuing|completed|doing)\s+(?=\p{Lu})/iu;

function toEducation(block: EntryBlock): EducationEntry {
  const headerParts = block.headerParts.map((part) => part.replace(/^[:;]\s*/, "").replace(STUDY_STATUS, ""));
  // "B.S. Computer Science (GPA 3.8/4.0)", "(GPA 3.8/4.0)" alone, "Christ University (GPA 7.8)": a grade in brackets
  // is a detail, whichever part holds it, taken out before the parts are told apart.
  const gradesInBrackets = headerParts.flatMap((part) => GRADE_IN_BRACKETS.exec(part)?.[1] ?? []);
  const all = withoutPlace(headerParts.map((part) => part.replace(GRADE_IN_BRACKETS, "")))
    .parts.flatMap(splitSchoolParts)
    .map(withoutPlaceBeforeGap)
    // ("Faculty: Applied Physics; Degree: Master": labelled parts one after another.)
    .flatMap((p) => p.split(LABELLED_PARTS_APART))
    .flatMap(splitDegreeAndSchool)
    // (A contact block set right before the section, its heading stacked over this one's at a page's foot:
    // "(210) 555-0187", "+33 6 12 34 56 78", "Paris FR".)
    // ("Higher education" over the schools: a heading of the section's own, no degree.)
    .filter((p) => !NOT_OF_A_SCHOOL.test(p) && !isPhoneNumber(p) && !cityWithCode(p) && !LEVEL_OF_EDUCATION.test(p));
  const yearPart = all.map((p) => YEAR_PART.exec(p)).find(Boolean);
  // "Courses «Python Developer» from Codefield": the provider after "from" is the school, the course the degree.
  const provided =
    all.map((p) => PROVIDED_BY.exec(p)).find((m) => m && QUALIFICATION.test(m[1]!)) ??
    all.map(courseOfProvider).find(Boolean);
  // "Title of qualification awarded: …", "Name of organisation providing education: …": labels say which is which.
  const labelledSchool = all.find((p) => SCHOOL_LABEL.test(p))?.replace(SCHOOL_LABEL, "") ?? provided?.[2];
  const labelledDegree =
    all.find((p) => DEGREE_LABEL.test(p))?.replace(DEGREE_LABEL, "") ??
    (provided ? (QUOTED.exec(provided[1]!)?.[1] ?? provided[1]) : undefined);
  const parts = all
    .filter((p) => !YEAR_PART.test(p) && !DATE_LABEL.test(p) && p !== provided?.[0])
    .map((p) => p.replace(SCHOOL_LABEL, "").replace(DEGREE_LABEL, "").replace(FIELD_LABEL, ""))
    // ("Master's degree in Law, in Omsk State Academy": the link word before the school is none of its name.)
    .map((p) => (holdsSchoolWord(p) ? p.replace(/^(?:in|at|from)\s+(?=\p{Lu})/u, "") : p));
  const rest = parts.filter((p) => !HONOURS.test(p) || namesSchool(p) || namesDegree(p));
  // "High School Diploma" names a degree: a school part without a degree in it comes first.
  // Without a school word ("GGSIPU", "C-DAC"), the school is the first part that is not the degree.
  let details = [
    ...(yearPart?.[2] ? [yearPart[2]] : []),
    ...parts.filter((p) => !rest.includes(p)),
    ...block.body.map((b) => b.text),
  ];
  // ("Faculty: Applied Physics; Degree: Master" under the school: labelled lines of what was studied and gained.)
  const labelledBelow = details.slice(0, 3).filter((text) => FIELD_LABEL.test(text) || DEGREE_LABEL.test(text));
  const belowParts = labelledBelow.flatMap((text) => text.split(LABELLED_PARTS_APART));
  const degreeBelow = belowParts.find((p) => DEGREE_LABEL.test(p))?.replace(DEGREE_LABEL, "");
  const fieldBelow = belowParts.find((p) => FIELD_LABEL.test(p))?.replace(FIELD_LABEL, "");
  // "B-tech in Electronics" over "College of engineering - Bhubaneshwar, Orissa" (read as a detail): a header
  // that only names a degree takes its school from the first lines under it.
  const schoolBelow =
    rest.length > 0 && rest.every((p) => DEGREE_WORDS.test(p) && !SCHOOL_WORDS.test(p))
      ? details.slice(0, 2).findIndex((text) => namesSchool(text) && text.split(/\s+/).length <= 10)
      : -1;
  // "Python Developer" over "Northwind.Academy": a course that trains for a job, named by the job, is what was
  // studied; the other part is the school.
  const trainedFor =
    rest.length > 1 ? rest.find((p) => isTitle(p) && !holdsSchoolWord(p) && !DEGREE_WORDS.test(p)) : undefined;
  // "HTML, 2006, Moscow" / "Web-Development, 2015": a course's subject alone, no school named, is what was studied.
  const subjectOnly =
    rest.length === 1 &&
    !labelledSchool &&
    !SCHOOL_WORDS.test(rest[0]!) &&
    !DEGREE_WORDS.test(rest[0]!) &&
    (namesFieldOnly(rest[0]!) || !!lookupSkill(rest[0]!));
  const schoolPart = subjectOnly
    ? ""
    : (labelledSchool ??
      rest.find((p) => holdsSchoolWord(p) && !DEGREE_WORDS.test(p)) ??
      // "Palm Creek State High School" beside "High School Diploma …": the school's name holds no other degree
      // (and "High School" alone is that diploma's first line).
      rest.find((p) => SCHOOL_WORDS.test(p) && !namesDegree(p) && !/^high school$/i.test(p.trim())) ??
      rest.find((p) => SCHOOL_WORDS.test(p)) ??
      (schoolBelow >= 0 ? withoutPlace([details[schoolBelow]!]).parts[0] : undefined) ??
      // ("Electrical engineering" over "VSSUT, Burla": a field of study names no school.)
      rest.find((p) => !DEGREE_WORDS.test(p) && !namesFieldOnly(p) && p !== trainedFor) ??
      rest.find((p) => !DEGREE_WORDS.test(p) && !namesFieldOnly(p)) ??
      rest.find((p) => !DEGREE_WORDS.test(p)) ??
      // ("MEng …" / "BS in Computer Science": a second degree of the school above, its name not printed again,
      // names no school.)
      (rest.length > 1 ? rest[1] : undefined) ??
      "");
  if (schoolBelow >= 0) details = details.filter((_, i) => i !== schoolBelow);
  const trailingDate = TRAILING_DATE.exec(schoolPart);
  const named = schoolOfName(schoolNameOnly(trailingDate ? schoolPart.slice(0, trailingDate.index) : schoolPart));
  const institution = named.school;
  let degreePart =
    labelledDegree ??
    degreeBelow ??
    (subjectOnly ? rest[0]! : rest.find((p) => p !== schoolPart && DEGREE_WORDS.test(p))) ??
    named.qualification ??
    (trainedFor !== schoolPart ? trainedFor : undefined) ??
    // ("Udemy" beside "The Complete Rust Course": what a school of courses online gave is its course.)
    (isOnlineProvider(institution) ? rest.find((p) => p !== schoolPart) : undefined) ??
    "";
  let fieldOfStudy = rest.find((p) => p !== schoolPart && p !== degreePart) ?? "";
  // "Deccan Institute of Technology   2020 – 2024" over indented "Computer Science and Engineering" / "B.Tech":
  // a short line naming a degree among the first lines under the school is the degree, a short line before
  // it the field.
  if (!degreePart) {
    // A longer line that opens with its degree ("B.S., Engineering and Applied Science, concentration in …")
    // gives the degree and its field, up to the next comma.
    const at = details
      .slice(0, 3)
      .findIndex(
        (text) =>
          (DEGREE_WORDS.test(text) && text.split(/\s+/).length <= 8) ||
          (opensWithDegree(text) && (!/[.!?]$/.test(text) || DEGREE_WITH_FIELDS.test(text))),
      );
    if (at >= 0) {
      const line = details[at]!;
      degreePart = line.split(/\s+/).length <= 8 ? line : (/^(.+?,[^,]+)/.exec(line)?.[1] ?? line);
      const before = at > 0 ? details[at - 1]! : "";
      const fieldBefore = !fieldOfStudy && before && !/[.!?]$/.test(before) && before.split(/\s+/).length <= 6;
      if (fieldBefore) fieldOfStudy = before;
      details = details.filter((_, i) => i !== at && !(fieldBefore && i === at - 1));
    }
  }
  // "B.S. Computer Science, GPA 3.7/4.0", "Bachelor of Commerce – CGPA: 8.4/10": a grade after the degree is a
  // detail.
  const trailingGrade = TRAILING_GRADE.exec(degreePart);
  if (trailingGrade) {
    degreePart = degreePart.slice(0, trailingGrade.index).trim();
    details = [trailingGrade[1]!, ...details];
  }
  // "M.Sc. Data Science (Distinction)", "BA (Hons) English Literature, 2:1": the class of the degree after it, in
  // brackets or after a comma, is a detail.
  const honour = /^(.+?)(?:\s*\(([^()]+)\)|,\s*([^,()]+))$/.exec(degreePart);
  const honourText = (honour?.[2] ?? honour?.[3])?.trim();
  if (honourText && HONOURS.test(honourText)) {
    degreePart = honour![1]!;
    details = [honourText, ...details];
  }
  let degree = degreePart;
  // "Bachelor of Science in Computer Science" or "Bachelor of Commerce: Accounting": the field follows.
  // "Bachelor of Business Administration, Supply Chain Management", "MBA - Finance": a field after a comma or a
  // dash too (not a grade, a school or an honour).
  const isField = (text: string) => !namesDegree(text) && !namesSchool(text) && !HONOURS.test(text);
  const separated = /^(.+?)(?:,|\s+[-–—])\s+(\p{L}[^\d]*)$/u.exec(degreePart);
  const fieldAfterSeparator = separated && namesDegree(separated[1]!) && isField(separated[2]!) ? separated : null;
  // "B.S. Computer Science", "MBA Finance": a degree's initials, then its field in capitals.
  const initials = DEGREE_INITIALS.exec(degreePart);
  const fieldAfterInitials = initials && isField(initials[2]!) ? initials : null;
  // "Bachelor of Science - BS, Computer Science": a profile export's degree, its initials after a dash, then the field.
  const initialsThenField = /^(.+?\s[-–]\s\p{Lu}[\p{L}.]{0,7}),\s+(\p{L}[^\d]*)$/u.exec(degreePart);
  const fieldAfterComma =
    initialsThenField && namesDegree(initialsThenField[1]!) && isField(initialsThenField[2]!)
      ? initialsThenField
      : null;
  const inDegree =
    fieldAfterComma ?? /^(.+?)(?:\s+in\s+|:\s+)(.+)$/i.exec(degreePart) ?? fieldAfterSeparator ?? fieldAfterInitials;
  // ("Computer Science, BSc": or the field first, the degree after the comma.)
  const fieldFirst =
    separated && !inDegree && isField(separated[1]!) && opensWithDegree(separated[2]!) ? separated : null;
  if (inDegree && !fieldOfStudy) {
    // ("Bachelor of Commerce (Hons), Major in Finance": the word that says the field follows is neither.)
    degree = inDegree[1]!.replace(
      /,?\s+(?:with\s+an?\s+)?(?:major(?:ing)?|concentration|speciali[sz](?:ation|ing))$/i,
      "",
    );
    fieldOfStudy = inDegree[2]!;
  } else if (fieldFirst && !fieldOfStudy) {
    degree = fieldFirst[2]!;
    fieldOfStudy = fieldFirst[1]!;
  }
  // "Ph.D/Doctorate (english literature)", "Bachelor of Commerce (Accounting)": the field in brackets after the
  // degree (not "BA (Hons)", "(EE)", "(Part-time)", a grade).
  const bracketedField = /^(.+?)\s*\(([^()]+)\)$/.exec(degree);
  const inBrackets = bracketedField ? bracketedField[2]!.trim() : "";
  // (A word alone only after a degree's name alone: "Master of Science Mechanical Engineering (Maschinenbau)" names
  // its field before the brackets.)
  const namesField =
    /\s/.test(inBrackets) ||
    (/^\p{Lu}\p{Ll}{4,}$/u.test(inBrackets) &&
      bracketedField![1]!.split(/\s+/).length <= 4 &&
      !/^hon(?:ou?rs|s)$/i.test(inBrackets) &&
      !WORK_ARRANGEMENT.test(inBrackets));
  if (bracketedField && !fieldOfStudy && namesField && isField(inBrackets)) {
    degree = bracketedField[1]!;
    fieldOfStudy = bracketedField[2]!;
  }
  // ("MSc Data Science, Distinction": the class of the degree after its field is a detail.)
  const honourAfterField = /^(.+?),\s*([^,]+)$/.exec(fieldOfStudy);
  if (honourAfterField && HONOURS.test(honourAfterField[2]!.trim()) && openBrackets(honourAfterField[1]!) === 0) {
    fieldOfStudy = honourAfterField[1]!;
    details = [honourAfterField[2]!.trim(), ...details];
  }
  // (The labelled lines under the school give what the header did not: "Specialty: Applied Physics" is the field
  // unless the degree named its own, "master's degree in Applied Chemistry".)
  const fieldFromBelow = !fieldOfStudy && !!fieldBelow;
  if (fieldFromBelow) fieldOfStudy = fieldBelow;
  const degreeFromBelow = degreePart === degreeBelow && !labelledDegree;
  const consumed = (text: string) =>
    text
      .split(LABELLED_PARTS_APART)
      .every((p) => (DEGREE_LABEL.test(p) && degreeFromBelow) || (FIELD_LABEL.test(p) && fieldFromBelow));
  details = details.filter((text) => !labelledBelow.includes(text) || !consumed(text));
  return {
    // ("The Lakeshore School of Arts and" / "…(joint degree) in History": a name cut on "and" before a second
    // school ends without it.)
    // ("Cornell University (online)": how it was studied is no part of the name.)
    institution: institution
      .replace(/\s*\((?:online|distance(?: learning)?|remote|virtual)\)/i, "")
      .trim()
      .replace(/\s+(?:and|&)$/i, ""),
    degree: degree.trim(),
    // (A page's number under the school, "1", is no field.)
    // ("Studied Computer Science at Northgate University": the verb is no part of the field.)
    fieldOfStudy: fieldOfStudy
      .trim()
      .replace(/^\d+$/, "")
      .replace(/^(?:studied|studying|majored in|majoring in)\s+(?=\p{Lu})/iu, ""),
    startDate: normaliseDate(block.dates?.start),
    endDate: normaliseDate(block.dates?.end ?? block.singleDate ?? trailingDate?.[1] ?? yearPart?.[1]),
    details: [...gradesInBrackets, ...details],
  };
}

const splitList = (text: string) =>
  text
    .split(/\s*[,;|]\s*/)
    .map((t) => t.trim())
    .filter(Boolean);

/**
 * The tools a project's header names after its name: "Farm Price Tracker — React Native, Firebase" (a list of two or
 * more, half of them skills we know), or the chips after a label ("Skills: Go", "Raft", "gRPC"); with the header
 * parts that hold them.
 */
function toolsInHeader(rest: string[]): { tools: string[]; parts: string[] } {
  const labelled = rest.findIndex((part) => TOOLS_LABEL.test(part));
  if (labelled >= 0) {
    // (Chips of a word or three each, up to the description's sentence.)
    const after = rest.slice(labelled + 1);
    const end = after.findIndex((part) => part.split(/\s+/).length > 3 || /[.!?]$/.test(part));
    const run = end < 0 ? after : after.slice(0, end);
    const parts = [rest[labelled]!, ...run];
    return { tools: [rest[labelled]!.replace(TOOLS_LABEL, ""), ...run].flatMap(splitList), parts };
  }
  const listed = rest.find((part) => {
    const items = splitList(part);
    return items.length >= 2 && items.filter((item) => lookupSkill(item)).length * 2 >= items.length;
  });
  return listed ? { tools: splitList(listed), parts: [listed] } : { tools: [], parts: [] };
}

export function toProject(block: EntryBlock): Project {
  const [name = "", ...rest] = block.headerParts;
  const body = block.body.map((b) => b.text);
  const toolsLine = body.find((text) => TOOLS_LABEL.test(text));
  // (When no line of the body says them.)
  const header = toolsLine ? { tools: [], parts: [] } : toolsInHeader(rest);
  const description = [
    ...rest.filter((p) => !isTitle(p) && !header.parts.includes(p)),
    ...body.filter((text) => text !== toolsLine),
  ].join(" ");
  const technologies = toolsLine ? splitList(toolsLine.replace(TOOLS_LABEL, "")) : header.tools;
  // ("Budget Buddy (2022)": the brackets its date was read from go with it; "Project: Payments Hub": its label.)
  return {
    name: name.replace(/\s*\(\s*\)/g, "").replace(PROJECT_NAME_LABEL, ""),
    description,
    technologies,
    link: block.urls[0] ?? "",
  };
}

/** "Certificate “Kubernetes Administration” in March 2019": a certificate's line opens so. */
const CERTIFICATE_LINE = /^certifi(?:cate|cation)\b\s*(?:of\s+|in\s+|for\s+|:\s*)?/i;

/**
 * An entry of the education section that is a certificate earned, no school's: its header opens with
 * "Certificate" and nothing in it names a school or another degree ("Certificate in Nursing, Humber College" stays
 * a school's). Its name is the quoted one, or the rest of the line, without the date after "in".
 */
export function certificateInEducation(block: EntryBlock): Certification | null {
  const [first = ""] = block.headerParts;
  // (A bachelor's line read into it keeps it a school's entry.)
  const text = [...block.headerParts, ...block.body.map((b) => b.text)].join("\n");
  if (!CERTIFICATE_LINE.test(first) || holdsSchoolWord(text) || DEGREE_WORDS.test(text.replace(/certifi\w*/gi, "")))
    return null;
  const name = (QUOTED.exec(first)?.[1] ?? first.replace(CERTIFICATE_LINE, "")).replace(/\s+in\s*$/i, "").trim();
  return /^[\p{L}\p{N}]/u.test(name)
    ? { name, issuingOrganization: "", dateObtained: normaliseDate(block.singleDate ?? block.dates?.start) }
    : null;
}

/** "– Associate", "Professional": a certification's level, set apart after its name as if a part of its own. */
const CERTIFICATION_LEVEL =
  /^(?:associate|professional|specialty|foundation(?:al)?|practitioner|expert|fundamentals|level\s+\d|part\s+\d)$/i;

/** Who issues certifications: bodies by their kind of name, and the vendors and schools online most resumes name. */
const ISSUER =
  /\b(?:institute|association|council|board|society|academy|alliance|foundation|university|college)\b|^(?:aws|amazon web services|microsoft|google|cisco|oracle|comptia|salesforce|hubspot(?: academy)?|ibm|meta|scrum\.org|pmi|isaca|isc2|\(isc\)²|red hat|linkedin learning|pluralsight|datacamp)$/i;

export function toCertification(block: EntryBlock): Certification {
  // ("AWS Certified Solutions Architect – Associate (2022)": the brackets its date left, and its level, no issuer.)
  let parts = block.headerParts.map((part) => part.replace(/\s*\(\s*\)/g, "").trim()).filter(Boolean);
  if (parts.length >= 2 && CERTIFICATION_LEVEL.test(parts[1]!))
    parts = [`${parts[0]} – ${parts[1]}`, ...parts.slice(2)];
  // ("PMP, Project Management Institute", "… Certificate, Coursera": the issuer after the name's last comma.)
  const issuerAfterComma = parts.length === 1 ? /^(.+),\s*([^,]+)$/.exec(parts[0]!) : null;
  const issuer = issuerAfterComma?.[2]?.trim() ?? "";
  // (A name of a few words, no sentence: "Orbix, Network basics course. Ports and cables." names the issuer first.)
  const issuerLike = issuer !== "" && issuer.split(/\s+/).length <= 6 && !/[.!?]\s/.test(issuer);
  if (issuerLike && (ISSUER.test(issuer) || isOnlineProvider(issuer) || COMPANY_WORDS.test(issuer)))
    parts = [issuerAfterComma![1]!, issuer];
  const [name = "", issuingOrganization = ""] = parts;
  return { name, issuingOrganization, dateObtained: normaliseDate(block.singleDate ?? block.dates?.start) };
}
