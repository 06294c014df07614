import { expect, test } from "@playwright/test";
import { buildDocx, buildPdf, textResumeLines } from "../packages/engine/test/fixtures.ts";
import { WEAK_RESUME } from "../packages/engine/test/parsed-from-text.ts";
import { signInAsNewUser } from "./support/users.ts";

test("an anonymous visitor uploads a PDF and sees scores, quoted suggestions and strengths", async ({ page }) => {
  await page.goto("/analyze");
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
  const docx = Buffer.from(await buildDocx());
  await page.getByLabel("Resume file").setInputFiles({
    name: "li-wei.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: docx,
  });
  await page.getByRole("button", { name: "Upload Resume" }).click();
  await page.getByRole("button", { name: "Analyze Resume" }).click();
  await expect(page.getByTestId("overall-score")).toBeVisible();
  const score = await page.getByTestId("overall-score").textContent();

  const token = await page.evaluate(() => localStorage.getItem("firebaseIdToken"));
  const list = await page.request.get("/api/resumes", { headers: { authorization: `Bearer ${token}` } });
  const { resumes } = (await list.json()) as { resumes: Array<{ id: string }> };
  await page.goto(`/analyze/${resumes[0]!.id}`);
  await expect(page.getByText("li-wei.docx")).toBeVisible();
  await expect(page.getByTestId("overall-score")).toHaveText(score ?? "");
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
