// The words that tell a role's parts apart: job-title words and the head words of O*NET and ESCO titles,
// company, school and degree words. Shared by the entry fields, the places (a city never holds them), the
// name finder and the ATS view.
import titleWords from "../../data/title-words.json" with { type: "json" };
import { rememberedFor } from "../memo.ts";
import { BULLET_PREFIX } from "./normalise-text.ts";

const TITLE_WORDS =
  /\b(engineer|developer|dev|manager|designer|analyst|director|lead|consultant|intern|internship|specialist|coordinator|scientist|architect|officer|assistant|associate|administrator|head|vp|vice president|president|founder|co-founder|teacher|nurse|accountant|technician|representative|executive|advisor|adviser|writer|editor|researcher|programmer|supervisor|owner|partner|strategist|recruiter|instructor|tutor|clerk|agent|operator|chef|marketer|producer|student|fellow|trainee|apprentice|member|volunteer|principal|staff|cto|ceo|cfo|coo)s?\b/i;
/** Head words of O*NET and ESCO job titles (scripts/derive-title-words.ts): "Barista", "Paralegal". */
const TITLE_HEADS = new Set<string>(titleWords);

/** Common job-title words in French, Spanish, Portuguese and German ("Chargée", "Ingeniero", "Entwicklerin"). */
const OTHER_LANGUAGE_TITLE_WORDS =
  /(?<!\p{L})(?:charg[ée]e?|assistante?|responsable|directeur|directrice|ing[ée]nieure?|d[ée]veloppeu(?:r|se)|chef|consultante?|analyste|technicien(?:ne)?|gestionnaire|coordinat(?:eur|rice)|stagiaire|alternante?|conseill(?:er|[èe]re)|vendeu(?:r|se)|infirmi(?:er|[èe]re)|professeure?|enseignante?|jefe|jefa|(?:sub)?gerente|(?:sub)?directora?|asesor(?:a)?|cajer[oa]|encargad[oa]|auxiliar|ejecutiv[oa]|representante|administrador(?:a)?|contador(?:a)?|dise[ñn]ador(?:a)?|dependiente|recepcionista|operari[oa]|abogad[oa]|farmac[ée]utic[oa]|atendente|ingenier[oa]|analista|desarrollador(?:a)?|asistente|t[ée]cnic[oa]|coordinador(?:a)?|enfermer[oa]|profesor(?:a)?|vendedor(?:a)?|consultor(?:a)?|becari[oa]|estagi[áa]ri[oa]|engenheir[oa]|desenvolvedor(?:a)?|leiterin|(?:projekt|team|abteilungs)leiter(?:in)?|ingenieur(?:in)?|entwickler(?:in)?|berater(?:in)?|assistent(?:in)?|referent(?:in)?|sachbearbeiter(?:in)?|gesch[äa]ftsf[üu]hrer(?:in)?|werkstudent(?:in)?|praktikant(?:in)?|lehrerin)(?:es|s)?(?!\p{L})/iu;

/** A title word of a language that names the field after it: "Responsable (Marketing Digital)", "Analista (de QA)". */
export function isOtherLanguageTitleWord(word: string): boolean {
  return OTHER_LANGUAGE_TITLE_WORDS.test(word);
}

/** A common job-title word anywhere: "Manager", "Engineer" (not the O*NET heads, which include surnames). */
export const hasTitleWord = rememberedFor(
  (text: string): boolean => TITLE_WORDS.test(text) || OTHER_LANGUAGE_TITLE_WORDS.test(text),
);

/** A job title: a common title word anywhere, or a known title's head word at the end. (Kept by text.) */
export const isTitle = rememberedFor(titleOf);

