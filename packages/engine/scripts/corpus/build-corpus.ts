// Rebuilds the parser's measurement corpus (packages/engine/test/corpus) from its people: every person in
// people/*.json (JSON Resume schema, the truth) rendered by several generators, the way real resumes are made.
// Usage: node packages/engine/scripts/corpus/build-corpus.ts [family …] [--people=13,14 (id prefixes: only
// those people, as when people are added; the others' files are left as they are)]
// Needs what `npm test` does not: Debian's chromium, libreoffice-writer-nogui, texlive-latex-base, -recommended,
// -extra, -fonts-recommended, texlive-luatex (lualatex; pdflatex comes with -base), texlive-fonts-extra (the public
// templates' fonts and icons, latex-templates.ts; also the OpenType and TrueType faces the RenderCV and OpenResume
// looks are set in: Fira, XCharter, Libertinus, Font Awesome 5, Carlito), pandoc, wkhtmltopdf and weasyprint (apt-get install); and the JSON
// Resume themes, the HTML-to-Word converters and the Typst compiler, which this script installs into
// .tools/corpus-generators from the npm registry. The generated files are committed.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { chromium } from "@playwright/test";
import { DOC_TEMPLATES, docTemplateHtml } from "./doc-templates.ts";
import { europassHtml } from "./europass.ts";
import { JITTER_SOURCE, jitteredPdf } from "./glyph-jitter.ts";
import { CV_CLASS_LAYOUTS, cvClassSource, forPdflatex, type LatexStyle, latexSource } from "./latex.ts";
import { LATEX_TEMPLATES, latexTemplateSource } from "./latex-templates.ts";
import { MARKDOWN_STYLES, markdownResume } from "./markdown.ts";
import { openResumeDocument } from "./open-resume.ts";
import { PASTED_SOURCES, pastedDocx, pastedRows } from "./pasted-columns.ts";
import { chosenPeople, type JsonResumePerson } from "./person.ts";
import { builderText, jobBoardLines, textDocx } from "./plain-text.ts";
import { profileExportHtml } from "./profile-export.ts";
import { RENDERCV_THEMES, renderCvSource } from "./rendercv.ts";
import { basicResumeSource } from "./typst.ts";
import { sidebarCvSource } from "./typst-sidebar.ts";
import { WORD_AS_WRITTEN, wordAsWrittenDocx } from "./word-as-written.ts";
import { WORD_RESUME_LAYOUTS, wordResumeDocx } from "./word-resumes.ts";
import { WORD_STRUCTURES, wordStructureDocx } from "./word-structures.ts";
import { WORD_TEXTBOX_LAYOUTS, wordTextboxDocx } from "./word-textboxes.ts";

const root = join(import.meta.dirname, "../../../..");
const corpus = join(root, "packages/engine/test/corpus");
const tools = join(root, ".tools/corpus-generators");
/**
 * The first six were there from the start; stackoverflow and macchiato, then spartan and onepage, then actual,
 * caffeine, eloquent and straightforward, then lucide and minyma, then short and modern, then autumn and mantra,
 * then full and dinesh, then direct and fresh, then github and onepageresume, then simple-red and spartacus were
 * added later and measured at first sight before any tuning (test/corpus/README.md).
 */
const THEMES = [
  "even",
  "elegant",
  "kendall",
  "flat",
  "paper",
  "class",
  "stackoverflow",
  "macchiato",
  "spartan",
  "onepage",
  "actual",
  "caffeine",
  "eloquent",
  "straightforward",
  "lucide",
  "minyma",
  "short",
  "modern",
  "autumn",
  "mantra",
  "full",
  "dinesh",
  "direct",
  "fresh",
  "github",
  "onepageresume",
  "simple-red",
  "spartacus",
] as const;
const GENERATOR_PACKAGES = [
  "resumed@6.1.0",
  "jsonresume-theme-even@0.26.1",
  "jsonresume-theme-elegant@1.16.1",
  "jsonresume-theme-kendall@0.2.0",
  "jsonresume-theme-flat@0.3.7",
  "jsonresume-theme-paper@0.5.0",
  "jsonresume-theme-class@0.1.2",
  "jsonresume-theme-stackoverflow@3.3.0",
  "jsonresume-theme-macchiato@1.1.0",
  "jsonresume-theme-spartan@0.3.0",
  "jsonresume-theme-onepage@0.0.3",
  "jsonresume-theme-actual@0.2.2",
  "jsonresume-theme-caffeine@1.2.3",
  "jsonresume-theme-eloquent@5.0.0",
  "jsonresume-theme-straightforward@0.5.0",
  "jsonresume-theme-lucide@1.1.0",
  "jsonresume-theme-minyma@0.0.5",
  "jsonresume-theme-short@0.1.7",
  "jsonresume-theme-modern@0.0.18",
  "jsonresume-theme-autumn@1.0.1",
  "jsonresume-theme-mantra@0.3.1",
  "jsonresume-theme-full@0.0.4",
  "jsonresume-theme-dinesh@0.0.7",
  "jsonresume-theme-direct@0.1.1",
  "jsonresume-theme-fresh@0.0.3",
  "jsonresume-theme-github@0.0.5",
  "jsonresume-theme-onepageresume@0.0.6",
  "jsonresume-theme-simple-red@1.0.4",
  "jsonresume-theme-spartacus@1.0.0",
  "html-docx-js@0.3.1",
  "html-to-docx@1.8.0",
  "@myriaddreamin/typst-ts-node-compiler@0.7.0",
];
/**
 * Web resume builders' "Download as Word": the page's HTML handed to a converter library, one theme per person
 * in turn. html-docx-js wraps the HTML whole in the DOCX (an altChunk part Word converts when it opens the file);
 * html-to-docx writes Word paragraphs and tables from it.
 */
