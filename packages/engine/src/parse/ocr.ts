// Scanned pages read by OCR (docs/decisions/002-ocr.md): a page with no text, or whose text layer is garbled
// (fonts without a Unicode map print letters that are not the ones drawn), is rendered by pdf.js and read by
// Tesseract (tesseract.js, the English model shipped in @tesseract.js-data/eng: offline, nothing fetched).
// Its words become the same positioned items the text layer gives, so columns, headings and entries are read
// as for any PDF.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import commonWords from "../../data/common-words.json" with { type: "json" };
import { OPEN_END_WORD } from "./dates.ts";
import type { RawItem } from "./extract-pdf.ts";
import { canvas as canvasLibrary } from "./lazy-canvas.ts";
import { isEverydayWord } from "./normalise-text.ts";
import { prepareForOcr } from "./ocr-image.ts";
import { ONE_WORD_HEADINGS, sectionKindOf } from "./sections.ts";

/** Pages read by OCR at most: a resume is one or two; past four it is not a resume scan. */
export const MAX_OCR_PAGES = 4;
/** Rendering resolution: Tesseract reads body text best with capitals about 20–30 px high. */
const OCR_DPI = 200;
/**
 * Pixels a page is rendered in at most: 12 million, over three Letter pages at 200 dpi. A page drawn larger (a
 * PDF's page may be 200 inches square: 1.6 billion pixels at 200 dpi, gigabytes of memory outside the engine
 * thread's heap limit) is read at the resolution that fits, so one upload's memory stays bounded.
 */
export const MAX_OCR_PIXELS = 12_000_000;
const POINTS_PER_INCH = 72;
/** Under this many letters a page has no text layer worth reading. */
const MIN_TEXT_CHARS = 40;

/**
 * Letter pairs common in words (those in 15 or more of the 20,000 most frequent English words): text in
 * English, Portuguese, German or Vietnamese is made of them (0.8 and more of its pairs), text printed by a font
 * without a Unicode map is not ("Vhqlru Iurqwhqg": 0.4).
 */
const COMMON_PAIRS = (() => {
  const counts = new Map<number, number>();
  for (const word of (commonWords as string[]).slice(0, 20_000)) {
    const lower = word.toLowerCase();
    for (let i = 0; i + 1 < lower.length; i++) {
      const pair = pairCode(lower, i);
      counts.set(pair, (counts.get(pair) ?? 0) + 1);
    }
  }
  return new Set([...counts].filter(([, n]) => n >= 15).map(([pair]) => pair));
})();

/** Two letters as one number (a page holds thousands of pairs: no string for each). */
function pairCode(word: string, at: number): number {
  return word.charCodeAt(at) * 0x10000 + word.charCodeAt(at + 1);
}

const LETTER = /^\p{L}$/u;

/** The UTF-16 units of the letter at `at` (2 beyond the Basic Multilingual Plane), or 0 where none is. */
function letterAt(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code < 0x80) return (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a ? 1 : 0;
  const next = text.charCodeAt(at + 1);
  const width = code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
  return LETTER.test(text.slice(at, at + width)) ? width : 0;
}

