// The resume as a PDF with react-pdf: one column, real selectable text in an embedded font (Inter, shipped in
// an npm package, OFL, registered without its layout tables: see plain-font.ts), headings ATS parsers recognise, entries that do not split across pages, live links.
// Written with createElement because the server runs TypeScript by type stripping, which has no JSX.
import { createRequire } from "node:module";
import type { PaperSize } from "@hireable/contracts";
import type { DocumentEntry, DocumentSection, ResumeDocument } from "@hireable/engine";
import { Document, Font, Link, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { createElement as h, type ReactElement } from "react";
import { plainFontDataUrl } from "./plain-font.ts";

const require = createRequire(import.meta.url);
const FAMILY = "Inter";
Font.register({
  family: FAMILY,
  fonts: [
    {
      src: plainFontDataUrl(require.resolve("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf")),
      fontWeight: 400,
    },
    { src: plainFontDataUrl(require.resolve("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf")), fontWeight: 700 },
  ],
});
// Breaking words into syllables would put hyphens into names and skills that an ATS then cannot match.
Font.registerHyphenationCallback((word) => [word]);

const INK = "#111827";
const MUTED = "#4b5563";
const styles = StyleSheet.create({
  page: {
    fontFamily: FAMILY,
    fontSize: 10,
    color: INK,
    paddingVertical: 40,
    paddingHorizontal: 48,
    lineHeight: 1.35,
  },
  name: { fontSize: 20, fontWeight: 700, lineHeight: 1.2 },
  headline: { fontSize: 11, color: MUTED, marginTop: 2 },
  contact: { marginTop: 6, color: MUTED },
  link: { color: "#1d4ed8", textDecoration: "none" },
  heading: {
    marginTop: 14,
    fontSize: 11,
    fontWeight: 700,
    letterSpacing: 0.8,
    textTransform: "uppercase",
    borderBottomWidth: 0.75,
    borderBottomColor: "#9ca3af",
    paddingBottom: 2,
    marginBottom: 6,
  },
  entryGap: { marginTop: 8 },
  entryTop: { flexDirection: "row", justifyContent: "space-between" },
  entryTitle: { fontWeight: 700, flexShrink: 1, paddingRight: 12 },
  entryDates: { color: MUTED },
  entrySubtitle: { color: MUTED },
  bullet: { marginTop: 2, paddingLeft: 10, textIndent: -8 },
  skillLabel: { fontWeight: 700 },
});

function linkOrText(item: { text: string; href?: string }): ReactElement {
  return item.href ? h(Link, { src: item.href, style: styles.link }, item.text) : h(Text, null, item.text);
}

// react-pdf treats a run of several spaces as a hyphenation point and draws a "-" there: no-break spaces.
const SEPARATOR = "\u00a0\u00a0|\u00a0\u00a0";
/** Characters of body text that surely fit on one line of the narrower paper (A4, 10 pt, 48 pt margins). */
const CONTACT_LINE_CHARS = 82;

/**
 * The contact details as rows that each fit the page, items kept whole: wrapping is ours, so no line starts
 * or ends with a separator and no phone number or address is cut in two.
 */
export function contactRows(items: Array<{ text: string }>, budget = CONTACT_LINE_CHARS): number[][] {
  const rows: number[][] = [];
  let used = 0;
  items.forEach((item, index) => {
    const width = item.text.length + (rows.at(-1)?.length ? 5 : 0);
    if (rows.length === 0 || used + width > budget) {
      rows.push([index]);
      used = item.text.length;
    } else {
      rows.at(-1)!.push(index);
      used += width;
    }
  });
  return rows;
}

function contactLines(document: ResumeDocument): ReactElement[] {
  return contactRows(document.contact).map((row, rowIndex) => {
    const parts = row.flatMap((index, i) => {
      const item = document.contact[index]!;
      const text = item.text.replace(/ /g, "\u00a0");
      return [
        ...(i > 0 ? [SEPARATOR] : []),
        item.href ? h(Link, { key: index, src: item.href, style: styles.link }, text) : text,
      ];
    });
    return h(Text, { key: rowIndex, style: rowIndex === 0 ? styles.contact : undefined }, ...parts);
  });
}

/**
 * An entry as siblings of its section's other lines (no wrapper view): fewer layout nodes, and the page break
 * may fall between any two lines, never leaving an entry's first line alone at the foot of a page.
 */
function entryLines(entry: DocumentEntry, index: number, keyPrefix: string): ReactElement[] {
  const key = `${keyPrefix}-${index}`;
  const subtitle = [entry.subtitle, entry.location].filter(Boolean).join(" | ");
  return [
    h(
      View,
      {
        key: `${key}-top`,
        style: index === 0 ? styles.entryTop : [styles.entryTop, styles.entryGap],
        minPresenceAhead: 24,
      },
      h(Text, { style: styles.entryTitle }, entry.title),
      entry.dates ? h(Text, { style: styles.entryDates }, entry.dates) : null,
    ),
    ...(subtitle ? [h(Text, { key: `${key}-subtitle`, style: styles.entrySubtitle }, subtitle)] : []),
    ...(entry.link ? [h(View, { key: `${key}-link` }, linkOrText(entry.link))] : []),
    ...entry.bullets.map((bullet, line) =>
      h(Text, { key: `${key}-${line}`, style: styles.bullet }, `•\u00a0\u00a0${bullet}`),
    ),
  ];
}

function sectionBody(section: DocumentSection): ReactElement[] {
  if (section.kind === "summary") return [h(Text, { key: "summary-text" }, section.paragraph)];
  if (section.kind === "skills")
    return section.groups.map((group, index) =>
      h(
        Text,
        { key: `skills-${index}` },
        group.label ? h(Text, { style: styles.skillLabel }, `${group.label}: `) : null,
        group.items.join(", "),
      ),
    );
  return section.entries.flatMap((entry, index) => entryLines(entry, index, section.kind));
}

function sectionLines(section: DocumentSection): ReactElement[] {
  // The heading stays with the start of its section instead of being stranded at a page's foot.
  return [
    h(Text, { key: section.kind, style: styles.heading, minPresenceAhead: 40 }, section.heading),
    ...sectionBody(section),
  ];
}

export function resumePdfElement(document: ResumeDocument, paper: PaperSize): ReactElement {
  return h(
    Document,
    { title: document.name ? `${document.name} — Resume` : "Resume", author: document.name, creator: "Hireable" },
    h(
      Page,
      { size: paper === "a4" ? "A4" : "LETTER", style: styles.page },
      h(Text, { style: styles.name }, document.name),
      document.headline ? h(Text, { style: styles.headline }, document.headline) : null,
      ...(document.contact.length ? contactLines(document) : []),
      ...document.sections.flatMap(sectionLines),
    ),
  );
}

type CachedGlyphs = Record<string, { codePoints?: number[] } | undefined>;
interface RegisteredFamily {
  sources: Array<{ data?: { _glyphs?: CachedGlyphs } | null }>;
}

/**
 * fontkit caches glyphs by id. Subsetting a composite glyph ("i" is a dotless i plus a dot) caches its parts
 * with no characters, and a later document that uses "ı" gets that cached part: pdfkit then writes no Unicode
 * for it and every PDF reader, an ATS included, extracts another character. Forgetting such glyphs after each
 * render keeps every document's text right.
 */
function forgetGlyphsWithoutCharacters(): void {
  const families = Object.values(Font.getRegisteredFonts() as Record<string, RegisteredFamily>);
  for (const source of families.flatMap((family) => family.sources)) {
    const glyphs = source.data?._glyphs;
    if (!glyphs) continue;
    for (const id of Object.keys(glyphs)) if (!glyphs[id]?.codePoints?.length) delete glyphs[id];
  }
}

export async function renderResumePdf(document: ResumeDocument, paper: PaperSize): Promise<Uint8Array> {
  try {
    // react-pdf's element types are narrower than createElement's result; the tree is built to its rules.
    return new Uint8Array(
      await renderToBuffer(resumePdfElement(document, paper) as Parameters<typeof renderToBuffer>[0]),
    );
  } finally {
    forgetGlyphsWithoutCharacters();
  }
}