const HTML_TO_WORD = ["html-altchunk", "html-to-docx"] as const;
/**
 * The themes the "Download as Word" families take in turn: the eighteen of the corpus when they were built (even to
 * modern), fixed so that a theme added later does not change which theme a person's file was made from.
 */
const HTML_TO_WORD_THEMES = THEMES.slice(0, THEMES.indexOf("modern") + 1);
/** The theme whose HTML LibreOffice turns into a Word document (its layout survives as Word tables). */
const LIBREOFFICE_THEME = "elegant";
/** Themes whose HTML LibreOffice saves as Word for the libreoffice-themes-docx family, one per person in turn. */
const THEMES_OPENED_AS_WORD = [
  "kendall",
  "flat",
  "paper",
  "even",
  "stackoverflow",
  "autumn",
  "full",
  "dinesh",
] as const;
const LATEX_STYLES: LatexStyle[] = ["article", "marginpar", "moderncv", "columns"];
/**
 * Themes printed by the other HTML-to-PDF printers people's resume tools use: wkhtmltopdf (Qt WebKit, the older
 * printer of resume CLIs, which places glyphs one by one) and WeasyPrint. One theme per person in turn, the first
 * eight themes of the corpus, fixed before either family was measured; a theme the printer lays out text over text
 * is replaced by the next one.
 */
const PRINTED_THEMES = {
  "wkhtmltopdf-themes": ["even", "elegant", "kendall", "flat", "paper", "class", "stackoverflow", "macchiato"],
  // (WeasyPrint sets macchiato's two columns over each other, text on text: no one would send that page. The next
  // theme of the corpus, spartan, takes its place.)
  "weasyprint-themes": ["even", "elegant", "kendall", "flat", "paper", "class", "stackoverflow", "spartan"],
} as const;
const OTHER_PRINTERS = ["wkhtmltopdf-themes", "weasyprint-themes"] as const;

const people = readdirSync(join(corpus, "people"))
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((file) => ({
    id: basename(file, ".json"),
    file: join(corpus, "people", file),
    person: JSON.parse(readFileSync(join(corpus, "people", file), "utf8")) as JsonResumePerson,
  }));
const args = process.argv.slice(2);
/** Whether this person's files are (re)built in this run. */
const chosen = chosenPeople(args) ?? (() => true);
const wanted = new Set(args.filter((a) => !a.startsWith("--")));
const builds = (family: string) => wanted.size === 0 || [...wanted].some((w) => family.startsWith(w));
const work = mkdtempSync(join(tmpdir(), "hireable-corpus-"));
const manifest: Array<{ file: string; family: string; person: string; made: string }> = existsSync(
  join(corpus, "manifest.json"),
)
  ? JSON.parse(readFileSync(join(corpus, "manifest.json"), "utf8"))
  : [];

function record(family: string, person: string, file: string, made: string) {
  const path = `${family}/${basename(file)}`;
  const at = manifest.findIndex((m) => m.file === path);
  const entry = { file: path, family, person, made };
  if (at >= 0) manifest[at] = entry;
  else manifest.push(entry);
}

function outDir(family: string): string {
  const dir = join(corpus, family);
  mkdirSync(dir, { recursive: true });
  return dir;
}

function run(command: string, args: string[], cwd = work): string {
  return execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 120_000 });
}

function version(command: string, args: string[]): string {
  try {
    return run(command, args).split("\n")[0]!.trim();
  } catch {
    return `${command} (version unknown)`;
  }
}

function ensureGenerators() {
  if (GENERATOR_PACKAGES.every((p) => existsSync(join(tools, "node_modules", p.slice(0, p.lastIndexOf("@")))))) return;
  mkdirSync(tools, { recursive: true });
  writeFileSync(join(tools, "package.json"), '{ "private": true }\n');
  run("npm", ["install", "--no-audit", "--no-fund", ...GENERATOR_PACKAGES], tools);
}

