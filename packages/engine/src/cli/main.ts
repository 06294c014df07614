// `hireable <command> <file> [--json]`: the engine on the command line. Commands are a table, so a new one
// is one entry. Errors go to stderr with a non-zero exit code.
import { readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { analyzeResume } from "../analyze/analyze-resume.ts";
import { isEngineError } from "../errors.ts";
import { matchResumeToPosting } from "../match/match-resume.ts";
import { MAX_OCR_PAGES, stopOcr } from "../parse/ocr.ts";
import { parseResume } from "../parse/parse-resume.ts";
import { formatAnalysis } from "./format-analysis.ts";
import { formatParsedResume } from "./format-parsed-resume.ts";

interface Command {
  usage: string;
  run(args: string[], json: boolean): Promise<string>;
}

async function readBytes(path: string | undefined): Promise<Uint8Array> {
  if (!path) throw new UsageError("missing file argument");
  return new Uint8Array(await readFile(path));
}

/** The file read alone on this machine: a scan's pages are read at once, as many as it has cores. */
async function parseFile(path: string | undefined) {
  return parseResume(await readBytes(path), { ocrThreads: Math.min(MAX_OCR_PAGES, availableParallelism()) });
}

class UsageError extends Error {}

export const COMMANDS: Record<string, Command> = {
  parse: {
    usage: "hireable parse <resume.pdf|resume.docx> [--json]",
    async run([file], json) {
      const parsed = await parseFile(file);
      return json ? JSON.stringify(parsed, null, 2) : formatParsedResume(parsed);
    },
  },
  analyze: {
    usage: "hireable analyze <resume.pdf|resume.docx> [--json]",
    async run([file], json) {
      const analysis = analyzeResume(await parseFile(file));
      return json ? JSON.stringify(analysis, null, 2) : formatAnalysis(analysis);
    },
  },
  match: {
    usage: "hireable match <resume.pdf|resume.docx> <posting.txt> [--json]",
    async run([file, postingFile], json) {
      if (!postingFile) throw new UsageError("missing posting file argument");
      const [resume, posting] = await Promise.all([parseFile(file), readFile(postingFile, "utf8")]);
      const today = new Date();
      const result = matchResumeToPosting(resume, posting, { year: today.getFullYear(), month: today.getMonth() + 1 });
      if (json) return JSON.stringify(result, null, 2);
      const d = result.details;
      return [
        `Match score: ${result.matchScore}/100${d.jobTitle ? ` for "${d.jobTitle}"` : ""}`,
        `Required: ${d.requiredCoverage.matched}/${d.requiredCoverage.total}   Preferred: ${d.preferredCoverage.matched}/${d.preferredCoverage.total}`,
        "",
        "Part                  weight  score  points",
        ...d.breakdown.parts.map(
          (p) =>
            `  ${p.label.padEnd(20)} ${`${Math.round(p.weight * 100)}%`.padStart(5)}  ${String(Math.round(p.score * 100)).padStart(5)}  ${p.points.toFixed(1).padStart(6)}  ${p.detail}`,
        ),
        "",
        `Matching: ${result.matchingKeywords.join(", ") || "none"}`,
        `Missing: ${result.missingKeywords.join(", ") || "none"}`,
        ...(d.breakdown.changes.length
          ? [
              "",
              "What would raise the score most:",
              ...d.breakdown.changes.map(
                (c) =>
                  `  +${c.gain}  ${c.text}${c.resumeLine ? `\n        line ${c.resumeLine.lineIndex + 1}: "${c.resumeLine.text}"` : ""}`,
              ),
            ]
          : []),
        "",
        ...result.suggestions.map((s) => `- ${s}`),
      ].join("\n");
    },
  },
};

function usage(): string {
  return `Usage:\n${Object.values(COMMANDS)
    .map((c) => `  ${c.usage}`)
    .join("\n")}`;
}

export async function main(argv: string[]): Promise<number> {
  const json = argv.includes("--json");
  const [name, ...args] = argv.filter((a) => a !== "--json");
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(name ? `Unknown command: ${name}\n${usage()}` : usage());
    return 2;
  }
  try {
    console.log(await command.run(args, json));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) console.error(`${error.message}\n${usage()}`);
    else if (isEngineError(error)) console.error(`${error.code}: ${error.message}`);
    else if ((error as NodeJS.ErrnoException).code === "ENOENT")
      console.error(`File not found: ${(error as NodeJS.ErrnoException).path}`);
    else console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    // A scanned resume started Tesseract's worker thread, which would keep the process alive.
    await stopOcr();
  }
}
