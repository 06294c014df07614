// Role fit: how close the resume's titles are to the posting's, through the occupations O*NET names them
// (data/job-titles.json). Same occupation 1; the same broad group (software developers, web developers and
// QA testers), or a manager of that field, 0.6; the same minor group (developers and database architects)
// 0.45; the same major group 0.3; otherwise nothing. A title the index does not know is read from its last words ("Cloud DevOps
// Engineer" as "DevOps Engineer"); two titles sharing their words count even when neither is known.
import jobTitles from "../../data/job-titles.json" with { type: "json" };
import { rememberedFor } from "../memo.ts";
import type { ExperienceEntry } from "../types.ts";
import { normalizeJobTitle } from "./job-title-words.ts";
import type { ResumeTitle } from "./resume-titles.ts";

const { codes, titles } = jobTitles as { codes: string[]; titles: Record<string, number[]> };

/** Managers and the people whose work they run: "11-2022" (sales managers) and "41-" (sales). */
const MANAGER_OF: Array<[manager: string, field: string]> = [
  ["11-2022", "41-"],
  ["11-2021", "13-1161"],
  ["11-3031", "13-2"],
  ["11-3121", "13-1071"],
  ["11-3071", "53-"],
  ["11-9021", "47-"],
  ["11-9111", "29-"],
  ["11-3021", "15-"],
  ["11-9041", "17-"],
  ["11-9032", "25-"],
  ["11-9081", "35-"],
];

/** Words of a title that name no field on their own. */
const GENERIC_TITLE_WORDS = new Set(
  "developer engineer manager specialist assistant associate analyst consultant coordinator officer lead head director executive representative worker operative technician administrator supervisor professional expert staff team business partner project program programme general operations site senior junior".split(
    " ",
  ),
);
export interface TitleOccupations {
  /** The title as compared: lower case, no seniority. */
  normalized: string;
  /** O*NET-SOC codes; empty when the index does not know the title. */
  codes: string[];
}

/** A title's occupations, worked out once a title (a resume's titles are looked up again for every posting). */
export const occupationsOf = rememberedFor(lookUpOccupations);

/**
 * A title as compared: its first part ("Frontend Engineer / Tech Lead"), or all of it when that part names no
 * field ("Senior Associate – Finance & Accounts").
 */
function comparedTitle(title: string): string {
  const first = normalizeJobTitle(title);
  const namesField = first.split(" ").some((w) => w && !GENERIC_TITLE_WORDS.has(w));
  return namesField ? first : normalizeJobTitle(title.replace(/\s[-–—|]\s/g, " "));
}

function lookUpOccupations(title: string): TitleOccupations {
  const normalized = comparedTitle(title);
  // "mechanical or marine engineer": either occupation.
  const either = /^(\w+) (?:or|and|\/) (\w+) (\w+)$/.exec(normalized);
  if (either) {
    const [, first, second, head] = either;
    const found = [occupationsOf(`${first} ${head}`), occupationsOf(`${second} ${head}`)].flatMap((o) => o.codes);
    if (found.length > 0) return { normalized, codes: [...new Set(found)] };
  }
  if (!titles[normalized]) {
    // "Teacher of Mathematics and Head of Year 9": two titles, read by the first the index knows.
    const both = normalized.split(" and ");
    if (both.length === 2 && both.every((part) => part.includes(" "))) {
      const found = both.map(occupationsOf).find((o) => o.codes.length > 0);
      if (found) return { normalized, codes: found.codes };
    }
    // "Teacher of Mathematics" as "Mathematics Teacher", "Professor of Economics" as "Economics Professor".
    const inverted = /^(\w+) of (\w+(?: \w+)?)$/.exec(normalized);
    const found = inverted && occupationsOf(`${inverted[2]} ${inverted[1]}`);
    if (found && found.codes.length > 0) return { normalized, codes: found.codes };
  }
  const words = normalized.split(" ").filter(Boolean);
  // The longest run of words the index knows, the last words first: "cloud devops engineer" -> "devops
  // engineer", "qa engineer northwind" -> "qa engineer".
  for (let length = words.length; length >= 1; length--) {
    for (let start = words.length - length; start >= 0; start--) {
      const found = titles[words.slice(start, start + length).join(" ")];
      // One word alone ("engineer", "manager") names too many occupations to say which.
      if (found && (length > 1 || found.length === 1)) return { normalized, codes: found.map((i) => codes[i]!) };
    }
  }
  // "Golang Developer", "Kotlin Programmer": a language's developer is a software developer.
  if (/\b(?:developer|programmer)$/.test(normalized))
    return { normalized, codes: (titles["software developer"] ?? []).map((i) => codes[i]!) };
  return { normalized, codes: [] };
}