/** What `\s` matches. */
function isSpace(code: number): boolean {
  return (
    code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * Whether a page's text layer is garbled, as fonts without a Unicode map print it: unmapped glyphs, a soup of
 * symbols, or letters in pairs that words are not made of ("Qdph Vplwk" for "Jane Smith"). (Counted a character
 * at a time, without a pass of a pattern for each count: every page of every PDF is asked.)
 */
export function looksGarbled(text: string): boolean {
  let visible = 0;
  let letters = 0;
  let unmapped = text.includes("(cid:") ? (text.match(/\(cid:\d+\)/g) ?? []).length : 0;
  for (let at = 0; at < text.length; ) {
    const letter = letterAt(text, at);
    if (letter > 0) {
      visible += letter;
      letters += letter;
      at += letter;
      continue;
    }
    const code = text.charCodeAt(at++);
    if (!isSpace(code)) visible++;
    if (code === 0xfffd || (code >= 0xe000 && code <= 0xf8ff)) unmapped++;
  }
  // A page with a line or two ("GPA 3.8/4.0") says too little either way.
  if (visible < MIN_TEXT_CHARS) return false;
  if (unmapped / visible > 0.3) return true;
  if (letters / visible < 0.5) return true;
  // The pairs of letters in words of three letters or more.
  const lower = text.toLowerCase();
  let words = 0;
  let pairs = 0;
  let common = 0;
  for (let at = 0; at < lower.length; ) {
    let end = at;
    let length = 0;
    for (let width = letterAt(lower, end); width > 0; width = letterAt(lower, end)) {
      end += width;
      length++;
    }
    if (length >= 3) {
      words++;
      for (let i = at; i + 1 < end; i++) {
        pairs++;
        if (COMMON_PAIRS.has(pairCode(lower, i))) common++;
      }
    }
    at = Math.max(end, at + 1);
  }
  if (words < 8) return false;
  return common / pairs < 0.6;
}

/** No text layer to speak of: a scan, or a blank page. */
export function hasLittleText(text: string): boolean {
  let letters = 0;
  for (let at = 0; at < text.length && letters < MIN_TEXT_CHARS; ) {
    const letter = letterAt(text, at);
    letters += letter;
    at += Math.max(letter, 1);
  }
  return letters < MIN_TEXT_CHARS;
}

/** An everyday word of four letters or more, as read (capitals or not, a stop or comma after it). */
const isKnownWord = (text: string) => {
  const letters = text.replace(/[.,:;]$/, "");
  return /^\p{L}{4,}$/u.test(letters) && isEverydayWord(letters);
};

/** What an icon before a section's heading is read as: marks, or a letter or three ("</>", "=", "Bl", "fi"). */
const ICON_READ_AS = /^(?:[^\p{L}\p{N}]{1,3}|\p{Lu}?\p{Ll}{0,2})$/u;

/** A word in capitals of two letters or more ("WORK", "EXPERIENCE"). */
const isCapitals = (text: string | undefined) => !!text && /^\p{Lu}{2,}$/u.test(text);

/** What Tesseract reads a bullet as, opening a line ("«", "+", "©", "@®") … */
const BULLET_LOOKALIKE = /^(?:[«»•·+*©®°¢■●◦▪-]|@[©®]|[©®]\)?)$/;
/** … and between two words, where bullets part a row of skills ("Go * Python « SQL ¢ Kafka"); not a dash. */
const SEPARATOR_LOOKALIKE = /^[«»•·+*©®°¢■●◦▪]$/;

interface OcrWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}
interface OcrLine {
  words: OcrWord[];
  bbox: { x0: number; y0: number; x1: number; y1: number };
  /** Tesseract's row height: the type size, within a point of the text layer's on the corpus. */
  rowAttributes?: { rowHeight: number };
}

/**
 * A line's words as the text layer would have them: shapes read as letters dropped, bullets read as other
 * marks made bullets.
 */