function titleOf(part: string): boolean {
  if (hasTitleWord(part)) return true;
  const words = part.toLowerCase().match(/\p{L}[\p{L}'-]*/gu);
  const last = words?.at(-1);
  // "Audit Senior", "Tax Semi-Senior", "Analista de QA Sênior": a grade after its field names the job (as
  // British firms and Brazilian ones write it).
  if (words && words.length >= 2 && /^(?:semi-)?s[eê]nior$/.test(last!)) return true;
  return last !== undefined && TITLE_HEADS.has(last);
}

// ("S.A.", "B.V.": written with full stops too, but not the end of "U.S.A.".)
const LEGAL_FORM_WORDS =
  "inc|llc|llp|ltd|limited|pvt|pte|pty|gmbh|corp|corporation|company|co|ag|plc|sa|bv|sarl|srl|ltda|nv|kg|sp\\. z o\\.o|s\\.r\\.o|s\\.p\\.a|oy|kft|pjsc|fze|fzco|wll|bhd|(?<!\\.)(?:s\\.a|s\\.l|s\\.r\\.l|b\\.v|n\\.v)";
/** A legal form in a name ("Infosys Limited"): surer of an employer than a kind ("… Systems Engineer"). */
// ("Co-founder": no legal form before a hyphen and a word.)
export const LEGAL_FORM_WORD = new RegExp(`\\b(?:${LEGAL_FORM_WORDS})\\b(?!-[a-z])\\.?`, "i");
/** The small words inside a name, a school's, an employer's or a person's: "Department of Education", "Hotel Mirador
 * del Sol", "Power & Data", "Universidad de la Costa". */
export const NAME_LINK_WORDS =
  /^(?:de|del|della|la|le|les|du|des|da|di|do|dos|van|von|der|den|y|e|of|and|&|the|for|at|für|und)$/;
export const COMPANY_WORDS = new RegExp(
  `\\b(?:${LEGAL_FORM_WORDS}|group|technologies|solutions|labs|systems|bank|agency|studio|partners|associates|university|hospital|foundation)\\b(?!-[a-z])\\.?`,
  "i",
);
export const SCHOOL_WORDS =
  /(?<!\p{L})(university|college|collegiate|cégep|cegep|school|institute|institut|institutions?|academy|polytechnic|polytechnique|universidad|universidade|università|universität|université|hochschule|fachhochschule|école|escuela|lycée|gymnasium|universitas|universiti|universiteit|universitet|uniwersytet|univerzita|univerzitet|universitatea|üniversitesi|üniversite|politecnico|politécnico|politechnika|instituto|istituto|faculdade|facultad|escola|hogeschool|högskola|høgskole|akademia|akademie|sekolah|daigaku|conservatory|seminary|educational\s+cent(?:er|re)|tafe|iit|nit|iim|vidyalaya|mahavidyalaya|vidyapeeth|vidyapith|board\s+of\s+(?:\p{L}+\s+){0,2}education|(?:state|central)\s+board|cbse|icse)(?!\p{L})/iu;
export const DEGREE_WORDS =
  /\b(bachelor|bachelors|master|masters|b\.?\s?sc?\.?|m\.?\s?sc?\.?|b\.?a\.?|m\.?a\.?|ph\.?d|doctor|doctorate|mba|associate(?:'s)? degree|associate of (?:applied )?(?:arts|sciences?)|diploma|certificate|licen[cs]e|a\.?a\.?s?|b\.?eng|m\.?eng|bs|ms|ba|ma|high school|ged|degree|bsn|msn|dnp|bba|b[.\-\s]?com|m[.\-\s]?com|b\.?ed|m\.?ed|llb|llm|jd|md|pharmd|b[.\-\s]?tech|m[.\-\s]?tech|b\.?e\.?|m\.?e\.?|bfa|mfa|b\.?des|m\.?des|b\.?arch|m\.arch|bsw|msw|mph|mpa|pgce|pgdip|pgdbm|pgdm|hnd|hnc|nvq|btec|a-levels?|gcses?|abitur|baccalaur[ée]at|grado|licenciatura|bacharelado|mestrado|doutorado|residency|bca|mca|hsc|ssc|sslc|matriculation|10th|12th|mbchb|mbbs|bds|dds|dmd|dvm|mphil|dphil|edd|psyd|bpharm|barch|bsw|msw|mpp|mha|laurea|diplom|in[żz]ynier|magister|licencjat|licenciad[oa]|dut|bts|class\s+(?:x|xii|10|12)(?:th)?|waec|wassce|ssce|neco|kcse|kcpe|matric|intermediate(?=\s*\((?:mpc|bipc|mec|cec|hec)\))|ulpan|(?:ing|mgr|bc)(?=\.))\b/i;

/** The words that name a course: "Evening program for …", "Full Stack Web Development course", "QA bootcamp". */
const COURSE_WORDS = "courses?|program(?:me)?|bootcamp";
/** A course named anywhere in a part: "Special program for engineers retraining …", whose school may follow it. */
export const NAMES_COURSE = new RegExp(`\\b(?:${COURSE_WORDS})\\b`, "i");
/** A course named by what it teaches, its word last: "Full Stack Web Development course". */
export const COURSE_END = new RegExp(`\\s(?:${COURSE_WORDS})$`, "i");

// "High School" names a school as often as a diploma ("Palm Creek State High School", "High School Diploma").
const HIGH_SCHOOL = /\bhigh school\b/gi;

/** A degree named beyond "High School": "Bachelor of Science", "PGCE", "Diploma". */
export function namesDegree(text: string): boolean {
  return DEGREE_WORDS.test(text.replace(HIGH_SCHOOL, ""));
}

/** A line that starts with its degree: "Bachelor of Science …", "B.S., Engineering …". */
export function opensWithDegree(text: string): boolean {
  return DEGREE_WORDS.exec(text)?.index === 0;
}

/** Universities known by their initials, written so ("UC Berkeley", "MIT", "NYU"): capitals only, as written. */
const SCHOOL_INITIALS =
  /(?<!\p{L})(?:UC|MIT|UCLA|UCSD|UCSB|NYU|USC|CMU|LSE|UCL|NUS|NTU|KAIST|ETH|EPFL|HKUST|KTH|CUNY|SUNY|UNSW|UBC|RMIT)(?!\p{L})/u;

/**
 * Schools of courses online, by their names as written: "Coursera", "Udemy", "Stepik". (A course's provider is
 * its school: people list their courses under Education.)
 */
const COURSE_PROVIDERS =
  /(?<!\p{L})(?:Coursera|Udemy|edX|Udacity|Stepik|Pluralsight|Codecademy|DataCamp|freeCodeCamp|Khan Academy|LinkedIn Learning|Skillbox|GeekBrains|Hexlet|Netology|Yandex\.?\s?Practicum|Practicum by Yandex|HackerRank|Skillshare|MasterClass|FutureLearn|OpenClassrooms|Treehouse|Frontend Masters|Egghead)(?!\p{L})/u;

/** A school named beyond "High School": "University of Eastfield", "Institute of TAFE". */
export function namesSchool(text: string): boolean {
  return SCHOOL_WORDS.test(text.replace(HIGH_SCHOOL, "")) || SCHOOL_INITIALS.test(text) || COURSE_PROVIDERS.test(text);
}

/** A course provider's name as written: up to four capitalised words, "by" among them ("Practicum by Yandex"). */
export const PROVIDER = "\\p{Lu}[^\\s:]*(?:\\s+(?:by\\s+)?\\p{Lu}[^\\s:]*){0,3}";
const PROVIDER_COLON = new RegExp(`^(${PROVIDER}):\\s+(\\S.*?)\\.?$`, "u");

/** A name that is a school we know, and not a form's label ("Institute: Great Lakes College", "University: …"). */
export const isProvider = (name: string) => namesSchool(name) && SCHOOL_WORDS.exec(name)?.[0] !== name;

/** A school of courses online named alone: "Coursera", "Udemy". */
const ONLINE_PROVIDER = new RegExp(`^(?:${COURSE_PROVIDERS.source})$`, "u");
export const isOnlineProvider = (name: string) => ONLINE_PROVIDER.test(name.trim());

/**
 * "Coursera: Machine Learning", "Practicum by Yandex: Web Testing": a school we know, a colon, the course; or a
 * school of courses online set apart before or after the course: "Machine Learning, Coursera", "Deep Learning
 * (Coursera)", "Udemy — The Complete Rust Course".
 */
export function providerCourse(text: string): { provider: string; course: string } | null {
  const trimmed = text.trim().replace(/\.$/, "");
  const found = PROVIDER_COLON.exec(trimmed);
  if (found && isProvider(found[1]!)) return { provider: found[1]!, course: found[2]! };
  const after = /^(\S.*?)(?:,\s*|\s+[-–—|]\s+|\s+(?:at|on)\s+|\s*\()([^,()]+?)\)?$/u.exec(trimmed);
  if (after && isOnlineProvider(after[2]!)) return { provider: after[2]!, course: after[1]! };
  const before = /^([^,]+?)(?:,\s*|\s+[-–—|]\s+)(\S.*)$/u.exec(trimmed);
  return before && isOnlineProvider(before[1]!) ? { provider: before[1]!, course: before[2]! } : null;
}

/** A school's name with no degree in it: "Humber Polytechnic". */
export const namesSchoolOnly = (text: string) => namesSchool(text) && !namesDegree(text);

/** A degree with no school in it: "Bachelor of Arts, Political Science". */
export const namesDegreeOnly = (text: string) => namesDegree(text) && !namesSchool(text);

/** A school's word anywhere, "High School" too, or a university's initials. */
export function holdsSchoolWord(text: string): boolean {
  return SCHOOL_WORDS.test(text) || SCHOOL_INITIALS.test(text);
}

/** A title, or a phrase holding a title's word: "Night Auditor (Seasonal)", "A-Grade Licensed Electrician". */
export const holdsTitle = rememberedFor(
  (text: string): boolean =>
    isTitle(text) || text.split(/\s+/).some((word) => isTitleWord(word.replace(/[^\p{L}'-]/gu, ""))),
);

/** The words of a department or a line of business, as a title names it after a dash ("Finance & Accounts"). */
const DEPARTMENT_WORDS = new Set(
  (
    "finance financial accounts accounting sales marketing operations hr human resources it engineering quality " +
    "production maintenance procurement purchasing logistics supply chain projects project business development " +
    "customer service support administration admin legal compliance risk audit tax taxation treasury payroll " +
    "research r&d design product strategy digital analytics data technology infrastructure security facilities " +
    "training recruitment talent acquisition learning corporate retail commercial credit banking investments " +
    "communications public relations e-commerce ecommerce content brand growth partnerships planning mid-market " +
    "payments platform platforms " +
    "enterprise smb emea apac americas regional national international global assurance advisory " +
    // Medicine's departments: "Resident Physician, Internal Medicine", "Staff Nurse – Emergency Department".
    "internal medicine emergency department surgery pediatrics paediatrics cardiology oncology radiology " +
    "neurology psychiatry anesthesiology anaesthesia obstetrics gynecology intensive care icu critical " +
    "and & of"
  ).split(" "),
);

/** "Finance & Accounts", "Data & Analytics", "EMEA": a department or market, no employer. */
export function isDepartment(text: string): boolean {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return (
    words.length > 0 && words.length <= 5 && words.every((word) => DEPARTMENT_WORDS.has(word.replace(/[,/]$/, "")))
  );
}

/** How many words at the start of `words` (after a dash, if one leads) name a department: "Internal Medicine", "– Finance & Accounts". */
export function departmentRun(words: string[]): number {
  const start = /^[-–—]$/.test(words[0] ?? "") ? 1 : 0;
  let end = start;
  while (end < words.length && end - start < 4 && isDepartment(words[end]!)) end++;
  return end > start ? end : 0;
}

/** One word of a title: "Analyst", "Barista". */
export function isTitleWord(word: string): boolean {
  return hasTitleWord(word) || TITLE_HEADS.has(word.toLowerCase().replace(/[^a-z'-]/g, ""));
}

// Labels that name an entry's fields, as forms and Europass CVs write them ("Position held:", "Name and address
// of employer:", "Title of qualification awarded:"). Shared by the entry splitter and the entry fields.
export const TITLE_LABEL =
  /^(?:(?:job\s+)?(?:title|designation|role|position(?:\s+held)?)|occupation(?:\s+or\s+position\s+held)?)\s*[:\-–]\s*/i;
export const COMPANY_LABEL =
  /^(?:(?:name\s+(?:and\s+address\s+)?of\s+(?:the\s+)?)?employer|company|organi[sz]ation|client|firm)\s*(?:name)?\s*[:\-–]\s*/i;
export const SCHOOL_LABEL =
  /^(?:institut(?:e|ion)|(?:board\s*\/\s*)?university|college|school|name\s+(?:and\s+type\s+)?of\s+(?:the\s+)?organi[sz]ation\s+providing\s+education(?:\s+and\s+training)?)\s*:\s*/i;
/**
 * "UG: ", "PG - ", "Post-graduation: ", "High school: ": a job portal's label of a degree's level (or a school's), before
 * the degree or the school.
 */
export const DEGREE_LEVEL_LABEL =
  /^(?:UG|PG|graduation|post[- ]graduation|schooling|degree|high school|(?:secondary|higher) education)\s*[:\-–]\s*/i;
/** "PG: Not Pursuing Post Graduation", "Doctorate: Not pursuing": a job portal's line for a level of degree not taken. */
export const DEGREE_NOT_PURSUED = /^(?:(?:UG|PG|doctorate|(?:post[- ])?graduation)\s*[:\-–]\s*)?not\s+pursuing\b/i;
/** "Specialty: Applied Physics", "Major: Economics", "Faculty: …": the label of what was studied. */
export const FIELD_LABEL =
  /^(?:specialty|speciality|speciali[sz]ation|major|field(?:\s+of\s+study)?|faculty|department|profession)\s*:\s*/i;
export const DEGREE_LABEL = /^(?:degree|qualification|course|title\s+of\s+qualification(?:\s+awarded)?)\s*:\s*/i;
/**
 * The label before a list of tools, a project's or a role's: "Technologies: …", "Tech: Go", "Used: HTML, CSS",
 * "Technologies used: …", "Tech scope and tools: …".
 */
const TOOLS_WORDS =
  "(?:skills|used(?: stack)?|tools(?: used| summary)?|technologies(?: used)?|tech(?:nolog(?:y|ies))?(?: stack| scope)?(?: and tools)?|stack(?: and technologies)?|built with|environment|worked with)\\s*:\\s*";
/** The words that name a grade: "GPA 3.8/4.0", "CGPA: 8.2", "Grade: A", "Percentage 85%". */
export const GRADE_WORDS = "c?g\\.?p\\.?a|grade|score|percentage";
/** What a grade in brackets holds: a grade's word and its points ("GPA 3.8/4.0"), or a percentage ("68%"). */
export const GRADE_IN_BRACKETS_TEXT = `(?:${GRADE_WORDS})\\b[^()]*|\\d{1,3}(?:\\.\\d+)?\\s*%`;
/** A job's terms alone, as a profile export sets them beside the employer: "Lumenfield · Full-time". */
export const EMPLOYMENT_TYPE =
  /^(?:full[- ]time|part[- ]time|contract|freelance|internship|self[- ]employed|permanent|temporary|seasonal|apprenticeship)$/i;
/** Those, or "technologies", "tools", "stack" with a word or two before: "Main stack: …", "Process technologies: …". */
export const TOOLS_LABEL = new RegExp(
  `^(?:${TOOLS_WORDS}|(?:[\\p{L}-]+\\s+){1,2}(?:technologies|tools|stack)\\s*:\\s*)`,
  "iu",
);
/**
 * A label of a few words and its text on one line: "Main project: …", "Databases:  MariaDB, Redis" (the header's own
 * labels are asked first where they matter).
 */
export const LABEL_BEFORE_TEXT = /^(\p{Lu}[\p{L} /&-]{1,28}):\s+(?=\S)/u;
/** The same label after a sentence of the role's line: "Rebuilt the billing service. Stack: Go, Redis". */
export const TOOLS_LABEL_AFTER_SENTENCE = new RegExp(`(?<=[.!;]\\s+)${TOOLS_WORDS}`, "i");
/**
 * "Working as …", "Currently working with …", "Previously worked for …": the verb that opens a role told as a
 * sentence, up to the link word after it.
 */
const ROLE_SENTENCE_VERB =
  /^(?:(?:currently|presently|previously|formerly)\s+)?(?:working|worked|employed|serving|served)\s+(?=(?:as|at|in|with|for)\s)/i;
/**
 * A role told as a sentence, its title and employer as the link words say: "Working as Data Analyst in Lumen
 * Health since 2019." -> ["Data Analyst", "Lumen Health since 2019."]; "Worked with Lumen Health as a Data Analyst"
 * the same way round; a bullet's glyph before it is none of it; null for no such sentence.
 */
export function roleSentence(text: string): [title: string, employer: string] | null {
  // (A bulleted list of roles told so: "• Worked with …".)
  const sentence = text.replace(BULLET_PREFIX, "").trim();
  const told = sentence.replace(ROLE_SENTENCE_VERB, "");
  if (told === sentence) return null;
  const titleFirst = /^as\s+(?:an?\s+)?(.+?)\s+(?:at|in|with|for)\s+(\p{Lu}.*)$/u.exec(told);
  if (titleFirst) return [titleFirst[1]!, titleFirst[2]!];
  const employerFirst = /^(?:at|in|with|for)\s+(\p{Lu}.*?)\s+as\s+(?:an?\s+)?(.+)$/u.exec(told);
  return employerFirst ? [employerFirst[2]!, employerFirst[1]!] : null;
}
/** A label of a part of a role, over its lines: "Key Achievements:", "Responsibilities", "Job description:". */
export const ROLE_SUB_LABEL =
  /^(?:(?:key\s+)?(?:highlights|responsibilities|duties|tasks|accomplishments|achievements)|roles?\s*(?:&|and)\s*responsibilities|job\s+(?:duties|description)|description)\s*:?$/i;
/** A job portal's label of a school's year: "Year of Passing: 2017", "Passing Year: 2019", "Year: 2014". */
const YEAR_LABEL_WORDS = "year(?:\\s+of\\s+(?:passing|completion|graduation))?|(?:passing|completion)\\s+year";
/** Words that say what the date after them is: "Graduated June 2018", "Expected May 2025", "Year of Passing". */
export const DATE_WORDS = `graduated|graduation|expected|completed|awarded|conferred|class of|dates?|${YEAR_LABEL_WORDS}`;
/**
 * The labels of a role's or a school's dates: "Dates", "Period", "Duration", "Tenure", "From - To"; or the name an
 * icon font's calendar glyph leaves before them ("Calendar Jun 2021 – Present", a PDF pasted into Word).
 */
const DATES_LABEL_WORDS = "dates?|period|duration|tenure|from\\s*[-–]\\s*to|calendar(?:-alt)?";
/** A label left alone once its dates were read: "Dates:", "Period:", "Graduated". */
export const DATE_LABEL = new RegExp(`^(?:${DATES_LABEL_WORDS}|${DATE_WORDS})\\s*:?\\s*$`, "i");
/** A dates label and its colon opening a line: "Period:", "Year of Passing:". */
export const DATES_LABEL_COLON = new RegExp(`^(?:${DATES_LABEL_WORDS}|${YEAR_LABEL_WORDS})\\s*:`, "i");
/**
 * Such a label opening a line, before the dates it labels: "Period: ", "Dates - ", "Duration : ", "Calendar "; a
 * year's label only with its colon ("Year 5 Teacher   2019 – Present" opens with no label).
 */
export const DATES_LABELLED = new RegExp(
  `^\\s*(?:(?:${DATES_LABEL_WORDS})(?:\\s*[:–-]\\s*|\\s+)|(?:${YEAR_LABEL_WORDS})\\s*:\\s*)`,
  "i",
);

// Legal forms that end in a full stop, here and abroad: "Inc.", "S.A.", "Sp. z o.o.", "s.r.o.", "B.V.", "S.p.A.".
const LEGAL_FORMS =
  "(?:sp\\.\\s+z\\s+)?(?:inc|ltd|pte|co|corp|llc|fz-llc|fze|fzco|pjsc|psc|wll|llp|plc|pty|pvt|gmbh|bhd|kft|ltda|s\\.a|s\\.a\\.s|s\\.l|s\\.r\\.l|s\\.p\\.a|o\\.o|s\\.r\\.o|c\\.v|a\\.s|b\\.v|n\\.v|e\\.v|k\\.k|jr|sr)";
/** Legal forms ending a name: ", Inc.", " Sp. z o.o.", " Co., Ltd.", " S.A. de C.V.". */
export const LEGAL_FORM_TAIL = new RegExp(`(?:,?\\s+(?:de\\s+)?${LEGAL_FORMS}\\.)+$`, "i");
/** A legal form with its full stop anywhere in a text: "Hollis & Crane, Inc. - Oakland". */
export const LEGAL_FORM_IN_TEXT = new RegExp(`(?<=\\s)${LEGAL_FORMS}\\.(?=[\\s,]|$)`, "gi");
/** A legal form on its own: "Ltd", "S.A.". */
export const LEGAL_FORM_ALONE = new RegExp(`^${LEGAL_FORMS}\\.?$`, "i");

/** "Fixed bugs in …", "Responsible for payroll": a statement of what the person did, its verb first. */
export const STATEMENT_START =
  /^(?:\p{Lu}\p{Ll}{2,}ed|Responsible|Worked|Helped|Assisted|Led|Built|Ran|Made|Wrote|Taught|Sold|Won|Grew|Cut|Oversaw|Kept|Held|Drove|Brought|Spent|Began|Took|Gave|Became|Met)\s+\p{Ll}/u;

/** "Fixing bugs.", "Tested the portal": what was done, in the past or as it goes on, opening a short line. */
export const opensWithDeed = (text: string) =>
  STATEMENT_START.test(text) || /^\p{Lu}\p{Ll}{2,}ing\s+\p{Ll}/u.test(text);