/** Whether the manager's occupation, or one of its broad group (the code's first `digits` characters), runs the worker's field. */
const runs = (manager: string, worker: string, digits: 6 | 7) =>
  MANAGER_OF.some(([code, field]) => manager.startsWith(code.slice(0, digits)) && worker.startsWith(field));

function codeSimilarity(a: string, b: string): number {
  // The "All Other" groups ("15-1299": IT project managers, DevOps engineers; "11-9199": a dental office's
  // manager and a bowling alley's) hold unlike occupations: sharing one says no more than the major group.
  if (a === b) return a.endsWith("99.00") ? 0.3 : 1;
  // "29-1141.01" (acute care nurses) is a kind of "29-1141.00" (registered nurses).
  if (a.slice(0, 7) === b.slice(0, 7) && !a.slice(0, 7).endsWith("99")) return 0.9;
  // Web and interface designers share a broad group with developers in O*NET; designing is not developing.
  const designer = (code: string) => code.startsWith("15-1255");
  // (Beside web developers, who build what they design, at 0.45; beside other developers as the major group.)
  const web = (code: string) => code.startsWith("15-1254");
  if (a.slice(0, 6) === b.slice(0, 6)) return designer(a) === designer(b) ? 0.6 : web(a) || web(b) ? 0.45 : 0.3;
  // Managers are grouped by the field they run: a controller and a logistics manager share only the word.
  const managers = a.startsWith("11-");
  if (a.slice(0, 5) === b.slice(0, 5) && !managers) return 0.45;
  if (runs(a, b, 7) || runs(b, a, 7)) return 0.6;
  // The people a neighbouring manager runs: marketing specialists for a sales manager's job (marketing and
  // sales managers share a broad group).
  if (runs(a, b, 6) || runs(b, a, 6)) return 0.3;
  if (a.slice(0, 2) === b.slice(0, 2) && !managers) return 0.3;
  return 0;
}

/**
 * Field words two titles share ("marine" in two engineers' titles), over the posting title's: a fallback when
 * the occupations are unknown. "Engineer" or "manager" alone make no two titles alike.
 */
function sharedWords(resumeTitle: string, postingTitle: string): number {
  const wanted = postingTitle.split(" ").filter((w) => w.length > 2 && !GENERIC_TITLE_WORDS.has(w));
  if (wanted.length === 0) return 0;
  const have = new Set(resumeTitle.split(" "));
  return wanted.filter((w) => have.has(w)).length / wanted.length;
}

/** 0–1: how close one resume title is to the posting's. */
export function titleSimilarity(resumeTitle: TitleOccupations, postingTitle: TitleOccupations): number {
  if (resumeTitle.normalized && resumeTitle.normalized === postingTitle.normalized) return 1;
  const byWords = sharedWords(resumeTitle.normalized, postingTitle.normalized) * 0.8;
  if (resumeTitle.codes.length === 0 || postingTitle.codes.length === 0) return byWords;
  // Both ways, on average: every occupation the posting's title names met by the closest of the resume
  // title's, and every one the resume's names met by the posting's. A full-stack posting (software and web
  // developers) fits a full-stack person fully and a front-end one mostly; a title that names four unlike
  // occupations ("project manager") fits none of them fully.
  const closest = (from: string[], to: string[]) =>
    from.reduce((sum, code) => sum + Math.max(...to.map((other) => codeSimilarity(code, other))), 0) / from.length;
  const byOccupation =
    (closest(postingTitle.codes, resumeTitle.codes) + closest(resumeTitle.codes, postingTitle.codes)) / 2;
  // One occupation, two specialties: "Android Software Engineer" and "Backend Developer" are both software
  // developers to O*NET, "ICU Nurse" and "Pediatric Nurse" both registered nurses. Titles that each name a
  // specialty and share none fit a fifth less; a title that names none ("Software Engineer") keeps its fit.
  const specialty = (title: string) =>
    title.split(" ").filter((w) => w.length > 2 && !GENERIC_TITLE_WORDS.has(w) && !BROAD_FIELD_WORDS.has(w));
  const wanted = specialty(postingTitle.normalized);
  const have = specialty(resumeTitle.normalized).flatMap((w) => [w, ...(COVERS[w] ?? [])]);
  const otherSpecialty =
    byOccupation >= 0.9 && wanted.length > 0 && have.length > 0 && !wanted.some((w) => have.includes(w));
  return Math.max(byWords, byOccupation * (otherSpecialty ? 0.8 : 1));
}

