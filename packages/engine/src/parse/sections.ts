// Step 4: section headings. A line is a heading when it is short and matches the alias table (after
// dropping a trailing colon and letter spacing), or when it is short, set apart by size or capitals and
// standing alone. Each heading maps to a canonical kind; a heading whose words name none, set as the named ones
// are, takes the kind its lines show (section-by-content.ts).
import { rememberedFor } from "../memo.ts";
import type { ResumeSection, SectionKind, TextLine } from "../types.ts";
import { DATE_RANGE, findDateRange, holdsYear } from "./dates.ts";
import { BULLET_PREFIX, withoutAccents } from "./normalise-text.ts";
import { isPlace } from "./places.ts";
import {
  COMPANY_WORDS,
  holdsTitle,
  isTitle,
  isTitleWord,
  namesDegree,
  namesSchool,
  ROLE_SUB_LABEL,
} from "./role-words.ts";
import { listsSkills, unnamedHeadings } from "./section-by-content.ts";

/**
 * "Employment Details", "Educational Details", "Project Details", "Academic Information": a heading's word, then
 * "details" (as job portals and many Indian resumes title their sections), is that heading's section.
 */
function detailsOf(key: string): SectionKind | undefined {
  const head = /^(.+?) (?:details?|information|info)$/.exec(key)?.[1];
  if (!head) return undefined;
  return ALIAS_TO_KIND.get(head) ?? ALIAS_TO_KIND.get(`${head}s`) ?? ALIAS_TO_KIND.get(head.replace(/al$/, ""));
}

/** Heading aliases, as data: easy to extend and to test row by row. */
export const SECTION_ALIASES: Record<Exclude<SectionKind, "other">, string[]> = {
  // A "Contact" or "Personal information" block anywhere on the page holds contact details, not content.
  contact: [
    "contact",
    "contacts",
    "contact me",
    "contact me at",
    "contact info",
    "contact information",
    "contact details",
    "personal information",
    "personal info",
    "personal details",
    "personal data",
    "profiles",
    "links",
  ],
  summary: [
    "summary",
    "professional summary",
    "profile",
    "professional profile",
    "about me",
    "about",
    "objective",
    "career objective",
    "career summary",
    "personal statement",
    "overview",
    "executive summary",
    "introduction",
    "summary of qualifications",
    "qualifications summary",
    "career highlights",
    "job highlights",
    "key highlights",
    "highlights of qualifications",
    "key qualifications",
    "core qualifications",
    "qualifications profile",
    "professional overview",
    "who i am",
    "personal profile",
    "profile summary",
    "resume headline",
  ],
  experience: [
    "experience",
    "work experience",
    "professional experience",
    "employment",
    "employment history",
    "work history",
    "career history",
    "experience activity",
    "employment record",
    "freelance work",
    "consulting experience",
    "practical experience",
    "internship experience",
    "relevant experience",
    "professional background",
    "professional details",
    "experience & internships",
    "internships",
    "positions held",
    "appointments",
    "military service",
    "army service",
    "work",
    "experiences",
    "work experiences",
    "professional history",
    "employment experience",
    "work & experience",
    "career",
    "career experience",
    "relevant work experience",
    "other experience",
    "additional experience",
    "industry experience",
    "teaching experience",
    "clinical experience",
    "research experience",
    "leadership experience",
    "military experience",
    "freelance",
    "internship",
  ],
  education: [
    "education",
    "academic background",
    "education & training",
    "education and training",
    "academic qualifications",
    "qualifications",
    "academics",
    "studies",
    "educational background",
    "coursework",
    "relevant coursework",
    "educational qualifications",
    "education & qualifications",
    "education & certifications",
    "academic history",
    "academic profile",
    "degrees",
    "schooling",
    "formation",
    "educational qualification",
    "education qualification",
    "academic qualification",
    "academic credentials",
    "education & credentials",
    "education & professional development",
    "additional education",
    "further education",
  ],
  skills: [
    "skills",
    "stack",
    "specialties",
    "specialities",
    "technical skills",
    "core competencies",
    "competencies",
    "key skills",
    "skills & abilities",
    "areas of expertise",
    "expertise",
    "technologies",
    "tech stack",
    "tools",
    "skills & tools",
    "core skills",
    "technical proficiencies",
    "strengths",
    "top skills",
    "skills summary",
    "professional skills summary",
    "summary of skills",
    "professional skills",
    "relevant skills",
    "key competencies",
    "core strengths",
    "areas of strength",
    "technical expertise",
    "technical competencies",
    "it skills",
    "computer skills",
    // The Europass CV's labels.
    "personal skills",
    "job-related skills",
    "digital skills",
    "skill set",
    "skillset",
    "skills & expertise",
    "skills & competencies",
    "skills & qualifications",
    "skills & interests",
    "hard skills",
    "soft skills",
    "abilities",
    "toolbox",
    "technical skills & tools",
  ],
  projects: [
    "projects",
    "personal projects",
    "selected projects",
    "key projects",
    "project examples",
    "side projects",
    "portfolio",
    "academic projects",
    "project experience",
    "projects experience",
    "relevant projects",
    "open source",
    "open source contributions",
    "project",
  ],
  certifications: [
    "certifications",
    "certificates",
    "licenses & certifications",
    "licenses and certifications",
    "certifications & licenses",
    "courses",
    "training",
    "trainings",
    "professional development",
    "licenses",
    "certification",
    "certificates & training",
    "certifications & training",
    "licenses & certificates",
    "licences & certifications",
    "courses & certifications",
    "accreditations",
    "credentials",
  ],
  awards: [
    "awards",
    "honors",
    "honours",
    "awards & honors",
    "achievements",
    "accomplishments",
    "honors & awards",
    "awards & achievements",
    "key achievements",
    "recognition",
    "scholarships",
  ],
  languages: [
    "languages",
    "languages known",
    "language skills",
    "language",
    "language proficiency",
    // The Europass CV's labels.
    "mother tongue",
    "mother tongue(s)",
    "other language(s)",
    "other languages",
  ],
  volunteer: [
    "volunteer",
    "volunteering",
    "volunteer experience",
    "volunteer work",
    "community involvement",
    "leadership & activities",
    "activities",
    "extracurricular activities",
    "volunteering experience",
    "community service",
    "volunteer work & community",
    // (Memberships are what a person takes part in, as activities are: no roles or schools to read.)
    "professional affiliations",
    "affiliations",
    "memberships",
    "professional memberships",
  ],
  publications: [
    "publications",
    "research",
    "papers",
    "presentations",
    "publications & presentations",
    "conferences",
    "talks",
    "conferences & talks",
    "patents",
  ],
  interests: ["interests", "hobbies", "hobbies & interests", "personal interests", "interests & hobbies"],
  references: ["references", "referees", "references available upon request", "recommendations"],
};

