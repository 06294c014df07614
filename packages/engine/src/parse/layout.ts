// Step 3b: lines, columns and reading order. Columns are found before lines are merged, so a sidebar never
// interleaves with the main column: full-width bands (name, contact line) are cut off first, then a vertical
// gutter is sought that at most ~4 % of the remaining rows cross, in the middle 20–80 % of the page, with
// at least 4 rows on each side; each column is then read top to bottom in turn.
import { rememberedFor } from "../memo.ts";
import type { TextLine } from "../types.ts";
import {
  DATE_RANGE,
  DAY_DATE,
  ENDS_WITH_MONTH,
  holdsYear,
  LENGTH_OF_TIME,
  OPEN_END_WORD,
  SINGLE_DATE,
} from "./dates.ts";
import type { RawItem, RawPage } from "./extract-pdf.ts";
import { isFormLabel } from "./form-labels.ts";
import { rejoinBrokenWords } from "./glyph-gaps.ts";
import { BULLET_PREFIX, collapseLetterSpacing, GLYPHS_ONLY, normaliseText } from "./normalise-text.ts";
import { holdsContactDetail, sectionKindOf } from "./sections.ts";

const GUTTER_MAX_CROSSING = 0.04;
const GUTTER_MIN_ROWS = 4;

interface Row {
  y: number;
  items: RawItem[];
}

function groupRows(items: RawItem[]): Row[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: Row[] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row.y - item.y) <= Math.max(2, item.fontSize * 0.4)) row.items.push(item);
    else rows.push({ y: item.y, items: [item] });
  }
  return rows;
}

function isDateOnly(text: string): boolean {
  const trimmed = text.trim();
  if (!holdsYear(trimmed)) return false;
  return DATE_RANGE.exec(trimmed)?.[0] === trimmed || SINGLE_DATE.exec(trimmed)?.[0] === trimmed;
}

/** Whether an item prints anything, worked out once per item (the layout asks often). */
const visibility = new WeakMap<RawItem, boolean>();
function isVisible(item: RawItem): boolean {
  let visible = visibility.get(item);
  if (visible === undefined) {
    visible = normaliseText(item.text).trim().length > 0;
    visibility.set(item, visible);
  }
  return visible;
}

/**
 * Two columns split at `gutter`, under a full-width band that ends at `bandEnd`, over a full-width footer from
 * `footerStart` (a builder's credit at the page's foot), if any.
 */
interface ColumnSplit {
  gutter: number;
  bandEnd: number;
  footerStart: number;
}

/** Rows at most a footer has, set apart from the columns by this many times their type's size… */
const FOOTER_MAX_ROWS = 2;
const FOOTER_GAP = 3;
/** …in the page's last eighth, reaching this many times their size into each column. */
const FOOTER_FROM = 0.875;
const FOOTER_REACH = 4;
const firstStart = (row: Row) => Math.min(...row.items.map((item) => item.x));
const lastEnd = (row: Row) => Math.max(...row.items.map((item) => item.x + item.width));

/**
 * Columns whose rows never share a baseline: the empty band between them, in ems at the least; the rows each side
 * holds; how much of the shorter side's height the other runs beside.
 */
const UNALIGNED_CLEARANCE = 1.5;
const UNALIGNED_MIN_ROWS = 6;
const UNALIGNED_OVERLAP = 0.8;

/** Whether the rows across candidate `at` are only the first ones and, at most a footer's, the last. */
function crossedAtEndsOnly(crossed: Uint8Array[], at: number): boolean {
  let cleared = false;
  for (let r = 0; r < crossed.length - FOOTER_MAX_ROWS; r++) {
    if (crossed[r]![at] !== 1) cleared = true;
    else if (cleared) return false;
  }
  return true;
}

/**
 * Whether the rows left of `gutter` and those right of it run down the page beside each other, each side's span
 * over most of the other's.
 */
function sideBySide(rows: Row[], gutter: number): boolean {
  const left = rows.filter((row) => lastEnd(row) <= gutter + 1).map((row) => row.y);
  const right = rows.filter((row) => firstStart(row) >= gutter - 1).map((row) => row.y);
  if (left.length < UNALIGNED_MIN_ROWS || right.length < UNALIGNED_MIN_ROWS) return false;
  const [leftTop, leftBottom, rightTop, rightBottom] = [left[0]!, left.at(-1)!, right[0]!, right.at(-1)!];
  const overlap = Math.min(leftBottom, rightBottom) - Math.max(leftTop, rightTop);
  return overlap >= UNALIGNED_OVERLAP * Math.min(leftBottom - leftTop, rightBottom - rightTop);
}

/**
 * The gutter splitting the page into two columns below `bandEnd`, or null for one column: below the
 * full-width band; failing that, on the first page, below a band that runs down through a full-width summary
 * under a header set in two columns (the name left, contact details right).
 */
function findGutter(page: RawPage, items: RawItem[]): ColumnSplit | null {
  const visible = items.filter(isVisible);
  if (visible.length < GUTTER_MIN_ROWS * 2) return null;
  const rows = groupRows(visible);
  const worded = visible.filter((item) => item.text.trim().length >= 3);
  const monospaced = worded.filter(isMonospaced).length > worded.length * 0.6;
  const grid = gutterGrid(page, rows);
  const below = findGutterBelow(page, visible, rows, grid, monospaced, "below");
  // On the first page the better of the two: a header in two columns over a full-width summary makes the band
  // end at the top, and a split inside the main column (a list set in two columns) may then look clean.
  const throughSummary =
    items[0]?.page === 1 ? findGutterBelow(page, visible, rows, grid, monospaced, "throughSummary") : null;
  const found = !below || (throughSummary && throughSummary.score < below.score) ? throughSummary : below;
  // Failing both, columns whose rows never share a baseline.
  return found ?? findGutterBelow(page, visible, rows, grid, monospaced, "unaligned");
}

/**
 * The candidate gutters of a page, left to right, and what the gutter search asks of each row (by index, top to
 * bottom) at every candidate, worked out once a page: which candidates its items cross, and its reach.
 */
