// What a resume truly says, in one shape for every family of the parser's measurement, and how a parse is
// scored against it. One point per field:
// - name, email: equal after lower-casing and collapsing white space; phone: same digits.
// - location: the city first, then nothing but the region, country, country code or postal code.
// - each role (matched by position in document order): title equal; company equal (so "Acme, Springfield, IL"
//   is a miss); its place, where the truth gives one, the same words in any order; dates apart: start and end equal to the truth's year (and month, where the truth has one),
//   an open end read as "Present"; a year-only truth is matched on the year.
// - each school: institution equal; degree right when every word of it is in the parsed degree + field.
// - skills: each listed keyword found among the parsed skills.
// A field is counted only when its text is on the page (some themes print no phone, no dates): the parser
// is measured on what a reader could see. A degree must be there as words, a city outside the names of
// employers and schools, and degrees, cities and skills outside the summary and bullets.
import { MONTHS } from "../src/parse/dates.ts";
import type { ParsedResume } from "../src/types.ts";
import type { JsonResumePerson } from "./corpus/person.ts";

export interface TruthRole {
  title: string;
  company: string;
  /** Where the role was, as printed ("Russia, Moscow"); asked only where the truth gives it. */
  place?: string;
  /** "2020", "2020-03"; absent when the truth has no dates. */
  start?: string;
  /** "2020", "2020-03", or "Present". */
  end?: string;
}

export interface ResumeTruth {
  name?: string;
  email?: string;
  phone?: string;
  location?: { city: string; others: string[] };
  roles: TruthRole[];
  schools: Array<{ institution: string; degree: string }>;
  skills: string[];
  /** Sentences (summary, bullets): a degree or a city named only in them is no field of the page. */
  prose?: string[];
  /** Where each role was ("Columbus, OH"): a city printed only there is no location of the person's. */
  rolePlaces?: string[];
}

export interface FieldTally {
  right: number;
  total: number;
}

export interface ScoredResume {
  fields: Record<string, FieldTally>;
  misses: string[];
}

export const norm = (s: string) =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, " ")
    .replace(/[.,;:]$/, "")
    .trim();
const squash = (s: string) => norm(s).replace(/[^\p{L}\p{N}@]/gu, "");
const digits = (s: string) => s.replace(/\D/g, "");
const DEGREE_FILLER = new Set(["in", "of", "and", "&", "the"]);
const words = (s: string) =>
  norm(s)
    .split(/[\s,()/]+/)
    .map((w) => w.replace(/[.:;]+$/, ""))
    .filter((w) => w && !DEGREE_FILLER.has(w));

