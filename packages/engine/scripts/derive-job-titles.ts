// Derives the engine's job-title index (data/job-titles.json) from O*NET (CC BY 4.0): every occupation's
// title and alternate titles, written as the matcher writes titles (src/match/job-title-words.ts), each with
// the O*NET-SOC codes it names. Titles of up to four words; a title naming more than four occupations says
// too little to keep. A few current titles O*NET lacks are added from EXTRA_TITLES below (our own list).
// Usage: node packages/engine/scripts/derive-job-titles.ts [path/to/shared/data/taxonomy]
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { normalizeJobTitle, singular } from "../src/match/job-title-words.ts";

const taxonomy = process.argv[2] ?? join(import.meta.dirname, "../../../../shared/data/taxonomy");
const out = join(import.meta.dirname, "../data/job-titles.json");
const MAX_WORDS = 4;
const MAX_CODES = 4;

const PRODUCT_MANAGEMENT = "11-8011.00";
/** Current titles O*NET does not list, with the occupation they are. */
const EXTRA_TITLES: Record<string, string | string[]> = {
  "frontend developer": "15-1254.00",
  "backend developer": "15-1252.00",
  "fullstack developer": ["15-1252.00", "15-1254.00"],
  "fullstack software developer": ["15-1252.00", "15-1254.00"],
  "android developer": "15-1252.00",
  "ios developer": "15-1252.00",
  "mobile developer": "15-1252.00",
  "software developer": "15-1252.00",
  "devops engineer": "15-1299.08",
  "site reliability engineer": "15-1299.08",
  "cloud engineer": "15-1299.08",
  "platform engineer": "15-1299.08",
  "data engineer": "15-1243.00",
  "machine learning engineer": "15-2051.00",
  "ux designer": "15-1255.00",
  "user experience designer": "15-1255.00",
  "experience designer": "15-1255.00",
  "product designer": "15-1255.00",
  "qa engineer": "15-1253.00",
  "qa analyst": "15-1253.00",
  "qa automation engineer": "15-1253.00",
  "test automation engineer": "15-1253.00",
  "automation test analyst": "15-1253.00",
  "quality assurance engineer": "15-1253.00",
  "system administrator": "15-1244.00",
  "warehouse operative": "53-7065.00",
  "account executive": "41-4012.00",
  "marketing coordinator": "13-1161.00",
  "marketing assistant": "13-1161.00",
  "finance associate": "13-2051.00",
  "secondary teacher": "25-2031.00",
  "primary teacher": "25-2021.00",
  // O*NET lists "Mathematics Teacher" under postsecondary teachers only, where it lists other subjects' teachers
  // at schools too ("Physics Teacher", "History Teacher").
  "mathematics teacher": ["25-2022.00", "25-2031.00"],
  "math teacher": ["25-2022.00", "25-2031.00"],
  "maths teacher": ["25-2022.00", "25-2031.00"],
  "registered nurse": "29-1141.00",
  // Product management: O*NET files it under marketing managers, ESCO under research and development managers
  // (ISCO 1223); a recruiter sends neither marketers nor researchers to it. A code of its own among managers
  // (11-8011 is no SOC code).
  "product manager": PRODUCT_MANAGEMENT,
  "technical product manager": PRODUCT_MANAGEMENT,
  "digital product manager": PRODUCT_MANAGEMENT,
  "group product manager": PRODUCT_MANAGEMENT,
  "product owner": PRODUCT_MANAGEMENT,
};

const codesOf = new Map<string, Set<string>>();
const add = (title: string, code: string) => {
  const key = normalizeJobTitle(title);
  if (!key || key.split(" ").length > MAX_WORDS) return;
  if (!codesOf.has(key)) codesOf.set(key, new Set());
  codesOf.get(key)!.add(code);
};

for (const line of readFileSync(join(taxonomy, "onet/Occupation Data.txt"), "utf8").split("\n").slice(1)) {
  const [code, title] = line.split("\t");
  // "Secondary School Teachers, Except Special and Career/Technical Education" -> "secondary school teacher"
  if (code && title) add(singular(title.split(",")[0]!.trim()), code);
}
for (const line of readFileSync(join(taxonomy, "onet/Alternate Titles.txt"), "utf8").split("\n").slice(1)) {
  const [code, title, short] = line.split("\t");
  if (!code || !title) continue;
  add(title, code);
  if (short && short !== "n/a") add(short, code);
}
// Our own titles replace whatever O*NET's alternates made of them.
for (const [title, code] of Object.entries(EXTRA_TITLES)) codesOf.set(normalizeJobTitle(title), new Set([code].flat()));

const codes = [...new Set([...codesOf.values()].flatMap((set) => [...set]))].sort();
const index = new Map(codes.map((code, i) => [code, i]));
const titles: Record<string, number[]> = {};
for (const [title, set] of [...codesOf].sort(([a], [b]) => a.localeCompare(b)))
  if (set.size <= MAX_CODES) titles[title] = [...set].map((code) => index.get(code)!);
writeFileSync(out, `${JSON.stringify({ source: "O*NET 29 (CC BY 4.0), see NOTICE.md", codes, titles })}\n`);
console.log(`${Object.keys(titles).length} titles, ${codes.length} occupations -> ${out}`);