function libreoffice(input: string, target: string, outdir: string) {
  const output = join(outdir, `${basename(input).replace(/\.[^.]+$/, "")}.${target.split(":")[0]}`);
  rmSync(output, { force: true });
  try {
    run("soffice", [
      "--headless",
      `-env:UserInstallation=file://${work}/lo-profile`,
      "--convert-to",
      target,
      "--outdir",
      outdir,
      input,
    ]);
  } catch (error) {
    // LibreOffice 7.4 headless often exits 1 ("Unspecified Application Error") after writing its output.
    if (!existsSync(output)) throw error;
  }
}

/**
 * Older themes (flat, paper, class) read the pre-1.0 schema: work.company and work.website, basics.website.
 * A user of such a theme fills in what it prints, so both names are given. Some themes (actual) fail on a
 * project without the optional `roles` list: they get an empty one.
 */
function withOlderSchemaFields(person: JsonResumePerson): JsonResumePerson {
  return {
    ...person,
    basics: { ...person.basics, website: person.basics.url } as JsonResumePerson["basics"],
    work: person.work?.map((w) => ({ ...w, company: w.name, website: w.url })),
    projects: person.projects?.map((p) => ({ roles: [], ...p })),
  };
}

/** Debian's Chromium, offline: only the page itself loads (themes link web fonts and avatars), as a print would. */
async function offlineBrowser() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const page = await browser.newPage();
  await page.route("**/*", (route) => (route.request().url().startsWith("file:") ? route.continue() : route.abort()));
  return { browser, page };
}

/** The person's resume as the theme's HTML page (resumed), in the work folder. */
function renderTheme(theme: string, id: string, person: JsonResumePerson): string {
  const html = join(work, `${theme}-${id}.html`);
  const file = join(work, `${id}.json`);
  writeFileSync(file, JSON.stringify(withOlderSchemaFields(person)));
  run("npx", ["resumed", "render", file, "--theme", `jsonresume-theme-${theme}`, "-o", html], tools);
  return html;
}

/**
 * A web resume saved as a Word document the way people do it without a converter: the page opened in a word
 * processor (LibreOffice headless) and saved as DOCX, one theme per person in turn.
 */
function themesOpenedAsWord() {
  ensureGenerators();
  const lo = version("soffice", ["--version"]);
  for (const [index, { id, person }] of people.entries()) {
    if (!chosen(id)) continue;
    const theme = THEMES_OPENED_AS_WORD[index % THEMES_OPENED_AS_WORD.length]!;
    const html = renderTheme(theme, id, person);
    libreoffice(html, "docx:MS Word 2007 XML", work);
    const docx = join(outDir("libreoffice-themes-docx"), `${id}.docx`);
    execFileSync("cp", [join(work, `${theme}-${id}.docx`), docx]);
    record("libreoffice-themes-docx", id, docx, `jsonresume-theme-${theme} HTML opened by ${lo} and saved as DOCX`);
  }
}

async function themes() {
  ensureGenerators();
  const { browser, page } = await offlineBrowser();
  const chromiumVersion = browser.version();
  for (const theme of THEMES) {
    if (!builds(`jsonresume-${theme}`) && !(theme === LIBREOFFICE_THEME && builds("libreoffice"))) continue;
    for (const { id, person } of people) {
      if (!chosen(id)) continue;
      const html = renderTheme(theme, id, person);
      if (builds(`jsonresume-${theme}`)) {
        await page.goto(`file://${html}`, { waitUntil: "load" });
        const pdf = join(outDir(`jsonresume-${theme}`), `${id}.pdf`);
        await page.pdf({ path: pdf, format: "Letter", printBackground: true });
        record(
          `jsonresume-${theme}`,
          id,
          pdf,
          `jsonresume-theme-${theme} via resumed, printed by Chromium ${chromiumVersion}`,
        );
      }
      if (theme === LIBREOFFICE_THEME && builds("libreoffice")) {
        const docxDir = outDir("libreoffice-docx");
        libreoffice(html, "docx:MS Word 2007 XML", work);
        const docx = join(docxDir, `${id}.docx`);
        execFileSync("cp", [join(work, `${theme}-${id}.docx`), docx]);
        libreoffice(docx, "pdf", outDir("libreoffice-pdf"));
        const lo = version("soffice", ["--version"]);
        record("libreoffice-docx", id, docx, `jsonresume-theme-${theme} HTML converted to DOCX by ${lo}`);
        record(
          "libreoffice-pdf",
          id,
          join(corpus, "libreoffice-pdf", `${id}.pdf`),
          `libreoffice-docx file printed to PDF by ${lo}`,
        );
      }
    }
  }
  await browser.close();
}

