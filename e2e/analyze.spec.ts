import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { imagePdf, scanPages } from "../packages/engine/scripts/scanned.ts";
import { buildDocx, buildPdf, textResumeLines } from "../packages/engine/test/fixtures.ts";
import { WEAK_RESUME } from "../packages/engine/test/parsed-from-text.ts";
import { signInAsNewUser } from "./support/users.ts";

const CORPUS = join(import.meta.dirname, "../packages/engine/test/corpus");

/** Picks a DOCX on the analyze screen, uploads it and starts the analysis. */
async function uploadAndAnalyzeDocx(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel("Resume file").setInputFiles({
    name,
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer,
  });
  await page.getByRole("button", { name: "Upload Resume" }).click();
  await page.getByRole("button", { name: "Analyze Resume" }).click();
}

test("an anonymous visitor uploads a PDF and sees scores, quoted suggestions and strengths", async ({ page }) => {
  await page.goto("/analyze");
  await expect(page.getByTestId("retention-note")).toContainText("deleted after 24 hours");
  const pdf = Buffer.from(await buildPdf([textResumeLines(WEAK_RESUME)]));
  await page.getByLabel("Resume file").setInputFiles({ name: "maria.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(page.getByTestId("selected-file")).toContainText(`maria.pdf(${(pdf.length / 1024).toFixed(1)} KB)`);
  await page.getByRole("button", { name: "Upload Resume" }).click();
  await expect(page.getByText("Resume uploaded successfully!")).toBeVisible();
  await page.getByRole("button", { name: "Analyze Resume" }).click();
  await expect(page.getByText("Resume analysis complete!")).toBeVisible();

  const results = page.getByTestId("analysis-results");
  await expect(results.getByTestId("overall-score")).toHaveText(/^\d{1,3}$/);
  for (const category of ["formatting", "content", "keywords", "impact"]) {
    await expect(results.getByTestId(`category-${category}`)).toContainText(/Needs improvement|Average|Good|Excellent/);
  }
  await expect(results.getByText("Areas for Improvement")).toBeVisible();
  await expect(results.getByText("Resume Strengths")).toBeVisible();
  // Each suggestion quotes the resume line it is about.
  await expect(results.getByTestId("evidence").filter({ hasText: "Responsible for ETL jobs." }).first()).toBeVisible();

  await results.getByRole("button", { name: "Upload Another" }).click();
  await expect(page.getByTestId("selected-file")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Upload Resume" })).toBeVisible();
});

test("a signed-in user analyses a DOCX from the dashboard and opens it again at /analyze/{id}", async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto("/dashboard/analyze");
  // A signed-in user's upload is kept, not deleted after a day as an anonymous one is.
  await expect(page.getByTestId("retention-note")).toHaveText(
    "Your upload is kept in My Documents, private to your account, until you delete it.",
  );
  await uploadAndAnalyzeDocx(page, "li-wei.docx", Buffer.from(await buildDocx()));
  await expect(page.getByTestId("overall-score")).toBeVisible();
  const score = await page.getByTestId("overall-score").textContent();

  const token = await page.evaluate(() => localStorage.getItem("firebaseIdToken"));
  const list = await page.request.get("/api/resumes", { headers: { authorization: `Bearer ${token}` } });
  const { resumes } = (await list.json()) as { resumes: Array<{ id: string }> };
  await page.goto(`/analyze/${resumes[0]!.id}`);
  await expect(page.getByText("li-wei.docx")).toBeVisible();
  await expect(page.getByTestId("overall-score")).toHaveText(score ?? "");
  await expect(page.getByTestId("ats-view").getByRole("region", { name: "Contact" })).toContainText("Li Wei");
});

test("a Word-template resume shows what was read: contact from the page header, each role with dates, school, skills grid", async ({
  page,
}) => {
  // A DOCX from the parser's corpus: contact details in the page header, "Title<tab>dates" roles, skills in a
  // three-column table (packages/engine/test/corpus, word-structures).
  await page.goto("/analyze");
  await uploadAndAnalyzeDocx(
    page,
    "maya-thornton.docx",
    readFileSync(join(CORPUS, "word-structures/01-registered-nurse.docx")),
  );

  const view = page.getByTestId("ats-view");
  await expect(view.getByRole("heading", { name: "ATS view" })).toBeVisible();
  const contact = view.getByRole("region", { name: "Contact" });
  await expect(contact).toContainText("Maya L. Thornton");
  await expect(contact).toContainText("maya.thornton@example.com");
  await expect(contact).toContainText("(614) 555-0142");
  await expect(contact).toContainText("Columbus, OH");
  const roles = view.getByRole("region", { name: "Experience" }).getByTestId("ats-entry");
  await expect(roles).toHaveCount(3);
  await expect(roles.nth(0)).toContainText("Registered Nurse, Medical-Surgical Unit");
  await expect(roles.nth(0)).toContainText("Riverbend General Hospital");
  await expect(roles.nth(0)).toContainText("Jun 2021 – Present");
  await expect(roles.nth(2)).toContainText("Patient Care Technician");
  await expect(roles.nth(2)).toContainText("May 2016 – Jul 2018");
  await expect(view.getByRole("region", { name: "Education" })).toContainText("Great Lakes College of Nursing");
  const skills = view.getByRole("region", { name: "Skills" });
  await expect(skills).toContainText("Epic EHR");
  await expect(skills).toContainText("Sepsis protocols");
  // Nothing here was read with doubt, and the analysis does not ask for a Skills section it has.
  await expect(view).toContainText("Every field was read with confidence.");
  await expect(page.getByTestId("analysis-results")).not.toContainText('Add a "Skills" section');
});

test("a wrong file type is refused before upload, by picker and by drop", async ({ page }) => {
  await page.goto("/analyze");
  await page
    .getByLabel("Resume file")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByRole("alert")).toHaveText("Please upload a PDF or DOCX file");
  await expect(page.getByTestId("selected-file")).toHaveCount(0);

  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(["x"], "photo.png", { type: "image/png" }));
    return transfer;
  });
  await page.getByTestId("drop-zone").dispatchEvent("drop", { dataTransfer });
  await expect(page.getByRole("alert")).toHaveText("Please upload a PDF or DOCX file");

  await page.getByRole("button", { name: "Upload Resume" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please select a file to upload");
});