/**
 * Headings of resumes written in French, Spanish, Portuguese, German, Italian, Dutch and Polish (accents are not needed: keys
 * are compared without them). "Résumé" is left out: at the top of a page it names the document.
 */
const OTHER_LANGUAGE_ALIASES: Partial<Record<Exclude<SectionKind, "other">, string[]>> = {
  contact: [
    "coordonnées",
    "informations personnelles",
    "datos personales",
    "información personal",
    "contacto",
    "kontakt",
    "persönliche daten",
    "persoonlijke gegevens",
    "contactgegevens",
    "dane osobowe",
    "dane kontaktowe",
  ],
  summary: [
    "profil",
    "profil professionnel",
    "à propos",
    "à propos de moi",
    "perfil",
    "perfil profesional",
    "resumen",
    "sobre mí",
    "über mich",
    "kurzprofil",
    "profilo",
    "profiel",
    "over mij",
    "o mnie",
    "podsumowanie",
    "zusammenfassung",
    "resumo",
    "sammanfattning",
  ],
  experience: [
    "expérience professionnelle",
    "expériences professionnelles",
    "expériences",
    "parcours professionnel",
    "experiencia",
    "experiencia laboral",
    "experiencia profesional",
    "experiência profissional",
    "berufserfahrung",
    "berufliche erfahrung",
    "esperienza lavorativa",
    "esperienze professionali",
    "werkervaring",
    "doświadczenie zawodowe",
    "doświadczenie",
    "przebieg kariery",
    "esperienze lavorative",
    "esperienza lavorativa",
    "esperienza professionale",
    "experiencia laboral",
    "beruflicher werdegang",
    "werdegang",
    "arbetslivserfarenhet",
    "arbetserfarenhet",
    "erhvervserfaring",
    "työkokemus",
  ],
  education: [
    "formations",
    "formation académique",
    "études",
    "diplômes",
    "educación",
    "formación",
    "formación académica",
    "estudios",
    "formação",
    "formação acadêmica",
    "educação",
    "ausbildung",
    "bildung",
    "studium",
    "istruzione",
    "formazione",
    "opleiding",
    "opleidingen",
    "wykształcenie",
    "edukacja",
    "istruzione e formazione",
    "bildungsweg",
    "utbildning",
    "uddannelse",
    "koulutus",
  ],
  skills: [
    "compétences",
    "compétences techniques",
    "savoir-faire",
    "habilidades",
    "competencias",
    "competências",
    "aptitudes",
    "kenntnisse",
    "fähigkeiten",
    "competenze",
    "vaardigheden",
    "competenties",
    "umiejętności",
    "kompetencje",
    "competenze tecniche",
    "conocimientos",
    "kompetenser",
    "färdigheter",
    "kompetencer",
    "taidot",
  ],
  projects: ["projets", "proyectos", "projetos", "projekte", "progetti", "projecten", "projekty"],
  certifications: [
    "certificats",
    "certificaciones",
    "certificações",
    "zertifikate",
    "zertifizierungen",
    "certificazioni",
    "certificaten",
    "certyfikaty",
  ],
  awards: ["distinctions", "prix", "premios", "auszeichnungen"],
  languages: [
    "langues",
    "idiomas",
    "lenguas",
    "sprachen",
    "sprachkenntnisse",
    "lingue",
    "talen",
    "języki",
    "języki obce",
    "språk",
    "sprog",
    "kielitaito",
  ],
  volunteer: [
    "bénévolat",
    "expériences associatives",
    "vie associative",
    "engagement associatif",
    "voluntariado",
    "ehrenamt",
  ],
  interests: [
    "centres d'intérêt",
    "loisirs",
    "intereses",
    "aficiones",
    "hobbys",
    "interessen",
    "interesses",
    "zainteresowania",
    "hobby",
    "interessi",
  ],
  references: ["références", "referencias", "referenzen", "referenties", "referencje"],
};

/**
 * Headings of sections no kind holds: the declaration that closes many resumes from India and Pakistan ("I hereby
 * declare that the above information is true"), which read as the section above it (a skill named "DECLARATION").
 */
const OTHER_HEADINGS: Partial<Record<SectionKind, string[]>> = {
  other: ["declaration", "self declaration", "personal declaration"],
};

const ALIAS_TO_KIND = new Map<string, SectionKind>(
  [SECTION_ALIASES, OTHER_LANGUAGE_ALIASES, OTHER_HEADINGS].flatMap((table) =>
    Object.entries(table).flatMap(([kind, aliases]) =>
      aliases.map((alias) => [withoutAccents(alias), kind as SectionKind] as const),
    ),
  ),
);

/** Section names of one long word ("education", "experience"): what OCR may misread in small capitals. */
export const ONE_WORD_HEADINGS = [...ALIAS_TO_KIND.keys()].filter((alias) => /^[a-z]{7,}$/.test(alias));

/** Keys of the lines seen lately: every step asks of the same lines whether they are headings. */
export const headingKey = rememberedFor(keyOf);

/** "Work Expirience", "EXPERIANCE", "Expierence": the word people misspell most in a heading. */
const EXPERIENCE_MISSPELT = /\bexp(?:[ei]{1,2})r(?:[ei]{1,2}|ia|ea)nce\b/g;

/**
 * The rules, glyphs and emoji set before and after a heading's words ("■ EXPERIENCE", "— SKILLS —", "[ Projects ]").
 * (An emoji's variation selector is an alternative of its own: a class cannot hold a combining character.)
 */
const HEADING_DECORATION_BEFORE = /^(?:[\s\-–—_=~*#■□▪▫●○•◆◇►▶➤→»>|/\\[{\p{Extended_Pictographic}]|\uFE0F)+(?=\p{L})/u;
const HEADING_DECORATION_AFTER = /(?<=[\p{L})])[\s\-–—_=~*#■□▪▫●○•◆◇◄◀←«<|/\\\]}]+$/u;

function keyOf(text: string): string {
  // (A heading's remark only after a heading's word in capitals: "experience (Agile principles)" ends a sentence.)
  const capitalised = /^\p{Lu}/u.test(text.trim());
  const remark = capitalised ? /^(\p{L}+(?: \p{L}+){0,2})\s*\([^)]{3,60}\)$/u : /$^/;
  return (
    withoutAccents(text)
      .toLowerCase()
      // "■ EXPERIENCE", "— SKILLS —", "EDUCATION ————", "[ Projects ]": the rules and glyphs set around a heading.
      .replace(HEADING_DECORATION_BEFORE, "")
      .replace(HEADING_DECORATION_AFTER, "")
      .replace(/[:|•]+\s*$/, "")
      // "Skills.": a scan reads the end of the rule beside a heading as a full stop (not "experience." ending a
      // wrapped sentence in lower case).
      .replace(capitalised ? /\.$/ : /$^/, "")
      // "Work Experience (3)", "Experience (8+ years)": a count after the heading.
      .replace(/\s*\(\d+\+?(?:\s*(?:years?|yrs?))?\)\s*$/, "")
      // "SKILLS (STRONGEST IN BOLD)": a remark in brackets after the heading.
      .replace(remark, "$1")
      .replace(/\band\b/g, "&")
      .replace(EXPERIENCE_MISSPELT, "experience")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/ & /g, " & ")
  );
}

