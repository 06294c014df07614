import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPdf, oneColumnResumeLines } from "../../../../../packages/engine/test/fixtures.ts";
import { call, signUpAndLogin, startTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const POSTING = `Senior Backend Engineer
Requirements
- 5+ years of experience building backend services.
- Go and PostgreSQL in production.
- Experience with Kubernetes and Terraform.
Nice to have
- Kafka
Benefits
- Free Java lessons.`;

async function matchMultipart(token: string | undefined, fields: { file?: Uint8Array; jobDescription?: string }) {
  const form = new FormData();
  if (fields.file) form.append("resumeFile", new Blob([fields.file]), "maria.pdf");
  if (fields.jobDescription !== undefined) form.append("jobDescription", fields.jobDescription);
  const response = await fetch(`${t.baseUrl}/api/match/resume-job`, {
    method: "POST",
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests assert response fields one by one
  return { status: response.status, body: (await response.json()) as any };
}

describe("POST /api/match/resume-job", () => {
  it("matches an uploaded resume to a posting with the SPEC shape and evidence", async () => {
    const { token } = await signUpAndLogin(t.baseUrl);
    const res = await matchMultipart(token, {
      file: await buildPdf([oneColumnResumeLines()]),
      jobDescription: POSTING,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Job match analysis complete!");
    const { analysis } = res.body;
    expect(analysis.matchScore).toBeGreaterThan(40);
    expect(analysis.matchingKeywords).toEqual(expect.arrayContaining(["Go", "PostgreSQL", "Kubernetes", "Kafka"]));
    expect(analysis.missingKeywords).toEqual(["Terraform"]);
    expect(analysis.matchingKeywords).not.toContain("Java");
    expect(analysis.suggestions[0]).toContain("Terraform");
    const go = analysis.details.terms.find((term: { name: string }) => term.name === "Go");
    expect(go.resumeLine.text).toContain("Go");
    expect(go.postingSentence).toBe("Go and PostgreSQL in production.");
    // The score's parts, as the Job Match page shows them (details.breakdown), adding up to the score.
    const { parts } = analysis.details.breakdown;
    expect(parts.map((p: { key: string }) => p.key)).toEqual(["roleFit", "required", "preferred", "years"]);
    const points = parts.reduce((sum: number, p: { points: number }) => sum + p.points, 0);
    expect(Math.abs(points - analysis.matchScore)).toBeLessThanOrEqual(1);

    // The uploaded resume is kept, and can be matched again by id.
    const again = await call(t.baseUrl, "POST", "/api/match/resume-job", {
      token,
      body: { resumeId: res.body.resumeId, jobDescription: POSTING },
    });
    expect(again.status).toBe(200);
    expect(again.body.analysis.matchScore).toBe(analysis.matchScore);
  });

  it("asks for both the resume and the job description", async () => {
    const { token } = await signUpAndLogin(t.baseUrl);
    for (const fields of [
      { jobDescription: POSTING },
      { file: await buildPdf([oneColumnResumeLines()]), jobDescription: "   " },
    ]) {
      const res = await matchMultipart(token, fields);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Please upload your resume and enter the job description");
    }
  });

  it("bounds the posting size with a clear message", async () => {
    const { token } = await signUpAndLogin(t.baseUrl);
    const res = await matchMultipart(token, {
      file: await buildPdf([oneColumnResumeLines()]),
      jobDescription: "word ".repeat(5000),
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toContain("too long");
  });

  it("requires an account, and someone else's resume id is not found", async () => {
    expect((await matchMultipart(undefined, { jobDescription: POSTING })).status).toBe(401);
    const owner = await signUpAndLogin(t.baseUrl);
    const first = await matchMultipart(owner.token, {
      file: await buildPdf([oneColumnResumeLines()]),
      jobDescription: POSTING,
    });
    const other = await signUpAndLogin(t.baseUrl);
    const res = await call(t.baseUrl, "POST", "/api/match/resume-job", {
      token: other.token,
      body: { resumeId: first.body.resumeId, jobDescription: POSTING },
    });
    expect(res.status).toBe(404);
  });
});