function wordsOfLine(words: OcrWord[]): OcrWord[] {
  return (
    words
      // Words read with little confidence are mostly shapes read as letters; not a word of the language, which
      // a light heading beside an icon may be read at ("EXPERIENCE" at 7), nor a bullet opening a line, which is
      // no letter and read at 8–10 once its ink is darkened.
      .filter(
        (word, index, all) =>
          word.text.trim() &&
          (word.confidence > 20 || isKnownWord(word.text) || (index === 0 && readsAsBullet(word.text.trim(), 0, all))),
      )
      .filter((word, index, all) => index > 0 || !isShapeBeforeHeading(word.text, all.slice(1)))
      // An icon inside a line (a clock between a role's dates and its length) read as a bracket and a letter: "[J".
      .filter((word, index) => index === 0 || !ICON_AS_BRACKET.test(word.text))
      .map((word, index) => (index === 0 ? { ...word, text: headingInSmallCapitals(word.text) ?? word.text } : word))
      // "2018-08 10 2021-05", "2020 vo PRESENT": a range's "TO" in small capitals, misread.
      .map((word, index, all) =>
        /^[tTvV1l][oO0]$/.test(word.text) &&
        DATE_WORD.test(all[index - 1]?.text ?? "") &&
        (DATE_WORD.test(all[index + 1]?.text ?? "") || OPEN_END_WORD.test(all[index + 1]?.text ?? ""))
          ? { ...word, text: "to" }
          : word,
      )
      .map((word, index, all) => (readsAsBullet(word.text.trim(), index, all) ? { ...word, text: "•" } : word))
      // A quote mark that opens a word and closes nowhere on the line is the edge of a shape (a photo's frame).
      .map((word, _, all) =>
        /^["“'‘]\p{L}/u.test(word.text) && !all.some((other) => /["”'’]$/.test(other.text.replace(/[.,;:]$/, "")))
          ? { ...word, text: word.text.slice(1) }
          : word,
      )
  );
}

/**
 * A list's marker before an entry's header set larger than the body (a web page's disc before each employer) is
 * the layout's, not a bullet: the text layer has no such mark.
 */
const withoutListMarker = (words: OcrWord[]) => (words.length > 1 && words[0]!.text === "•" ? words.slice(1) : words);

/** A bracket that opens or closes nothing, with a letter or digit: "[J", "(3", "J]". */
const ICON_AS_BRACKET = /^(?:[[({][\p{L}\p{N}]|[\p{L}\p{N}][\])}])$/u;

/** A year, or a year and month as ISO writes them, as one word. */
const DATE_WORD = /^(?:19|20)\d{2}(?:-\d{2})?$/;

/**
 * A heading set in small capitals is read as a word of mixed case with a letter or two wrong ("EpbucaTion" for
 * EDUCATION): a long word opening a line, with a capital after a small letter, two edits or fewer from a section's
 * one-word name, is that name.
 */
function headingInSmallCapitals(text: string): string | null {
  if (!/^\p{L}{7,}$/u.test(text) || !/\p{Ll}\p{Lu}/u.test(text)) return null;
  const lower = text.toLowerCase();
  const name = ONE_WORD_HEADINGS.find((heading) => withinTwoEdits(lower, heading));
  return name ? name.toUpperCase() : null;
}

/** Whether two words are at most two insertions, deletions or substitutions apart. */
function withinTwoEdits(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 2) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...current) > 2) return false;
    previous = current;
  }
  return previous[b.length]! <= 2;
}

/**
 * A shape before a heading (a coloured bar before "WORK EXPERIENCE", an icon) is read as a few letters or marks:
 * "wes" before capitals; "Bl", "</>", "=" before a section's name.
 */
function isShapeBeforeHeading(text: string, rest: OcrWord[]): boolean {
  if (/^\p{Ll}{1,3}$/u.test(text) && isCapitals(rest[0]?.text)) return true;
  return ICON_READ_AS.test(text) && sectionKindOf(rest.map((word) => word.text).join(" ")) !== null;
}

/**
 * A bullet is read as whatever it looks like ("«", "+", "©", "e" before a capital): a lone mark opening a line of
 * words is one, and so is one between two words or closing a row of them ("Epic EHR •").
 */
function readsAsBullet(mark: string, index: number, all: OcrWord[]): boolean {
  if (index > 0) return SEPARATOR_LOOKALIKE.test(mark);
  return all.length > 1 && (BULLET_LOOKALIKE.test(mark) || (/^[eo]$/.test(mark) && /^\p{Lu}/u.test(all[1]!.text)));
}

/**
 * Tesseract's lines as the layout step's items, in points: the words of a line joined into runs with single
 * spaces, a new run where the gap is wide (a date set right of its title, a second column), all on the line's
 * baseline.
 */