interface GutterGrid {
  gutters: number[];
  crossed: Uint8Array[];
  /** The least right edge: an item ends at or left of x if this does. */
  firstEnd: Float64Array;
  /** The greatest left edge: an item starts at or right of x if this does. */
  lastStart: Float64Array;
  /** The same, over items that are not dates alone. */
  lastUndatedStart: Float64Array;
}

function gutterGrid(page: RawPage, rows: Row[]): GutterGrid {
  const gutters: number[] = [];
  for (let gutter = page.width * 0.2; gutter <= page.width * 0.8; gutter += 2) gutters.push(gutter);
  const grid: GutterGrid = {
    gutters,
    crossed: [],
    firstEnd: new Float64Array(rows.length).fill(Infinity),
    lastStart: new Float64Array(rows.length).fill(-Infinity),
    lastUndatedStart: new Float64Array(rows.length).fill(-Infinity),
  };
  for (const [r, row] of rows.entries()) {
    const crossings = new Uint8Array(gutters.length);
    for (const item of row.items) {
      // From the candidate just left of the item's left edge, the ones it reaches across.
      let at = Math.max(0, Math.floor((item.x - gutters[0]!) / 2));
      while (at < gutters.length && !(item.x < gutters[at]! - 1)) at++;
      for (; at < gutters.length && item.x + item.width > gutters[at]! + 1; at++) crossings[at] = 1;
      grid.firstEnd[r] = Math.min(grid.firstEnd[r]!, item.x + item.width);
      grid.lastStart[r] = Math.max(grid.lastStart[r]!, item.x);
      // (Asked only of an item that would move the reach.)
      if (item.x > grid.lastUndatedStart[r]! && !isDateOnly(item.text)) grid.lastUndatedStart[r] = item.x;
    }
    grid.crossed.push(crossings);
  }
  return grid;
}

/**
 * The index of the last of `sorted` at most `limit` (below `limit` when `strictly`), or -1.
 */
function lastAtMost(sorted: Float64Array, limit: number, strictly = false): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (strictly ? sorted[middle]! < limit : sorted[middle]! <= limit) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/** Rows are `groupRows`'s, top to bottom, each more than 2 pt below the one before. */
function findGutterBelow(
  page: RawPage,
  visible: RawItem[],
  rows: Row[],
  { gutters, crossed, firstEnd, lastStart, lastUndatedStart }: GutterGrid,
  monospacedPage: boolean,
  /**
   * Where the full-width band ends: above the first row with text on both sides of the gutter; or below a
   * full-width summary under a header in two columns; or, where no row has text on both sides (`unaligned`), above
   * the first row clear of the gutter.
   */
  mode: "below" | "throughSummary" | "unaligned",
): (ColumnSplit & { score: number }) | null {
  const throughSummary = mode === "throughSummary";
  const unaligned = mode === "unaligned";
  const largestSize = Math.max(...visible.map((item) => item.fontSize));
  // The items under a band (by its last row), and their edges in order: asked at every candidate that gets so far.
  const under = new Map<number, { items: RawItem[]; ends: Float64Array; starts: Float64Array }>();
  const itemsUnder = (lastBand: number, bandEnd: number) => {
    let found = under.get(lastBand);
    if (!found) {
      const items = visible.filter((i) => i.y > bandEnd);
      found = {
        items,
        ends: Float64Array.from(items, (i) => i.x + i.width).sort(),
        starts: Float64Array.from(items, (i) => i.x).sort(),
      };
      under.set(lastBand, found);
    }
    return found;
  };
  let best: (ColumnSplit & { score: number }) | null = null;
  for (const [at, gutter] of gutters.entries()) {
    // (Unaligned columns allow rows across the gutter only at the top and the foot: most candidates fail at once.)
    if (unaligned && !crossedAtEndsOnly(crossed, at)) continue;
    const crossing = (item: RawItem) => item.x < gutter - 1 && item.x + item.width > gutter + 1;
    const crosses = (r: number) => crossed[r]![at] === 1;
    // The full-width band: the rows at the top down to the last one that crosses the gutter before the
    // first row with text on both sides of it (name, headline, contact line, a full-width summary).
    let firstSplit = 0;
    while (
      firstSplit < rows.length &&
      !(firstEnd[firstSplit]! <= gutter + 1 && lastStart[firstSplit]! >= gutter - 1 && !crosses(firstSplit))
    )
      firstSplit++;
    // (Columns whose rows never share a baseline, a sidebar's lines set between the main column's: the two sides
    // must then stand side by side down the page, no row across.)
    if (unaligned !== (firstSplit === rows.length)) continue;
    if (unaligned) firstSplit = crossed.findIndex((row) => row[at] !== 1);
    if (firstSplit < 0) continue;
    const firstSplitRow = rows[firstSplit]!;
    let lastBand = -1;
    for (let r = 0; r < (throughSummary ? rows.length : firstSplit); r++)
      if (crosses(r) && (!throughSummary || rows[r]!.y < page.height * 0.35)) lastBand = r;
    const lastBandRow = rows[lastBand];
    // (Only under a header that is itself in two columns: a split row stands above the summary.)
    if (throughSummary && (!lastBandRow || firstSplitRow.y >= lastBandRow.y)) continue;
    // (Where the first split row is not the name's, beside contact details, the rows under it must be mostly across
    // the gutter, a summary: two columns headed "EXPERIENCE   PROFILE" with a line TeX could not break, run a
    // little into the gutter, are no header over a summary.)
    const namesRow = firstSplitRow.items.some((item) => item.fontSize >= largestSize - 0.5);
    if (throughSummary && !namesRow) {
      const underHeader = rows.slice(firstSplit + 1, lastBand + 1);
      const across = (item: RawItem) => crossing(item) && item.x + item.width > gutter + item.fontSize * 2;
      if (underHeader.filter((row) => row.items.some(across)).length < underHeader.length / 2) continue;
    }
    const bandEnd = lastBandRow ? lastBandRow.y + 0.5 : Number.NEGATIVE_INFINITY;
    // (The rows of a full-width footer, well below the columns' last: no part of either.)
    let footer = rows.length;
    while (footer - 1 > lastBand + 1 && rows.length - footer < FOOTER_MAX_ROWS && crosses(footer - 1)) footer--;
    const footerRow = rows[footer];
    // (Reaching well into both columns: not a role's dates left alone at the foot of the page.)
    const setApart = (row: Row) => {
      const size = row.items[0]!.fontSize;
      return (
        row.y > page.height * FOOTER_FROM &&
        row.y - rows[footer - 1]!.y > FOOTER_GAP * size &&
        firstStart(row) < gutter - FOOTER_REACH * size &&
        lastEnd(row) > gutter + FOOTER_REACH * size
      );
    };
    if (footerRow && !setApart(footerRow)) footer = rows.length;
    // (The rows under the band, each more than 2 pt below the band's last, by index.)
    let crossingRows = 0;
    let leftRows = 0;
    let rightRows = 0;
    for (let r = lastBand + 1; r < footer; r++) {
      if (crosses(r)) crossingRows++;
      if (firstEnd[r]! <= gutter + 1) leftRows++;
      // Right-aligned dates beside entries ("Title ........ Jan 2020") are not a second column.
      if (lastUndatedStart[r]! >= gutter - 1) rightRows++;
    }
    // (A page of one column: nearly every row crosses every candidate.)
    if (crossingRows > (footer - lastBand - 1) * GUTTER_MAX_CROSSING) continue;
    if (unaligned && crossingRows > 0) continue;
    const below = rows.slice(lastBand + 1, footer);
    // A lane of dates set apart from its entries ("June 2021" / "— Present" / "5 years"), on rows of their
    // own, is a margin for mergeLane, however few its rows.
    // (Row by row, stopping at the first right side that is no lane label: most candidates fail at once.)
    const dateLane = () => {
      let labels = 0;
      for (const row of below) {
        const right = row.items.filter((i) => i.x >= gutter - 1);
        if (right.length === 0) continue;
        const text = joinRow(right.filter(isVisible));
        if (!text.trim()) continue;
        if (!isLaneLabel(text)) return false;
        labels++;
      }
      return labels >= 2 && below.some((row) => row.items.every((i) => i.x >= gutter - 1 || !isVisible(i)));
    };
    if (leftRows < GUTTER_MIN_ROWS || (rightRows < GUTTER_MIN_ROWS && !dateLane())) continue;
    if (unaligned && !sideBySide(below, gutter)) continue;
    // A real gutter is an empty band: a candidate with one (up to 20 pt counts) wins, so a heading whose letters
    // pdf.js split into two items ("PROFESSIONAL SK" + "ILLS") is not cut in two.
    const under = itemsUnder(lastBand, bandEnd);
    // The rightmost end left of the gutter, the leftmost start right of it.
    const leftEdge = under.ends[lastAtMost(under.ends, gutter + 1)] ?? Number.NEGATIVE_INFINITY;
    const rightEdge = under.starts[lastAtMost(under.starts, gutter - 1, true) + 1] ?? Number.POSITIVE_INFINITY;
    const clearance = Math.max(0, rightEdge - leftEdge);
    // (Not the width of a space: a monospaced page's words line up in columns of spaces down the page.)
    if (monospacedPage && clearance < mostCommonSize(under.items) * 0.7) continue;
    // (Unaligned columns are told apart by an empty band between them, wider than a word's gap.)
    if (unaligned && clearance < mostCommonSize(under.items) * UNALIGNED_CLEARANCE) continue;
    const score = crossingRows * 1000 - Math.min(leftRows, rightRows) - Math.min(clearance, 20);
    const footerStart = footer < rows.length ? rows[footer]!.y - 0.5 : Number.POSITIVE_INFINITY;
    if (!best || score < best.score) best = { gutter, bandEnd, footerStart, score };
  }
  return best;
}

