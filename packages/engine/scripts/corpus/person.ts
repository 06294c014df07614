// The corpus's people, in the JSON Resume schema (jsonresume.org/schema): the truth every generated file is
// measured against. Helpers here turn a person into the words a generator prints.

export interface JsonResumeLocation {
  address?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
  region?: string;
}

export interface JsonResumeWork {
  name: string;
  position: string;
  location?: string;
  url?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
}

export interface JsonResumeEducation {
  institution: string;
  area?: string;
  studyType?: string;
  startDate?: string;
  endDate?: string;
  score?: string;
  courses?: string[];
}

export interface JsonResumePerson {
  basics: {
    name: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: JsonResumeLocation;
    profiles?: Array<{ network?: string; username?: string; url?: string }>;
  };
  work?: JsonResumeWork[];
  education?: JsonResumeEducation[];
  skills?: Array<{ name: string; level?: string; keywords?: string[] }>;
  projects?: Array<{ name: string; description?: string; highlights?: string[]; keywords?: string[]; url?: string }>;
  certificates?: Array<{ name: string; date?: string; issuer?: string }>;
  languages?: Array<{ language: string; fluency?: string }>;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2020-03" -> "Mar 2020", "2016" -> "2016", none -> "Present" (an open end). */
export function showDate(date: string | undefined, style: "short" | "long" | "numeric" = "short"): string {
  if (!date) return "Present";
  const [year, month] = date.split("-");
  if (!month) return year!;
  const index = Number(month) - 1;
  if (style === "numeric") return `${month}/${year}`;
  if (style === "long") return `${new Date(Date.UTC(2000, index, 1)).toLocaleString("en", { month: "long" })} ${year}`;
  return `${MONTHS[index]} ${year}`;
}

export function showPeriod(
  item: { startDate?: string; endDate?: string },
  style: "short" | "long" | "numeric" = "short",
  dash = "–",
): string {
  if (!item.startDate) return item.endDate ? showDate(item.endDate, style) : "";
  return `${showDate(item.startDate, style)} ${dash} ${showDate(item.endDate, style)}`;
}

export function showLocation(location: JsonResumeLocation | undefined): string {
  if (!location) return "";
  return [location.city, location.region || location.countryCode].filter(Boolean).join(", ");
}

export function degreeLine(education: JsonResumeEducation): string {
  return [education.studyType, education.area].filter(Boolean).join(" in ");
}

/** A profile's address as a resume prints it ("github.com/nfeld"), found by its network; "" without one. */
function profileOf(person: JsonResumePerson, network: RegExp): string {
  const url = person.basics.profiles?.find((p) => network.test(p.network ?? p.url ?? ""))?.url ?? "";
  return url.replace(/^https?:\/\/(www\.)?/, "");
}

export const linkedinOf = (person: JsonResumePerson) => profileOf(person, /linkedin/i);
export const githubOf = (person: JsonResumePerson) => profileOf(person, /github/i);

/**
 * `--people=13,14` among a script's arguments: only the people whose id starts so (the people added last,
 * built and measured before any tuning on them). Without it, everyone.
 */
export function chosenPeople(args: string[]): ((id: string) => boolean) | null {
  const prefixes = args
    .find((a) => a.startsWith("--people="))
    ?.slice("--people=".length)
    .split(",");
  return prefixes ? (id) => prefixes.some((prefix) => id.startsWith(prefix)) : null;
}