export function scoreParse(truth: ResumeTruth, parsed: ParsedResume): ScoredResume {
  const page = squash(parsed.text);
  const printsMonths = PRINTED_MONTH.test(parsed.text);
  const onPage = (value: string | undefined) => !!value && page.includes(squash(value));
  // A short degree is looked for as words ("MS" is in "systems"); a city outside the names of employers and
  // schools ("Cork" of "University College Cork" says nothing of where the person lives).
  const without = (text: string, parts: string[]) =>
    parts.filter(Boolean).reduce((rest, part) => rest.split(squash(part)).join("|"), text);
  const pageOutsideProse = without(page, truth.prose ?? []);
  const pageWords = ` ${words(parsed.text).join(" ")} `;
  const degreeOnPage = (degree: string) =>
    pageWords.includes(` ${words(degree).join(" ")} `) && pageOutsideProse.includes(squash(degree));
  const pageOutsideNames = without(pageOutsideProse, [
    ...truth.roles.map((role) => role.company),
    ...truth.schools.map((school) => school.institution),
  ]);
  const scored: ScoredResume = { fields: {}, misses: [] };
  const check = (field: string, ok: boolean, detail: string) => {
    const tally = scored.fields[field] ?? { right: 0, total: 0 };
    scored.fields[field] = tally;
    tally.total++;
    if (ok) tally.right++;
    else scored.misses.push(`${field}: ${detail}`);
  };
  const r = parsed.resume;
  const info = r.personalInfo;
  if (onPage(truth.name)) check("name", norm(info.name) === norm(truth.name!), `"${info.name}" (want "${truth.name}")`);
  if (onPage(truth.email)) check("email", norm(info.email) === norm(truth.email!), `"${info.email}"`);
  if (truth.phone && page.includes(digits(truth.phone)))
    check("phone", digits(info.phone) === digits(truth.phone), `"${info.phone}" (want "${truth.phone}")`);
  // (Asked where the page prints the city more often than its roles' places do, when it prints those: a place
  // elsewhere is on the page.)
  const timesOnPage = (value: string) => pageOutsideNames.split(squash(value)).length - 1;
  const rolesThere = (city: string) => {
    const places = truth.rolePlaces ?? [];
    const there = places.filter((place) => squash(place).includes(squash(city)));
    return places.some((place) => !there.includes(place) && timesOnPage(place) > 0) ? there.length : 0;
  };
  if (truth.location && timesOnPage(truth.location.city) > rolesThere(truth.location.city)) {
    const allowed = new Set(truth.location.others.flatMap(words));
    const got = words(info.address);
    const cityWords = words(truth.location.city);
    const ok =
      got.slice(0, cityWords.length).join(" ") === cityWords.join(" ") &&
      got.slice(cityWords.length).every((w) => allowed.has(w));
    check("location", ok, `"${info.address}" (want "${truth.location.city}")`);
  }
  // A field of the i-th role or school, equal to the truth after normalising, counted when on the page.
  const checkEqual = (field: string, i: number, got: string | undefined, want: string) => {
    if (onPage(want)) check(field, !!got && norm(got) === norm(want), `[${i}] "${got ?? "(none)"}" (want "${want}")`);
  };
  truth.roles.forEach((role, i) => {
    const got = r.experience[i];
    checkEqual("title", i, got?.jobTitle, role.title);
    checkEqual("company", i, got?.company, role.company);
    // (A place's parts in any order: "Moscow, Russia" for "Russia, Moscow".)
    if (role.place && onPage(role.place)) {
      const want = new Set(words(role.place));
      const gotWords = new Set(words(got?.location ?? ""));
      check(
        "place",
        want.size === gotWords.size && [...want].every((w) => gotWords.has(w)),
        `[${i}] "${got?.location ?? "(none)"}" (want "${role.place}")`,
      );
    }
    if (role.start && rangeOnPage(parsed.text, role.start, role.end)) {
      // A year-only truth is matched on the year: some themes print "Jan 2016" for "2016"; so is every date of
      // a page that prints years only ("2018 - 2021").
      const same = (value: string | undefined, want: string | undefined) =>
        !!value &&
        !!want &&
        (want.length === 4 || !printsMonths ? value.slice(0, 4) === want.slice(0, 4) : value === want);
      check(
        "start date",
        same(got?.startDate, role.start),
        `[${i}] "${got?.startDate ?? "(none)"}" (want ${role.start})`,
      );
      check("end date", same(got?.endDate, role.end), `[${i}] "${got?.endDate ?? "(none)"}" (want ${role.end})`);
    }
  });
  truth.schools.forEach((school, i) => {
    const got = r.education[i];
    checkEqual("institution", i, got?.institution, school.institution);
    if (school.degree && degreeOnPage(school.degree)) {
      const gotWords = new Set(words(`${got?.degree ?? ""} ${got?.fieldOfStudy ?? ""}`));
      check(
        "degree",
        !!got && words(school.degree).every((w) => gotWords.has(w)),
        `[${i}] "${got?.degree} / ${got?.fieldOfStudy}" (want "${school.degree}")`,
      );
    }
  });
  const parsedSkills = new Set(r.skills.flatMap((c) => c.items.map(norm)));
  // A skill named only in sentences (its list clipped off the page) is no listed skill of the page.
  for (const skill of truth.skills) {
    if (pageOutsideProse.includes(squash(skill))) check("skills", parsedSkills.has(norm(skill)), skill);
  }
  return scored;
}

/** Fields that make up "field accuracy"; role dates are reported apart. */
export const FIELD_ACCURACY = [
  "name",
  "email",
  "phone",
  "location",
  "title",
  "company",
  "place",
  "institution",
  "degree",
  "skills",
];
export const DATE_FIELDS = ["start date", "end date"];

