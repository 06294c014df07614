// @napi-rs/canvas, loaded when something is first drawn. pdf.js requires it as it loads, for drawing only
// (DOMMatrix, Path2D, its canvases), and loading that native library takes ~130 ms of a fresh worker's first
// parse, while text is read without it: only OCR draws pages.
import { createRequire } from "node:module";

type Canvas = typeof import("@napi-rs/canvas");

const require = createRequire(import.meta.url);
const modulePath = require.resolve("@napi-rs/canvas");
let loaded: Canvas | null = null;

/** The canvas library itself, loaded on the first call. */
export function canvas(): Canvas {
  if (!loaded) {
    delete require.cache[modulePath];
    loaded = require("@napi-rs/canvas") as Canvas;
  }
  return loaded;
}

/**
 * Before pdf.js loads: its `require("@napi-rs/canvas")` gets a stand-in that loads the library at its first use,
 * and DOMMatrix and Path2D (which pdf.js would take from it at once) build the library's own at their first use.
 */
export function deferCanvasLoading(): void {
  if (loaded || require.cache[modulePath]) return;
  const standIn = new Proxy({}, { get: (_target, key) => canvas()[key as keyof Canvas] });
  require.cache[modulePath] = { id: modulePath, filename: modulePath, loaded: true, exports: standIn } as NodeJS.Module;
  const drawing = globalThis as { DOMMatrix?: unknown; Path2D?: unknown };
  drawing.DOMMatrix ??= class {
    constructor(...args: unknown[]) {
      // biome-ignore lint/correctness/noConstructorReturn: the library's own object stands in for this one
      return new (canvas().DOMMatrix as new (...a: unknown[]) => object)(...args);
    }
  };
  drawing.Path2D ??= class {
    constructor(...args: unknown[]) {
      // biome-ignore lint/correctness/noConstructorReturn: the library's own object stands in for this one
      return new (canvas().Path2D as new (...a: unknown[]) => object)(...args);
    }
  };
}
