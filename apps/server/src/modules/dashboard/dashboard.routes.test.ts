import { exampleResumeForm } from "@hireable/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUpAndLogin, startTestApp, type TestApp, uploadResume } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function uploadAndAnalyze(token: string): Promise<string> {
  const resumeId = await uploadResume(t.baseUrl, token);
  await call(t.baseUrl, "POST", `/api/resumes/${resumeId}/analyze`, { token });
  return resumeId;
}

describe("dashboard and activity", () => {
  it("shows a new user no figures, only tasks", async () => {
    const { token } = await signUpAndLogin(t.baseUrl);
    const summary = await call(t.baseUrl, "GET", "/api/dashboard/summary", { token });
    expect(summary.body).toMatchObject({
      resumeScore: null,
      jobMatchRate: null,
      resumesCreated: 0,
      coverLetters: 0,
      strength: null,
    });
    expect(summary.body.tasks.map((task: { id: string }) => task.id)).toEqual(["upload", "match", "build", "letter"]);
    expect((await call(t.baseUrl, "GET", "/api/activity/recent", { token })).body).toEqual([]);
  });

  it("records each action as activity for its owner only, and computes the figures", async () => {
    const owner = await signUpAndLogin(t.baseUrl);
    const other = await signUpAndLogin(t.baseUrl);
    const resumeId = await uploadAndAnalyze(owner.token);
    await call(t.baseUrl, "POST", "/api/match/resume-job", {
      token: owner.token,
      body: { resumeId, jobDescription: "Backend Engineer\nRequirements\n- Go and PostgreSQL" },
    });
    await call(t.baseUrl, "POST", "/api/cover-letter/generate", {
      token: owner.token,
      body: { selectedResume: resumeId, jobDescription: "Requirements\n- Go" },
    });
    await call(t.baseUrl, "POST", "/api/builder/generate", { token: owner.token, body: exampleResumeForm() });

    const activity = await call(t.baseUrl, "GET", "/api/activity/recent", { token: owner.token });
    expect(activity.body.map((item: { type: string }) => item.type).sort()).toEqual([
      "cover_letter",
      "job_match",
      "resume_analysis",
      "resume_generation",
      "resume_upload",
    ]);
    expect(activity.body.find((item: { type: string }) => item.type === "resume_generation")).toMatchObject({
      title: "Resume generated",
      description: "Jordan Rivera's Resume (Senior Software Engineer)",
    });
    expect(activity.body[0].date._seconds).toBeGreaterThan(1_700_000_000);
    expect((await call(t.baseUrl, "GET", "/api/activity/recent", { token: other.token })).body).toEqual([]);

    const summary = (await call(t.baseUrl, "GET", "/api/dashboard/summary", { token: owner.token })).body;
    expect(summary.resumeScore.value).toBeGreaterThan(0);
    expect(summary.jobMatchRate.value).toBeGreaterThan(0);
    expect(summary).toMatchObject({ resumesCreated: 2, coverLetters: 1, latestResumeId: resumeId });
    expect(summary.tasks.map((task: { id: string }) => task.id)).not.toContain("upload");
    expect(summary.tasks.map((task: { id: string }) => task.id)).not.toContain("build");
  });

  it("keeps the history when a document is deleted, newest first", async () => {
    const { token } = await signUpAndLogin(t.baseUrl);
    const resumeId = await uploadAndAnalyze(token);
    await call(t.baseUrl, "DELETE", `/api/resumes/${resumeId}`, { token });
    const activity = (await call(t.baseUrl, "GET", "/api/activity/recent", { token })).body;
    expect(activity.map((item: { type: string }) => item.type)).toEqual(["resume_analysis", "resume_upload"]);
    expect(activity[1]).toMatchObject({ title: "Resume uploaded", description: "maria.pdf" });
    const summary = (await call(t.baseUrl, "GET", "/api/dashboard/summary", { token })).body;
    expect(summary).toMatchObject({ resumesCreated: 0, resumeScore: null });
  });

  it("requires an account", async () => {
    expect((await call(t.baseUrl, "GET", "/api/activity/recent")).status).toBe(401);
  });
});
