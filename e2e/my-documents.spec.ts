import { expect, test } from "@playwright/test";
import { buildPdf, oneColumnResumeLines } from "../packages/engine/test/fixtures.ts";
import { signInAsNewUser } from "./support/users.ts";

test("My Documents: empty state, then rename, search, open the analysis and delete an upload", async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto("/dashboard/my-resumes");
  await expect(page.getByText("No resumes uploaded yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create New Resume" })).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem("firebaseIdToken"));
  const pdf = Buffer.from(await buildPdf([oneColumnResumeLines()]));
  const upload = await page.request.post("/api/resumes/upload", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { resumeFile: { name: "maria.pdf", mimeType: "application/pdf", buffer: pdf } },
  });
  const { resumeId } = (await upload.json()) as { resumeId: string };
  await page.request.post(`/api/resumes/${resumeId}/analyze`, { headers: { authorization: `Bearer ${token}` } });
  await page.reload();

  const row = page.getByTestId("resume-row");
  await expect(row).toContainText("Maria Gonzalez's Resume");
  await expect(row).toContainText("score");

  page.once("dialog", (dialog) => dialog.accept("Backend roles"));
  await row.getByRole("button", { name: /Rename/ }).click();
  await expect(page.getByText("Resume renamed.")).toBeVisible();
  await expect(row).toContainText("Backend roles");

  // The top-bar search finds it by name.
  await page.getByLabel("Search your documents").fill("backend");
  await page.getByLabel("Search your documents").press("Enter");
  await expect(page).toHaveURL(/q=backend/);
  await expect(page.getByTestId("resume-row")).toHaveCount(1);
  await page.getByLabel("Search your documents").fill("nothing-like-this");
  await page.getByLabel("Search your documents").press("Enter");
  await expect(page.getByText("No resume matches your search.")).toBeVisible();

  await page.goto("/dashboard/my-resumes");
  await page.getByRole("button", { name: "View Analysis" }).click();
  await expect(page).toHaveURL(new RegExp(`/analyze/${resumeId}$`));
  await expect(page.getByTestId("overall-score")).toBeVisible();

  await page.goto("/dashboard/my-resumes");
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: /Delete Backend roles/ }).click();
  await expect(page.getByText("Resume deleted.")).toBeVisible();
  await expect(page.getByText("No resumes uploaded yet.")).toBeVisible();
});
