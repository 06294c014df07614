// Reads a job posting from a web page: the schema.org JobPosting a careers page publishes for search engines
// when there is one (title, employer, place, salary and description as the employer wrote them), else the
// page's main text as Mozilla's Readability finds it.
import { type ImportedPosting, MAX_JOB_DESCRIPTION_CHARS } from "@hireable/contracts";
import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import { AppError } from "../../../lib/app-error.ts";

/** The part of linkedom's DOM read here (the server is compiled without the browser's DOM types). */
interface HtmlNode {
  nodeType: number;
  textContent: string | null;
  childNodes: ArrayLike<HtmlNode>;
  tagName?: string;
  getAttribute(name: string): string | null;
}
interface HtmlDocument {
  body: HtmlNode;
  title: string;
  querySelector(selectors: string): HtmlNode | null;
  querySelectorAll(selectors: string): ArrayLike<HtmlNode>;
}
const documentOf = (html: string) => parseHTML(html).document as unknown as HtmlDocument;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const asList = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const stringOf = (value: Json | undefined): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

const BLOCKS = new Set([
  "P",
  "DIV",
  "SECTION",
  "ARTICLE",
  "UL",
  "OL",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "TABLE",
  "TR",
  "BLOCKQUOTE",
  "HEADER",
  "FOOTER",
]);
const SKIPPED = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "SVG"]);

/** HTML as plain text with its structure: blocks on lines of their own, list items as "- " lines. */
export function htmlToText(html: string): string {
  const document = documentOf(`<!doctype html><html><body>${html}</body></html>`);
  const out: string[] = [];
  const walk = (node: HtmlNode) => {
    if (node.nodeType === 3) {
      out.push((node.textContent ?? "").replace(/\s+/g, " "));
      return;
    }
    if (node.nodeType !== 1) return;
    const tag = (node.tagName ?? "").toUpperCase();
    if (SKIPPED.has(tag)) return;
    if (tag === "BR") out.push("\n");
    if (tag === "LI") out.push("\n- ");
    if (BLOCKS.has(tag)) out.push("\n");
    for (const child of Array.from(node.childNodes)) walk(child);
    if (BLOCKS.has(tag)) out.push("\n");
  };
  walk(document.body);
  return out
    .join("")
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .filter((line) => line && line !== "-")
    .join("\n");
}

/** JSON-LD strings often carry HTML entities ("R&amp;D"): read them as text. */
const plain = (text: string) => htmlToText(text).replace(/\s*\n\s*/g, " ");

/** Some sites escape the description's HTML twice ("&lt;p&gt;"): its tags then survive one reading. */
function descriptionText(html: string): string {
  const text = htmlToText(html);
  return /<\/?(p|li|ul|ol|br|div|h\d)\b[^>]*>/i.test(text) ? htmlToText(text) : text;
}

function jobPostingsIn(value: Json | undefined): JsonObject[] {
  return asList(value).flatMap((item) => {
    if (!isObject(item)) return [];
    const types = asList(item["@type"]).map(stringOf);
    const own = types.includes("JobPosting") ? [item] : [];
    return [...own, ...jobPostingsIn(item["@graph"])];
  });
}

function locationOf(posting: JsonObject): string {
  const places = asList(posting.jobLocation).flatMap((place) => {
    if (!isObject(place)) return [stringOf(place)];
    const address = place.address;
    if (!isObject(address)) return [stringOf(address) || stringOf(place.name)];
    const country = isObject(address.addressCountry) ? address.addressCountry.name : address.addressCountry;
    return [[address.addressLocality, address.addressRegion, country].map(stringOf).filter(Boolean).join(", ")];
  });
  const remote = asList(posting.jobLocationType).map(stringOf).includes("TELECOMMUTE") ? ["Remote"] : [];
  return [...new Set([...places.filter(Boolean), ...remote])].join("; ");
}

const PER: Record<string, string> = { HOUR: "an hour", DAY: "a day", WEEK: "a week", MONTH: "a month", YEAR: "a year" };

function salaryOf(posting: JsonObject): string {
  const salary = posting.baseSalary ?? posting.estimatedSalary;
  if (!isObject(salary)) return stringOf(salary);
  const value = salary.value;
  const amount = (number: Json | undefined) =>
    typeof number === "number" ? number.toLocaleString("en-US") : stringOf(number);
  const range = isObject(value)
    ? value.minValue !== undefined && value.maxValue !== undefined
      ? `${amount(value.minValue)}–${amount(value.maxValue)}`
      : amount(value.value ?? value.minValue ?? value.maxValue)
    : amount(value);
  const unit = isObject(value) ? stringOf(value.unitText) : stringOf(salary.unitText);
  return [stringOf(salary.currency), range, PER[unit.toUpperCase()] ?? unit.toLowerCase()].filter(Boolean).join(" ");
}

function fromJsonLd(document: HtmlDocument): Omit<ImportedPosting, "postingUrl"> | null {
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
    let data: Json;
    try {
      data = JSON.parse(script.textContent ?? "") as Json;
    } catch {
      continue; // a page's broken JSON-LD block: try the next one, then the page text
    }
    const posting = jobPostingsIn(data)[0];
    if (!posting) continue;
    const employer = posting.hiringOrganization;
    return {
      jobTitle: plain(stringOf(posting.title)),
      company: plain(isObject(employer) ? stringOf(employer.name) : stringOf(employer)),
      location: plain(locationOf(posting)),
      salary: salaryOf(posting),
      postingText: descriptionText(stringOf(posting.description)),
      source: "json-ld",
    };
  }
  return null;
}

const meta = (document: HtmlDocument, property: string) =>
  document.querySelector(`meta[property="${property}"], meta[name="${property}"]`)?.getAttribute("content")?.trim() ??
  "";

function fromPageText(document: HtmlDocument): Omit<ImportedPosting, "postingUrl"> {
  const heading = document.querySelector("h1")?.textContent?.trim() ?? "";
  const siteName = meta(document, "og:site_name");
  // Readability takes the document apart: the title and heading are read before it runs.
  const title = heading || meta(document, "og:title") || (document.title.split(/\s[|–—-]\s/)[0] ?? "").trim();
  const article = new Readability(document as never).parse();
  return {
    jobTitle: plain(title),
    company: plain(siteName || article?.siteName || ""),
    location: "",
    salary: "",
    postingText: htmlToText(article?.content ?? ""),
    source: "page-text",
  };
}

export function readPosting(html: string, url: string): ImportedPosting {
  const document = documentOf(html);
  const posting = fromJsonLd(document) ?? fromPageText(document);
  if (!posting.postingText && !posting.jobTitle)
    throw new AppError(422, "NO_POSTING_FOUND", "No job posting could be read from that page. Paste its text instead.");
  return { ...posting, postingText: posting.postingText.slice(0, MAX_JOB_DESCRIPTION_CHARS), postingUrl: url };
}