/** Every person in each shape of the real Word resumes (word-as-written.ts): word-dates-first, word-portal-export. */
async function wordAsWritten() {
  for (const layout of WORD_AS_WRITTEN) {
    const family = `word-${layout}`;
    if (!builds(family)) continue;
    for (const [index, { id, person }] of people.entries()) {
      if (!chosen(id)) continue;
      const docx = join(outDir(family), `${id}.docx`);
      writeFileSync(docx, await wordAsWrittenDocx(person, layout, index));
      record(family, id, docx, `docx library, "${layout}" (scripts/corpus/word-as-written.ts)`);
    }
  }
}

/** Each person's page in a theme in turn, printed by wkhtmltopdf and by WeasyPrint (offline: no page loads more). */
function otherPrinters() {
  ensureGenerators();
  const printers = {
    "wkhtmltopdf-themes": {
      version: version("wkhtmltopdf", ["--version"]),
      print: (html: string, pdf: string) =>
        run("wkhtmltopdf", [
          "--quiet",
          "--page-size",
          "Letter",
          "--load-error-handling",
          "ignore",
          "--load-media-error-handling",
          "ignore",
          html,
          pdf,
        ]),
    },
    "weasyprint-themes": {
      version: version("weasyprint", ["--version"]),
      print: (html: string, pdf: string) => run("weasyprint", ["--quiet", html, pdf]),
    },
  };
  for (const [index, { id, person }] of people.entries()) {
    if (!chosen(id)) continue;
    for (const family of OTHER_PRINTERS) {
      if (!builds(family)) continue;
      const themes = PRINTED_THEMES[family];
      const theme = themes[index % themes.length]!;
      const html = renderTheme(theme, id, person);
      const pdf = join(outDir(family), `${id}.pdf`);
      rmSync(pdf, { force: true });
      try {
        printers[family].print(html, pdf);
      } catch (error) {
        // wkhtmltopdf exits 1 when a theme's web font or avatar cannot load offline, after writing the page.
        if (!existsSync(pdf)) throw error;
      }
      record(family, id, pdf, `jsonresume-theme-${theme} via resumed, printed by ${printers[family].version}`);
    }
  }
}

/** Each chosen person's page (`html`) printed by Chromium into `family`. */
async function printEach(
  family: string,
  html: (person: JsonResumePerson, index: number) => string,
  made: (index: number, chromium: string) => string,
  pdfOptions: Parameters<Awaited<ReturnType<typeof offlineBrowser>>["page"]["pdf"]>[0] = {},
) {
  const { browser, page } = await offlineBrowser();
  for (const [index, { id, person }] of people.entries()) {
    if (!chosen(id)) continue;
    const source = join(work, `${family}-${id}.html`);
    writeFileSync(source, html(person, index));
    await page.goto(`file://${source}`, { waitUntil: "load" });
    const pdf = join(outDir(family), `${id}.pdf`);
    await page.pdf({ path: pdf, format: "Letter", printBackground: true, ...pdfOptions });
    record(family, id, pdf, made(index, browser.version()));
  }
  await browser.close();
}

/** Layouts of the word-processor templates people start from, one per person in turn (doc-templates.ts). */
const docTemplates = () =>
  printEach(
    "doc-templates",
    (person, index) => docTemplateHtml(person, DOC_TEMPLATES[index % DOC_TEMPLATES.length]!),
    (index, chromium) =>
      `"${DOC_TEMPLATES[index % DOC_TEMPLATES.length]!}" document layout (scripts/corpus/doc-templates.ts), printed by Chromium ${chromium}`,
  );

async function htmlToWord() {
  ensureGenerators();
  const load = createRequire(join(tools, "package.json"));
  const htmlDocx = load("html-docx-js") as { asBlob: (html: string) => Blob | Buffer };
  const htmlToDocx = load("html-to-docx") as (html: string, header: null, options: object) => Promise<Buffer>;
  for (const [index, { id, person }] of people.entries()) {
    if (!chosen(id)) continue;
    const theme = HTML_TO_WORD_THEMES[index % HTML_TO_WORD_THEMES.length]!;
    const file = join(work, `${id}.json`);
    const source = join(work, `word-${id}.html`);
    writeFileSync(file, JSON.stringify(withOlderSchemaFields(person)));
    run("npx", ["resumed", "render", file, "--theme", `jsonresume-theme-${theme}`, "-o", source], tools);
    const html = readFileSync(source, "utf8");
    if (builds("html-altchunk")) {
      const blob = htmlDocx.asBlob(html);
      const docx = join(outDir("html-altchunk"), `${id}.docx`);
      writeFileSync(docx, blob instanceof Blob ? new Uint8Array(await blob.arrayBuffer()) : blob);
      record("html-altchunk", id, docx, `jsonresume-theme-${theme} HTML wrapped as a DOCX by html-docx-js 0.3.1`);
    }
    if (builds("html-to-docx")) {
      const docx = join(outDir("html-to-docx"), `${id}.docx`);
      writeFileSync(docx, await htmlToDocx(html, null, {}));
      record("html-to-docx", id, docx, `jsonresume-theme-${theme} HTML converted to DOCX by html-to-docx 1.8.0`);
    }
  }
}