/** The words a page prints for an open end ("Present", "Current", "aujourd'hui", "heute"…). */
const OPEN_END_PRINTED = "present|current|now|today|ongoing|date|pr[ée]sent|aujourd|actual|atual|heute|jetzt|presente";

/**
 * Whether the page prints a role's range: its start year, then within a few lines its end's year or an open
 * end. (A year printed anywhere, in a bullet or another entry, does not date the role: a converter that lost a
 * role's dates is not asked for them.)
 */
function rangeOnPage(text: string, start: string, end: string | undefined): boolean {
  const from = start.slice(0, 4);
  const to = !end || /present/i.test(end) ? OPEN_END_PRINTED : end.slice(0, 4);
  if (to === from) return text.includes(from);
  // (An open end may be the dash alone: "2021-06 —".)
  const ends = to === OPEN_END_PRINTED ? `${to}|[-–—]\\s*$` : to;
  // (Within a few lines: a range set in a margin beside a bullet has the bullet's text between its parts.)
  return new RegExp(`${from}[\\s\\S]{0,200}?(?:${ends})`, "im").test(text);
}

const countryName = new Intl.DisplayNames(["en"], { type: "region" });

/** A month printed beside a year anywhere on the page: "Jun 2021", "06/2021", "2021-06". */
const PRINTED_MONTH = new RegExp(
  `(?:${MONTHS})\\.?,?\\s+\\d{4}|\\b\\d{1,2}[/.]\\d{4}\\b|\\b\\d{4}[-/.]\\d{1,2}\\b`,
  "i",
);

/** Region codes some themes print in full ("Denver, Colorado" for region "CO"): US states, Canadian provinces, Australian states. */
const REGION_NAMES: Record<string, string> = Object.fromEntries(
  (
    "AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|FL Florida|" +
    "GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|" +
    "MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|" +
    "NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|" +
    "OK Oklahoma|OR Oregon|PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|" +
    "UT Utah|VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming|DC District of Columbia|" +
    "AB Alberta|BC British Columbia|MB Manitoba|NB New Brunswick|NL Newfoundland and Labrador|NS Nova Scotia|" +
    "ON Ontario|PE Prince Edward Island|QC Quebec|SK Saskatchewan|NSW New South Wales|QLD Queensland|" +
    "SA South Australia|TAS Tasmania|VIC Victoria|ACT Australian Capital Territory|NT Northern Territory"
  )
    .split("|")
    .map((pair) => [pair.slice(0, pair.indexOf(" ")), pair.slice(pair.indexOf(" ") + 1)]),
);

/** A corpus person's truth: what their JSON says the page shows. */
export function truthFromJsonResume(person: JsonResumePerson): ResumeTruth {
  const b = person.basics;
  const loc = b.location;
  const code = loc?.countryCode?.toUpperCase();
  return {
    name: b.name,
    email: b.email,
    phone: b.phone,
    location: loc?.city
      ? {
          city: loc.city,
          others: [
            loc.region ?? "",
            // "WA" is Washington in the US and Western Australia in Australia: the country decides.
            (code === "AU" && loc.region === "WA" ? "Western Australia" : REGION_NAMES[loc.region ?? ""]) ?? "",
            code ?? "",
            code ? (countryName.of(code) ?? "") : "",
            loc.postalCode ?? "",
            code === "US" ? "USA" : "",
            code === "GB" ? "UK" : "",
          ],
        }
      : undefined,
    roles: (person.work ?? []).map((w) => ({
      title: w.position,
      company: w.name,
      start: w.startDate,
      end: w.startDate ? (w.endDate ?? "Present") : undefined,
    })),
    schools: (person.education ?? []).map((e) => ({ institution: e.institution, degree: e.studyType ?? "" })),
    rolePlaces: (person.work ?? []).flatMap((w) => (w.location ? [w.location] : [])),
    skills: (person.skills ?? []).flatMap((s) => s.keywords ?? []),
    prose: [
      b.summary ?? "",
      ...(person.work ?? []).flatMap((w) => [w.summary ?? "", ...(w.highlights ?? [])]),
      ...(person.projects ?? []).flatMap((p) => [p.description ?? "", ...(p.highlights ?? [])]),
    ],
  };
}
