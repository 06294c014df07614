// pdf.js's text content names each item's font by an id of its own ("g_d0_f1") and a generic family
// ("sans-serif"), so the weight the font's own name says ("Calibri-Bold", "LMRoman10-Bold", "CMBX12") never
// reached the engine. The name is known only inside pdf.js's worker, and asking for the operator list to have the
// fonts sent over would read every page's drawing a second time (as long again as reading its text). Instead, as
// the worker's module loads, each text style it builds gains the font's name: one property, one line of its source.
import * as nodeModule from "node:module";

const WORKER_URL = import.meta.resolve("pdfjs-dist/legacy/build/pdf.worker.mjs");
const STYLE_ENTRY = "fontFamily: font.fallbackName,";
let registered = false;

/** Before pdf.js loads: its text styles carry `baseFont`, the font's name as the PDF gives it. */
export function exposeFontNames(): void {
  // (A Node before 22.15 has no in-thread hooks: its PDFs are read without weight.)
  if (registered || !nodeModule.registerHooks) return;
  registered = true;
  nodeModule.registerHooks({
    load(url, context, nextLoad) {
      const loaded = nextLoad(url, context);
      if (url !== WORKER_URL || loaded.source === undefined) return loaded;
      // A pdf.js whose worker is written otherwise is loaded as it is: its text is read without weight.
      const source = String(loaded.source).replace(STYLE_ENTRY, `${STYLE_ENTRY} baseFont: font.name,`);
      return { ...loaded, source };
    },
  });
}

/**
 * Whether a font's name says bold: "Arial-BoldMT", "Calibri,Bold", "Raleway-SemiBold", "Lato-Black", and TeX's
 * Computer Modern and EC bold faces, named by their code ("CMBX10", "CMSSBX10", "SFBX1200").
 */
export function namesBoldFont(baseFont: string): boolean {
  return /bold|black|heavy|demi|(?:^|\+)(?:cmbx|cmb\d|cmssbx|sfbx|sfsx)/i.test(baseFont);
}