/** A professional network's profile export, printed by Chromium with its "Page 1 of 2" footer. */
const profileExports = () =>
  printEach(
    "profile-export",
    profileExportHtml,
    (_, chromium) =>
      `a profile's "save as PDF" export (scripts/corpus/profile-export.ts), printed by Chromium ${chromium}`,
    {
      displayHeaderFooter: true,
      headerTemplate: "<span></span>",
      footerTemplate:
        '<div style="font-size:8pt;color:#888;width:100%;text-align:center">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
      margin: { top: "0.3in", bottom: "0.5in" },
    },
  );

/** The Europass CV's 2013 layout, on A4 with its page numbers. */
const europass = () =>
  printEach(
    "europass",
    europassHtml,
    (_, chromium) =>
      `the Europass CV's 2013 layout (scripts/corpus/europass.ts), printed by Chromium ${chromium} on A4`,
    {
      format: "A4",
      preferCSSPageSize: true,
      displayHeaderFooter: true,
      headerTemplate: "<span></span>",
      footerTemplate:
        '<div style="font-size:7pt;color:#888;width:100%;text-align:right;padding-right:10mm">Page <span class="pageNumber"></span> / <span class="totalPages"></span></div>',
    },
  );

/** A DOCX generator's layouts, one per person in turn; then each file printed to PDF by LibreOffice. */
async function wordFamily<Layout extends string>(
  family: string,
  layouts: readonly Layout[],
  generator: string,
  write: (person: JsonResumePerson, layout: Layout) => Promise<Uint8Array>,
) {
  const lo = version("soffice", ["--version"]);
  for (const [index, { id, person }] of people.entries()) {
    if (!chosen(id)) continue;
    const layout = layouts[index % layouts.length]!;
    const docx = join(outDir(family), `${id}.docx`);
    writeFileSync(docx, await write(person, layout));
    record(family, id, docx, `docx library, "${layout}" layout (scripts/corpus/${generator})`);
    if (builds(`${family}-pdf`)) {
      libreoffice(docx, "pdf", outDir(`${family}-pdf`));
      record(`${family}-pdf`, id, join(corpus, `${family}-pdf`, `${id}.pdf`), `${family} file printed to PDF by ${lo}`);
    }
  }
}

/**
 * Job-board text (one paragraph a line) and the same text with its line breaks lost (one paragraph); a resume
 * builder's plain text with its line breaks lost.
 */
async function plainText() {
  for (const { id, person } of people) {
    if (!chosen(id)) continue;
    const lines = jobBoardLines(person);
    if (builds("jobboard-docx")) {
      const file = join(outDir("jobboard-docx"), `${id}.docx`);
      writeFileSync(file, await textDocx(lines));
      record(
        "jobboard-docx",
        id,
        file,
        "job-board text, one paragraph a line (scripts/corpus/plain-text.ts), docx library",
      );
    }
    if (builds("flattened-builder")) {
      const file = join(outDir("flattened-builder"), `${id}.docx`);
      writeFileSync(file, await textDocx([builderText(person)]));
      record(
        "flattened-builder",
        id,
        file,
        "an online resume builder's plain text, line breaks lost (scripts/corpus/plain-text.ts), docx library",
      );
    }
    if (builds("flattened-docx") || builds("flattened-pdf")) {
      const file = join(outDir("flattened-docx"), `${id}.docx`);
      writeFileSync(file, await textDocx([lines.join(" ")]));
      record("flattened-docx", id, file, "the job-board text with its line breaks lost: one paragraph, docx library");
      if (builds("flattened-pdf")) {
        libreoffice(file, "pdf", outDir("flattened-pdf"));
        const lo = version("soffice", ["--version"]);
        record(
          "flattened-pdf",
          id,
          join(corpus, "flattened-pdf", `${id}.pdf`),
          `flattened-docx file printed to PDF by ${lo}`,
        );
      }
    }
  }
}

/** A sidebar layout's PDF, its text copied row by row and pasted into Word (scripts/corpus/pasted-columns.ts). */
async function pastedColumns() {
  for (const [index, { id }] of people.entries()) {
    if (!chosen(id)) continue;
    const source = PASTED_SOURCES[index % PASTED_SOURCES.length]!;
    const [gap, joined] = index % 2 === 0 ? ["  ", "two spaces"] : [" ", "one space"];
    const rows = await pastedRows(new Uint8Array(readFileSync(join(corpus, source, `${id}.pdf`))), gap);
    const file = join(outDir("pasted-columns"), `${id}.docx`);
    writeFileSync(file, await pastedDocx(rows));
    record(
      "pasted-columns",
      id,
      file,
      `${source} PDF's text copied row by row, the columns joined by ${joined}, pasted into Word as one paragraph a page (scripts/corpus/pasted-columns.ts), docx library`,
    );
  }
}

