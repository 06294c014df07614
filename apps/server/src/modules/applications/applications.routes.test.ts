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

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

describe("applications", () => {
  it("saves an application, moves it through the stages with dates and history, and deletes it", async () => {
    const { token } = await signUpAndLogin(t.baseUrl);
    const created = await call(t.baseUrl, "POST", "/api/applications", {
      token,
      body: {
        company: "Globex",
        jobTitle: "Backend Engineer",
        location: "Lisbon",
        salary: "€70k",
        postingUrl: "https://jobs.example.com/42",
        contacts: [{ name: "Ana Lima", role: "Recruiter", email: "ana@example.com" }],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.application.id;
    expect(created.body.application).toMatchObject({
      company: "Globex",
      status: "saved",
      stageReached: "saved",
      appliedAt: null,
      contacts: [{ name: "Ana Lima", role: "Recruiter", email: "ana@example.com" }],
    });
    expect(created.body.history.map((h: { title: string }) => h.title)).toEqual(["Application saved as Saved"]);

    const applied = await call(t.baseUrl, "PATCH", `/api/applications/${id}`, { token, body: { status: "applied" } });
    expect(applied.status).toBe(200);
    expect(applied.body.application.appliedAt._seconds).toBeGreaterThan(Date.now() / 1000 - 60);

    const interview = "2030-03-04T14:30:00.000Z";
    const interviewing = await call(t.baseUrl, "PATCH", `/api/applications/${id}`, {
      token,
      body: { status: "interviewing", nextStep: "Technical interview", nextStepAt: interview },
    });
    expect(interviewing.body.application).toMatchObject({
      status: "interviewing",
      stageReached: "interviewing",
      nextStep: "Technical interview",
      nextStepAt: { _seconds: seconds(interview) },
    });

    const rejected = await call(t.baseUrl, "PATCH", `/api/applications/${id}`, { token, body: { status: "rejected" } });
    expect(rejected.body.application).toMatchObject({ status: "rejected", stageReached: "interviewing" });
    expect(rejected.body.application.closedAt).not.toBeNull();
    expect(rejected.body.history.map((h: { title: string }) => h.title)).toEqual([
      "Moved to Rejected",
      "Next step: Technical interview",
      "Moved to Interviewing",
      "Moved to Applied",
      "Application saved as Saved",
    ]);
    const activity = await call(t.baseUrl, "GET", "/api/activity/recent", { token });
    expect(activity.body[0]).toMatchObject({ type: "application", title: "Moved to Rejected" });
    expect(activity.body[0].description).toBe("Backend Engineer at Globex");

    const reopened = await call(t.baseUrl, "PATCH", `/api/applications/${id}`, { token, body: { status: "offer" } });
    expect(reopened.body.application).toMatchObject({ status: "offer", stageReached: "offer", closedAt: null });

    expect((await call(t.baseUrl, "DELETE", `/api/applications/${id}`, { token })).status).toBe(200);
    expect((await call(t.baseUrl, "GET", `/api/applications/${id}`, { token })).status).toBe(404);
    expect((await call(t.baseUrl, "GET", "/api/applications", { token })).body.applications).toEqual([]);
  });

  it("puts a new or moved card at the top of its column and keeps a position the client sets", async () => {
    const { token } = await signUpAndLogin(t.baseUrl);
    const make = async (company: string) =>
      (await call(t.baseUrl, "POST", "/api/applications", { token, body: { company } })).body.application.id;
    const first = await make("First");
    const second = await make("Second");
    const companies = async () =>
      (await call(t.baseUrl, "GET", "/api/applications", { token })).body.applications.map(
        (a: { company: string }) => a.company,
      );
    expect(await companies()).toEqual(["Second", "First"]);
    await call(t.baseUrl, "PATCH", `/api/applications/${second}`, { token, body: { position: 100 } });
    expect(await companies()).toEqual(["First", "Second"]);
    await call(t.baseUrl, "PATCH", `/api/applications/${first}`, { token, body: { status: "applied" } });
    const list = (await call(t.baseUrl, "GET", "/api/applications", { token })).body.applications;
    expect(list.find((a: { id: string }) => a.id === first).status).toBe("applied");
  });

  it("fills an application from a job match and from a cover letter, with their links", async () => {
    const { token } = await signUpAndLogin(t.baseUrl);
    const resumeId = await uploadResume(t.baseUrl, token);
    const match = await call(t.baseUrl, "POST", "/api/match/resume-job", {
      token,
      body: { resumeId, jobDescription: POSTING },
    });
    expect(match.status).toBe(200);
    const fromMatch = await call(t.baseUrl, "POST", "/api/applications", {
      token,
      body: { jobMatchId: match.body.matchId, company: "Initech" },
    });
    expect(fromMatch.status).toBe(201);
    expect(fromMatch.body.application).toMatchObject({
      company: "Initech",
      postingText: POSTING,
      resumeId,
      resume: { id: resumeId, kind: "uploaded" },
      match: { id: match.body.matchId, score: match.body.analysis.matchScore },
    });
    expect(fromMatch.body.application.match.missingKeywords).toEqual(match.body.analysis.missingKeywords);
    // The list is a summary: the match as the board shows it, and no posting text.
    const [listed] = (await call(t.baseUrl, "GET", "/api/applications", { token })).body.applications;
    expect(listed.match).toEqual(fromMatch.body.application.match);
    expect(listed).not.toHaveProperty("postingText");

    const letter = await call(t.baseUrl, "POST", "/api/cover-letter/generate", {
      token,
      body: { selectedResume: resumeId, jobDescription: POSTING, companyName: "Globex", roleName: "Backend Engineer" },
    });
    const fromLetter = await call(t.baseUrl, "POST", "/api/applications", {
      token,
      body: { coverLetterId: letter.body.coverLetterId },
    });
    expect(fromLetter.body.application).toMatchObject({
      company: "Globex",
      jobTitle: "Backend Engineer",
      postingText: POSTING,
      resume: { id: resumeId },
      coverLetter: { id: letter.body.coverLetterId, title: "Backend Engineer at Globex" },
    });

    // The letter is deleted: the application stays, its link empties.
    await call(t.baseUrl, "DELETE", `/api/cover-letters/${letter.body.coverLetterId}`, { token });
    const after = await call(t.baseUrl, "GET", `/api/applications/${fromLetter.body.application.id}`, { token });
    expect(after.body.application).toMatchObject({ company: "Globex", coverLetterId: null, coverLetter: null });
  });

  it("answers 404 to another user on every route, and refuses links to another user's documents", async () => {
    const owner = await signUpAndLogin(t.baseUrl);
    const stranger = await signUpAndLogin(t.baseUrl);
    const id = (await call(t.baseUrl, "POST", "/api/applications", { token: owner.token, body: { company: "Globex" } }))
      .body.application.id;
    for (const [method, body] of [
      ["GET", undefined],
      ["PATCH", { status: "applied" }],
      ["DELETE", undefined],
    ] as const) {
      const res = await call(t.baseUrl, method, `/api/applications/${id}`, { token: stranger.token, body });
      expect(res.status, method).toBe(404);
      expect(res.body.message).toBe("Application not found.");
    }
    expect((await call(t.baseUrl, "GET", "/api/applications", { token: stranger.token })).body.applications).toEqual(
      [],
    );
    const strangerCsv = await fetch(`${t.baseUrl}/api/applications/export.csv`, {
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(await strangerCsv.text()).not.toContain("Globex");

    const ownersResume = await uploadResume(t.baseUrl, owner.token);
    const linked = await call(t.baseUrl, "POST", "/api/applications", {
      token: stranger.token,
      body: { company: "Mine", resumeId: ownersResume },
    });
    expect(linked.status).toBe(404);
    expect(linked.body.message).toBe("Resume not found.");
    const relinked = await call(t.baseUrl, "PATCH", `/api/applications/${id}`, {
      token: owner.token,
      body: { jobMatchId: "not-a-match" },
    });
    expect(relinked.body.message).toBe("Job match not found.");

    expect(
      (await call(t.baseUrl, "GET", `/api/applications/${id}`, { token: owner.token })).body.application,
    ).toMatchObject({ status: "saved", jobMatchId: null });
    expect((await call(t.baseUrl, "GET", "/api/applications")).status).toBe(401);
  });

  it("answers bad input with a 400 and a message, and changes nothing", async () => {
    const { token } = await signUpAndLogin(t.baseUrl);
    const id = (await call(t.baseUrl, "POST", "/api/applications", { token, body: { company: "Globex" } })).body
      .application.id;
    const attempts = [
      {
        body: { status: "hired" },
        message: /status must be one of saved, applied, interviewing, offer, rejected, withdrawn/,
      },
      { body: { notes: "x".repeat(10 * 1024 * 1024) }, message: /too large: notes and the posting hold up to 20,000/ },
      { body: { notes: "x".repeat(20_001) }, message: /^Invalid request: notes must be at most 20,000 characters\.$/ },
      { body: { postingUrl: "javascript:alert(1)" }, message: /postingUrl must be an http or https address/ },
      { body: { nextStepAt: "next Tuesday" }, message: /nextStepAt must be an ISO date and time/ },
      { body: { contacts: [{ name: "Ana", email: "not-an-email" }] }, message: /contacts\.0\.email/ },
    ];
    for (const attempt of attempts) {
      const res = await call(t.baseUrl, "PATCH", `/api/applications/${id}`, { token, body: attempt.body });
      expect(res.status, JSON.stringify(attempt.body).slice(0, 60)).toBe(400);
      expect(res.body.message).toMatch(attempt.message);
    }
    const malformed = await call(t.baseUrl, "PATCH", `/api/applications/${id}`, { token, rawBody: '{"status":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Malformed JSON in request body.");
    const unknownStatus = await call(t.baseUrl, "POST", "/api/applications", { token, body: { status: "hired" } });
    expect(unknownStatus.status).toBe(400);

    const after = await call(t.baseUrl, "GET", `/api/applications/${id}`, { token });
    expect(after.body.application).toMatchObject({ company: "Globex", status: "saved", notes: "", contacts: [] });
    expect((await call(t.baseUrl, "GET", "/api/applications", { token })).body.applications).toHaveLength(1);
  });

  it("exports every application as CSV, formulas kept as text", async () => {
    const { token } = await signUpAndLogin(t.baseUrl);
    await call(t.baseUrl, "POST", "/api/applications", {
      token,
      body: {
        company: "Globex",
        jobTitle: "Backend Engineer",
        status: "interviewing",
        nextStep: "Panel",
        nextStepAt: "2030-03-04T14:30:00.000Z",
        notes: '=HYPERLINK("http://evil.example")',
      },
    });
    const res = await fetch(`${t.baseUrl}/api/applications/export.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain('filename="applications.csv"');
    const [header, row] = (await res.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toContain('"Company","Job title","Location","Status"');
    expect(row).toContain('"Globex","Backend Engineer","","Interviewing"');
    expect(row).toContain('"Panel","2030-03-04T14:30:00.000Z"');
    expect(row).toContain('"\'=HYPERLINK(""http://evil.example"")"');
  });
});