export function itemsFromOcrLines(lines: OcrLine[], page: number, dpi: number): RawItem[] {
  const toPoints = POINTS_PER_INCH / dpi;
  const cleaned = lines.map((line) => wordsOfLine(line.words));
  // Without a row height, the line's box (ascenders and descenders, about 1.2 times the type size).
  const sizes = withShortRowsByBox(
    lines,
    cleaned,
    lines.map((line) => (line.rowAttributes?.rowHeight ?? (line.bbox.y1 - line.bbox.y0) / 1.2) * toPoints),
    toPoints,
  );
  const body = bodySize(
    sizes,
    lines.map((line) => line.words.reduce((letters, word) => letters + word.text.length, 0)),
  );
  // Row heights vary by half a point from line to line of one type size (a line of capitals or without
  // descenders sits lower): within 8% of the body size a line is taken to be at that size, so a list of skills
  // stays one list, not a group name over the items read a point smaller.
  const snapped = (size: number) => (body !== undefined && Math.abs(size - body) <= body * 0.08 ? body : size);
  // A name or heading set large over two lines ("Maya L." / "Thornton") is read a few points apart: a large line
  // right under another within a tenth of its size is at that size.
  const display = (size: number) => body !== undefined && size >= body * 1.2;
  for (let i = 1; i < lines.length; i++) {
    const [above, size] = [sizes[i - 1]!, sizes[i]!];
    const close = (lines[i]!.bbox.y0 - lines[i - 1]!.bbox.y1) * toPoints < above * 0.8;
    if (display(above) && display(size) && close && Math.abs(above - size) <= Math.max(above, size) * 0.1)
      sizes[i] = above;
  }
  return lines.flatMap((line, lineIndex) => {
    const fontSize = snapped(sizes[lineIndex]!);
    const words = display(fontSize) ? withoutListMarker(cleaned[lineIndex]!) : cleaned[lineIndex]!;
    const spaced: OcrWord[][] = [];
    for (const word of words) {
      const run = spaced.at(-1);
      const previous = run?.at(-1);
      if (run && previous && (word.bbox.x0 - previous.bbox.x1) * toPoints < fontSize * 1.2) run.push(word);
      else spaced.push([word]);
    }
    // A row of contact details with an icon before each ("Q Columbus, OH   & maya@…   J (614) 555-0142"): a lone
    // character opening two runs or more is each item's icon.
    const iconLed = (run: OcrWord[]) => run.length > 1 && /^[^\s•·]$/u.test(run[0]!.text.trim());
    const runs = spaced.filter(iconLed).length >= 2 ? spaced.map((run) => (iconLed(run) ? run.slice(1) : run)) : spaced;
    // A dash closing a run of words before a wide gap ("IV therapy - Wound care -   Epic EHR") is the middle dot
    // that parts a grid's skills, read small; so are the row's other lone dashes.
    // (Not after a number: "2020 -" over "Present" is a range of dates that wraps.)
    const dotAfter = (run: OcrWord[], at: number) =>
      at > 0 && run[at]!.text.trim() === "-" && !/\d/.test(run[at - 1]!.text);
    const dotsReadAsDashes = runs.some((run) => dotAfter(run, run.length - 1));
    const textOf = (word: OcrWord, at: number, run: OcrWord[]) =>
      dotsReadAsDashes && dotAfter(run, at) ? "·" : word.text.trim();
    return runs.map((run) => ({
      text: run.map(textOf).join(" "),
      page,
      x: run[0]!.bbox.x0 * toPoints,
      y: line.bbox.y1 * toPoints,
      width: (run.at(-1)!.bbox.x1 - run[0]!.bbox.x0) * toPoints,
      fontSize,
      isBold: false,
    }));
  });
}

/**
 * Letters that reach below the baseline (a capital J or Q does in many faces, and so do some marks), and letters
 * that stand as high as a capital.
 */
const DESCENDERS = /[gjpqy]/;
const BELOW_BASELINE = /[gjpqyJQ,;()[\]{}/|@$§µ]/;
const ASCENDERS = /[\p{Lu}bdfhklt0-9]/u;
/** A capital's height over the height from an ascender's top to a descender's foot, in the usual faces (0.76–0.78). */
const CAP_OF_FULL_HEIGHT = 0.77;