test("a scanned resume is read by OCR: the page says which page it reads, and the analysis says it was a scan", async ({
  page,
}) => {
  // OCR takes seconds a page, more while the other journeys load the machine.
  test.setTimeout(120_000);
  await page.goto("/analyze");
  const pages = await scanPages(
    new Uint8Array(readFileSync(join(CORPUS, "jsonresume-even/17-frontend-engineer.pdf"))),
    {
      dpi: 150,
    },
  );
  const scan = Buffer.from(await imagePdf(pages));
  await page.getByLabel("Resume file").setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: scan });
  await page.getByRole("button", { name: "Upload Resume" }).click();
  // The first page is announced once Tesseract has started in the server's worker (allowed 10 s of its own).
  await expect(page.getByRole("button", { name: /Reading your scanned resume… page [12] of 2/ })).toBeVisible({
    timeout: 30_000,
  });
  // The upload ends in its success message or in an error's alert: an error fails the journey at once, with its
  // text ("Reading a scanned page took too long…"), not after the wait.
  const uploaded = page.getByText("Resume uploaded successfully!");
  await expect(uploaded.or(page.getByRole("alert")).first()).toBeVisible({ timeout: 90_000 });
  expect(await page.getByRole("alert").allTextContents()).toEqual([]);
  await expect(uploaded).toBeVisible();
  await page.getByRole("button", { name: "Analyze Resume" }).click();
  const results = page.getByTestId("analysis-results");
  await expect(
    results.getByText(/Upload a text PDF \(saved from your editor\) or the DOCX when you apply/),
  ).toBeVisible();
});
