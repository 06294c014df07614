// Derives the engine's skills dictionary (data/skills.json) from public taxonomies:
// - our curated table (src/skills/curated-skills.ts): current tech names with the aliases people write;
// - O*NET Technology Skills (CC BY 4.0): products flagged Hot Technology / In Demand or used by 3+
//   occupations; vendor prefixes and trailing acronyms become aliases ("Apache Kafka" -> "Kafka",
//   "Amazon Web Services AWS software" -> "AWS"); products in the same O*NET commodity class are related;
// - ESCO v1.1.1 knowledge concepts (CC BY 4.0): named technologies and methods (a capital letter or digit
//   in the label) and multi-word knowledge areas, with their short alternative labels.
// Generic names (one lower-case word, "… software" categories) are left out: they match ordinary prose.
// Usage: node packages/engine/scripts/derive-skills.ts [path/to/shared/data/taxonomy]
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CURATED_SKILLS } from "../src/skills/curated-skills.ts";
import type { SkillType } from "../src/types.ts";

const taxonomy = process.argv[2] ?? join(import.meta.dirname, "../../../../shared/data/taxonomy");
const out = join(import.meta.dirname, "../data/skills.json");

interface Entry {
  id: string;
  name: string;
  type: SkillType;
  aliases: string[];
  related: string[];
  source: "curated" | "onet" | "esco";
}

/** Product names that are also everyday words: never an alias on their own ("Microsoft Project" stays whole). */
const GENERIC_WORDS = new Set(
  "project teams drive access systems meet edge exchange act profile director office word outlook publisher forms sheets docs slides calendar chat keep photos maps search ads analytics cloud connect studio live mail notes planner stream sway visio works lens dynamics server power automate apps cognos connections domino insight workspace premier express fusion flow spark vision view now pages numbers keynote music news health books shortcuts shop store system suite one".split(
    " ",
  ),
);

const VENDORS =
  /^(Adobe|Apache|Atlassian|Autodesk|Amazon|Apple|Microsoft|Google|IBM|Oracle|SAP|Dassault Systemes|Bentley|Corel|Cisco|Intuit|Salesforce|Red Hat|VMware|Epic|Cerner|Meta|Facebook|Twitter|Trimble|Esri|Siemens)\s+/;

function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/\+/g, "p")
      .replace(/#/g, "sharp")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "dotnet"
  );
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else if (c !== "\r") field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

const entries: Entry[] = [];
const byKey = new Map<string, Entry>();
const keyOf = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

function add(name: string, type: SkillType, aliases: string[], source: Entry["source"]): Entry {
  const keys = [name, ...aliases].map(keyOf);
  const existing = keys.map((k) => byKey.get(k)).find(Boolean);
  if (existing) {
    for (const alias of [name, ...aliases]) {
      if (
        keyOf(alias) !== keyOf(existing.name) &&
        !existing.aliases.some((a) => keyOf(a) === keyOf(alias)) &&
        !byKey.has(keyOf(alias))
      ) {
        existing.aliases.push(alias);
        byKey.set(keyOf(alias), existing);
      }
    }
    return existing;
  }
  let id = slug(name);
  while (entries.some((e) => e.id === id)) id += "-x";
  const entry: Entry = { id, name, type, aliases: [], related: [], source };
  entries.push(entry);
  byKey.set(keyOf(name), entry);
  for (const alias of aliases) {
    if (!byKey.has(keyOf(alias))) {
      entry.aliases.push(alias);
      byKey.set(keyOf(alias), entry);
    }
  }
  return entry;
}

// 1. Curated rows first: their names, types and aliases win.
for (const [name, type, aliases = []] of CURATED_SKILLS) add(name, type, [...aliases], "curated");

// 2. O*NET technology skills.
const onetRows = readFileSync(join(taxonomy, "onet/Technology Skills.txt"), "utf8")
  .split("\n")
  .slice(1)
  .map((l) => l.split("\t"));