/** Aliases without spaces: letter-spaced headings lose or keep spaces at random ("S U M M A RY", "WORKEXPERIENCE"). */
const SQUASHED_TO_KIND = new Map<string, SectionKind>(
  [...ALIAS_TO_KIND].map(([alias, kind]) => [alias.replace(/[\s&]/g, ""), kind]),
);

/** Words headings are made of ("job", "history", "certification"), singular and plural. */
export const HEADING_WORDS = new Set(
  [...ALIAS_TO_KIND.keys()]
    .flatMap((alias) => alias.split(" "))
    .filter((word) => /^\p{L}{3,}$/u.test(word))
    .flatMap((word) => [word, word.replace(/s$/, ""), `${word.replace(/s$/, "")}s`]),
);
HEADING_WORDS.add("job");

/**
 * "Career Experience/Job History", "Education & Certification": a heading named first, then more heading
 * words after a slash or an ampersand, is the first one's.
 */
function compoundKind(key: string): SectionKind | null {
  const parts = key.split(/\s*[/&]\s*/);
  if (parts.length < 2 || !parts.every((part) => part.split(" ").every((word) => HEADING_WORDS.has(word)))) return null;
  // ("Internship/Experience": the first part a heading's word in the singular, the second the heading.)
  for (const part of parts) {
    const kind = ALIAS_TO_KIND.get(part) ?? ALIAS_TO_KIND.get(`${part}s`);
    if (kind) return kind;
  }
  return null;
}

/** "1. Experience", "2) Education", "II. SKILLS": a heading's number before it. */
const HEADING_NUMBER = /^\s*(?:\d{1,2}|[IVX]{1,4})[.)]\s+(?=\p{L})/u;

/** The section a line names, if it is a heading's text (its number, if it has one, aside). */
export const sectionKindOf = rememberedFor((text: string) => kindOfHeading(text.replace(HEADING_NUMBER, "")));

/**
 * The first word a heading's key can open with: a name's (its letters up to the first other character), or a
 * compound's, whose every word is a heading's word.
 */
const OPENING_WORDS = new Set([
  ...[...ALIAS_TO_KIND.keys()].flatMap((alias) => /\p{L}+/u.exec(alias)?.[0] ?? []),
  ...HEADING_WORDS,
]);

function kindOfHeading(text: string): SectionKind | null {
  // (Most lines open with a word no heading opens with: the key, a dozen passes over the text, is not needed.
  // The key keeps the text's start but for "and", written "&"; capitals alone are looked up without spaces.)
  const opening = /\p{L}+/u.exec(withoutAccents(text).toLowerCase())?.[0]?.replace(EXPERIENCE_MISSPELT, "experience");
  // Only capitals set apart letter by letter, or glued words, are looked up without their spaces.
  const letters = text.trim();
  const squashable = /^[\p{Lu}\s&]+$/u.test(letters) && letters.length >= 4;
  if (!squashable && opening !== "and" && !OPENING_WORDS.has(opening ?? "")) return null;
  const key = headingKey(text);
  const exact =
    ALIAS_TO_KIND.get(key) ?? ALIAS_TO_KIND.get(key.replace(/ & /g, " and ")) ?? compoundKind(key) ?? detailsOf(key);
  if (exact) return exact;
  if (!squashable) return null;
  return SQUASHED_TO_KIND.get(key.replace(/[\s&]/g, "")) ?? null;
}

/** Headings not in the table but ending in a kind's word: "Relevant Nursing Experience", "IT & Cloud Skills". */
const KIND_BY_LAST_WORD: Array<[RegExp, SectionKind]> = [
  [/\b(?:experience|employment|work history|positions|appointments|internships)$/, "experience"],
  [/\b(?:education|academics)$/, "education"],
  [/\b(?:skills|competencies|proficiencies|expertise|technologies|skills? ?set)$/, "skills"],
  [/\bprojects$/, "projects"],
  [/\b(?:certifications?|certificates|licen[cs]es)$/, "certifications"],
  [/\b(?:awards|honou?rs)$/, "awards"],
  [/\b(?:summary|profile|objective)$/, "summary"],
  [/\blanguages$/, "languages"],
  [/\b(?:volunteering|volunteer work)$/, "volunteer"],
  [/\bpublications$/, "publications"],
  [/\b(?:interests|hobbies)$/, "interests"],
  [/\b(?:references|referees)$/, "references"],
];

/** Set apart as a heading: capitals, bold or a larger size, a few words, no sentence or date. */
function isStyledAsHeading(line: TextLine, bodyFontSize: number, plainPage: boolean): boolean {
  const text = line.text.trim();
  const words = text.split(/\s+/);
  if (/[\d@.!?,;]/.test(text) || words.length > (plainPage ? 5 : 4)) return false;
  const letters = text.replace(/[^\p{L}]/gu, "");
  const allCaps = letters.length >= 3 && letters === letters.toUpperCase();
  // A page with no type of its own (a PDF opened in Word keeps no bold, no sizes): a line in Title Case is as
  // set apart as a plain text can make it ("Cloud Ops Internships and Courses").
  // ("Experience and joined projects:": or a label's colon after a heading's first word; not "Network Vendors
  // experience:", a list's label.)
  const labelled = /^\p{Lu}.*:$/u.test(text) && !!sectionKindOf(words[0]!.replace(/:$/, ""));
  const titleCase = plainPage && (words.every((w) => w.length < 4 || /^\p{Lu}/u.test(w)) || labelled);
  return allCaps || titleCase || line.isBold || line.fontSize >= bodyFontSize + 1;
}

/**
 * On a page with no type of its own, the case of a heading is its style: "Technologies:" under "EXPERIENCE" is a
 * label of a role's lines, not a section of its own.
 */
const allCapitals = (line: TextLine) => !/\p{Ll}/u.test(line.text);
const inCaseOf = (heading: TextLine, line: TextLine) => allCapitals(heading) === allCapitals(line);