/**
 * The gap above which words on a row are two chips ("IV therapy  Wound care"), not two words. Where a row's
 * wider-than-a-space gaps come in two sizes, the smaller is the space between a chip's words.
 */
function chipGap(sorted: RawItem[]): (item: RawItem) => number {
  const wide = sorted
    .slice(1)
    .map((item, i) => ({ gap: item.x - (sorted[i]!.x + sorted[i]!.width), size: item.fontSize }))
    .filter(({ gap, size }) => gap > size * 0.6 && gap <= size * 2.5)
    .map(({ gap }) => gap);
  const least = Math.min(...wide);
  const most = Math.max(...wide);
  // Only a space-like smaller size (under an em) joins words: chips set wide apart beside a second column's
  // chips ("Excel      Tableau") are still chips.
  const em = mostCommonSize(sorted);
  if (wide.length >= 2 && least < em * 0.9 && most > least * 1.35) return () => (least + most) / 2;
  // A monospaced font's space is 0.6 em, as wide as each of its letters: such a row's gaps that wide are spaces.
  const monospaced = sorted.filter((item) => item.text.trim().length >= 3).every(isMonospaced);
  if (monospaced && wide.length > 0 && most < em * 0.7) return () => em * 0.7;
  return (item) => item.fontSize * 0.6;
}

/** Set in a monospaced font: each letter 0.6 em wide. */
const isMonospaced = (item: RawItem) => Math.abs(item.width / (item.text.length * item.fontSize) - 0.6) < 0.02;

function mostCommonSize(items: RawItem[]): number {
  return mostCommon(items.map((item) => item.fontSize)) ?? 10;
}

const isSpaceItem = (item: RawItem) => !item.text.trim();

