import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUpAndLogin, startTestApp, type TestApp, uploadResume } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const POSTING = "Backend Engineer\nRequirements\n- Go and PostgreSQL.\n- Kubernetes and Docker.";

describe("cover letters", () => {
  it("generates a letter from the caller's resume, saves it, and lets them edit, list and delete it", async () => {
    const { token } = await signUpAndLogin(t.baseUrl);
    const resumeId = await uploadResume(t.baseUrl, token);
    const res = await call(t.baseUrl, "POST", "/api/cover-letter/generate", {
      token,
      body: {
        selectedResume: resumeId,
        jobDescription: POSTING,
        companyName: "Globex",
        roleName: "Backend Engineer",
        selectedTemplate: "modern",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.generatedCoverLetter).toContain("Globex");
    expect(res.body.generatedCoverLetter).toContain("Maria Gonzalez");
    expect(res.body.generatedCoverLetter.toLowerCase()).toContain("postgresql");

    const list = await call(t.baseUrl, "GET", "/api/cover-letters", { token });
    expect(list.body.coverLetters).toEqual([
      expect.objectContaining({ id: res.body.coverLetterId, title: "Backend Engineer at Globex", template: "modern" }),
    ]);

    const edited = await call(t.baseUrl, "PUT", `/api/cover-letters/${res.body.coverLetterId}`, {
      token,
      body: { content: "Edited by me." },
    });
    expect(edited.body.coverLetter.content).toBe("Edited by me.");
    expect(
      (await call(t.baseUrl, "GET", `/api/cover-letters/${res.body.coverLetterId}`, { token })).body.coverLetter
        .content,
    ).toBe("Edited by me.");

    const renamed = await call(t.baseUrl, "PATCH", `/api/cover-letters/${res.body.coverLetterId}`, {
      token,
      body: { title: "Globex, round two" },
    });
    expect(renamed.body.coverLetter).toMatchObject({ title: "Globex, round two", content: "Edited by me." });
    const clone = await call(t.baseUrl, "POST", `/api/cover-letters/${res.body.coverLetterId}/clone`, { token });
    expect(clone.status).toBe(201);
    expect(clone.body.coverLetter.title).toBe("Copy of Globex, round two");
    expect(
      (await call(t.baseUrl, "GET", `/api/cover-letters/${clone.body.coverLetter.id}`, { token })).body.coverLetter
        .content,
    ).toBe("Edited by me.");
    await call(t.baseUrl, "DELETE", `/api/cover-letters/${clone.body.coverLetter.id}`, { token });

    expect((await call(t.baseUrl, "DELETE", `/api/cover-letters/${res.body.coverLetterId}`, { token })).status).toBe(
      200,
    );
    expect((await call(t.baseUrl, "GET", "/api/cover-letters", { token })).body.coverLetters).toEqual([]);
  });

  it("answers 404 for someone else's resume or letter", async () => {
    const owner = await signUpAndLogin(t.baseUrl);
    const resumeId = await uploadResume(t.baseUrl, owner.token);
    const mine = await call(t.baseUrl, "POST", "/api/cover-letter/generate", {
      token: owner.token,
      body: { selectedResume: resumeId, jobDescription: POSTING },
    });
    const other = await signUpAndLogin(t.baseUrl);
    const stolen = await call(t.baseUrl, "POST", "/api/cover-letter/generate", {
      token: other.token,
      body: { selectedResume: resumeId, jobDescription: POSTING },
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe("Resume not found.");
    for (const [method, path, body] of [
      ["GET", "", undefined],
      ["DELETE", "", undefined],
      ["PATCH", "", { title: "Mine now" }],
      ["POST", "/clone", undefined],
    ] as const) {
      const url = `/api/cover-letters/${mine.body.coverLetterId}${path}`;
      expect((await call(t.baseUrl, method, url, { token: other.token, body })).status, `${method} ${url}`).toBe(404);
    }
  });

  it("answers missing fields with 400 {message}", async () => {
    const { token } = await signUpAndLogin(t.baseUrl);
    for (const body of [{ jobDescription: POSTING }, { selectedResume: "x", jobDescription: "  " }, {}]) {
      const res = await call(t.baseUrl, "POST", "/api/cover-letter/generate", { token, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Please select a resume and enter a job description");
    }
    const badTemplate = await call(t.baseUrl, "POST", "/api/cover-letter/generate", {
      token,
      body: { selectedResume: "x", jobDescription: POSTING, selectedTemplate: "baroque" },
    });
    expect(badTemplate.status).toBe(400);
    expect(badTemplate.body.message).toContain("selectedTemplate");
  });

  it("requires an account", async () => {
    expect((await call(t.baseUrl, "POST", "/api/cover-letter/generate", { body: {} })).status).toBe(401);
  });
});
