// Letters and rewrites through the real HTTP server with a model configured (LLM_* variables pointing at
// the local OpenAI-compatible test server), and without one.
import { CoverLetterStreamEvent } from "@hireable/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPdf, oneColumnResumeLines } from "../../../../../packages/engine/test/fixtures.ts";
import { type FakeChatServer, startFakeChatServer } from "../../../test/fake-chat-server.ts";
import { call, signUpAndLogin, startTestApp, type TestApp, uploadResume } from "../../../test/test-app.ts";
import { FALLBACK_REASONS } from "./writer.ts";

let chat: FakeChatServer;
let withModel: TestApp;
let inventing: TestApp;
let builtIn: TestApp;
beforeAll(async () => {
  chat = await startFakeChatServer();
  [withModel, inventing, builtIn] = await Promise.all([
    startTestApp({ LLM_BASE_URL: chat.url, LLM_MODEL: "echo-model", LLM_API_KEY: "k" }),
    startTestApp({ LLM_BASE_URL: chat.url, LLM_MODEL: "inventor" }),
    startTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([withModel.close(), inventing.close(), builtIn.close()]);
  await chat.close();
});

const POSTING =
  "Backend Engineer\nAbout us\nWe build logistics software for 2,000 warehouses.\nWhat you'll do\n- Build services in Go and PostgreSQL.\nRequirements\n- Kubernetes and Docker.";

/** Maria's resume with one duty-language bullet, so there is something to rewrite. */
const resumePdf = () =>
  buildPdf([
    oneColumnResumeLines({
      weakBullet: "Responsible for on-call rotations and incident reviews for the payments team",
    }),
  ]);

async function userWithResume(t: TestApp) {
  const { token } = await signUpAndLogin(t.baseUrl);
  return { token, resumeId: await uploadResume(t.baseUrl, token, await resumePdf()) };
}

async function streamLetter(t: TestApp, token: string, resumeId: string): Promise<CoverLetterStreamEvent[]> {
  const response = await fetch(`${t.baseUrl}/api/cover-letter/generate`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/x-ndjson" },
    body: JSON.stringify({ selectedResume: resumeId, jobDescription: POSTING, companyName: "Globex" }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/x-ndjson");
  const lines = (await response.text()).trim().split("\n");
  return lines.map((line) => CoverLetterStreamEvent.parse(JSON.parse(line)));
}

describe("writing with a configured model", () => {
  it("says which writer is on", async () => {
    expect((await call(withModel.baseUrl, "GET", "/api/writing")).body).toEqual({ model: "echo-model" });
    expect((await call(builtIn.baseUrl, "GET", "/api/writing")).body).toEqual({ model: null });
  });

  it("streams the model's letter, then saves it and labels who wrote it", async () => {
    const { token, resumeId } = await userWithResume(withModel);
    const events = await streamLetter(withModel, token, resumeId);
    expect(events[0]).toEqual({ type: "start", writer: "echo-model" });
    const deltas = events.filter((e) => e.type === "delta");
    expect(deltas.length).toBeGreaterThan(5);
    const done = events.at(-1)!;
    if (done.type !== "done") throw new Error(`expected done, got ${done.type}`);
    expect(done.writtenBy).toEqual({ engine: "model", model: "echo-model" });
    expect(done.generatedCoverLetter).toBe(deltas.map((d) => (d.type === "delta" ? d.text : "")).join(""));
    expect(done.generatedCoverLetter.startsWith("Dear hiring team,")).toBe(true);
    const saved = await call(withModel.baseUrl, "GET", `/api/cover-letters/${done.coverLetterId}`, { token });
    expect(saved.body.coverLetter.content).toBe(done.generatedCoverLetter);
  });

  it("replaces a model letter that invents a fact with the built-in letter, and says why", async () => {
    const { token, resumeId } = await userWithResume(inventing);
    const events = await streamLetter(inventing, token, resumeId);
    const done = events.at(-1)!;
    if (done.type !== "done") throw new Error(`expected done, got ${done.type}`);
    expect(done.writtenBy).toEqual({ engine: "built-in", fallbackReason: FALLBACK_REASONS.ungrounded });
    expect(done.generatedCoverLetter).not.toContain("Globex I grew");
    expect(done.generatedCoverLetter).toContain("Maria Gonzalez");
    // The JSON answer (no streaming asked) says the same.
    const json = await call(inventing.baseUrl, "POST", "/api/cover-letter/generate", {
      token,
      body: { selectedResume: resumeId, jobDescription: POSTING },
    });
    expect(json.status).toBe(200);
    expect(json.body.writtenBy.fallbackReason).toBe(FALLBACK_REASONS.ungrounded);
  });

  it("checks a streamed request before answering: a missing posting or someone else's resume is an error", async () => {
    const { token } = await userWithResume(withModel);
    const other = await userWithResume(withModel);
    const headers = { accept: "application/x-ndjson" };
    const missing = await call(withModel.baseUrl, "POST", "/api/cover-letter/generate", {
      token,
      headers,
      body: { selectedResume: other.resumeId, jobDescription: " " },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Please select a resume and enter a job description");
    const foreign = await call(withModel.baseUrl, "POST", "/api/cover-letter/generate", {
      token,
      headers,
      body: { selectedResume: other.resumeId, jobDescription: POSTING },
    });
    expect(foreign.status).toBe(404);
  });

  it("rewrites the weak bullets of the caller's own resume only", async () => {
    const { token, resumeId } = await userWithResume(withModel);
    const res = await call(withModel.baseUrl, "POST", `/api/resumes/${resumeId}/rewrites`, { token });
    expect(res.status).toBe(200);
    expect(res.body.rewrites.length).toBeGreaterThan(0);
    for (const rewrite of res.body.rewrites) {
      expect(rewrite.writtenBy).toEqual({ engine: "model", model: "echo-model" });
      expect(rewrite.rewritten).not.toBe(rewrite.original);
    }
    const stranger = await signUpAndLogin(withModel.baseUrl);
    const foreign = await call(withModel.baseUrl, "POST", `/api/resumes/${resumeId}/rewrites`, {
      token: stranger.token,
    });
    expect(foreign.status).toBe(404);
    expect((await call(withModel.baseUrl, "POST", `/api/resumes/${resumeId}/rewrites`)).status).toBe(401);
  });
});
