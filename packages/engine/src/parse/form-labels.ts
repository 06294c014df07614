// The labels of a CV form, set beside their values: the Europass CV as it was until 2012 (its Word template, its
// online editor's PDF, the europecv LaTeX class) prints "Dates", "Occupation or position held", "Name and address
// of employer" in a lane or a table's left cell, the value on the same row. The labels say which field a value is;
// said as "Label: value", the entry and contact readers take them as they take any labelled field.
import { holdsYear } from "./dates.ts";

const DATES = /^dates?$/i;

/** What a form label names, as the readers after the layout expect it written. */
const FORM_LABELS: Array<[RegExp, string | null]> = [
  [DATES, "Dates"],
  [/^occupation or position held$/i, "Occupation or position held"],
  [/^name and address of employer$/i, "Name and address of employer"],
  [/^title of qualification awarded$/i, "Title of qualification awarded"],
  [
    /^name and type of organi[sz]ation providing education and training$/i,
    "Name and type of organisation providing education and training",
  ],
  [
    /^(?:name\s*\/\s*surname|surname\(?s?\)?\s*\/\s*first name\(?s?\)?|first name\(?s?\)?\s*\/\s*surname\(?s?\)?)$/i,
    "Name",
  ],
  [/^(?:address(?:\(es\))?|telephone(?:\(s\))?|mobile|fax(?:\(es\))?|(?:personal\s+)?e-?mail(?:\(s\))?)$/i, null],
  [/^(?:nationality|date of birth|gender|driving licen[cs]e)$/i, null],
  // A job portal's profile table, each label a cell beside its value: read as the portal's label lines are
  // ("Current Location: Jaipur", "Pref. Location: Delhi").
  [
    /^(?:current\s+(?:designation|company|employer|location|ctc)|pref(?:\.|erred)\s+locations?|total\s+experience|highest\s+degree(?:\s+held)?|annual\s+salary|expected\s+ctc|notice\s+period|functional\s+area)$/i,
    null,
  ],
  // Labels whose value needs no name: the activities are bullets, the sector and the level are words of their own.
  [
    /^(?:main activities and responsibilities|type of business or sector|principal subjects\s*\/\s*occupational skills covered|level in national or international classification|desired employment\s*\/\s*occupational field)$/i,
    "",
  ],
];

/**
 * A job portal's export: each role and school a table of label rows ("Company Name | Infosys Limited",
 * "Designation | …", "Duration | Jun 2019 to Present", "Location | Bengaluru"); a place needs no label. Read only
 * where a page has such a table ("Designation" and "Company Name" or "Duration"): "Degree   School   Year" heads a
 * plain table elsewhere.
 */
const PORTAL_LABELS: Array<[RegExp, string | null]> = [
  [/^(?:company|employer|organi[sz]ation)(?:\s+name)?$/i, "Company"],
  [/^designation$/i, "Designation"],
  [/^(?:position|job\s+title)$/i, "Position"],
  [/^(?:duration|period|tenure|year(?: of passing)?|passing year)$/i, "Dates"],
  [/^(?:job\s+)?location$/i, ""],
  [/^(?:(?:roles?\s*(?:&|and)\s*)?responsibilities|duties|job\s+profile)$/i, ""],
  [/^(?:degree|course|qualification)$/i, "Degree"],
  [/^(?:institut(?:e|ion)|university|board\s*\/\s*university|college)$/i, "Institution"],
  // (A table of schools' last column: the marks beside each row, no field of the school.)
  [/^(?:percentage|%\s*(?:of\s+)?marks|marks(?:\s+obtained)?|aggregate|c?gpa|grade|class|division)$/i, ""],
];

const FORM_AND_PORTAL_LABELS = [...FORM_LABELS, ...PORTAL_LABELS];

/** The longest label either list matches, written out: "Name and type of organisation providing education …". */
const LONGEST_LABEL = 70;

/** Each list's labels as one pattern (all are case-blind): most texts are no label, and one test says so. */
const ANY_LABEL = new Map(
  [FORM_LABELS, PORTAL_LABELS, FORM_AND_PORTAL_LABELS].map((labels) => [
    labels,
    new RegExp(labels.map(([label]) => `(?:${label.source})`).join("|"), "i"),
  ]),
);

function formLabelOf(text: string, labels = FORM_LABELS): string | null | undefined {
  const trimmed = text.trim().replace(/\s+/g, " ");
  // (No label runs past 70 characters: a line of prose is none, and is not tried against each.)
  if (trimmed.length > LONGEST_LABEL || !ANY_LABEL.get(labels)!.test(trimmed)) return undefined;
  const found = labels.find(([label]) => label.test(trimmed));
  if (!found) return undefined;
  return found[1] ?? trimmed;
}

/** A label of the form alone: "Occupation or position held". */
export function isFormLabel(text: string): boolean {
  return formLabelOf(text) !== undefined;
}

/** "Label: value" for a form label and its value, or the value alone where its label names nothing to keep. */
function labelled(label: string, value: string, labels: Array<[RegExp, string | null]>): string | undefined {
  // (A table's header row, "Dates   Degree   School", holds no dates.)
  const named = formLabelOf(label, labels);
  if (named === "Dates" && !holdsYear(value)) return undefined;
  if (named === undefined) return undefined;
  return named ? `${named}: ${value}` : value;
}

/**
 * Lines as "Label: value" where a form label stands before its value: across a gap on its row ("Dates   2020 –
 * Present", a lane merged with its content), or alone on the line before it (a Word table's left cell). A label
 * with no value after it (the list of activities under it) is no line of its own.
 */
export function withFormLabels<Line extends { text: string; index: number }>(lines: Line[]): Line[] {
  // (A portal's table: its "Designation" row, and a "Company Name" or "Duration" row; or a table of roles written
  // as "Position", "Company", "Period" rows, of schools as "Institution", "Degree" rows.)
  const portalLabels = new Set(
    lines.map((line) => formLabelOf(/^(\S.*?)(?:\s{2,}|$)/.exec(line.text.trim())?.[1] ?? "", PORTAL_LABELS)),
  );
  const portal =
    ((portalLabels.has("Designation") || portalLabels.has("Position")) &&
      (portalLabels.has("Company") || portalLabels.has("Dates"))) ||
    // ("University" alone may be a school's name wrapped in a table's cell: the institution's own label says more.)
    (lines.some((line) => /^(?:institut(?:e|ion)|board\s*\/\s*university)(?:\s{2,}|$)/i.test(line.text.trim())) &&
      portalLabels.has("Degree"));
  const labels = portal ? FORM_AND_PORTAL_LABELS : FORM_LABELS;
  const isLabel = (text: string) => formLabelOf(text, labels) !== undefined;
  let changed = false;
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    if (isLabel(line.text)) {
      changed = true;
      const value = next && !isLabel(next.text) ? labelled(line.text, next.text.trim(), labels) : undefined;
      if (value !== undefined) {
        out.push({ ...next!, text: value });
        i++;
      }
      continue;
    }
    const [, label = "", rest = ""] = /^(\S.*?)\s{2,}(\S.*)$/.exec(line.text.trim()) ?? [];
    const value = label ? labelled(label, rest, labels) : undefined;
    if (value === undefined) {
      out.push(line);
      continue;
    }
    changed = true;
    out.push({ ...line, text: value });
  }
  return changed ? out.map((line, index) => ({ ...line, index })) : lines;
}