/** The older printer's PDFs drawn again glyph by glyph with uneven gaps (scripts/corpus/glyph-jitter.ts). */
async function glyphJitter() {
  for (const [index, { id }] of people.entries()) {
    if (!chosen(id)) continue;
    const file = join(outDir("glyph-jitter"), `${id}.pdf`);
    writeFileSync(
      file,
      await jitteredPdf(new Uint8Array(readFileSync(join(corpus, JITTER_SOURCE, `${id}.pdf`))), index + 1),
    );
    record(
      "glyph-jitter",
      id,
      file,
      `${JITTER_SOURCE} PDF drawn again glyph by glyph, each gap off by -0.03 to 0.12 em (scripts/corpus/glyph-jitter.ts), pdf-lib`,
    );
  }
}

/**
 * "PDF-to-Word dumps": the moderncv PDFs (dates in a left column) opened by LibreOffice's PDF import and saved
 * as DOCX, as people do to edit a PDF resume: every line becomes a positioned text box.
 */
function pdfToDocx() {
  const lo = version("soffice", ["--version"]);
  for (const { id } of people) {
    if (!chosen(id)) continue;
    const pdf = join(corpus, "latex-moderncv", `${id}.pdf`);
    const copy = join(work, `${id}.pdf`);
    execFileSync("cp", [pdf, copy]);
    run("soffice", [
      "--headless",
      `-env:UserInstallation=file://${work}/lo-profile`,
      "--infilter=writer_pdf_import",
      "--convert-to",
      "docx",
      "--outdir",
      outDir("pdf-to-docx"),
      copy,
    ]);
    record(
      "pdf-to-docx",
      id,
      join(corpus, "pdf-to-docx", `${id}.docx`),
      `latex-moderncv PDF opened by ${lo} (PDF import) and saved as DOCX`,
    );
  }
}

/**
 * moderncv loads icon packages even with letter icons; they are in texlive-fonts-extra (~1 GB). With
 * \moderncvicons{letters} only the list bullet (\faCircle) is used, so small packages stand in for them.
 */
function iconPackageStandIns() {
  writeFileSync(
    join(work, "fontawesome5.sty"),
    "\\ProvidesPackage{fontawesome5}\\newcommand{\\faCircle}[1][]{\\textbullet}\n",
  );
  writeFileSync(join(work, "academicons.sty"), "\\ProvidesPackage{academicons}\n");
}

/**
 * `source` compiled by `compiler` in `dir` into the family's PDF for the person; false where the compiler stops
 * on it.
 */
function compileLatex(compiler: string, family: string, id: string, source: string, made: string, dir = work): boolean {
  const file = join(dir, `${family}-${id}.tex`);
  writeFileSync(file, source);
  try {
    run(compiler, ["-interaction=nonstopmode", "-halt-on-error", file], dir);
  } catch {
    return false;
  }
  const pdf = join(outDir(family), `${id}.pdf`);
  execFileSync("cp", [join(dir, `${family}-${id}.pdf`), pdf]);
  record(family, id, pdf, made);
  return true;
}

function latex() {
  const texVersion = version("lualatex", ["--version"]);
  iconPackageStandIns();
  for (const style of LATEX_STYLES) {
    if (!builds(`latex-${style}`)) continue;
    for (const [index, { id, person }] of people.entries()) {
      if (!chosen(id)) continue;
      const made = `LaTeX "${style}" layout (scripts/corpus/latex.ts), ${texVersion}`;
      if (!compileLatex("lualatex", `latex-${style}`, id, latexSource(person, style, index), made))
        throw new Error(`latex-${style}: ${id} did not compile`);
    }
  }
}

/**
 * A family of LaTeX documents, one of `layouts` per person in turn, compiled by `compiler`; the people it could
 * not compile.
 */
function compileInTurn<Layout extends string>(
  compiler: string,
  family: string,
  layouts: readonly Layout[],
  source: (person: JsonResumePerson, layout: Layout, index: number) => string,
  made: (layout: Layout, compilerVersion: string) => string,
): string[] {
  const compilerVersion = version(compiler, ["--version"]);
  iconPackageStandIns();
  const failed: string[] = [];
  for (const [index, { id, person }] of people.entries()) {
    if (!chosen(id)) continue;
    const layout = layouts[index % layouts.length]!;
    const compiled = compileLatex(compiler, family, id, source(person, layout, index), made(layout, compilerVersion));
    if (!compiled) failed.push(id);
  }
  return failed;
}

/** CTAN's CV classes and moderncv's other styles (latex.ts's CV_CLASS_LAYOUTS), one per person in turn. */
function latexCvClasses() {
  const failed = compileInTurn("lualatex", "latex-cv-classes", CV_CLASS_LAYOUTS, cvClassSource, (layout, tex) => {
    return `LaTeX "${layout}" (scripts/corpus/latex.ts), ${tex}`;
  });
  if (failed.length) throw new Error(`latex-cv-classes: ${failed.join(", ")} did not compile`);
}