/**
 * Tesseract sizes a short row by what shares it: a heading at the foot of a list is read at the list's size
 * ("Skills." at 9.9 pt under an 11 pt "Education"), one after an icon at the icon's ("ABOUT" at 19 pt for 16.5).
 * A line of a word or two that reaches from a capital's height to the baseline and no lower is sized by its
 * words' own boxes instead (`cleaned`: the icon dropped), at the ratio of size to box the page's long lines show.
 */
function withShortRowsByBox(lines: OcrLine[], cleaned: OcrWord[][], sizes: number[], toPoints: number): number[] {
  const textOf = (words: OcrWord[]) => words.map((word) => word.text).join(" ");
  const box = (words: OcrWord[]) =>
    (Math.max(...words.map((word) => word.bbox.y1)) - Math.min(...words.map((word) => word.bbox.y0))) * toPoints;
  const ratios = lines
    .map((line, i) => ({ text: textOf(line.words), box: box(line.words), size: sizes[i]! }))
    .filter(
      ({ text, box }) =>
        text.replace(/\W/g, "").length >= 12 && ASCENDERS.test(text) && DESCENDERS.test(text) && box > 0,
    )
    .map(({ box, size }) => size / box)
    .sort((a, b) => a - b);
  if (ratios.length < 3) return sizes;
  const toSize = ratios[Math.floor(ratios.length / 2)]! / CAP_OF_FULL_HEIGHT;
  return sizes.map((size, i) => {
    const words = cleaned[i]!;
    const text = textOf(words);
    if (words.length === 0 || words.length > 2 || !ASCENDERS.test(text) || BELOW_BASELINE.test(text)) return size;
    const byBox = box(words) * toSize;
    return Math.abs(byBox - size) > size * 0.1 ? byBox : size;
  });
}

/** The page's body size: the type size most of its letters are read at (undefined for a page without letters). */
function bodySize(sizes: number[], letters: number[]): number | undefined {
  // Sizes counted by the half point, letters weighing; the body size is the mean of the fullest half point's.
  const bins = new Map<number, { letters: number; sum: number }>();
  sizes.forEach((size, i) => {
    const bin = bins.get(Math.round(size * 2)) ?? { letters: 0, sum: 0 };
    bin.letters += letters[i] ?? 0;
    bin.sum += size * (letters[i] ?? 0);
    bins.set(Math.round(size * 2), bin);
  });
  const fullest = [...bins.values()].sort((a, b) => b.letters - a.letters)[0];
  return fullest?.letters ? fullest.sum / fullest.letters : undefined;
}

type TesseractWorker = Awaited<ReturnType<typeof import("tesseract.js")["createWorker"]>>;
/** The thread's Tesseract workers, by slot: one reads a page at a time. */
const workers: Array<Promise<TesseractWorker> | null> = [];

/** Time allowed to start Tesseract (load the model, compile the WebAssembly): once a thread, not a page. */
export const OCR_START_MS = 10_000;

/**
 * The Tesseract worker of `slot` in this thread, started on the first scanned page it reads and kept. A thread that
 * reads several pages at once (the CLI) has a worker for each; the server's pool threads read one page at a time.
 */