/** Words that name a whole field rather than a specialty of it. */
const BROAD_FIELD_WORDS = new Set(["software", "web", "application", "applications", "computer", "systems"]);
/**
 * Specialties that take in others: a full-stack developer does front-end and back-end work; a developer named
 * by a server-side language or framework ("Python Developer") does back-end work, by a browser framework
 * front-end work. Only the resume's side is widened: a "Java Developer" posting still asks for Java.
 */
const COVERS: Record<string, string[]> = {
  fullstack: ["frontend", "backend"],
  mobile: ["android", "ios"],
  ...Object.fromEntries(
    ["python", "java", "php", "ruby", "golang", "scala", "django", "spring", "rails", "laravel", "node"].map(
      (language) => [language, ["backend"]],
    ),
  ),
  ...Object.fromEntries(["react", "angular", "vue"].map((framework) => [framework, ["frontend"]])),
};

export interface RoleFit {
  score: number;
  /** The resume title that fits best, as written. */
  resumeTitle: string | null;
  /** That title's fit before what it says of the person today: 1 when only its recency holds the score down. */
  titleFit: number;
  /** Why that title counts less than fully ("a headline no role of yours shows"), if it does. */
  why: string | null;
}

const NO_FIT: RoleFit = { score: 0, resumeTitle: null, titleFit: 0, why: null };

/**
 * The best fit among the resume's titles, each weighed by how much it speaks for the person today
 * (resume-titles.ts: a nurse who became a developer five years ago is a developer).
 */
export function roleFit(resumeTitles: ResumeTitle[], postingTitle: string): RoleFit {
  const posting = occupationsOf(postingTitle);
  let best = NO_FIT;
  for (const { title, recency, why } of resumeTitles) {
    const titleFit = titleSimilarity(occupationsOf(title), posting);
    if (titleFit * recency > best.score)
      best = { score: titleFit * recency, resumeTitle: title, titleFit, why: why ?? null };
  }
  return best;
}

/** A role this close to the posting's title is in its field: the same minor group or nearer. */
const IN_FIELD = 0.45;

/**
 * The roles whose years count for a posting's "3+ years", as a recruiter reads "3+ years of front-end
 * development": those in its field (a store manager's ten years count for none of it); all of them when the
 * posting names no title. A role whose title names no known occupation counts: a misread or unusual title is no
 * evidence against it.
 */
export function rolesInField(roles: ExperienceEntry[], postingTitle: string | null): ExperienceEntry[] {
  if (!postingTitle) return roles;
  const posting = occupationsOf(postingTitle);
  return roles.filter((role) => {
    const title = occupationsOf(role.jobTitle);
    return title.codes.length === 0 || titleSimilarity(title, posting) >= IN_FIELD;
  });
}

/** How the facts, the score and its changes say which years they count: " in its field" when the posting names a title. */
export const inItsField = (postingTitle: string | null) => (postingTitle ? " in its field" : "");

const stemOf = (word: string) => word.replace(/(ical|ial|ance|ence|ing|ed|es|s|y)$/, "");

/**
 * Role fit for a posting that names no title (written as prose about the team): how much of the field words
 * of the resume's recent titles the posting uses ("Financial Analyst" in a posting about finance work;
 * "Mechanical Engineer" in none), 0.7 at most; a title of generic words only, 0.35.
 */
export function roleFitFromText(resumeTitles: ResumeTitle[], postingText: string): RoleFit {
  const uses = new Map<string, number>();
  for (const word of postingText.toLowerCase().split(/[^a-z]+/)) {
    const stem = word.length >= 4 ? stemOf(word) : null;
    if (stem) uses.set(stem, (uses.get(stem) ?? 0) + 1);
  }
  // A word the posting uses once in passing ("financial performance data" in a finance posting) speaks of its
  // field half as much as one it comes back to.
  const spokenOf = (word: string) => Math.min(1, (uses.get(stemOf(word)) ?? 0) / 2);
  let best = NO_FIT;
  const fieldWords = (text: string) => text.split(" ").filter((w) => w.length >= 4 && !GENERIC_TITLE_WORDS.has(w));
  for (const { title } of resumeTitles.filter((t) => t.recency === 1)) {
    const words = comparedTitle(title);
    // "Finance and Accounts": either field; "Supply Chain": both words of one. (Not in a sentence read as a title.)
    const alternatives = words.split(" ").length <= 5 ? words.split(" and ") : [words];
    const fields = alternatives.map(fieldWords).filter((field) => field.length > 0);
    // The posting speaking of a field is weaker evidence than naming the job: 0.7 at most.
    const score =
      fields.length === 0
        ? 0.35
        : Math.max(...fields.map((field) => (0.7 * field.reduce((sum, w) => sum + spokenOf(w), 0)) / field.length));
    if (score > best.score) best = { score, resumeTitle: title, titleFit: score, why: null };
  }
  return best;
}
