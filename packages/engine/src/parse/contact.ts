// Step 5a: contact details. Everything on the page is kept as written: placeholder or fictional phone
// numbers, numbers without a country code and en dashes inside numbers are still phone numbers.
import type { PersonalInfo, TextLine } from "../types.ts";
import { isPlace, splitTrailingPlace } from "./places.ts";
import { sectionKindOf } from "./sections.ts";

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,4}\)[ .-]?)?\d[\d .\-–]{5,}\d/;
const URL_TOKEN = /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/[^\s,;|]*)?/gi;
const LOCATION =
  /\b([A-Z][A-Za-z.'-]+(?:\s[A-Z][A-Za-z.'-]+)*,\s(?:[A-Z]{2}(?:\s\d{5})?|[A-Z][A-Za-z]+(?:\s[A-Z][A-Za-z]+)*))\b/;

function digitsOf(text: string): number {
  return (text.match(/\d/g) ?? []).length;
}

function findPhone(text: string): string | null {
  for (const match of text.matchAll(new RegExp(PHONE, "g"))) {
    const candidate = match[0].trim();
    const digits = digitsOf(candidate);
    // 7–15 digits, and not a date range such as "2019 - 2021".
    if (digits >= 7 && digits <= 15 && !/^\d{4}\s*[-–]\s*\d{4}$/.test(candidate)) return candidate;
  }
  return null;
}

function looksLikeName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  if (/[@\d/:|•,]/.test(text) || sectionKindOf(text)) return false;
  return words.every((word) => /^\p{Lu}[\p{L}'.-]*$/u.test(word) || /^\p{Lu}+$/u.test(word));
}

/**
 * The place in a contact line: a segment between separators that is a place ("Denver, CO, US, 80205"), or the
 * place that ends a street address ("2218 Linden Ave, Columbus, OH 43211" -> "Columbus, OH 43211").
 */
function findLocation(line: string): string {
  const text = line.replace(new RegExp(EMAIL, "g"), "   ").replace(/^(?:location|address|city)\s*:\s*/i, "");
  for (const raw of text.split(/\s{2,}|\s[|•·]\s|\s[–—]\s/)) {
    const segment = raw.trim().replace(/[.;]$/, "");
    if (!segment || /\d{5,}.*\d{3}|@|https?:|www\./.test(segment)) continue;
    if (isPlace(segment)) return segment;
    const trailing = splitTrailingPlace(segment);
    if (trailing && /^\d/.test(trailing[0])) return trailing[1];
  }
  return LOCATION.exec(text)?.[1] ?? "";
}

export interface ContactResult {
  personalInfo: PersonalInfo;
  confidence: Record<string, number>;
}

/** `topLines` are the lines before the first section (plus the whole text for e-mail/phone/links). */
export function extractContact(allLines: TextLine[], topLines: TextLine[]): ContactResult {
  const allText = allLines.map((l) => l.text).join("\n");
  const email = EMAIL.exec(allText)?.[0] ?? "";
  const contactText = [...topLines, ...allLines.slice(0, 60)].map((l) => l.text).join("\n");
  const phone = findPhone(contactText) ?? "";
  const withoutEmails = allText.replace(new RegExp(EMAIL, "g"), " ");
  const urls = [...withoutEmails.matchAll(URL_TOKEN)]
    .map((m) => m[0])
    .filter((u) => /[a-z]{2,}\.[a-z]{2,}/i.test(u) && !/^\d/.test(u));
  const linkedin = urls.find((u) => /linkedin\.com/i.test(u)) ?? "";
  const portfolio =
    urls.find(
      (u) => !/linkedin\.com/i.test(u) && (topLines.some((l) => l.text.includes(u)) || /github\.com/i.test(u)),
    ) ?? "";

  // The name: the largest-font name-like line near the top; a tagline or heading never qualifies.
  const candidates = (topLines.length ? topLines : allLines.slice(0, 8)).filter((l) => looksLikeName(l.text));
  const nameLine = [...candidates].sort((a, b) => b.fontSize - a.fontSize || a.index - b.index)[0];
  const location = topLines.map((l) => findLocation(l.text)).find(Boolean) ?? "";
  return {
    personalInfo: {
      name: nameLine?.text.trim() ?? "",
      email,
      phone,
      linkedin,
      portfolio,
      address: location,
    },
    confidence: {
      "personalInfo.name": nameLine
        ? nameLine.fontSize >= Math.max(...topLines.map((l) => l.fontSize), 0)
          ? 0.95
          : 0.7
        : 0,
      "personalInfo.email": email ? 0.99 : 0,
      "personalInfo.phone": phone ? 0.9 : 0,
      "personalInfo.address": location ? 0.8 : 0,
    },
  };
}