function joinRow(items: RawItem[]): string {
  // Space items are dropped: pdf.js sometimes spans a whole gap with one, which would hide the gap.
  const sorted = items.filter((item) => !isSpaceItem(item)).sort((a, b) => a.x - b.x);
  // But a space pdf.js put in a narrow gap between two words (it knows the font's own space width) is a space:
  // TeX sets a word space as glue, no character, and the gap after a light first name or an icon can be under a
  // fifth of an em. Between single letters it is letter-spacing ("T O  P R E S E N T"), which is no word break.
  const spaces = items.filter((item) => isSpaceItem(item) && item.width > 0);
  const spaceBetweenWords = (item: RawItem, last: RawItem | undefined) =>
    last !== undefined &&
    item.text.trim().length > 1 &&
    last.text.trim().length > 1 &&
    spaces.some((space) => space.x >= last.x + last.width - 0.5 && space.x < item.x);
  const chipApart = chipGap(sorted);
  let text = "";
  let last: RawItem | undefined;
  for (const item of sorted) {
    const gap = last ? item.x - (last.x + last.width) : Number.POSITIVE_INFINITY;
    const lastSize = last?.fontSize ?? 0;
    // A change of size with a gap is a change of field too: a heading in a left lane beside an entry.
    const sizeChange = lastSize > 0 && Math.abs(lastSize - item.fontSize) / Math.max(lastSize, item.fontSize) > 0.15;
    // Two text boxes of different sizes on one row are two fields, however their frames overlap
    // ("Nathan Feldstein" set large, "Frontend" beside it).
    const anotherBox = item.boxed && sizeChange && text;
    if (
      text &&
      (anotherBox || gap > item.fontSize * 2.5 || (sizeChange && gap > Math.min(lastSize, item.fontSize) * 0.8))
    ) {
      // A wide gap separates fields ("Title      Jan 2020"), even when an item carries its own space.
      text = `${text.trimEnd()}   ${item.text.trimStart()}`;
    } else {
      // A gap of more than 0.6 em parts chips and tags ("MEDDICC  Challenger Sale"): two spaces say so.
      if (text && gap > chipApart(item)) text = `${text.trimEnd()}  `;
      else if (
        text &&
        (gap > item.fontSize * 0.2 || (gap > item.fontSize * 0.1 && spaceBetweenWords(item, last))) &&
        !text.endsWith(" ") &&
        !item.text.startsWith(" ")
      )
        text += " ";
      text += item.text;
    }
    last = item;
  }
  return text;
}