/** How the page sets the headings it names plainly ("Experience", "Education"): size, weight and edge. */
const headingStyle = (line: TextLine) =>
  `${line.fontSize.toFixed(1)}|${line.isBold}|${Math.round(line.x)}|${line.column}`;

/** Set apart from the line after it: larger, bold over plain, or capitals over lower case. */
const standsOutFrom = (line: TextLine, next: TextLine) =>
  line.fontSize > next.fontSize + 0.5 ||
  (line.isBold && !next.isBold) ||
  (/^[\p{Lu}\s&]+$/u.test(line.text.trim()) && next.text !== next.text.toUpperCase());

/** Short, set apart from the line after it as a heading is, and none of an entry's parts: employer, title, school. */
function mayBeUnnamedHeading(line: TextLine, next: TextLine | undefined, bodyFontSize: number, plainPage: boolean) {
  const text = line.text.trim();
  if (!next || line.isBullet || text.length > 40 || !isStyledAsHeading(line, bodyFontSize, plainPage)) return false;
  if (!standsOutFrom(line, next) || COMPANY_WORDS.test(text) || holdsTitle(text)) return false;
  return !namesSchool(text) && !namesDegree(text) && !isPlace(text);
}

/** Sections whose names also name groups of skills ("Research", "Leadership"): inside Skills, over skills, a group. */
const GROUP_NAME_KINDS: ReadonlySet<SectionKind> = new Set([
  "publications",
  "interests",
  "awards",
  "volunteer",
  "projects",
]);

/** Sections whose entries are dated roles, read as roles by their lines: volunteering, projects. */
const ROLE_LIKE: ReadonlySet<SectionKind> = new Set(["experience", "volunteer", "projects"]);

/**
 * The kind of a heading found by its look; none where the lines under it are of the section it stands in (a
 * company's name in capitals among the roles, or among volunteering).
 */
function unnamedKind(unnamed: Map<TextLine, SectionKind>, line: TextLine, current: ResumeSection) {
  const kind = unnamed.get(line);
  if (kind === undefined || kind === current.kind) return null;
  return kind === "experience" && ROLE_LIKE.has(current.kind) ? null : kind;
}

/** A heading's style with its case: "EXPERIENCE" and "Experience" in one type are two looks. */
const headingLook = (line: TextLine) => `${headingStyle(line)}|${allCapitals(line)}`;

function isHeadingLine(
  line: TextLine,
  bodyFontSize: number,
  next: TextLine | undefined,
  headingStyles: Set<string> = new Set(),
  plainPage = false,
): SectionKind | null {
  const text = line.text.trim();
  // A list item is content: a navigation menu of a web page ("• About • Work • Skills") names no section; a heading
  // numbered as written is no list item ("2. Education").
  const numbered = HEADING_NUMBER.test(text);
  // (Nor a glyph set before a heading as its decoration, "■ EXPERIENCE": a named heading set as one.)
  const decorated = line.isBullet && !!sectionKindOf(text) && isStyledAsHeading(line, bodyFontSize, plainPage);
  if ((line.isBullet && !numbered && !decorated) || text.length > 40 || text.split(/\s+/).length > 5) return null;
  if (numbered) return sectionKindOf(text);
  const kind = sectionKindOf(text);
  if (kind || !isStyledAsHeading(line, bodyFontSize, plainPage)) return kind;
  // (On a plain page a place under it says the line is an employer's name: "Higher Education" / "Parkland, CA".)
  if (plainPage && next && isPlace(next.text.trim())) return null;
  // A heading by its last word must stand out from the line after it: "Patient education" in a list of
  // skills set like its neighbours is a skill. (Or it is set as the page's other headings are, over an entry set
  // the same: "Open Source Projects".)
  if (next && !headingStyles.has(headingStyle(line)) && !standsOutFrom(line, next)) return null;
  const key = headingKey(text);
  // "NSW Department of Education", "Board of Education": an employer's name that ends in a kind's word.
  if (namesSchool(key) || /\b(?:department|ministry|board|office|council|agency|authority)\b/.test(key)) return null;
  // "Skills and Tech", "Education & Training": a heading of two parts is the first part's section.
  const firstPart = /^(.+?) (?:and|&) /.exec(key)?.[1];
  // ("Cloud Ops Internships and Courses": or the first part's last word.)
  return (
    (firstPart ? (ALIAS_TO_KIND.get(firstPart) ?? kindByLastWord(firstPart)) : undefined) ?? kindByLastWord(key) ?? null
  );
}

/** "Relevant Nursing Experience", "Delivered projects": the section a heading's last word names, if any. */
export function kindByLastWord(text: string): SectionKind | undefined {
  const key = headingKey(text);
  return KIND_BY_LAST_WORD.find(([pattern]) => pattern.test(key))?.[1];
}

