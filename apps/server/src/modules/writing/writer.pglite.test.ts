// (No database involved: run once, in the PGlite project.)
// The writer against a real OpenAI-compatible server (test/fake-chat-server.ts) over HTTP: the model's text
// is used only when it passes the grounding guard; every failure falls back to the built-in writer, logged
// without the user's text.
import { generateCoverLetter } from "@hireable/engine";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulletRewrites } from "../../../../../packages/engine/src/analyze/bullet-rewrites.ts";
import { parsedFromText, STRONG_RESUME, WEAK_RESUME } from "../../../../../packages/engine/test/parsed-from-text.ts";
import { type FakeChatServer, INVENTED_FACT, startFakeChatServer } from "../../../test/fake-chat-server.ts";
import { createChatClient } from "../../lib/chat-client.ts";
import { createWriter, FALLBACK_REASONS } from "./writer.ts";

let server: FakeChatServer;
beforeAll(async () => {
  server = await startFakeChatServer();
});
afterAll(async () => {
  await server.close();
});

const resume = parsedFromText(STRONG_RESUME);
const POSTING =
  "Senior Data Engineer\nAbout us\nWe build the data platform our 300 stores run on.\nWhat you'll do\n- Build pipelines in Python and Spark.\nRequirements\n- Kafka and Airflow in production.";
const INPUT = { resume, jobDescription: POSTING, companyName: "Acme", roleName: "", template: "professional" as const };

function writerFor(model: string, options: { timeoutMs?: number; maxRetries?: number } = {}) {
  const logged: unknown[] = [];
  const log = { warn: (...args: unknown[]) => logged.push(args) } as unknown as FastifyBaseLogger;
  const chat = createChatClient({
    baseUrl: server.url,
    apiKey: "test-key",
    model,
    timeoutMs: options.timeoutMs ?? 5_000,
    maxRetries: options.maxRetries ?? 2,
  });
  return { writer: createWriter({ chat, log }), logged };
}

describe("letters by a model", () => {
  it("streams the model's letter and uses it when every fact is grounded", async () => {
    const { writer } = writerFor("echo-model");
    const deltas: string[] = [];
    const before = server.requests.length;
    const letter = await writer.letter(INPUT, (text) => deltas.push(text));
    expect(letter.writtenBy).toEqual({ engine: "model", model: "echo-model" });
    expect(letter.text.startsWith("Dear hiring team,")).toBe(true);
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.join("")).toBe(letter.text);
    const request = server.requests.at(-1)!;
    expect(server.requests.length - before).toBe(1);
    expect(request.authorization).toBe("Bearer test-key");
    expect(request.body).toMatchObject({ model: "echo-model", stream: true });
    expect(request.body.messages[1]!.content).toContain(resume.text.split("\n")[0]!);
  });

  it("rejects a letter that invents a fact, uses the built-in letter, and logs why without the user's text", async () => {
    const { writer, logged } = writerFor("inventor");
    const letter = await writer.letter(INPUT);
    expect(letter.text).toBe(generateCoverLetter(INPUT));
    expect(letter.text).not.toContain("Globex");
    expect(letter.writtenBy).toEqual({ engine: "built-in", fallbackReason: FALLBACK_REASONS.ungrounded });
    expect(logged).toHaveLength(1);
    const entry = JSON.stringify(logged);
    expect(entry).toContain('"reason":"ungrounded"');
    expect(entry).toContain('"name"');
    for (const text of [INVENTED_FACT, "Globex", "Priya", "ETL", resume.resume.experience[0]!.responsibilities[0]!])
      expect(entry).not.toContain(text);
  });

  it("keeps the letter alone when the model wraps it in a preamble, a code fence and Markdown", async () => {
    const letter = await writerFor("chatty").writer.letter(INPUT);
    expect(letter.writtenBy.engine).toBe("model");
    expect(letter.text.startsWith("Dear hiring team,")).toBe(true);
    expect(letter.text).not.toMatch(/Sure!|```|\*\*/);
    expect(letter.text).toContain("Sincerely,");
  });

  it("retries a server that fails once, with backoff", async () => {
    const { writer } = writerFor("flaky");
    const before = server.requests.length;
    const started = Date.now();
    const letter = await writer.letter(INPUT);
    expect(letter.writtenBy.engine).toBe("model");
    expect(server.requests.length - before).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });

  it("gives up on a model that does not answer in time, and on one that keeps failing", async () => {
    const slow = writerFor("slow", { timeoutMs: 400 });
    const started = Date.now();
    const late = await slow.writer.letter(INPUT);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(late.writtenBy).toEqual({ engine: "built-in", fallbackReason: FALLBACK_REASONS.unavailable });
    expect(JSON.stringify(slow.logged)).toContain("did not answer within 400 ms");

    const broken = writerFor("broken", { maxRetries: 1 });
    const before = server.requests.length;
    const failed = await broken.writer.letter(INPUT);
    expect(server.requests.length - before).toBe(2);
    expect(failed.text).toBe(generateCoverLetter(INPUT));
    expect(failed.writtenBy.fallbackReason).toBe(FALLBACK_REASONS.unavailable);
  });
});

describe("rewrites by a model", () => {
  const drafts = bulletRewrites(parsedFromText(WEAK_RESUME));

  it("uses each rewrite that keeps to its bullet's facts", async () => {
    const rewrites = await writerFor("echo-model").writer.rewrites(drafts);
    expect(rewrites).toHaveLength(drafts.length);
    for (const [i, rewrite] of rewrites.entries()) {
      expect(rewrite.writtenBy).toEqual({ engine: "model", model: "echo-model" });
      expect(rewrite.original).toBe(drafts[i]!.original);
      expect(rewrite.rewritten).not.toContain("[");
    }
  });

  it("falls back bullet by bullet when the model adds facts", async () => {
    const { writer, logged } = writerFor("inventor");
    const rewrites = await writer.rewrites(drafts);
    expect(rewrites.map((r) => r.rewritten)).toEqual(drafts.map((d) => d.rewritten));
    expect(rewrites.every((r) => r.writtenBy.fallbackReason === FALLBACK_REASONS.ungrounded)).toBe(true);
    expect(JSON.stringify(logged)).not.toContain("Globex");
  });
});