function mostCommon(values: number[]): number | null {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: number | null = null;
  for (const [value, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = value;
  return best;
}

export interface LayoutResult {
  lines: TextLine[];
  columnCount: number;
  bodyFontSize: number | null;
}

function rowsToLines(rows: Row[], column: number, lines: TextLine[]): void {
  lines.push(...rowsAsLines(rows, column, lines.length));
}

/**
 * Icon fonts that did not load (an offline print of a web theme) leave glyphs that extract as a lone
 * glyph without Unicode (U+0000, which would be repaired into "fi") or a lone ligature before each contact
 * item or bullet. A real ligature sits inside a word, touching its
 * neighbours; a lone one set apart by a gap on both sides is an icon.
 */
function withoutIconGlyphs(items: RawItem[]): RawItem[] {
  const sorted = items.filter((item) => item.text.trim() && !isNamedIcon(item)).sort((a, b) => a.x - b.x);
  return sorted.filter((item, i) => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is what a glyph without Unicode gives
    if (!/^\s*(?:\u0000+|fi|fl|ff|ffi|ffl|\uFB01|\uFB02)\s*$/.test(item.text)) return true;
    const before = sorted[i - 1];
    const after = sorted[i + 1];
    const apart = (gap: number) => gap > item.fontSize * 0.15;
    return !(
      (!before || apart(item.x - (before.x + before.width))) &&
      (!after || apart(after.x - (item.x + item.width)))
    );
  });
}

/**
 * One glyph that extracts as a word: Font Awesome's icons set by LuaLaTeX carry their names ("Envelope",
 * "MOBILE-ALT", "Map-marker-alt") as their text, in the width of one icon. Four letters or more in under 0.3 em
 * each: no font sets a word so narrow (a ligature is at most three letters).
 */
const isNamedIcon = (item: RawItem) =>
  /^[A-Za-z]{2,}(?:-[A-Za-z]+)*$/.test(item.text) &&
  item.text.length >= 4 &&
  item.width < item.text.length * item.fontSize * 0.3;

const LIST_GLYPH = /^\s*[•·▪◦‣○■□➢➤►✓✔❖*–-]\s/;

const visibleItems = (row: Row) => row.items.filter(isVisible);

/** Rows set in two columns split at `at`: the left side's rows top to bottom, then the right side's. */
function readDownEachSide(run: Row[], at: number): Row[] {
  const side = (right: boolean) =>
    run
      .map((row) => ({ ...row, items: row.items.filter((item) => item.x >= at === right) }))
      .filter((row) => row.items.some(isVisible));
  return [...side(false), ...side(true)];
}

/**
 * Where a row's bullet list goes on in a second column ("· Rebuilt the budget   · Identified $1.2M …"): the x
 * of a bullet set after a wide gap, or null.
 */
function secondListColumn(row: Row): number | null {
  const items = row.items.filter(isVisible).sort((a, b) => a.x - b.x);
  for (let i = 1; i < items.length; i++) {
    const gap = items[i]!.x - (items[i - 1]!.x + items[i - 1]!.width);
    // (Most of an em: a line of the first column may run up close to the second. A separator dot inside a
    // line, "Acme · Ipswich", is a space away.)
    if (gap > items[i]!.fontSize * 0.8 && LIST_GLYPH.test(`${items[i]!.text} `)) return items[i]!.x;
  }
  return null;
}

/**
 * A bullet list set in two columns inside one column of the page (some themes flow an entry's highlights
 * so): its rows hold a line of each column. Read down the first column, then the second, while no row
 * crosses the line between them.
 */
function unfoldListColumns(rows: Row[]): Row[] {
  const out: Row[] = [];
  const crosses = (row: Row, at: number) =>
    visibleItems(row).some((item) => item.x < at - 2 && item.x + item.width > at + 2);
  const close = (above: Row, below: Row) => below.y - above.y <= (below.items[0]?.fontSize ?? 10) * 2.2;
  for (let i = 0; i < rows.length; i++) {
    const at = secondListColumn(rows[i]!);
    if (at === null) {
      out.push(rows[i]!);
      continue;
    }
    // Rows above that already hold the second column's text at its edge ("· Prepared … cash flow   per
    // month-end close.") belong to the run too.
    let start = i;
    while (
      start > 0 &&
      i - start < out.length &&
      close(rows[start - 1]!, rows[start]!) &&
      !crosses(rows[start - 1]!, at) &&
      visibleItems(rows[start - 1]!).some((item) => Math.abs(item.x - at) <= 2)
    )
      start--;
    // (The row's first item by position: a row's items come in the order the page drew them.)
    const first = visibleItems(rows[start]!).sort((a, b) => a.x - b.x)[0];
    if (!LIST_GLYPH.test(`${first?.text ?? ""} `)) start = i;
    const run = rows.slice(start, i + 1);
    for (let j = i + 1; j < rows.length; j++) {
      const row = rows[j]!;
      if (crosses(row, at) || !close(run.at(-1)!, row)) break;
      run.push(row);
    }
    const twoSided = run.filter((row) => visibleItems(row).some((item) => item.x >= at - 2)).length;
    if (run.length < 2 || twoSided < 2) {
      out.push(rows[i]!);
      continue;
    }
    out.splice(out.length - (i - start), i - start);
    out.push(...readDownEachSide(run, at - 2));
    i = start + run.length - 1;
  }
  return out;
}

/**
 * Groups set side by side inside a sidebar ("Finance & Accounting" and "Tools", each a list under its name,
 * right-aligned): rows whose text stays clear of one vertical band, most with text on both sides of it. Read
 * down the left side, then the right.
 */
function unfoldSidebarColumns(rows: Row[]): Row[] {
  const out: Row[] = [];
  const visible = (row: Row) => visibleItems(row).sort((a, b) => a.x - b.x);
  /**
   * The widest gap between a row's items, as a band [from, to]: wider than an em to start a run; any width to go
   * on with one ("Curriculum  Safeguarding", its right-aligned second side come close).
   */
  const widestGap = (row: Row, opensRun: boolean): [number, number] | null => {
    const items = visible(row);
    let best: [number, number] | null = null;
    for (let k = 1; k < items.length; k++) {
      const from = items[k - 1]!.x + items[k - 1]!.width;
      if (!best || items[k]!.x - from > best[1] - best[0]) best = [from, items[k]!.x];
    }
    return best && (!opensRun || best[1] - best[0] > (items[0]?.fontSize ?? 10)) ? best : null;
  };
  for (let i = 0; i < rows.length; i++) {
    let band = widestGap(rows[i]!, true);
    if (!band) {
      out.push(rows[i]!);
      continue;
    }
    const run: Row[] = [rows[i]!];
    let twoSided = 1;
    for (let j = i + 1; j < rows.length; j++) {
      const row = rows[j]!;
      if (row.y - run.at(-1)!.y > (row.items[0]?.fontSize ?? 10) * 2.2) break;
      const gap = widestGap(row, false);
      const narrowed: [number, number] | null = gap ? [Math.max(band[0], gap[0]), Math.min(band[1], gap[1])] : null;
      const clear = visible(row).every((item) => item.x + item.width <= band![0] + 1 || item.x >= band![1] - 1);
      if (narrowed && narrowed[1] - narrowed[0] >= 4) {
        band = narrowed;
        twoSided++;
      } else if (!clear) break;
      run.push(row);
    }
    if (twoSided < 3 || run.length < 4) {
      out.push(rows[i]!);
      continue;
    }
    out.push(...readDownEachSide(run, (band[0] + band[1]) / 2));
    i += run.length - 1;
  }
  return out;
}

function rowsAsLines(rows: Row[], column: number, firstIndex: number): TextLine[] {
  const lines: TextLine[] = [];
  const unfolded = unfoldListColumns(rows);
  const push = (items: RawItem[], spaces: RawItem[], y: number) => {
    const joined = joinRow([...items, ...spaces]);
    const text = collapseLetterSpacing(normaliseText(joined)).replace(/\s+$/, "");
    if (!text.trim()) return;
    const first = [...items].sort((a, b) => a.x - b.x)[0]!;
    lines.push({
      index: firstIndex + lines.length,
      text: text.replace(/^\s+/, ""),
      page: first.page,
      x: Math.round(first.x * 10) / 10,
      y: Math.round(y * 10) / 10,
      width: Math.round((Math.max(...items.map((i) => i.x + i.width)) - first.x) * 10) / 10,
      fontSize: Math.round(Math.max(...items.map((i) => i.fontSize)) * 10) / 10,
      isBold: items.filter(isVisible).every((i) => i.isBold),
      column,
      isBullet: BULLET_PREFIX.test(text),
    });
  };
  // Groups side by side are a sidebar's, on either side of a two-column page; a one-column page's grid of
  // skills is read row by row by the skills section (skills-section.ts).
  for (const rawRow of column > 0 ? unfoldSidebarColumns(unfolded) : unfolded) {
    const items = withoutIconGlyphs(rawRow.items);
    if (items.length === 0) continue;
    const spaces = rawRow.items.filter(isSpaceItem);
    const dates = datesBesideProse(items, lines.at(-1));
    if (dates) {
      push(dates, [], rawRow.y);
      push(
        items.filter((item) => !dates.includes(item)),
        spaces,
        rawRow.y,
      );
    } else push(items, spaces, rawRow.y);
  }
  return lines;
}

/**
 * An entry's dates in a right-hand column level with its first bullet or summary line, not its header
 * (RenderCV: "Company, Position   Place" over "• Supervised crews …   2020 – present"): the dates' items, to be
 * read before the line they end. Only under a header with no year: one whose last field, set apart, is a place
 * (the column holds the place over the dates), or one that starts left of the bullet (the place read in a lane);
 * and beside a bullet or a line of prose (six words or more, justified up to the dates), so a title's own
 * "Engineer   2019 – 2021" is left whole.
 */
function datesBesideProse(items: RawItem[], before: TextLine | undefined): RawItem[] | null {
  // (Cheapest first: this is asked of every row of the page.)
  if (items.length < 2 || !before || before.isBullet || holdsYear(before.text)) return null;
  const sorted = [...items].sort((a, b) => a.x - b.x);
  const cells = before.text.split(/ {3,}/);
  const placed = cells.length > 1 && /\p{L}/u.test(cells.at(-1)!);
  const bullet = LIST_GLYPH.test(`${sorted[0]!.text} `) || BULLET_PREFIX.test(sorted[0]!.text);
  if (!placed && !(bullet && before.x < sorted[0]!.x - 3 && !/[.;:,]$/.test(before.text))) return null;
  // The column gap may be narrow where justified prose runs up to it: an em, where words are set a third of one
  // apart (then only a whole range, never a lone year, is taken for the column's). One gap that wide only: the
  // line beside the dates is one field, no row of a table.
  let cut = -1;
  let wide = false;
  for (let i = 1; i < sorted.length; i++) {
    const gap = sorted[i]!.x - (sorted[i - 1]!.x + sorted[i - 1]!.width);
    if (gap <= sorted[i]!.fontSize) continue;
    if (cut > 0) return null;
    [cut, wide] = [i, gap > sorted[i]!.fontSize * 2.5];
  }
  if (cut < 1) return null;
  const tail = sorted.slice(cut);
  const dates = joinRow(tail).trim();
  if (!isDateLabel(dates) || (!wide && !DATE_RANGE.test(dates))) return null;
  const head = joinRow(sorted.slice(0, cut)).trim();
  // Prose runs justified up to the column; a table's cell stops short of it.
  const isProse = !wide && head.split(/\s+/).length >= 6;
  return bullet || isProse ? tail : null;
}

/** A date alone ("2019", "Apr 2021") or a range: what a lane of dates holds. */
const isSingleDate = (text: string) => holdsYear(text) && SINGLE_DATE.exec(text)?.[0] === text;
const isDateLabel = (text: string) => holdsYear(text) && (DATE_RANGE.test(text) || isSingleDate(text));

/** A lane line's text without the dash a wrapped range leaves at its start ("— Present"). */
const laneText = (text: string) => text.trim().replace(/^[-–—]\s*/, "");

/** What a lane of labels holds: a heading, dates, a form's label, a contact detail. (Kept by text: asked often.) */
const isLaneLabel = rememberedFor((text: string): boolean => {
  const trimmed = laneText(text);
  return (
    !!sectionKindOf(trimmed) ||
    isDateLabel(trimmed) ||
    OPEN_END_WORD.test(trimmed) ||
    LENGTH_OF_TIME.test(trimmed) ||
    isFormLabel(trimmed) ||
    // (An e-mail or a phone number: what a lane beside the name holds above its headings, moderncv "fancy".)
    holdsContactDetail(trimmed) ||
    // (The day a CV was signed, printed at its end: "November 25, 2026".)
    DAY_DATE.test(trimmed)
  );
});

/**
 * Some templates put section headings, entry dates and category names in a narrow left lane beside their
 * content (moderncv, many Word CVs). That lane is a margin, not a column: short lines, mostly dates and
 * headings.
 */
function isLabelLane(laneLines: TextLine[]): boolean {
  // A form's label wrapped over lines ("Main activities and" / "responsibilities") counts once.
  const joined = joinWrappedLabels(laneLines);
  const lines = joined.some((l) => isFormLabel(l.text)) ? joined : laneLines;
  if (lines.length === 0) return false;
  // (A date range alone is short, whatever its words: "AUG 2018 – MAY 2021".)
  const short = lines.filter((l) => l.text.trim().split(/\s+/).length <= 4 || isDateOnly(l.text)).length;
  const labels = lines.filter((l) => isLaneLabel(l.text)).length;
  if (labels / lines.length >= 0.6) return true;
  // Short lines under a few headings, with no date among them, are a sidebar's groups of chips (Skills /
  // "Tools" / "Google Classroom  Seesaw"), however short.
  const dated = lines.some(
    (l) => isLaneLabel(l.text) && !sectionKindOf(laneText(l.text)) && !holdsContactDetail(laneText(l.text)),
  );
  return short === lines.length && labels / lines.length >= 0.4 && dated;
}

/** A label wrapped in a narrow lane, one label again: a date ("Apr 2021 –" / "Present"), a heading, a name. */
function joinWrappedLabels(lane: TextLine[]): TextLine[] {
  const joined: TextLine[] = [];
  // A joined label keeps its first line's place (its row); a third line goes on with it when set at a line's
  // pitch below the second (a label's rows further apart are labels of their own: "CAD &" / "Simulation" /
  // "Engineering").
  let lastY = 0;
  // "6 years", "a year" under an entry's dates: their length, which the dates already say.
  for (const line of lane.filter((l) => !LENGTH_OF_TIME.test(l.text.trim()))) {
    const previous = joined.at(-1);
    if (!previous || previous.page !== line.page) {
      joined.push(line);
      lastY = line.y;
      continue;
    }
    const above = previous.text.trim();
    const text = line.text.trim();
    const closeBelow = line.y - previous.y <= line.fontSize * 1.6 || line.y - lastY <= line.fontSize * 1.35;
    lastY = line.y;
    const wrapsDate =
      (/(?:[-–—]|\bto)$/.test(above) && (OPEN_END_WORD.test(text) || isSingleDate(text))) ||
      // "February 2021" / "— Present": the dash set on the second line.
      (isSingleDate(above) && /^(?:[-–—]|to\b)\s*/.test(text) && isDateLabel(`${above} ${text}`)) ||
      // "March 2018 – August" / "2021": the year of the end month.
      (ENDS_WITH_MONTH.test(above) && /^\d{4}$/.test(text));
    // A heading in capitals wrapped in the lane: "PROFESSIONAL SKILLS" / "SUMMARY".
    const wrapsHeading =
      previous.fontSize === line.fontSize &&
      closeBelow &&
      /^[\p{Lu}\s&]+$/u.test(above) &&
      /^[\p{Lu}\s&]+$/u.test(text) &&
      (!sectionKindOf(text) || !!sectionKindOf(`${above} ${text}`));
    // A category name wrapped in the lane: "UX &" / "Research", "UI & Design" / "Systems" (never dates).
    const wrapsName =
      Math.abs(previous.fontSize - line.fontSize) < 0.5 &&
      closeBelow &&
      !isDateLabel(above) &&
      !isDateLabel(text) &&
      !sectionKindOf(above) &&
      // (A form's labels one under another: "Address" / "Telephone"; a place over a phone number.)
      !isFormLabel(above) &&
      !isFormLabel(text) &&
      !holdsContactDetail(text) &&
      (/(?:&|\band|,)$/.test(above) || !sectionKindOf(text)) &&
      text.split(/\s+/).length <= 3;
    if (wrapsDate || wrapsHeading || wrapsName) joined[joined.length - 1] = { ...previous, text: `${above} ${text}` };
    else joined.push(line);
  }
  return joined;
}

/**
 * Blocks of content lines: a vertical gap of more than 1.8 line heights starts a new block. A heading set in
 * the lane at its block's middle height (some themes centre it) names the block it sits beside.
 */
function blockStarts(content: TextLine[]): TextLine[] {
  return content.filter((line, i) => {
    const previous = content[i - 1];
    return !previous || previous.page !== line.page || line.y - previous.y > line.fontSize * 1.8;
  });
}

/** The lane's labels go with the content on their row ("Apr 2021 – Present   Account Executive, Acme"). */
function mergeLane(lane: TextLine[], content: TextLine[]): TextLine[] {
  const labels = joinWrappedLabels(lane);
  const used = new Set<TextLine>();
  const leftEdge = Math.min(...content.map((l) => l.x));
  // A row may take a heading and a date ("WORK EXPERIENCE" and "2021-04 TO PRESENT" beside one title).
  const attached = new Map<TextLine, TextLine[]>();
  const attach = (label: TextLine, row: TextLine | undefined) => {
    const taken = row ? (attached.get(row) ?? []) : [];
    if (!row || taken.some((t) => DATE_RANGE.test(t.text) === DATE_RANGE.test(label.text))) return;
    attached.set(row, [...taken, label]);
    used.add(label);
  };
  const rowAt = (label: TextLine) => content.find((l) => l.page === label.page && Math.abs(l.y - label.y) <= 2);
  /**
   * A heading centred on a group of rows set close together (a table of languages: "English" / "Cantonese" /
   * "French", the heading on the middle row; skill categories of two lines each) names the group's first row.
   */
  const centredGroupStart = (label: TextLine, row: TextLine | undefined): TextLine | undefined => {
    if (!row || !sectionKindOf(label.text)) return row;
    const samePage = (l: TextLine | undefined) => l?.page === row.page;
    const at = content.indexOf(row);
    const step = Math.min(...[content[at - 1], content[at + 1]].filter(samePage).map((l) => Math.abs(l!.y - row.y)));
    if (!Number.isFinite(step)) return row;
    let first = at;
    while (samePage(content[first - 1]) && content[first]!.y - content[first - 1]!.y <= step * 1.5) first--;
    let last = at;
    while (samePage(content[last + 1]) && content[last + 1]!.y - content[last]!.y <= step * 1.5) last++;
    const middle = (content[first]!.y + content[last]!.y) / 2;
    return first < at && Math.abs(label.y - middle) <= row.fontSize ? content[first] : row;
  };
  // Dates beside an entry's first bullet (the title's row has none) are the entry's: they go with its title.
  // A title at the foot of a page takes the dates printed beside its first bullet at the top of the next.
  const isBulletLine = (l: TextLine) => l.isBullet || BULLET_PREFIX.test(l.text);
  const headerAbove = (row: TextLine | undefined) => {
    if (!row || !isBulletLine(row)) return row;
    const above = content.filter((l) => l.page === row.page && l.y < row.y);
    const lastOfPageBefore = above.length === 0 ? content[content.indexOf(row) - 1] : undefined;
    if (lastOfPageBefore?.page === row.page - 1 && !isBulletLine(lastOfPageBefore)) return lastOfPageBefore;
    return above.filter((l) => row.y - l.y <= 20 && !isBulletLine(l)).at(-1) ?? row;
  };
  for (const label of labels) {
    const row = centredGroupStart(label, rowAt(label));
    attach(label, DATE_RANGE.test(label.text) ? headerAbove(row) : row);
  }
  // Dates a little below their entry's first line (set at the entry's middle height) still belong to it.
  for (const label of labels) {
    if (used.has(label) || !DATE_RANGE.test(label.text)) continue;
    const header = content
      .filter((l) => l.page === label.page && l.x <= leftEdge + 3 && l.y <= label.y + 3 && label.y - l.y <= 20)
      .at(-1);
    attach(label, header);
  }
  const merged = content.flatMap((line) => {
    // A heading becomes a line of its own before its row, in its own size (it is no sub-heading of the
    // section above); dates go before the row's text: "dates   content".
    const labelled = attached.get(line) ?? [];
    const headings = labelled.filter((l) => sectionKindOf(l.text));
    // Text of a right-hand lane that is no label (a chip at the end of a row that reaches the lane, "… IFRS
    // ASPE") stays after the row's text, where it stands.
    const isLabel = (l: TextLine) => isLaneLabel(l.text) || l.x < line.x;
    const prefix = labelled
      .filter((l) => !sectionKindOf(l.text) && isLabel(l))
      .map((l) => `${l.text.trim()}   `)
      .join("");
    // Set apart as far as it stands: a word ("Account" / "mapping"), a chip, or a field.
    const gapBefore = (l: TextLine) => {
      const gap = l.x - (line.x + line.width);
      return gap > l.fontSize * 2.5 ? "   " : gap > l.fontSize * 0.9 ? "  " : " ";
    };
    const suffix = labelled
      .filter((l) => !sectionKindOf(l.text) && !isLabel(l))
      .map((l) => `${gapBefore(l)}${l.text.trim()}`)
      .join("");
    return [
      ...headings.map((heading) => ({ ...heading, column: 0 })),
      { ...line, column: 0, text: `${prefix}${line.text}${suffix}` },
    ];
  });
  const starts = blockStarts(content);
  // Where a content line now stands in the merged list (labels placed before it shift it).
  const positionOf = (line: TextLine) =>
    merged.findIndex((l) => l.page === line.page && l.y === line.y && l.x === line.x);
  /** A heading set at the middle height of its block (inside it, not in the gap above): the block's first line. */
  const blockBeside = (label: TextLine): TextLine | undefined => {
    const start = starts.filter((l) => l.page === label.page && l.y <= label.y + 2).at(-1);
    if (!start) return undefined;
    const next = starts[starts.indexOf(start) + 1];
    const block = content.slice(content.indexOf(start), next ? content.indexOf(next) : content.length);
    const blockEnd = block.filter((l) => l.page === label.page).at(-1);
    if (blockEnd && label.y < blockEnd.y) return start;
    // Rows set far apart (a table of languages) are blocks of one line each: the heading beside the first
    // row's gap below still names it when the gap above that row is clearly wider.
    const at = content.indexOf(start);
    const above = content[at - 1];
    const below = content[at + 1];
    const opensGroup =
      below?.page === label.page &&
      label.y < below.y &&
      (above?.page !== start.page || start.y - (above?.y ?? 0) > (below.y - start.y) * 1.5);
    return opensGroup ? start : undefined;
  };
  for (const label of labels) {
    if (used.has(label)) continue;
    const anchor = rowAt(label) ?? (sectionKindOf(label.text) ? blockBeside(label) : undefined);
    const at = anchor
      ? positionOf(anchor)
      : merged.findIndex((l) => l.page > label.page || (l.page === label.page && l.y > label.y + 2));
    merged.splice(at < 0 ? merged.length : at, 0, { ...label, column: 0 });
  }
  return merged;
}

/**
 * The two sides of a page split at its gutter, and which of them, if either, is a lane of labels (a margin of the
 * other). Beside a lane the other side is the page's one column, no sidebar: groups side by side in it are a table
 * read across ("Languages   Go, Python"), not read down each side. Each side is read once, but for a lane found
 * on the right: the left side, read as a column first, is read again as the page's one.
 */
function readSides(
  items: RawItem[],
  onLeft: (item: RawItem) => boolean,
): { lane: "left" | "right" | null; left: TextLine[]; right: TextLine[] } {
  const side = (isLeft: boolean, column: number) =>
    rowsAsLines(groupRows(items.filter((item) => onLeft(item) === isLeft)), column, 0);
  const left = side(true, 1);
  if (isLabelLane(left)) return { lane: "left", left, right: side(false, 0) };
  const right = side(false, 2);
  if (isLabelLane(right)) return { lane: "right", left: side(true, 0), right };
  return { lane: null, left, right };
}

/**
 * Whether a page's left side, under its band, holds only bullets' glyphs and a heading or two: a timeline's dots
 * and headings set out in the margin of one column (a theme's second page), not a column of its own.
 */
function glyphsAndHeadingsOnly(items: RawItem[], split: ColumnSplit): boolean {
  const left = items.filter((i) => i.y > split.bandEnd && i.x < split.gutter - 1 && isVisible(i));
  const words = left.filter((i) => !GLYPHS_ONLY.test(i.text.trim()));
  return words.length < left.length && words.length <= 2 && words.every((i) => sectionKindOf(i.text) !== null);
}

export function layoutPdfPages(pages: RawPage[]): LayoutResult {
  const lines: TextLine[] = [];
  let columnCount = 1;
  for (const page of pages) {
    const found = findGutter(page, page.items);
    const split = found && !glyphsAndHeadingsOnly(page.items, found) ? found : null;
    if (!split) {
      rowsToLines(groupRows(page.items), 0, lines);
      continue;
    }
    const band = page.items.filter((i) => i.y <= split.bandEnd);
    const rest = page.items.filter((i) => i.y > split.bandEnd && i.y < split.footerStart);
    rowsToLines(groupRows(band), 0, lines);
    // Below the right column's last text, a date on the right is a right-aligned date of the left column's row
    // (a skills grid in two columns over a role: "The Gilded Oyster ........ 2021-04 - present"). The sides are
    // read again only when such a date is there.
    const isLeft = (i: RawItem) => i.x < split.gutter - 1;
    const onRight = rest.filter((i) => !isLeft(i) && isVisible(i));
    const rightEnd = Math.max(...onRight.filter((i) => !isDateOnly(i.text)).map((i) => i.y)) + 1;
    // (On a row the left column has text on: a role's dates under its header at the page's foot, the left column
    // ended above, are the right column's.)
    const onLeft = rest.filter((i) => isLeft(i) && isVisible(i));
    const leftRowDate = (i: RawItem) =>
      i.y > rightEnd && isDateOnly(i.text) && onLeft.some((l) => Math.abs(l.y - i.y) <= i.fontSize * 0.5);
    let { lane, left, right } = readSides(rest, isLeft);
    if (!lane && onRight.some(leftRowDate))
      ({ lane, left, right } = readSides(rest, (i) => isLeft(i) || leftRowDate(i)));
    // A lane of labels on either side is a margin of the other column (dates set in the right margin too).
    const ordered =
      lane === "left" ? mergeLane(left, right) : lane === "right" ? mergeLane(right, left) : [...left, ...right];
    if (!lane) columnCount = 2;
    for (const line of ordered) lines.push({ ...line, index: lines.length });
    rowsToLines(groupRows(page.items.filter((i) => i.y >= split.footerStart)), 0, lines);
  }
  const sizes = pages.flatMap((p) => p.items.filter(isVisible).map((i) => Math.round(i.fontSize * 2) / 2));
  if (pages.some((page) => page.wordsRejoined)) for (const line of lines) line.text = rejoinBrokenWords(line.text);
  return { lines, columnCount, bodyFontSize: mostCommon(sizes) };
}
