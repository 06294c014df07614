// How a job title is written down for comparison: one spelling for "front-end" / "front end" / "frontend",
// no seniority, no "(m/f/d)", the first part of "Title - Team | Company", and a software title's "engineer"
// read as "developer" (the taxonomies list "Front End Developer", postings say "Frontend Engineer"). Used by
// the derivation of data/job-titles.json and by the matcher alike, so both sides are written the same way.

const SENIORITY =
  /\b(?:senior|sr|junior|jr|lead|principal|staff|mid|middle|entry|level|associate|trainee|intern|chief|head of|i{1,3}|iv|[1-5])\b/g;
const SOFTWARE_PREFIX =
  /\b(frontend|backend|fullstack|software|web|mobile|android|ios|java|javascript|typescript|python|golang|go|node|nodejs|react|angular|vue|php|ruby|rails|scala|kotlin|swift|c\+\+|c#|\.net|dotnet|embedded|game|application|applications|salesforce|sap)\s+(?:engineer|programmer|dev|coder)$/;

export function normalizeJobTitle(title: string): string {
  const firstPart = title
    .toLowerCase()
    .replace(/\((?:[^)]*)\)/g, " ")
    .split(/\s[-–—|/]\s|\s*[|,;:]\s*|\s+at\s+|\s+for\s+|\s+with\s+/)[0]!;
  const words = firstPart
    .replace(/\bfront[\s-]+end\b/g, "frontend")
    .replace(/\bback[\s-]+end\b/g, "backend")
    .replace(/\bfull[\s-]+stack\b/g, "fullstack")
    .replace(/\bui\s*\/\s*ux\b|\bux\s*\/\s*ui\b/g, "ux")
    .replace(/\bnode\.js\b/g, "node")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9+#.\s]/g, " ")
    .replace(/\.(?=\s|$)/g, " ")
    .replace(SENIORITY, " ")
    .replace(/\s+/g, " ")
    .trim();
  return words.replace(SOFTWARE_PREFIX, "$1 developer");
}

/** "Registered Nurses" -> "registered nurse": O*NET names its occupations in the plural. */
export function singular(title: string): string {
  return title
    .replace(/\b(\w+?)(ies)$/, "$1y")
    .replace(/\b(\w+?(?:ss|sh|ch|x))es$/, "$1")
    .replace(/\b(\w+?[^s])s$/, "$1");
}
