// After each build: what the first page downloads (gzip), and what a first visit to every other page adds,
// read from Vite's manifest. The build fails when the first page's JavaScript goes over its budget.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const LANDING_BUDGET_KB = 100;
const dist = join(import.meta.dirname, "..", "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1000;

/** The chunk and everything it imports statically: what the browser fetches before it can run it. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}
const sizeOf = (keys) => [...keys].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);

const landing = closure("index.html");
const landingKb = sizeOf(landing);
const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.startsWith("src/"))
  .map(([key, chunk]) => {
    const added = [...closure(key)].filter((k) => !landing.has(k));
    return [chunk.src.replace(/^src\//, ""), sizeOf(added), added.length];
  })
  .sort((a, b) => b[1] - a[1]);

console.log(`\nFirst page (landing) JavaScript: ${landingKb.toFixed(1)} kB gzip in ${landing.size} files`);
console.log(`budget ${LANDING_BUDGET_KB} kB`);
console.log("\nWhat a first visit adds (gzip, chunks not already loaded by the first page):");
for (const [source, kb, files] of rows) console.log(`  ${kb.toFixed(1).padStart(6)} kB  ${files} files  ${source}`);
if (landingKb > LANDING_BUDGET_KB) {
  console.error(
    `\nThe first page's JavaScript (${landingKb.toFixed(1)} kB) is over its ${LANDING_BUDGET_KB} kB budget.`,
  );
  process.exit(1);
}
