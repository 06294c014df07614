// A code host's profile page turned into a resume (JSON Resume's "github" theme) lists no roles as such: an
// "Experience activity" timeline of months, each with its events: "Joined Brightline Freight" over the title,
// "Finished 1 degree at Front Range State University" over "Bachelor of Arts · Economics", "Earned 1 award",
// "Volunteered", "Started 1 project". Only the month an event happened is printed: a role's start, a degree's end.
// The timeline is read event by event; a reader of dated headers finds no range in it and no header to split.

import type { EducationEntry, ExperienceEntry, TextLine } from "../types.ts";
import { MONTHS, toYearMonth } from "./dates.ts";
import type { EntryBlock } from "./entries.ts";
import { joinWrapped } from "./normalise-text.ts";

/** "April 2021": the month heading events are listed under. */
const MONTH_HEADING = new RegExp(`^(?:${MONTHS})\\.?\\s+\\d{4}$`, "i");

/** What happened: a role joined (its employer named or not), a degree finished, or an event no role nor school. */
const EVENT =
  /^(?:(joined)\s+(\S.*)|(started) \d+ jobs?|(finished) \d+ degrees?(?:\s+at\s+(\S.*))?|earned \d+ awards?|started \d+ projects?|volunteered)$/i;

/** Events of this many and more, one at least a role's or a school's, make a timeline. */
const MIN_EVENTS = 2;

interface TimelineEvent {
  kind: "role" | "school" | "other";
  /** The employer or the school, when the event names one. */
  organisation: string;
  month: string;
  lines: TextLine[];
  /** The position, or the degree and its field set apart by " · ". */
  name: string;
  body: TextLine[];
}

export interface ActivityTimeline {
  /** Each role's lines, as the blocks of dated headers are: which role a line belongs to is asked of them. */
  roleBlocks: EntryBlock[];
  roles: ExperienceEntry[];
  schools: EducationEntry[];
}

const sameSize = (a: TextLine, b: TextLine) => a.fontSize > 0 && a.fontSize === b.fontSize;

/**
 * The timeline the lines make, or null when they make none: a month heading over each event, two events or more,
 * a role or a school among them. `worksFor` is the profile's other lines: the employer named alone there is the one the person
 * works for, so the latest role joined there goes on to the present.
 */
export function readActivityTimeline(lines: TextLine[], worksFor: TextLine[]): ActivityTimeline | null {
  const events: TimelineEvent[] = [];
  let month: string | null = null;
  let current: TimelineEvent | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const text = line.text.trim();
    const next = lines[i + 1]?.text.trim() ?? "";
    if (MONTH_HEADING.test(text) && EVENT.test(next)) {
      month = text;
      current = null;
      continue;
    }
    // (An event opens under its month's heading, or later in that month in the first event's type: a highlight
    // that opens "Joined the sepsis response team" is none.)
    const opensEvent =
      month && (lines[i - 1]?.text.trim() === month || (events[0] && sameSize(line, events[0].lines[0]!)));
    const event = opensEvent ? EVENT.exec(text) : null;
    if (event && month) {
      const eventLines = [line];
      // ("Finished 1 degree at Lakeshore University School of" / "Business": the name wrapped in the event's type.)
      let organisation = event[2] ?? event[5] ?? "";
      while (organisation && lines[i + 1] && sameSize(lines[i + 1]!, line) && !EVENT.test(lines[i + 1]!.text.trim())) {
        organisation = joinWrapped(organisation, lines[++i]!.text.trim());
        eventLines.push(lines[i]!);
      }
      const kind = event[1] || event[3] ? "role" : event[4] ? "school" : "other";
      current = { kind, organisation, month, lines: eventLines, name: "", body: [] };
      events.push(current);
      continue;
    }
    if (!current) continue;
    if (!current.name) {
      // The name's line, and the lines it wrapped onto in its own type ("Senior Account Executive, Mid-" / "Market").
      current.name = text;
      current.lines.push(line);
      while (lines[i + 1] && sameSize(lines[i + 1]!, line) && isWrappedTail(lines[i + 1]!.text.trim())) {
        current.name = joinWrapped(current.name, lines[++i]!.text.trim());
        current.lines.push(lines[i]!);
      }
    } else current.body.push(line);
  }
  const roleEvents = events.filter((event) => event.kind === "role");
  if (events.length < MIN_EVENTS || events.every((event) => event.kind === "other")) return null;
  const employerNamed = new Set(worksFor.map((line) => line.text.trim()));
  const margins = marginsOf(events.flatMap((event) => event.body));
  const roleBlocks = roleEvents.map(
    (event): EntryBlock => ({
      headerParts: [event.name, event.organisation].filter(Boolean),
      headerLines: event.lines,
      dates: null,
      singleDate: event.month,
      body: bodyItems(event.body, margins),
      urls: [],
    }),
  );
  const roles = roleEvents.map(
    (event, index): ExperienceEntry => ({
      jobTitle: event.name,
      company: event.organisation,
      location: "",
      startDate: toYearMonth(event.month) ?? "",
      endDate: index === 0 && employerNamed.has(event.organisation) ? "Present" : "",
      responsibilities: roleBlocks[index]!.body.map((item) => item.text),
    }),
  );
  const schools = events
    .filter((event) => event.kind === "school")
    .map((event): EducationEntry => {
      const [degree = "", field = ""] = event.name.split(/\s+·\s+|\s+·$|^·\s+/);
      return {
        institution: event.organisation,
        degree: degree.trim(),
        fieldOfStudy: field.trim(),
        startDate: "",
        endDate: toYearMonth(event.month) ?? "",
        details: bodyItems(event.body, margins).map((item) => item.text),
      };
    });
  return { roleBlocks, roles, schools };
}

/** A name's last words wrapped onto a line of their own: short, no sentence. */
const isWrappedTail = (text: string) => text.split(/\s+/).length <= 3 && !/[.!?]$/.test(text);

/** The left edge of a type's lines on a page, and whether any of them is set in from it. */
interface Margin {
  x: number;
  setIn: boolean;
}

const typeOnPage = (line: TextLine) => `${line.page} ${line.fontSize}`;

/** Each type's margin on each page, over the whole timeline: a role's highlights may all fit on one line each. */
function marginsOf(lines: TextLine[]): Map<string, Margin> {
  const margins = new Map<string, Margin>();
  for (const line of lines) {
    const margin = margins.get(typeOnPage(line));
    margins.set(typeOnPage(line), { x: Math.min(margin?.x ?? line.x, line.x), setIn: false });
  }
  for (const line of lines) {
    const margin = margins.get(typeOnPage(line))!;
    margin.setIn ||= line.x > margin.x + 2;
  }
  return margins;
}

/**
 * A role's summary and highlights, one item each: a highlight's first line is set in from the lines it wraps onto.
 * In a type no line of which is set in (the summary's), a sentence ended before a capital starts the next item.
 */
function bodyItems(lines: TextLine[], margins: Map<string, Margin>): EntryBlock["body"] {
  const items: EntryBlock["body"] = [];
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    const text = line.text.trim();
    const margin = margins.get(typeOnPage(line)) ?? { x: line.x, setIn: false };
    const sentenceEnded = /[.!?]$/.test(previous?.text.trim() ?? "") && /^\p{Lu}/u.test(text);
    const wrapped = previous?.fontSize === line.fontSize && line.x <= margin.x + 2 && (margin.setIn || !sentenceEnded);
    const last = items.at(-1);
    if (wrapped && last) last.text = joinWrapped(last.text, text);
    else items.push({ text, line });
  });
  return items;
}
