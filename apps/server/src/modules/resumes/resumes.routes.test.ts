import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imagePdf, scanPages } from "../../../../../packages/engine/scripts/scanned.ts";
// The engine's fixture builders make real PDF and DOCX files (shared test fixtures, not product code).
import {
  buildAltChunkDocx,
  buildDocx,
  buildEncryptedPdf,
  buildImageOnlyPdf,
  buildPdf,
  buildZipBomb,
  oneColumnResumeLines,
} from "../../../../../packages/engine/test/fixtures.ts";
import { call, signUpAndLogin, startTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function upload(bytes: Uint8Array, filename: string, token?: string, field = "resumeFile") {
  const form = new FormData();
  form.append(field, new Blob([bytes]), filename);
  const response = await fetch(`${t.baseUrl}/api/resumes/upload`, {
    method: "POST",
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests assert response fields one by one
  return { status: response.status, body: (await response.json()) as any };
}

describe("anonymous resume analysis", () => {
  it("uploads a PDF, analyses it and reads it back by its id", async () => {
    const uploaded = await upload(await buildPdf([oneColumnResumeLines()]), "maria.pdf");
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toEqual({ resumeId: expect.any(String), message: "Resume uploaded successfully!" });

    const analyzed = await call(t.baseUrl, "POST", `/api/resumes/${uploaded.body.resumeId}/analyze`);
    expect(analyzed.status).toBe(200);
    expect(analyzed.body.message).toBe("Resume analysis complete!");
    const analysis = analyzed.body.analysis;
    expect(analysis.overallScore).toBeGreaterThan(50);
    expect(Object.keys(analysis.categoryScores).sort()).toEqual(["content", "formatting", "impact", "keywords"]);
    expect(analysis.suggestions).toEqual(expect.any(Array));
    expect(analysis.strengths.length).toBeGreaterThan(3);
    expect(analysis.analysisTimestamp._seconds).toBeGreaterThan(1_700_000_000);

    const detail = await call(t.baseUrl, "GET", `/api/resumes/${uploaded.body.resumeId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.resume).toMatchObject({
      originalFilename: "maria.pdf",
      title: "Maria Gonzalez's Resume",
      anonymous: true,
    });
    expect(detail.body.analysis.overallScore).toBe(analysis.overallScore);
    expect(detail.body.form.personalInfo).toMatchObject({
      name: "Maria Gonzalez",
      email: "maria.gonzalez@example.com",
    });
    expect(detail.body.form.experience[0].company).toBe("Ledgerly Inc.");
  });

  it("analyses a DOCX too, and the same file always gets the same score", async () => {
    const bytes = await buildDocx();
    const first = await upload(bytes, "li.docx");
    const second = await upload(bytes, "li-again.docx");
    const a = await call(t.baseUrl, "POST", `/api/resumes/${first.body.resumeId}/analyze`);
    const b = await call(t.baseUrl, "POST", `/api/resumes/${second.body.resumeId}/analyze`);
    expect(a.status).toBe(200);
    const { analysisTimestamp: _a, ...left } = a.body.analysis;
    const { analysisTimestamp: _b, ...right } = b.body.analysis;
    expect(left).toEqual(right);
  });
});

describe('a web builder\'s "Download as Word" file', () => {
  it("is read from the HTML it wraps, not refused as a DOCX with no text", async () => {
    const page = `<html><body><h1>Ana Ruiz</h1><p>ana.ruiz@example.com · Sevilla, Spain</p>
<h2>Experience</h2><p><strong>Data Analyst</strong>, Triana Analytics S.L.</p><p>Mar 2020 – Present</p>
<ul><li>Built the weekly sales dashboard in Power BI for 40 stores, used by 12 regional managers.</li></ul>
<h2>Skills</h2><p>Power BI, SQL, Python</p></body></html>`;
    const uploaded = await upload(buildAltChunkDocx(page, "mht"), "ana-ruiz.docx");
    expect(uploaded.status).toBe(201);
    const analyzed = await call(t.baseUrl, "POST", `/api/resumes/${uploaded.body.resumeId}/analyze`);
    expect(analyzed.status).toBe(200);
    const detail = await call(t.baseUrl, "GET", `/api/resumes/${uploaded.body.resumeId}`);
    expect(detail.body.resume.title).toBe("Ana Ruiz's Resume");
    expect(detail.body.form.experience[0]).toMatchObject({
      jobTitle: "Data Analyst",
      company: "Triana Analytics S.L.",
      startDate: "2020-03",
      endDate: "Present",
    });
  });
});

describe("bad input gets a specific message", () => {
  it.each([
    [
      "a text file",
      () => new TextEncoder().encode("just some text"),
      "notes.txt",
      415,
      "Please upload a PDF or DOCX file",
    ],
    [
      "a PDF renamed from text",
      () => new TextEncoder().encode("hello"),
      "resume.pdf",
      415,
      "Please upload a PDF or DOCX file",
    ],
    ["an encrypted PDF", buildEncryptedPdf, "locked.pdf", 422, "password-protected"],
    ["a PDF with no text and no picture", buildImageOnlyPdf, "scan.pdf", 422, "No readable text"],
    ["a zip bomb", () => buildZipBomb(64), "bomb.docx", 422, "unreasonable size"],
  ])("%s", async (_label, build, filename, status, message) => {
    const res = await upload(await build(), filename);
    expect(res.status).toBe(status);
    expect(res.body.message).toContain(message);
  });

  it("reads a scanned resume by OCR, and the analysis says so and why it matters", async () => {
    const [page] = await scanPages(await buildPdf([oneColumnResumeLines()]), { dpi: 150 });
    const uploaded = await upload(await imagePdf([page!]), "scan.pdf");
    expect(uploaded.status).toBe(201);
    const analyzed = await call(t.baseUrl, "POST", `/api/resumes/${uploaded.body.resumeId}/analyze`);
    const { details } = analyzed.body.analysis;
    const check = details.checks.find((c: { id: string }) => c.id === "text-extractable");
    expect(check.measured).toMatch(/^The text was read by OCR from 1 scanned page, with \d+% confidence\.$/);
    const advice = details.suggestions.find((s: { checkId: string }) => s.checkId === "text-extractable");
    expect(advice.message).toContain("Upload a text PDF (saved from your editor) or the DOCX when you apply");
    expect(details.atsView.warnings[0]).toMatch(/^Read by OCR from a scanned page, with \d+% confidence/);
    const detail = await call(t.baseUrl, "GET", `/api/resumes/${uploaded.body.resumeId}`);
    expect(detail.body.form.personalInfo).toMatchObject({
      name: "Maria Gonzalez",
      email: "maria.gonzalez@example.com",
    });
  });

  it("streams which scanned page is being read, then the upload's answer, or the error", async () => {
    const stream = async (bytes: Uint8Array, filename: string) => {
      const form = new FormData();
      form.append("resumeFile", new Blob([bytes]), filename);
      const res = await fetch(`${t.baseUrl}/api/resumes/upload`, {
        method: "POST",
        body: form,
        headers: { accept: "application/x-ndjson" },
      });
      expect(res.headers.get("content-type")).toContain("application/x-ndjson");
      return (await res.text())
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line));
    };
    const [page] = await scanPages(await buildPdf([oneColumnResumeLines()]), { dpi: 150 });
    const events = await stream(await imagePdf([page!]), "scan.pdf");
    expect(events).toEqual([
      { type: "reading", page: 1, pages: 1 },
      { type: "done", resumeId: expect.any(String), message: "Resume uploaded successfully!" },
    ]);
    expect((await stream(await buildPdf([oneColumnResumeLines()]), "maria.pdf")).map((e) => e.type)).toEqual(["done"]);
    expect(await stream(await buildEncryptedPdf(), "locked.pdf")).toEqual([
      { type: "error", message: expect.stringContaining("password-protected"), code: "ENCRYPTED_PDF" },
    ]);
  });

  it("refuses a truncated PDF as damaged", async () => {
    const bytes = await buildPdf([oneColumnResumeLines()]);
    const res = await upload(bytes.slice(0, Math.floor(bytes.length * 0.3)), "cut.pdf");
    expect(res.status).toBe(422);
    expect(res.body.message).toContain("damaged");
  });

  it("refuses files over 5 MB with 413 and says the limit", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10).fill(0x25);
    const res = await upload(big, "huge.pdf");
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("File is too large. The maximum size is 5 MB.");
  });

  it("asks for a file when none is sent", async () => {
    const res = await upload(new Uint8Array([1]), "x.pdf", undefined, "otherField");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please select a file to upload");
  });

  it("answers an unknown id with 404", async () => {
    const res = await call(t.baseUrl, "POST", "/api/resumes/00000000-0000-0000-0000-000000000000/analyze");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Resume not found.");
  });
});

describe("signed-in resumes belong to their owner", () => {
  it("lists the owner's resumes with their score, and hides them from everyone else", async () => {
    const owner = await signUpAndLogin(t.baseUrl);
    const other = await signUpAndLogin(t.baseUrl);
    const uploaded = await upload(await buildPdf([oneColumnResumeLines()]), "mine.pdf", owner.token);
    const id = uploaded.body.resumeId;
    await call(t.baseUrl, "POST", `/api/resumes/${id}/analyze`, { token: owner.token });

    const list = await call(t.baseUrl, "GET", "/api/resumes", { token: owner.token });
    expect(list.body.resumes).toEqual([
      expect.objectContaining({
        id,
        originalFilename: "mine.pdf",
        overallScore: expect.any(Number),
        uploadTimestamp: { _seconds: expect.any(Number) },
      }),
    ]);
    expect((await call(t.baseUrl, "GET", "/api/resumes", { token: other.token })).body.resumes).toEqual([]);

    for (const [method, path] of [
      ["GET", `/api/resumes/${id}`],
      ["POST", `/api/resumes/${id}/analyze`],
      ["GET", `/api/resumes/${id}/file`],
    ] as const) {
      expect((await call(t.baseUrl, method, path, { token: other.token })).status).toBe(404);
      expect((await call(t.baseUrl, method, path)).status).toBe(404);
    }

    const file = await fetch(`${t.baseUrl}/api/resumes/${id}/file`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("lets the owner rename and delete a resume, and nobody else", async () => {
    const owner = await signUpAndLogin(t.baseUrl);
    const other = await signUpAndLogin(t.baseUrl);
    const id = (await upload(await buildPdf([oneColumnResumeLines()]), "cv.pdf", owner.token)).body.resumeId;
    expect(
      (await call(t.baseUrl, "PATCH", `/api/resumes/${id}`, { token: other.token, body: { title: "Mine now" } }))
        .status,
    ).toBe(404);
    expect((await call(t.baseUrl, "DELETE", `/api/resumes/${id}`, { token: other.token })).status).toBe(404);

    const empty = await call(t.baseUrl, "PATCH", `/api/resumes/${id}`, { token: owner.token, body: { title: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain("cannot be empty");
    expect(
      (await call(t.baseUrl, "PATCH", `/api/resumes/${id}`, { token: owner.token, body: { title: "Data roles 2026" } }))
        .status,
    ).toBe(200);
    expect((await call(t.baseUrl, "GET", "/api/resumes", { token: owner.token })).body.resumes[0].title).toBe(
      "Data roles 2026",
    );

    expect((await call(t.baseUrl, "DELETE", `/api/resumes/${id}`, { token: owner.token })).status).toBe(200);
    expect((await call(t.baseUrl, "GET", "/api/resumes", { token: owner.token })).body.resumes).toEqual([]);
    expect((await call(t.baseUrl, "GET", `/api/resumes/${id}`, { token: owner.token })).status).toBe(404);
  });

  it("clones a resume with its analysis for the owner only; the copy lives on after the original is deleted", async () => {
    const owner = await signUpAndLogin(t.baseUrl);
    const other = await signUpAndLogin(t.baseUrl);
    const id = (await upload(await buildPdf([oneColumnResumeLines()]), "cv.pdf", owner.token)).body.resumeId;
    await call(t.baseUrl, "POST", `/api/resumes/${id}/analyze`, { token: owner.token });
    expect((await call(t.baseUrl, "POST", `/api/resumes/${id}/clone`, { token: other.token })).status).toBe(404);

    const clone = await call(t.baseUrl, "POST", `/api/resumes/${id}/clone`, { token: owner.token });
    expect(clone.status).toBe(201);
    expect(clone.body).toMatchObject({ title: "Copy of Maria Gonzalez's Resume", message: "Resume copied." });
    const list = (await call(t.baseUrl, "GET", "/api/resumes", { token: owner.token })).body.resumes;
    expect(list).toHaveLength(2);
    const [original, copy] = [id, clone.body.resumeId].map((rid) => list.find((r: { id: string }) => r.id === rid));
    expect(copy.overallScore).toBe(original.overallScore);

    await call(t.baseUrl, "DELETE", `/api/resumes/${id}`, { token: owner.token });
    const detail = await call(t.baseUrl, "GET", `/api/resumes/${clone.body.resumeId}`, { token: owner.token });
    expect(detail.status).toBe(200);
    const file = await fetch(`${t.baseUrl}/api/resumes/${clone.body.resumeId}/file`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("requires an account to list resumes", async () => {
    const res = await call(t.baseUrl, "GET", "/api/resumes");
    expect(res.status).toBe(401);
  });
});
