import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPdf, type PdfTextLine } from "../../test/fixtures.ts";

const BIN = join(import.meta.dirname, "../../bin/hireable.mjs");

/** Runs the CLI with its standard output going into a pipe whose reader waits before it reads anything. */
function runThroughSlowPipe(args: string[]): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ["ignore", "pipe", "inherit"] });
    const chunks: Buffer[] = [];
    child.stdout.pause();
    setTimeout(() => {
      child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
      child.stdout.resume();
    }, 400);
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout: Buffer.concat(chunks).toString("utf8") }));
  });
}

describe("hireable parse --json in a pipe", () => {
  it("writes the whole JSON, far past the 64 KB a pipe holds, before it exits", async () => {
    const pages: PdfTextLine[][] = [];
    for (let page = 0; page < 4; page++) {
      const lines: PdfTextLine[] = [{ text: page === 0 ? "Jordan Avery" : "Experience", x: 50, y: 50, size: 16 }];
      for (let i = 0; i < 60; i++) {
        lines.push({
          text: `• Improved the quarterly reporting process number ${page * 60 + i} for the team`,
          x: 50,
          y: 80 + i * 11,
        });
      }
      pages.push(lines);
    }
    const dir = mkdtempSync(join(tmpdir(), "hireable-cli-"));
    const file = join(dir, "long.pdf");
    writeFileSync(file, await buildPdf(pages));

    const { code, stdout } = await runThroughSlowPipe(["parse", file, "--json"]);
    expect(code).toBe(0);
    expect(stdout.length).toBeGreaterThan(80_000);
    const parsed = JSON.parse(stdout);
    expect(parsed.lines.length).toBeGreaterThan(200);
  });
});