export function tesseract(slot = 0): Promise<TesseractWorker> {
  let worker = workers[slot];
  if (!worker) {
    const require = createRequire(import.meta.url);
    const langPath = join(dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");
    worker = import("tesseract.js").then(async ({ createWorker, PSM }) => {
      // cacheMethod "none": the model is read from the package, never written next to the process.
      const started = await createWorker("eng", 1, { langPath, gzip: true, cacheMethod: "none" });
      await started.setParameters({
        // The pages are rendered at a known resolution: said, Tesseract need not estimate it (nor print that it did).
        user_defined_dpi: String(OCR_DPI),
        // A page of blocks found by Tesseract's own layout analysis (PSM 3), not one block (tesseract.js's
        // default): one block loses a name set large in a header band, and mixes columns.
        tessedit_pageseg_mode: PSM.AUTO,
        // Tesseract's own notes ("Detected 7 diacritics") would reach the process's output (the CLI's JSON).
        debug_file: "/dev/null",
      });
      return started;
    });
    workers[slot] = worker;
    worker.catch(() => {
      workers[slot] = null;
    });
  }
  return worker;
}

/** How many Tesseract workers this thread has started and kept. */
export function ocrWorkerCount(): number {
  return workers.filter(Boolean).length;
}

/** Stops the Tesseract workers that were started (tests and scripts end with it). */
export async function stopOcr(): Promise<void> {
  const running = workers.splice(0).filter((worker) => worker !== null);
  await Promise.all(running.map(async (worker) => (await worker).terminate()));
}

export interface OcrPage {
  items: RawItem[];
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
}

interface RenderablePage {
  getViewport(options: { scale: number }): { width: number; height: number };
  render(options: unknown): { promise: Promise<void> };
}

/** A page drawn on white at `dpi`: its canvas (the scan generator greys and turns it further). */
export async function renderPage(page: RenderablePage, dpi: number) {
  const { createCanvas } = canvasLibrary();
  const viewport = page.getViewport({ scale: dpi / POINTS_PER_INCH });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: context, viewport, canvas }).promise;
  return canvas;
}

/** The resolution a page is read at: `wanted`, or less where the page is so large its pixels would pass the cap. */
export function ocrDpi(page: RenderablePage, wanted = OCR_DPI): number {
  const { width, height } = page.getViewport({ scale: 1 });
  const pixelsAt = (dpi: number) => ((width * dpi) / POINTS_PER_INCH) * ((height * dpi) / POINTS_PER_INCH);
  return pixelsAt(wanted) <= MAX_OCR_PIXELS ? wanted : wanted * Math.sqrt(MAX_OCR_PIXELS / pixelsAt(wanted));
}

/**
 * Where a page drawn at OCR_DPI gives no line at all, it is drawn at this resolution and read once more: small
 * type scanned at 100 dpi and askew (a whole resume in one paragraph) is no text to Tesseract at 200 dpi and
 * reads at confidence 93 at 300.
 */
const OCR_RETRY_DPI = 300;

/**
 * A rule spans at least this share of the page's width (a link's underline, which cuts the descenders it touches
 * when erased, is shorter) and is at most this thick (a filled bar is thicker).
 */
const RULE_MIN_SHARE = 0.45;
const RULE_MAX_POINTS = 3;

/** Renders one page at its OCR resolution and reads it (larger once more, where it read as blank). */
export async function ocrPage(page: RenderablePage, pageNumber: number, slot = 0): Promise<OcrPage> {
  const dpi = ocrDpi(page);
  const read = await readPageAt(page, pageNumber, dpi, slot);
  const larger = ocrDpi(page, OCR_RETRY_DPI);
  return read.items.length > 0 || larger <= dpi ? read : readPageAt(page, pageNumber, larger, slot);
}

async function readPageAt(page: RenderablePage, pageNumber: number, dpi: number, slot: number): Promise<OcrPage> {
  const canvas = await renderPage(page, dpi);
  const context = canvas.getContext("2d");
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  prepareForOcr(pixels, {
    minLength: canvas.width * RULE_MIN_SHARE,
    maxThickness: Math.ceil((dpi * RULE_MAX_POINTS) / POINTS_PER_INCH),
  });
  context.putImageData(pixels, 0, 0);
  const image = canvas.toBuffer("image/png");
  const reader = await tesseract(slot);
  // (A page drawn at another resolution than OCR_DPI: Tesseract is told so for it alone.)
  if (dpi !== OCR_DPI) await reader.setParameters({ user_defined_dpi: String(Math.round(dpi)) });
  try {
    // rotateAuto: a page scanned or photographed a little askew is turned straight before its lines are read.
    const { data } = await reader.recognize(image, { rotateAuto: true }, { blocks: true, text: false });
    const lines = (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
    return { items: itemsFromOcrLines(lines, pageNumber, dpi), confidence: data.confidence };
  } finally {
    if (dpi !== OCR_DPI) await reader.setParameters({ user_defined_dpi: String(OCR_DPI) });
  }
}
