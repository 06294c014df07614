import { describe, expect, it } from "vitest";
import { darkenInk, eraseRules, type PagePixels } from "./ocr-image.ts";

/** A white page of `width` × `height` with grey ink where `inked(x, y)`. */
function page(width: number, height: number, inked: (x: number, y: number) => boolean): PagePixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = inked(x, y) ? 170 : 255;
      data.set([value, value, value, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

const isInked = (pixels: PagePixels, x: number, y: number) => pixels.data[(y * pixels.width + x) * 4]! < 200;

describe("eraseRules", () => {
  const rule = (x: number, y: number) => x >= 20 && x < 580 && y >= 50 && y < 53;
  const letterOnRule = (x: number, y: number) => x >= 100 && x < 130 && y >= 12 && y < 53;
  const filledBar = (_x: number, y: number) => y >= 100 && y < 140;
  // 2 pixels thick, falling 8 pixels over 560: a rule scanned a degree askew.
  const turnedRule = (x: number, y: number) => x >= 20 && x < 580 && Math.abs(y - (160 + (x - 20) / 70)) < 1;
  const underline = (x: number, y: number) => x >= 300 && x < 360 && y >= 190 && y < 192;
  const drawn = () =>
    page(600, 200, (x, y) => [rule, letterOnRule, filledBar, turnedRule, underline].some((ink) => ink(x, y)));

  it("paints out thin long rules, level or askew, and keeps what touches them", () => {
    const pixels = drawn();
    expect(eraseRules(pixels, 240, 6)).toBe(2);
    expect(isInked(pixels, 300, 51)).toBe(false);
    // To its very ends, which fill no strip of their own (a stub beside a heading is read as "Experience-").
    expect(isInked(pixels, 21, 51)).toBe(false);
    expect(isInked(pixels, 578, 51)).toBe(false);
    expect(isInked(pixels, 300, 160 + 280 / 70)).toBe(false);
    // The letter standing on the rule loses only the rows it shared with it (and one of anti-aliasing).
    expect(isInked(pixels, 115, 30)).toBe(true);
    expect(isInked(pixels, 115, 48)).toBe(true);
  });

  it("leaves a filled bar (white text on colour) and a word's underline", () => {
    const pixels = drawn();
    eraseRules(pixels, 240, 6);
    expect(isInked(pixels, 300, 120)).toBe(true);
    expect(isInked(pixels, 300, 100)).toBe(true);
    expect(isInked(pixels, 330, 190)).toBe(true);
  });
});

describe("darkenInk", () => {
  const valueAt = (pixels: PagePixels, x: number) => pixels.data[x * 4]!;

  it("makes ink twice as dark against the paper, whatever the paper's own shade", () => {
    const white = page(100, 10, (x) => x < 10);
    white.data.fill(190, 0, 4 * 10);
    darkenInk(white);
    expect([valueAt(white, 0), valueAt(white, 50)]).toEqual([125, 255]);
    // A photographed page: grey paper, and the same ink 30 darker than it.
    const photo = page(100, 10, () => false);
    for (let at = 0; at < photo.data.length; at += 4) photo.data.fill(at < 40 ? 170 : 200, at, at + 3);
    darkenInk(photo);
    expect([valueAt(photo, 0), valueAt(photo, 50)]).toEqual([140, 200]);
  });
});