/**
 * The most-used public LaTeX CV templates (latex-templates.ts), a family each. They are compiled apart from the
 * icon stand-ins above: these templates print Font Awesome's icons, so they need the real fonts
 * (texlive-fonts-extra).
 */
function latexTemplates() {
  const dir = join(work, "templates");
  mkdirSync(dir, { recursive: true });
  const texVersion = version("lualatex", ["--version"]);
  for (const template of LATEX_TEMPLATES) {
    const family = `latex-${template}`;
    if (!builds(family)) continue;
    for (const { id, person } of people) {
      if (!chosen(id)) continue;
      const made = `the look of the "${template}" template (scripts/corpus/latex-templates.ts), ${texVersion}`;
      if (!compileLatex("lualatex", family, id, latexTemplateSource(person, template), made, dir))
        throw new Error(`${family}: ${id} did not compile`);
    }
  }
}

/** typst.ts's Node compiler, seeing TeX Live's OpenType faces beside the fonts Typst embeds. */
function typstCompiler(): { pdf(args: { mainFileContent: string }): Buffer } {
  ensureGenerators();
  const load = createRequire(join(tools, "package.json"));
  const { NodeCompiler } = load("@myriaddreamin/typst-ts-node-compiler") as {
    NodeCompiler: { create(args: object): { pdf(args: { mainFileContent: string }): Buffer } };
  };
  const fonts = "/usr/share/texlive/texmf-dist/fonts/opentype/public";
  const faces = ["fira", "xcharter", "libertinus-fonts", "fontawesome5"].map((face) => join(fonts, face));
  return NodeCompiler.create({ fontArgs: [{ fontPaths: faces }] });
}

/**
 * A family of Typst sources, each corpus person set by `source` (given the person's place in turn, for looks that
 * take turns), compiled by typst.ts's Node compiler; `made` says which look.
 */
function typstFamily(
  compiler: ReturnType<typeof typstCompiler>,
  family: string,
  source: (person: JsonResumePerson, index: number) => string,
  made: (index: number) => string,
) {
  for (const [index, { id, person }] of people.entries()) {
    if (!chosen(id)) continue;
    const pdf = join(outDir(family), `${id}.pdf`);
    writeFileSync(pdf, compiler.pdf({ mainFileContent: source(person, index) }));
    record(family, id, pdf, `${made(index)}, compiled by typst.ts 0.7.0`);
  }
}

const renderCvTheme = (index: number) => RENDERCV_THEMES[index % RENDERCV_THEMES.length]!;

/** OpenResume's look (open-resume.ts), rendered by the server's react-pdf in Carlito (built on Lato, one of its fonts) from TeX Live. */
async function openResume() {
  const server = createRequire(join(root, "apps/server/package.json"));
  const pdf = (await import(server.resolve("@react-pdf/renderer"))) as typeof import("@react-pdf/renderer");
  const { createElement } = (await import(server.resolve("react"))) as typeof import("react");
  const carlito = "/usr/share/texlive/texmf-dist/fonts/truetype/google/carlito";
  pdf.Font.register({
    family: "Carlito",
    fonts: [
      { src: join(carlito, "Carlito-Regular.ttf"), fontWeight: 400 },
      { src: join(carlito, "Carlito-Bold.ttf"), fontWeight: 700 },
    ],
  });
  pdf.Font.registerHyphenationCallback((word) => [word]);
  const version = JSON.parse(readFileSync(server.resolve("@react-pdf/renderer/package.json"), "utf8")).version;
  for (const { id, person } of people) {
    if (!chosen(id)) continue;
    const file = join(outDir("open-resume"), `${id}.pdf`);
    writeFileSync(file, await pdf.renderToBuffer(openResumeDocument(person, pdf, createElement) as never));
    record(
      "open-resume",
      id,
      file,
      `the look of OpenResume's PDF (scripts/corpus/open-resume.ts), react-pdf ${version}`,
    );
  }
}

/** A Markdown resume (one of markdown.ts's styles, one per person in turn) converted by pandoc to DOCX and PDF. */
function markdown() {
  const pandoc = version("pandoc", ["--version"]);
  for (const [index, { id, person }] of people.entries()) {
    if (!chosen(id)) continue;
    const style = MARKDOWN_STYLES[index % MARKDOWN_STYLES.length]!;
    const source = join(work, `${id}.md`);
    writeFileSync(source, markdownResume(person, style));
    const made = `"${style}" Markdown (scripts/corpus/markdown.ts) converted by ${pandoc}`;
    if (builds("markdown-docx")) {
      const docx = join(outDir("markdown-docx"), `${id}.docx`);
      run("pandoc", [source, "-o", docx]);
      record("markdown-docx", id, docx, `${made}, default reference document`);
    }
    if (builds("markdown-pdf")) {
      const pdf = join(outDir("markdown-pdf"), `${id}.pdf`);
      run("pandoc", [source, "-o", pdf, "--pdf-engine=lualatex", "-V", "geometry:margin=0.8in"]);
      record("markdown-pdf", id, pdf, `${made}, default LaTeX template, lualatex`);
    }
  }
}

