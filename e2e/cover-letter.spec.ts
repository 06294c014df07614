import { expect, test } from "@playwright/test";
import { authHeader, uploadResumeViaApi } from "./support/api.ts";
import { signInAsNewUser } from "./support/users.ts";

test("generate, edit, copy and download a cover letter, then create another", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAsNewUser(page);
  await page.goto("/dashboard/cover-letter");
  await expect(page.getByLabel("Resume")).toHaveText("No resumes available");
  await expect(page.getByLabel("Resume")).toBeDisabled();
  await expect(page.getByRole("tab", { name: "View & Edit" })).toBeDisabled();

  // Upload a resume through the API, then reload so the picker lists it.
  await uploadResumeViaApi(page);
  await page.reload();

  const generate = page.getByRole("button", { name: "Generate Cover Letter" });
  await expect(generate).toBeDisabled();
  await page.getByLabel("Resume").selectOption({ label: "maria.pdf" });
  await page
    .getByLabel("Job description")
    .fill("Backend Engineer\nRequirements\n- Go and PostgreSQL.\n- Kubernetes and Docker.");
  await expect(page.getByLabel("Job description")).toHaveAttribute("rows", "8");
  await page.getByLabel("Company name (optional)").fill("Globex");
  await page.getByLabel("Role (optional)").fill("Backend Engineer");
  await page.getByText("Contemporary and bold approach").click();
  await expect(page.getByTestId("writer-hint")).toContainText("written by Hireable's built-in writer");
  await generate.click();

  await expect(page.getByText("Cover letter generated successfully!")).toBeVisible();
  const text = page.getByLabel("Cover letter text");
  await expect(text).toHaveAttribute("rows", "15");
  await expect(text).toHaveAttribute("readonly", "");
  await expect(text).toHaveValue(/Hello Globex team,/);
  await expect(text).toHaveValue(/Maria Gonzalez/);
  await expect(page.getByTestId("written-by")).toHaveText("Written by Hireable's built-in writer");

  await page.getByRole("button", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit Your Cover Letter" })).toBeVisible();
  await text.fill("Dear Globex,\n\nMy own words.\n\nMaria");
  await page.getByRole("button", { name: "Done Editing" }).click();
  await expect(text).toHaveAttribute("readonly", "");

  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Cover letter copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("My own words.");

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("cover-letter-Globex-Backend-Engineer.txt");
  await expect(page.getByText("Cover letter downloaded!")).toBeVisible();

  // The edit was saved on the server.
  const headers = await authHeader(page);
  const saved = await page.request.get("/api/cover-letters", { headers });
  const { coverLetters } = (await saved.json()) as { coverLetters: Array<{ id: string }> };
  const detail = await page.request.get(`/api/cover-letters/${coverLetters[0]!.id}`, { headers });
  expect(((await detail.json()) as { coverLetter: { content: string } }).coverLetter.content).toContain(
    "My own words.",
  );

  await page.getByRole("button", { name: "Create Another" }).click();
  await expect(generate).toBeVisible();

  // The saved letter appears in My Documents and opens again in view mode.
  await page.goto("/dashboard/my-resumes");
  const row = page.getByTestId("letter-row");
  await expect(row).toContainText("Backend Engineer at Globex");
  await row.getByRole("button", { name: "Open" }).click();
  await expect(page.getByLabel("Cover letter text")).toHaveValue(/My own words\./);
});
