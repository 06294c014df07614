import {
  BUILDER_REQUIRED_FIELDS_MESSAGE,
  emptyResumeForm,
  exampleResumeForm,
  MAX_BUILDER_FORM_CHARS,
  type ResumeForm,
} from "@hireable/contracts";
import { parseResume } from "@hireable/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUpAndLogin, startTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function generate(token: string, form: ResumeForm = exampleResumeForm()) {
  return call(t.baseUrl, "POST", "/api/builder/generate", { token, body: form });
}

async function linkFor(token: string, id: string, body: object = {}) {
  return call(t.baseUrl, "POST", `/api/builder/download-links/${id}`, { token, body });
}

describe("resume builder API", () => {
  it("generates resume text from the form (201), numbers versions and lists them with the SPEC title", async () => {
    const { token } = await signUpAndLogin(t.baseUrl);
    const first = await generate(token);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe("Resume generated successfully!");
    expect(first.body.generatedText.split("\n").slice(0, 2)).toEqual(["Jordan Rivera", "Senior Software Engineer"]);
    expect(first.body.generatedText).toContain(
      "Senior Software Engineer | Brightwave Payments | Austin, TX | Mar 2021 – Present",
    );

    const noRole = { ...exampleResumeForm(), targetJobRole: "" };
    const second = await generate(token, noRole);
    const list = await call(t.baseUrl, "GET", "/api/builder/generated", { token });
    expect(list.body.generatedResumes).toEqual([
      expect.objectContaining({
        id: second.body.generatedResumeId,
        title: "Jordan Rivera's Resume",
        inputName: "Jordan Rivera",
        inputTargetRole: "",
        version: 2,
      }),
      expect.objectContaining({
        id: first.body.generatedResumeId,
        title: "Jordan Rivera's Resume (Senior Software Engineer)",
        inputTargetRole: "Senior Software Engineer",
        version: 1,
        createdAt: { _seconds: expect.any(Number) },
      }),
    ]);

    const detail = await call(t.baseUrl, "GET", `/api/builder/generated/${first.body.generatedResumeId}`, { token });
    expect(detail.body.generatedResume.form).toEqual(exampleResumeForm());
    expect(detail.body.generatedResume.generatedText).toBe(first.body.generatedText);
  });

  it("answers a form without the required fields with the SPEC message and stores nothing", async () => {
    const { token } = await signUpAndLogin(t.baseUrl);
    const missing: Array<(form: ResumeForm) => void> = [
      (form) => (form.personalInfo.name = " "),
      (form) => (form.personalInfo.email = ""),
      (form) => (form.experience[0]!.company = ""),
      (form) => (form.education[0]!.institution = ""),
      (form) => (form.skills = []),
      (form) => (form.skills[0]!.items = []),
    ];
    for (const breakIt of missing) {
      const form = exampleResumeForm();
      breakIt(form);
      const res = await generate(token, form);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(BUILDER_REQUIRED_FIELDS_MESSAGE);
    }
    expect((await generate(token, emptyResumeForm())).body.message).toBe(BUILDER_REQUIRED_FIELDS_MESSAGE);
    const malformed = await call(t.baseUrl, "POST", "/api/builder/generate", { token, body: { personalInfo: "x" } });
    expect(malformed.status).toBe(400);
    const huge = exampleResumeForm();
    huge.summary = "x".repeat(MAX_BUILDER_FORM_CHARS);
    const tooLong = await generate(token, huge);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain("The resume is too long");
    expect((await call(t.baseUrl, "GET", "/api/builder/generated", { token })).body.generatedResumes).toEqual([]);
  });

  it("downloads through a short-lived signed link without a token: a real PDF and a real DOCX", async () => {
    const { token } = await signUpAndLogin(t.baseUrl);
    const id = (await generate(token)).body.generatedResumeId;

    const pdfLink = await linkFor(token, id);
    expect(pdfLink.status).toBe(200);
    expect(pdfLink.body.url).toMatch(
      new RegExp(`^/api/builder/download/${id}\\?format=pdf&paper=letter&expires=\\d+&signature=`),
    );
    const pdf = await fetch(`${t.baseUrl}${pdfLink.body.url}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toContain('inline; filename="Jordan_Rivera_Resume.pdf"');
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    const pdfBytes = new Uint8Array(await pdf.arrayBuffer());
    expect((await parseResume(pdfBytes)).resume.personalInfo.name).toBe("Jordan Rivera");

    const docxLink = await linkFor(token, id, { format: "docx", paper: "a4" });
    const docx = await fetch(`${t.baseUrl}${docxLink.body.url}`);
    expect(docx.headers.get("content-disposition")).toContain('attachment; filename="Jordan_Rivera_Resume.docx"');
    const parsedDocx = await parseResume(new Uint8Array(await docx.arrayBuffer()));
    expect(parsedDocx.format).toBe("docx");
    expect(parsedDocx.resume.experience.map((job) => job.company)).toEqual([
      "Brightwave Payments",
      "Northline Logistics",
    ]);

    // With the owner's token no link is needed (API clients).
    const direct = await fetch(`${t.baseUrl}/api/builder/download/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(direct.status).toBe(200);
  });

  it("checks the exported PDF the way an ATS reads it: every job, school and skill comes back, with a score", async () => {
    const { token } = await signUpAndLogin(t.baseUrl);
    const id = (await generate(token)).body.generatedResumeId;
    const check = await call(t.baseUrl, "POST", `/api/builder/generated/${id}/ats-check`, { token });
    expect(check.status).toBe(200);
    expect(check.body.readBack).toEqual({
      name: "Jordan Rivera",
      email: "jordan.rivera@example.com",
      phone: "(555) 014-2297",
      jobs: 2,
      schools: 1,
      skills: 10,
    });
    expect(check.body.analysis.overallScore).toBeGreaterThanOrEqual(80);
    expect(check.body.analysis.categoryScores.formatting).toBeGreaterThanOrEqual(90);
    const other = await signUpAndLogin(t.baseUrl);
    expect(
      (await call(t.baseUrl, "POST", `/api/builder/generated/${id}/ats-check`, { token: other.token })).status,
    ).toBe(404);
  });

  it("refuses tampered, foreign and missing credentials", async () => {
    const { token } = await signUpAndLogin(t.baseUrl);
    const id = (await generate(token)).body.generatedResumeId;
    const { url } = (await linkFor(token, id)).body as { url: string };

    const tampered = await fetch(`${t.baseUrl}${url.replace(/signature=[^&]+/, "signature=forged")}`);
    expect(tampered.status).toBe(403);
    expect(((await tampered.json()) as { message: string }).message).toBe("This download link is not valid.");
    const expiryMoved = await fetch(
      `${t.baseUrl}${url.replace(/expires=(\d+)/, (_m, e) => `expires=${Number(e) + 3600}`)}`,
    );
    expect(expiryMoved.status).toBe(403);
    const otherResource = await fetch(`${t.baseUrl}${url.replace(id, "00000000-0000-0000-0000-000000000000")}`);
    expect(otherResource.status).toBe(403);
    expect((await fetch(`${t.baseUrl}/api/builder/download/${id}`)).status).toBe(401);
  });

  it("keeps generated resumes private: another user gets 404 everywhere and sees none", async () => {
    const owner = await signUpAndLogin(t.baseUrl);
    const id = (await generate(owner.token)).body.generatedResumeId;
    const other = await signUpAndLogin(t.baseUrl);
    expect(
      (await call(t.baseUrl, "GET", "/api/builder/generated", { token: other.token })).body.generatedResumes,
    ).toEqual([]);
    for (const [method, path, body] of [
      ["GET", `/api/builder/generated/${id}`, undefined],
      ["PATCH", `/api/builder/generated/${id}`, { title: "Mine now" }],
      ["POST", `/api/builder/generated/${id}/clone`, undefined],
      ["DELETE", `/api/builder/generated/${id}`, undefined],
      ["POST", `/api/builder/download-links/${id}`, {}],
    ] as const) {
      const res = await call(t.baseUrl, method, path, { token: other.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe("Generated resume not found.");
    }
    const download = await fetch(`${t.baseUrl}/api/builder/download/${id}`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(download.status).toBe(404);
    expect((await call(t.baseUrl, "GET", `/api/builder/generated/${id}`, { token: owner.token })).status).toBe(200);
  });

  it("renames, clones and deletes for the owner", async () => {
    const { token } = await signUpAndLogin(t.baseUrl);
    const id = (await generate(token)).body.generatedResumeId;
    const renamed = await call(t.baseUrl, "PATCH", `/api/builder/generated/${id}`, {
      token,
      body: { title: "  For Globex  " },
    });
    expect(renamed.body.generatedResume.title).toBe("For Globex");
    expect(
      (await call(t.baseUrl, "PATCH", `/api/builder/generated/${id}`, { token, body: { title: " " } })).status,
    ).toBe(400);

    const clone = await call(t.baseUrl, "POST", `/api/builder/generated/${id}/clone`, { token });
    expect(clone.status).toBe(201);
    expect(clone.body.generatedResume).toMatchObject({ title: "Copy of For Globex", version: 2 });
    const cloneDetail = await call(t.baseUrl, "GET", `/api/builder/generated/${clone.body.generatedResume.id}`, {
      token,
    });
    expect(cloneDetail.body.generatedResume.form).toEqual(exampleResumeForm());

    expect((await call(t.baseUrl, "DELETE", `/api/builder/generated/${id}`, { token })).body.message).toBe(
      "Generated resume deleted.",
    );
    const left = (await call(t.baseUrl, "GET", "/api/builder/generated", { token })).body.generatedResumes;
    expect(left.map((item: { id: string }) => item.id)).toEqual([clone.body.generatedResume.id]);
  });

  it("limits downloads per address (429 with a message)", async () => {
    const limited = await startTestApp({ UPLOAD_RATE_LIMIT: "1" });
    try {
      const { token } = await signUpAndLogin(limited.baseUrl);
      const id = (await call(limited.baseUrl, "POST", "/api/builder/generate", { token, body: exampleResumeForm() }))
        .body.generatedResumeId;
      const download = () =>
        fetch(`${limited.baseUrl}/api/builder/download/${id}?format=docx`, {
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await download()).status).toBe(200);
      expect((await download()).status).toBe(200);
      const refused = await download();
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toBeTruthy();
    } finally {
      await limited.close();
    }
  });

  it("requires an account to generate and list", async () => {
    expect((await call(t.baseUrl, "POST", "/api/builder/generate", { body: exampleResumeForm() })).status).toBe(401);
    expect((await call(t.baseUrl, "GET", "/api/builder/generated")).status).toBe(401);
  });
});