/**
 * The LaTeX layouts compiled by pdfLaTeX (Overleaf's default compiler), one layout per person in turn. A name
 * pdfLaTeX's T1 fonts cannot set (Vietnamese) stops the compile: that person is left out, as its log says.
 */
function pdflatex() {
  const failed = compileInTurn(
    "pdflatex",
    "latex-pdflatex",
    LATEX_STYLES,
    (person, style, index) => forPdflatex(latexSource(person, style, index)),
    (style, tex) => `LaTeX "${style}" layout (scripts/corpus/latex.ts) compiled by ${tex}`,
  );
  for (const id of failed) console.log(`latex-pdflatex: ${id} not compiled (pdfLaTeX cannot set a character of it)`);
}

/** The Markdown resume as pandoc's standalone HTML (its default style sheet), printed by Chromium: a preview printed. */
const markdownHtml = () =>
  printEach(
    "markdown-html",
    (person, index) => {
      const source = join(work, `html-${index}.md`);
      writeFileSync(source, markdownResume(person, MARKDOWN_STYLES[index % MARKDOWN_STYLES.length]!));
      return run("pandoc", [source, "--standalone", "--metadata", "pagetitle=Resume", "-t", "html5"]);
    },
    (index, chromium) =>
      `"${MARKDOWN_STYLES[index % MARKDOWN_STYLES.length]!}" Markdown (scripts/corpus/markdown.ts) as pandoc's standalone HTML, printed by Chromium ${chromium}`,
  );

try {
  if (THEMES.some((t) => builds(`jsonresume-${t}`)) || builds("libreoffice")) await themes();
  if (builds("doc-templates")) await docTemplates();
  if (builds("profile-export")) await profileExports();
  if (builds("europass")) await europass();
  if (HTML_TO_WORD.some(builds)) await htmlToWord();
  if (builds("word-structures"))
    await wordFamily("word-structures", WORD_STRUCTURES, "word-structures.ts", wordStructureDocx);
  if (builds("word-resumes")) await wordFamily("word-resumes", WORD_RESUME_LAYOUTS, "word-resumes.ts", wordResumeDocx);
  if (builds("word-textboxes"))
    await wordFamily("word-textboxes", WORD_TEXTBOX_LAYOUTS, "word-textboxes.ts", wordTextboxDocx);
  if (["jobboard-docx", "flattened-docx", "flattened-pdf", "flattened-builder"].some(builds)) await plainText();
  if (LATEX_STYLES.some((s) => builds(`latex-${s}`))) latex();
  if (builds("latex-pdflatex")) pdflatex();
  if (builds("latex-cv-classes")) latexCvClasses();
  if (LATEX_TEMPLATES.some((t) => builds(`latex-${t}`))) latexTemplates();
  // basic-resume's look in Typst's embedded fonts; RenderCV's four themes in turn; a sidebar look in Libertinus Serif.
  if (builds("typst-basic"))
    typstFamily(
      typstCompiler(),
      "typst-basic",
      basicResumeSource,
      () => "the look of Typst Universe's basic-resume (scripts/corpus/typst.ts)",
    );
  if (builds("typst-rendercv"))
    typstFamily(
      typstCompiler(),
      "typst-rendercv",
      (person, index) => renderCvSource(person, renderCvTheme(index)),
      (index) => `the look of RenderCV's "${renderCvTheme(index)}" theme (scripts/corpus/rendercv.ts)`,
    );
  if (builds("typst-sidebar"))
    typstFamily(
      typstCompiler(),
      "typst-sidebar",
      sidebarCvSource,
      () => "a two-column look after Typst Universe's sidebar CVs (scripts/corpus/typst-sidebar.ts)",
    );
  if (builds("open-resume")) await openResume();
  if (builds("libreoffice-themes-docx")) themesOpenedAsWord();
  if (builds("pdf-to-docx")) pdfToDocx();
  if (builds("pasted-columns")) await pastedColumns();
  if (builds("glyph-jitter")) await glyphJitter();
  if (builds("markdown-docx") || builds("markdown-pdf")) markdown();
  if (builds("markdown-html")) await markdownHtml();
  if (OTHER_PRINTERS.some(builds)) otherPrinters();
  if (WORD_AS_WRITTEN.some((layout) => builds(`word-${layout}`))) await wordAsWritten();
  manifest.sort((a, b) => a.file.localeCompare(b.file));
  writeFileSync(join(corpus, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`corpus: ${manifest.length} files (${people.length} people)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