/** The size most of the text is set in (weighted by characters): the body text's size. */
export function mostCommonFontSize(lines: TextLine[]): number {
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(line.fontSize, (counts.get(line.fontSize) ?? 0) + line.text.length);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

/**
 * A heading set in a left lane on the same baseline as its first line ("Work   Registered Nurse, ICU",
 * "EXPERIENCE<tab>Acme Corp") becomes a line of its own, so the heading and the entry are both read.
 */
export function splitLeadingHeadings(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  let current: SectionKind | null = null;
  // The content beside a heading is set in the body's type, whatever size the row took from its heading
  // ("Skills   Licences": "Licences" names a group of skills, not a section of its own).
  const bodySize = mostCommonFontSize(lines);
  // The heading's second word, glued to the next row's start: dropped from that row.
  let secondWord: string | null = null;
  const lane = laneOfHeadings(lines);
  for (const [at, raw] of lines.entries()) {
    const line: TextLine = secondWord ? { ...raw, text: raw.text.trim().slice(secondWord.length).trim() } : raw;
    secondWord = null;
    const glued: string[] | null = gluedHeading(line.text.trim(), lines[at + 1]?.text.trim()) ?? lane.get(at) ?? null;
    if (glued && glued[0]!.split(" ").length === 2 && !line.text.trim().startsWith(glued[0]!))
      secondWord = glued[0]!.split(" ")[1]!;
    const [first = "", ...rest] = glued ?? line.text.trim().split(/\s{3,}/);
    const kind = sectionKindOf(first);
    // "Languages   Go, Python, SQL" inside Skills is a category of skills, not the Languages section; so is
    // "Languages   Frameworks", two category names side by side.
    const besideNames =
      rest.length > 0 &&
      rest.every((cell) => cell.split(/\s+/).length <= 3 && !sectionKindOf(cell)) &&
      !SPOKEN_LANGUAGE.test(rest.join(" "));
    const isCategory =
      current === "skills" &&
      kind !== "experience" &&
      kind !== "education" &&
      (/[,;]/.test(rest.join(" ")) || besideNames);
    // ("Freelance   2014 – 2015" among the roles: a dated role named by a heading's word of the section it is in.)
    const range = kind !== null && kind === current ? findDateRange(rest.join(" ")) : null;
    const datedRole = !!range && rest.join(" ").replace(range.matched, "").trim() === "";
    if (rest.length > 0 && kind && !isCategory && !datedRole) {
      // The content starts where its text stands on the row (estimated from its place in the line's text), so
      // it lines up with the entries below it ("Work   Hotel Operations Manager" over "Hotel Mirador del Sol").
      const text = line.text.trim();
      const restAt = text.indexOf(rest[0]!, first.length);
      const x = line.width && restAt > 0 ? line.x + (line.width * restAt) / text.length : line.x;
      out.push({ ...line, text: first, index: out.length });
      out.push({ ...line, text: rest.join("   "), index: out.length, isBold: false, x, fontSize: bodySize });
    } else out.push({ ...line, index: out.length });
    if (kind && (rest.length === 0 || !isCategory)) current = kind;
  }
  return out;
}

/**
 * A lane of headings a PDF set left of its sections, pasted with one space before each section's first line:
 * "Work Staff Software Engineer", "Education Pacific Coast State University", "Skills Languages Infrastructure".
 * Only a lane (two such lines at least), each line's rest fitting its heading: one such line alone is a title
 * ("Work Study Assistant"). [heading, rest] by line.
 */
function laneOfHeadings(lines: TextLine[]): Map<number, [string, string]> {
  const lane = new Map<number, [string, string]>();
  for (const [at, line] of lines.entries()) {
    const glued = /^(\p{Lu}\p{Ll}+) (\p{Lu}.*)$/u.exec(line.text.trim());
    if (!glued) continue;
    const heading = glued[1]!;
    const rest = glued[2]!;
    const kind = sectionKindOf(heading);
    // ("Project Manager", "Education Coordinator, Springfield University": a title of two words, the first naming
    // a section.)
    const twoWords = `${heading} ${rest.split(" ")[0]}`;
    const title = !rest.split(/\s*[,|]\s*|\s+at\s+/)[0]!.includes(" ") && isTitle(twoWords);
    if (!kind || sectionKindOf(line.text) || sectionKindOf(twoWords) || title || !restFitsHeading(kind, rest)) continue;
    lane.set(at, [heading, rest]);
  }
  // Each section once: a word that opens several lines ("Project Feature testing…", "Project Billing…") is a
  // label of entries, no heading.
  const opened = new Map<string, number>();
  for (const [heading] of lane.values()) opened.set(heading, (opened.get(heading) ?? 0) + 1);
  for (const [at, [heading]] of lane) if (opened.get(heading)! > 1) lane.delete(at);
  return lane.size >= 2 ? lane : new Map();
}

/** Whether what follows a heading's word on its line reads as that section's first line. */
function restFitsHeading(kind: SectionKind, rest: string): boolean {
  switch (kind) {
    case "experience":
    case "volunteer":
      return holdsTitle(rest) || COMPANY_WORDS.test(rest);
    case "education":
      return namesSchool(rest) || namesDegree(rest);
    case "languages":
      return SPOKEN_LANGUAGE.test(rest);
    case "skills":
      return rest.split(" ").length <= 6;
    default:
      // (Not a date, "Certifications July 2021 - Present": a role's dates beside a heading.)
      return !holdsYear(rest);
  }
}

/** Up to three words in capitals at a line's start: "EDUCATION", "WORK", "PROFESSIONAL EXPERIENCE". */
const CAPITALS_FIRST = /^(\p{Lu}[\p{Lu}&]+(?: \p{Lu}[\p{Lu}&]+){0,2})(?= (\S.*)$)/u;
/** A heading's word set a space or two before the section's first line, as a PDF opened in Word glues them. */
const TITLE_FIRST = /^(\p{Lu}\p{Ll}+(?: \p{Ll}+)?)(?: {2,}(\S.*)| (\d.*))$/u;

/**
 * A PDF opened in Word glues a lane of headings to the first line of each section: "EDUCATION Northgate State
 * University …", "Skills  C#, .NET Core, …", "Work experience 04/2022  07/2022", or a heading over two rows,
 * "WORK Vorrex  Full Stack Developer" / "EXPERIENCE Work with payment APIs;", or written as a label of the
 * first entry, "Professional Experience: Freelance Designer, 2020  till now". [heading, rest of the line],
 * or null (a heading over two rows: the caller drops its second word from the next row).
 */
function gluedHeading(text: string, next: string | undefined): string[] | null {
  // ("EDUCATION and TRAINING": a heading whole, not "EDUCATION" glued to a line.)
  if (/^\p{Lu}+ (?:and|&) /u.test(text) && sectionKindOf(text)) return null;
  // "Professional Experience: Freelance Designer, 2020  till now": the heading as a label of the first entry.
  const label = /^([^:]{3,40}):\s+(\S.*)$/.exec(text);
  const labelKind = label ? sectionKindOf(label[1]!) : null;
  if (label && (labelKind === "experience" || labelKind === "education") && holdsYear(label[2]!))
    return [label[1]!, label[2]!];
  const caps = CAPITALS_FIRST.exec(text);
  if (caps) {
    const rest = caps[2]!;
    // (Not a title in capitals, "EXPERIENCE DESIGNER": the rest has words in lower case, or digits.)
    const content = /[\p{Ll}\d]/u.test(rest);
    const words = caps[1]!.split(" ");
    // "WORK" here, "EXPERIENCE" at the next row's start: one heading over two rows.
    const below = next ? CAPITALS_FIRST.exec(next)?.[1]?.split(" ")[0] : undefined;
    if (below && words.length === 1 && sectionKindOf(`${words[0]} ${below}`) && content)
      return [`${words[0]} ${below}`, rest];
    for (let take = words.length; take >= 1; take--) {
      const heading = words.slice(0, take).join(" ");
      const after = [...words.slice(take), rest].join(" ");
      // (Not a title in small capitals beside its dates, "PROJECT MANAGER   Feb. 2019 - Present".)
      const nextWord = after.split(" ")[0]!;
      const titleGoesOn = /^\p{Lu}+$/u.test(nextWord) && isTitleWord(nextWord);
      if (sectionKindOf(heading) && content && !titleGoesOn) return [heading, after];
    }
  }
  const title = TITLE_FIRST.exec(text);
  if (title && sectionKindOf(title[1]!)) return [title[1]!, title[2] ?? title[3]!];
  // "Education Bachelor's degree 06/2012", "Education Galil State University 2008 - 2013": a space alone before a
  // dated school or degree (not "Education Coordinator, Springfield University 2019 - 2021", a title).
  const school = /^(Education) (\p{Lu}\S*)(.*)$/u.exec(text);
  const rest = school ? `${school[2]}${school[3]}` : "";
  if (school && (namesSchool(rest) || namesDegree(rest)) && holdsYear(rest) && !isTitleWord(school[2]!))
    return [school[1]!, rest];
  return null;
}

export const SPOKEN_LANGUAGE =
  /\b(?:english|spanish|french|german|italian|portuguese|dutch|russian|arabic|hindi|urdu|bengali|punjabi|tamil|telugu|marathi|mandarin|cantonese|chinese|japanese|korean|vietnamese|thai|indonesian|malay|tagalog|filipino|turkish|polish|ukrainian|greek|hebrew|persian|farsi|swahili|swedish|norwegian|danish|finnish|czech|romanian|hungarian|catalan|(?<!react\s)native|fluent|bilingual)\b/i;

/**
 * The lines right under a "Languages" heading name spoken languages. (Only up to the next heading: a skill group
 * "Languages" / "Python  SQL  Scala" may end the skills right above the Languages section.)
 */
function listsSpokenLanguages(lines: TextLine[], headingIndex: number): boolean {
  const under = lines.slice(headingIndex + 1, headingIndex + 6);
  const end = under.findIndex((line) => sectionKindOf(line.text));
  return (end < 0 ? under : under.slice(0, end)).some((line) => SPOKEN_LANGUAGE.test(line.text));
}

/**
 * "Designated Safeguarding Lead" / "training", "Patient" / "education": a line in lower case set right under a
 * line of the same size and column, on an edge of it or inside a row of cells, goes on with it, whatever its word.
 */
function continuesLineAbove(line: TextLine, above: TextLine | undefined): boolean {
  if (
    above === undefined ||
    above.page !== line.page ||
    above.column !== line.column ||
    Math.abs(above.fontSize - line.fontSize) >= 0.2 ||
    line.y <= above.y ||
    line.y - above.y >= line.fontSize * 1.6
  )
    return false;
  // "UX &" / "Research": a name that ends on a joining word goes on below, wherever the line starts (right-
  // aligned text moves its start).
  if (/(?:&|\band)$/.test(above.text.trim())) return true;
  if (!/^\p{Ll}/u.test(line.text.trim()) || /[.:]$/.test(above.text.trim())) return false;
  // A table's cell that wraps ("Clinical   … IV therapy, Patient" / "education") starts inside a row of cells.
  const inRowOfCells = /\S\s{2,}\S/.test(above.text) && line.x > above.x + 20 && line.x < above.x + above.width;
  return sharesAnEdge(above, line) || inRowOfCells;
}

/**
 * A table's cell that wraps onto two lines (`first`, `second`, at one edge) with a cell beside it set between
 * them, the row's cells centred on its height: "Graduate Certificate in" / "Humber Polytechnic" / "Paralegal
 * Studies".
 */
export function wrapsAroundNeighbour(first: TextLine, beside: TextLine, second: TextLine): boolean {
  return (
    first.width > 0 &&
    beside.page === first.page &&
    second.page === first.page &&
    Math.abs(second.x - first.x) <= 3 &&
    Math.abs(beside.x - first.x) > 20 &&
    first.y < beside.y &&
    beside.y < second.y &&
    second.y - first.y <= first.fontSize * 2.6
  );
}

/** Two lines set flush on the left, the right or the centre: a sidebar sets its items any of the three ways. */
export function sharesAnEdge(a: TextLine, b: TextLine): boolean {
  const edges = (l: TextLine) => [l.x, l.x + l.width, l.x + l.width / 2];
  const of = edges(b);
  return edges(a).some((edge, i) => Math.abs(edge - of[i]!) < 2);
}

/**
 * What a table's header row calls its columns ("Degree | School | Dates", "Area | Skills", a job portal's
 * "Qualification | Institute | Year | Percentage").
 */
const COLUMN_NAME =
  /^(?:degrees?|qualifications?|school|institut(?:e|ion)|university|college|board|university\s*\/\s*board|dates?|years?|year of passing|passing year|period|duration|from|to|area|skills?|category|level|proficiency|company|employer|organi[sz]ation|(?:job )?title|position|role|location|place|grade|c?gpa|score|percentage|marks|result|subject|major|speciali[sz]ation|stream|field(?: of study)?|course|program(?:me)?|tools?|technolog(?:y|ies)|description|details)$/i;

/**
 * A section's lines without the header row of the table it is set in: the column names on one line, split
 * by wide gaps, or one a line as a Word table's cells are read. They name no school, role or skill.
 */
export function withoutTableHeader(lines: TextLine[]): TextLine[] {
  const cells = (line: TextLine) => line.text.trim().split(/\s{2,}|\s*\|\s*|\t/);
  const first = cells(lines[0] ?? ({ text: "" } as TextLine));
  if (first.length >= 2 && first.every((cell) => COLUMN_NAME.test(cell))) return lines.slice(1);
  let names = 0;
  while (names < lines.length && COLUMN_NAME.test(lines[names]!.text.trim())) names++;
  return names >= 2 ? lines.slice(names) : lines;
}

/** A few words, as a heading is. */
function isShortLabel(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= 30 && trimmed.split(/\s+/).length <= 3 && !/[.!?,;]$/.test(trimmed);
}

/**
 * "skills" when a column's top line stands level with a line of a skills section in the column before, on the same
 * page: a grid of skills whose heading ended the page before ("Languages   Infrastructure" beside "Practices").
 */
function skillsLevelWith(lines: TextLine[], sections: ResumeSection[], top: TextLine): SectionKind | undefined {
  for (let at = top.index - 1; at >= 0 && lines[at]!.page === top.page; at--) {
    const level = lines[at]!;
    if (level.column >= top.column || Math.abs(level.y - top.y) > 2) continue;
    const section = sections.find((x) => x.startLine <= at && at < x.endLine);
    return section?.kind === "skills" ? "skills" : undefined;
  }
  return undefined;
}

/**
 * "Key Achievements:" under a role, a label of a part of a role (ROLE_SUB_LABEL) with its colon, set as the role's
 * text and not as its section's heading (another weight or case): a part of the role, not a section that would
 * take the roles after it.
 */
function partOfRole(line: TextLine, current: ResumeSection, lines: TextLine[]): boolean {
  const text = line.text.trim();
  if (!ROLE_LIKE.has(current.kind) || !text.endsWith(":") || !ROLE_SUB_LABEL.test(text)) return false;
  const heading = current.headingLine === null ? undefined : lines[current.headingLine];
  return heading !== undefined && headingLook(line) !== headingLook(heading);
}

/** Splits the lines into sections; lines before the first heading form the "contact" block. */
export function findSections(lines: TextLine[]): ResumeSection[] {
  const sections: ResumeSection[] = [];
  let current: ResumeSection = { kind: "contact", heading: "", headingLine: null, startLine: 0, endLine: 0 };
  let previous: TextLine | undefined;
  const bodyFontSize = mostCommonFontSize(lines);
  const plainPage = lines.every((line) => !line.isBold && Math.abs(line.fontSize - bodyFontSize) < 0.5);
  const named = lines.filter((line) => line.text.trim().length <= 40 && sectionKindOf(line.text));
  const headingStyles = new Set(named.map(headingStyle));
  const unnamed = unnamedHeadings(lines, new Set(named), headingLook, (line) =>
    mayBeUnnamedHeading(line, lines[line.index + 1], bodyFontSize, plainPage),
  );
  const headingsSeen: Array<{ line: TextLine; kind: SectionKind }> = [];
  let headingGoesOn = false;
  // The section a column's side piece interrupted, while that piece is read.
  let interrupted: ResumeSection | null = null;
  // A column being read before its first heading of its own, and the first column's heading its lines are under.
  let columnRun: { page: number; column: number; under: TextLine | undefined } | null = null;
  for (const line of lines) {
    // The second line of a heading wrapped over two ("ACADEMIC" / "CREDENTIALS", "Education &" /
    // "Professional Development") was read with the first.
    if (headingGoesOn) {
      headingGoesOn = false;
      current.startLine = line.index + 1;
      current.endLine = line.index + 1;
      continue;
    }
    const next = lines[line.index + 1];
    const wrappedHeading =
      next && isShortLabel(line.text) && isShortLabel(next.text) && !sectionKindOf(line.text)
        ? sectionKindOf(`${line.text.trim()} ${next.text.trim()}`)
        : null;
    const found = continuesLineAbove(line, lines[line.index - 1])
      ? null
      : (wrappedHeading ??
        isHeadingLine(line, bodyFontSize, next, headingStyles, plainPage) ??
        unnamedKind(unnamed, line, current));
    // "Languages" over Go and Python, not English and Spanish, names programming languages: skills.
    // "Research" over "User interviews, Usability testing" in a table of skills: a group's name over its skills, no
    // section of its own.
    const groupOfSkills =
      !!found &&
      current.kind === "skills" &&
      GROUP_NAME_KINDS.has(found) &&
      !!next &&
      !SPOKEN_LANGUAGE.test(next.text) &&
      listsSkills([next.text]);
    const kind =
      groupOfSkills || (!!found && partOfRole(line, current, lines))
        ? null
        : found === "languages" && !listsSpokenLanguages(lines, line.index)
          ? "skills"
          : found;
    const startsColumn =
      previous !== undefined && line.page === previous.page && line.column > previous.column && line.column > 0;
    const newPage = previous !== undefined && line.page > previous.page;
    previous = line;
    // The next page goes on with the roles the column's side piece interrupted (the second half of a skills
    // grid read after "Work" / "The Gilded Oyster" at the foot of the first column).
    if (!kind && newPage && interrupted) {
      current.endLine = line.index;
      sections.push(current);
      current = { ...interrupted, startLine: line.index, endLine: line.index };
    }
    if (kind || newPage) interrupted = null;
    // A column that starts below the current section's heading on the same page is that section's content
    // (skills set in two columns under one "Skills" heading).
    const heading = current.headingLine === null ? undefined : lines[current.headingLine];
    const underHeading = heading !== undefined && heading.page === line.page && heading.y <= line.y + 2;
    // Lines at the top of a new column, before its first heading, belong to the section whose heading stands
    // above them on the page (the second column of a skills grid), or else to no section. A name set larger
    // than that heading ("COMPETENCES" in a sidebar beside "Marcus DELGADO") starts no section's content.
    // (Or, with no heading above on its page, to a skills list its top stands level with in the column before.)
    const headingAbove = () =>
      headingsSeen
        .filter((h) => h.line.page === line.page && h.line.y <= line.y + 2 && h.line.x <= line.x + 2)
        .filter((h) => line.fontSize <= h.line.fontSize)
        .at(-1);
    // Further down such a column, past another of those headings (a grid of profiles, then one of skills, each
    // under its heading in the first column), the lines are that heading's section.
    const inColumnRun: boolean =
      !kind && !startsColumn && columnRun?.page === line.page && columnRun.column === line.column;
    const passed: { line: TextLine; kind: SectionKind } | undefined = inColumnRun ? headingAbove() : undefined;
    // (Only where the line stands on the row of that section's first line in the first column, as a grid's first
    // cells do: a sidebar's own headings name nothing in the main column beside it.)
    const firstUnder = passed ? lines[passed.line.index + 1] : undefined;
    const besideItsSection = !!firstUnder && firstUnder.page === line.page && Math.abs(firstUnder.y - line.y) <= 2;
    if (inColumnRun && passed && besideItsSection && passed.line !== columnRun!.under && current.headingLine === null) {
      current.endLine = line.index;
      if (current.endLine > current.startLine) sections.push(current);
      current = { kind: passed.kind, heading: "", headingLine: null, startLine: line.index, endLine: line.index };
      columnRun = { ...columnRun!, under: passed.line };
    }
    if (kind || line.page !== columnRun?.page) columnRun = null;
    if (!kind && startsColumn && !underHeading) {
      const above = headingAbove();
      columnRun = { page: line.page, column: line.column, under: above?.line };
      current.endLine = line.index;
      if (current.endLine > current.startLine || current.headingLine !== null) sections.push(current);
      // (Roles whose heading stands below where this column starts went on in the column before: a side piece.)
      const before = current.headingLine === null ? undefined : lines[current.headingLine];
      const sidePiece =
        (current.kind === "experience" || current.kind === "education" || current.kind === "projects") &&
        before !== undefined &&
        before.page === line.page &&
        before.y > line.y;
      const resumed: ResumeSection = { ...current, heading: "", headingLine: null };
      current = {
        kind: above?.kind ?? skillsLevelWith(lines, sections, line) ?? "contact",
        heading: "",
        headingLine: null,
        startLine: line.index,
        endLine: line.index,
      };
      interrupted = sidePiece ? resumed : null;
      continue;
    }
    // The same kind again right inside its section ("Tools" inside "Skills") is a sub-heading; so is any
    // heading set clearly smaller than its section's ("Courses" under a school in Education).
    if (kind && kind === current.kind) continue;
    const sectionHeading = current.headingLine === null ? undefined : lines[current.headingLine];
    const holdsEntries = current.kind === "experience" || current.kind === "education" || current.kind === "projects";
    const nestedKind = kind !== "experience" && kind !== "education";
    // So is a heading's word set off the headings' edge in their column, under a larger heading: a skill
    // group's name ("Project" / "delivery" in moderncv's left column or a right-aligned sidebar).
    const labelInSection =
      !!sectionHeading &&
      Math.abs(line.x - sectionHeading.x) > 10 &&
      line.page === sectionHeading.page &&
      line.column === sectionHeading.column;
    // (Or set in the type of the section's entries, smaller than its heading: "Courses" under a school in a
    // document whose schools' lines are 12.5 pt under a 13 pt "Education".)
    const entrySize = sectionHeading ? lines[sectionHeading.index + 1]?.fontSize : undefined;
    const atEntrySize = !!sectionHeading && line.fontSize === entrySize && line.fontSize < sectionHeading.fontSize;
    if (
      kind &&
      (holdsEntries || labelInSection) &&
      nestedKind &&
      sectionHeading &&
      (sectionHeading.fontSize - line.fontSize > 1.5 ||
        (holdsEntries && atEntrySize) ||
        (holdsEntries && plainPage && !inCaseOf(sectionHeading, line))) &&
      // The section may begin at the foot of the page before ("EDUCATION" / next page: a school, "Courses").
      line.page - sectionHeading.page <= 1
    )
      continue;
    if (kind) {
      headingsSeen.push({ line, kind });
      current.endLine = line.index;
      if (current.headingLine !== null || current.endLine > current.startLine) sections.push(current);
      headingGoesOn = wrappedHeading !== null;
      current = {
        kind,
        heading: wrappedHeading ? `${line.text.trim()} ${next!.text.trim()}` : line.text.trim(),
        headingLine: line.index,
        startLine: line.index + 1,
        endLine: line.index + 1,
      };
    }
  }
  current.endLine = lines.length;
  if (current.headingLine !== null || current.endLine > current.startLine) sections.push(current);
  return withFooterContact(
    lines,
    sections.map((section) =>
      namesFirstSkillGroup(lines, section) || listsLabelledSkills(lines, section)
        ? { ...section, kind: "skills" }
        : section,
    ),
  );
}

const DATE_RANGES = new RegExp(DATE_RANGE.source, "gi");

/**
 * An e-mail address (or its first part, cut by a line break: "daniel.kwan@exam-"), or a phone number's run of nine
 * digits or more (no range of dates: "2017-05 - 2021-03"): a contact detail in a footer, or in a lane beside the
 * name (layout.ts).
 */
export const holdsContactDetail = (text: string) =>
  /[\w.+-]+@[\w-]/.test(text) ||
  // (Nine digits at least, before the costlier look: most lines hold fewer.)
  ((text.match(/\d/g)?.length ?? 0) >= 9 &&
    (text.replace(DATE_RANGES, " ").match(/\+?\(?\d[\d ().-]{7,}\d/g) ?? []).some(
      (run) => run.replace(/\D/g, "").length >= 9,
    ));

/**
 * Contact details printed in a page's footer (moderncv's casual style: "Leeds, West Yorkshire" / "M +44 7700 …  •
 * E r.hollins@…"), set far below the last lines of the section above: a contact block of their own, not more of
 * that section's skills or bullets.
 */
function withFooterContact(lines: TextLine[], sections: ResumeSection[]): ResumeSection[] {
  const out: ResumeSection[] = [];
  for (const section of sections) {
    // The page's last lines, up to three, below a gap of more than three lines.
    const footStart = [3, 2, 1]
      .map((count) => section.endLine - count)
      .find((at) => {
        const [line, above] = [lines[at], lines[at - 1]];
        const rest = lines.slice(at, section.endLine);
        return (
          at > section.startLine &&
          !!line &&
          !!above &&
          line.y > 0 &&
          above.page === line.page &&
          line.y - above.y > line.fontSize * 3 &&
          rest.every((l) => l.page === line.page) &&
          (lines[section.endLine]?.page ?? 0) !== line.page &&
          rest.some((l) => holdsContactDetail(l.text))
        );
      });
    if (section.kind === "contact" || footStart === undefined) {
      out.push(section);
      continue;
    }
    const at = footStart;
    out.push(
      { ...section, endLine: at },
      { kind: "contact", heading: "", headingLine: null, startLine: at, endLine: section.endLine },
    );
  }
  return out;
}

/** "• Databases: PostgreSQL, MySQL, Redis": a label of a few words, then what it labels. */
const LABEL_LINE = /^\p{Lu}[\p{L} /&()–-]{1,40}:\s*(\S.*)$/u;

/**
 * "Experience Summary" / "Programming languages: Python, Go" / "Databases: …": a summary made of labelled
 * lists is the skills, whatever its heading says (the advice must not ask for a Skills section that is there).
 * So is a "Qualifications" heading over such lists that name no school and no degree.
 * A list's wrapped end ("Eclipse," / "GitHub, Heroku") counts for neither side.
 */
function listsLabelledSkills(lines: TextLine[], section: ResumeSection): boolean {
  const body = lines.slice(section.startLine, section.endLine).filter((line) => line.text.trim());
  const schooling = (line: TextLine) => namesSchool(line.text) || namesDegree(line.text);
  if (section.kind !== "summary" && (section.kind !== "education" || body.some(schooling))) return false;
  const ownLines = body.filter((_line, i) => !/,$/.test(body[i - 1]?.text.trim() ?? ""));
  const labelled = ownLines
    .map((line) => LABEL_LINE.exec(line.text.trim().replace(BULLET_PREFIX, ""))?.[1])
    .filter((rest) => rest !== undefined);
  const lists = labelled.filter((rest) => /,/.test(rest) && !/\.\s+\p{Lu}/u.test(rest)).length;
  return lists >= 2 && labelled.length >= ownLines.length * 0.6;
}

/**
 * "Licences" / "Reach truck licence" / "Counterbalance forklift" / "Warehouse" / "Pick and pack": a sidebar of
 * skill groups with no Skills heading over them, the first group's name a heading's word. Another group's name
 * set just as the heading is, and no date under it, tell a list of groups, not of licences.
 */
function namesFirstSkillGroup(lines: TextLine[], section: ResumeSection): boolean {
  if (section.kind !== "certifications" || section.headingLine === null) return false;
  const heading = lines[section.headingLine]!;
  const body = lines.slice(section.startLine, section.endLine);
  const asHeading = (line: TextLine) => headingStyle(line) === headingStyle(heading);
  // (Items set otherwise than the names: where every line looks alike, nothing tells a name.)
  return (
    body.length >= 3 &&
    !body.some((line) => /\b(?:19|20)\d{2}\b/.test(line.text)) &&
    body.some((line) => !asHeading(line)) &&
    body.some((line) => asHeading(line) && !sectionKindOf(line.text))
  );
}
