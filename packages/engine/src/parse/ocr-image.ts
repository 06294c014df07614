// A drawn page made ready for Tesseract: light ink darkened, and thin horizontal rules erased (Tesseract takes a
// rule for a separator and removes it with whatever touches it: a heading set on a rule, as LaTeX's Deedy look
// draws its column headings, vanished with the rule, and every role under it with its section).

/**
 * A page made ready to read: rules at least `rule.minLength` pixels long and at most `rule.maxThickness` thick
 * erased, then its ink darkened, against its paper's shade worked out once.
 */
export function prepareForOcr(page: PagePixels, rule: { minLength: number; maxThickness: number }): void {
  const paper = paperLuminance(page);
  eraseRules(page, rule.minLength, rule.maxThickness, paper);
  darkenInk(page, paper);
}

/** The pixels of a drawn page (a canvas's ImageData: RGBA, one byte a channel). */
export interface PagePixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Strip width in pixels: over 24 pixels a rule turned 1.5° moves under a pixel, so each strip sees it level. */
const STRIP = 24;

interface Band {
  top: number;
  bottom: number;
}

/**
 * Finds thin horizontal rules (at most `maxThickness` pixels, at least `minLength` long, level or turned a
 * degree or two) and paints them the page's background colour. A filled band (white text on a coloured bar) is
 * thicker and stays; so do letters, whose rows are never solid across a strip.
 */
export function eraseRules(
  page: PagePixels,
  minLength: number,
  maxThickness: number,
  background = paperLuminance(page),
): number {
  const { width, height, data } = page;
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++)
    ink[i] = luminance(data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!) < background - 30 ? 1 : 0;
  const strips = Math.floor(width / STRIP);
  // Per strip, the runs of rows solid with ink across it that are thin enough to be a rule.
  const bands: Band[][] = [];
  for (let strip = 0; strip < strips; strip++) {
    const found: Band[] = [];
    let top = -1;
    for (let y = 0; y <= height; y++) {
      let solid = false;
      if (y < height) {
        let inked = 0;
        for (let x = strip * STRIP; x < (strip + 1) * STRIP; x++) inked += ink[y * width + x]!;
        solid = inked >= STRIP * 0.9;
      }
      if (solid && top < 0) top = y;
      if (!solid && top >= 0) {
        if (y - top <= maxThickness) found.push({ top, bottom: y - 1 });
        top = -1;
      }
    }
    bands.push(found);
  }
  // Bands chained strip to strip where they meet (within a row): a chain long enough is a rule.
  const minStrips = Math.ceil(minLength / STRIP);
  let erased = 0;
  const chained = new Set<Band>();
  for (let strip = 0; strip < strips; strip++) {
    for (const start of bands[strip]!) {
      if (chained.has(start)) continue;
      const chain = [start];
      for (let next = strip + 1; next < strips; next++) {
        const last = chain.at(-1)!;
        const joined = bands[next]!.find((band) => band.top <= last.bottom + 1 && band.bottom >= last.top - 1);
        if (!joined) break;
        chain.push(joined);
      }
      for (const band of chain) chained.add(band);
      if (chain.length < minStrips) continue;
      erased++;
      const paint = (x: number, band: Band) => {
        // A row more each side: the rule's anti-aliased edges.
        for (let y = Math.max(0, band.top - 1); y <= Math.min(height - 1, band.bottom + 1); y++)
          data.fill(background, (y * width + x) * 4, (y * width + x) * 4 + 3);
      };
      chain.forEach((band, i) => {
        for (let x = (strip + i) * STRIP; x < (strip + i + 1) * STRIP; x++) paint(x, band);
      });
      // The rule goes on into the strips at its ends, which it does not fill (a heading's last letter shares the
      // first): column by column, while its rows are ink. A stub left beside a heading is read as "Experience-".
      const solid = (x: number, band: Band) => {
        for (let y = band.top; y <= band.bottom; y++) if (!ink[y * width + x]) return false;
        return true;
      };
      const [first, last] = [chain[0]!, chain.at(-1)!];
      for (let x = strip * STRIP - 1; x >= 0 && solid(x, first); x--) paint(x, first);
      for (let x = (strip + chain.length) * STRIP; x < width && solid(x, last); x++) paint(x, last);
    }
  }
  return erased;
}

const luminance = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;

/** The paper's luminance: the commonest of a sample of the page's pixels (most of a page is paper). */
function paperLuminance({ data }: PagePixels): number {
  const counts = new Uint32Array(256);
  for (let at = 0; at < data.length; at += 4 * 7)
    counts[Math.round(luminance(data[at]!, data[at + 1]!, data[at + 2]!))]!++;
  let commonest = 255;
  for (let value = 0; value < 256; value++) if (counts[value]! > counts[commonest]!) commonest = value;
  return commonest;
}

/**
 * Ink made twice as dark against the paper. Tesseract's threshold is one for the page (Otsu's): light grey
 * headings and dates on a page of black text fell above it and were not read at all (JSON Resume's flat theme
 * lost every heading, moderncv its dates). Tesseract's adaptive threshold reads them too, but runs columns a
 * narrow gutter apart together.
 */
export function darkenInk(page: PagePixels, paper = paperLuminance(page)): void {
  const { data } = page;
  for (let at = 0; at < data.length; at += 4) {
    for (let channel = at; channel < at + 3; channel++) data[channel] = paper - (paper - data[channel]!) * 2;
  }
}