const occupations = new Map<string, Set<string>>();
const commodity = new Map<string, string>();
const hot = new Set<string>();
for (const [code, example, commodityCode, , hotTech, inDemand] of onetRows) {
  if (!example || !code) continue;
  occupations.set(example, (occupations.get(example) ?? new Set()).add(code));
  commodity.set(example, commodityCode ?? "");
  if (hotTech === "Y" || inDemand === "Y") hot.add(example);
}
const commodityMembers = new Map<string, string[]>();
for (const [example, codes] of occupations) {
  if (!hot.has(example) && codes.size < 3) continue;
  let name = example
    .replace(/\s+software$/i, "")
    .replace(/\s+/g, " ")
    .trim();
  const aliases: string[] = [];
  const acronym = /^(.*\S)\s+([A-Z][A-Z0-9]{1,6})$/.exec(name);
  // "Amazon Web Services AWS" -> AWS is an acronym of the words before it; "Atlassian JIRA" is a product name.
  const words = acronym ? acronym[1]!.split(/\s+/) : [];
  const initials = words.map((w) => w[0]).join("");
  if (acronym && (initials.endsWith(acronym[2]!) || words.length >= 3)) {
    name = acronym[1]!;
    aliases.push(acronym[2]!);
  }
  const parenthesised = /^(.*\S)\s+\(([^)]+)\)$/.exec(name);
  if (parenthesised) {
    name = parenthesised[1]!;
    aliases.push(parenthesised[2]!);
  }
  const vendor = VENDORS.exec(name);
  const product = vendor ? name.slice(vendor[0].length) : "";
  // "Apache Kafka" -> "Kafka", but not "Amazon Web Services" -> "Web Services": only distinctive remainders.
  if (
    product.length > 2 &&
    !GENERIC_WORDS.has(product.toLowerCase()) &&
    (!product.includes(" ") || /[a-z][A-Z]|\d/.test(product))
  )
    aliases.push(product);
  // Categories ("Accounting software", "Spreadsheet software") name no product: skip them.
  if (/\bsoftware\b/i.test(example) && !/[A-Z].*[A-Z]|\d/.test(example.slice(1)) && !acronym) continue;
  if (!/[A-Z0-9]/.test(name)) continue;
  const entry = add(name, "tool", aliases, "onet");
  const members = commodityMembers.get(commodity.get(example) ?? "") ?? [];
  if (!members.includes(entry.id)) members.push(entry.id);
  commodityMembers.set(commodity.get(example) ?? "", members);
}
// Products of the same O*NET commodity class are related skills (partial credit in job match).
for (const members of commodityMembers.values()) {
  if (members.length < 2 || members.length > 40) continue;
  for (const id of members) {
    const entry = entries.find((e) => e.id === id)!;
    entry.related = [...new Set([...entry.related, ...members.filter((m) => m !== id)])].slice(0, 12);
  }
}

// 3. ESCO knowledge concepts.
const [header, ...escoRows] = parseCsv(readFileSync(join(taxonomy, "esco-skills/skills_en.csv"), "utf8"));
const col = (name: string) => header!.indexOf(name);
for (const row of escoRows) {
  const label = row[col("preferredLabel")]?.replace(/\s+/g, " ").trim() ?? "";
  if (row[col("skillType")] !== "knowledge" || !label) continue;
  const words = label.split(/\s+/).length;
  const named = /[A-Z0-9]/.test(label);
  if (!(named || (words >= 2 && words <= 4))) continue;
  if (words > 4) continue;
  const aliases = (row[col("altLabels")] ?? "")
    .split("\n")
    .map((a) => a.trim())
    .filter(
      (a) => a && a !== label && a.split(/\s+/).length <= 4 && (/[A-Z0-9]/.test(a) || a.split(/\s+/).length >= 2),
    );
  add(label, "hard", aliases.slice(0, 6), "esco");
}

// Last pass: an everyday word is never a skill name or alias by itself ("access", "act", "teams").
const isGeneric = (text: string) =>
  GENERIC_WORDS.has(
    text
      .toLowerCase()
      .replace(/[^a-z ]/g, "")
      .trim(),
  );
const kept = entries.filter((e) => e.source === "curated" || !isGeneric(e.name));
for (const e of kept) e.aliases = e.aliases.filter((a) => !isGeneric(a));
const keptIds = new Set(kept.map((e) => e.id));
for (const e of kept) e.related = e.related.filter((id) => keptIds.has(id));
const sorted = kept.map(({ source: _source, ...rest }) => rest);
writeFileSync(
  out,
  `${JSON.stringify({ generatedBy: "packages/engine/scripts/derive-skills.ts", sources: ["curated", "O*NET Technology Skills (CC BY 4.0)", "ESCO v1.1.1 (CC BY 4.0)"], skills: sorted })}\n`,
);
const counts: Record<string, number> = {};
for (const e of kept) counts[e.source] = (counts[e.source] ?? 0) + 1;
console.log(
  `${kept.length} skills (${JSON.stringify(counts)}), ${kept.reduce((sum, e) => sum + e.aliases.length, 0)} aliases -> ${out}`,
);
