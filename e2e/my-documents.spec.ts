import { exampleResumeForm } from "@hireable/contracts";
import { expect, test } from "@playwright/test";
import { authHeader, uploadResumeViaApi } from "./support/api.ts";
import { signInAsNewUser } from "./support/users.ts";

test("My Documents: empty states, then rename, copy, search, open the analysis and delete an upload", async ({
  page,
}) => {
  await signInAsNewUser(page);
  await page.goto("/dashboard/my-resumes");
  await expect(page.getByText("No resumes uploaded yet.")).toBeVisible();
  await expect(page.getByText("No resumes generated yet.")).toBeVisible();
  await expect(page.getByText("No cover letters yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create New Resume" })).toHaveAttribute("href", "/builder");

  const resumeId = await uploadResumeViaApi(page, { analyze: true });
  await page.reload();
  const row = page.getByTestId("resume-row");
  await expect(row).toContainText("Maria Gonzalez's Resume");
  await expect(row).toContainText("score");

  await row.getByRole("button", { name: /Rename/ }).click();
  const nameField = page.getByRole("dialog").getByLabel("Name");
  await expect(nameField).toHaveValue("Maria Gonzalez's Resume");
  await nameField.fill("Backend roles");
  await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Resume renamed.")).toBeVisible();
  await expect(row).toContainText("Backend roles");

  await row.getByRole("button", { name: "Copy Backend roles" }).click();
  await expect(page.getByText("Resume copied.")).toBeVisible();
  await expect(page.getByTestId("resume-row")).toHaveCount(2);
  await expect(page.getByTestId("resume-row").filter({ hasText: "Copy of Backend roles" })).toContainText("score");

  // The top-bar search finds documents by name.
  await page.getByLabel("Search your documents").fill("copy of");
  await page.getByLabel("Search your documents").press("Enter");
  await expect(page).toHaveURL(/q=copy/);
  await expect(page.getByTestId("resume-row")).toHaveCount(1);
  await page.getByLabel("Search your documents").fill("nothing-like-this");
  await page.getByLabel("Search your documents").press("Enter");
  await expect(page.getByText("No resume matches your search.")).toBeVisible();

  await page.goto("/dashboard/my-resumes");
  await page
    .getByTestId("resume-row")
    .filter({ hasNotText: "Copy of" })
    .getByRole("button", { name: "View Analysis" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/analyze/${resumeId}$`));
  await expect(page.getByTestId("overall-score")).toBeVisible();

  await page.goto("/dashboard/my-resumes");
  await page.getByRole("button", { name: "Delete Backend roles" }).click();
  await expect(page.getByRole("dialog")).toContainText("Delete “Backend roles”?");
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("resume-row")).toHaveCount(2);
  await page.getByRole("button", { name: "Delete Backend roles" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Resume deleted.")).toBeVisible();
  await expect(page.getByTestId("resume-row")).toHaveCount(1);
});

test("My Documents: generated resumes and cover letters open, download, rename, copy and delete", async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto("/dashboard/my-resumes");
  const headers = await authHeader(page);
  await page.request.post("/api/builder/generate", { headers, data: exampleResumeForm() });
  const resumeId = await uploadResumeViaApi(page, { analyze: true });
  await page.request.post("/api/cover-letter/generate", {
    headers,
    data: {
      selectedResume: resumeId,
      jobDescription: "Requirements\n- Python and SQL",
      companyName: "Globex",
      roleName: "Data Engineer",
    },
  });
  await page.goto("/dashboard/my-resumes");

  const built = page.getByTestId("generated-row");
  await expect(built).toContainText("Jordan Rivera's Resume (Senior Software Engineer)");
  await expect(built).toContainText("Version 1");
  const pdfTab = page.context().waitForEvent("page");
  await built.getByRole("button", { name: /as PDF/ }).click();
  await expect(page.getByText("Initiating PDF download...")).toBeVisible();
  const tab = await pdfTab;
  await tab.waitForURL(/\/api\/builder\/download\/.+signature=/);
  const pdf = await page.request.get(tab.url());
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await tab.close();

  await built.getByRole("button", { name: /^Copy / }).click();
  await expect(page.getByText("Generated resume copied.")).toBeVisible();
  await expect(page.getByTestId("generated-row")).toHaveCount(2);
  await expect(page.getByTestId("generated-row").first()).toContainText("Version 2");
  await page
    .getByTestId("generated-row")
    .first()
    .getByRole("button", { name: /^Rename / })
    .click();
  await page.getByRole("dialog").getByLabel("Name").fill("Globex application");
  await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Generated resume renamed.")).toBeVisible();
  await page.getByRole("button", { name: "Delete Globex application" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Generated resume deleted.")).toBeVisible();
  await expect(page.getByTestId("generated-row")).toHaveCount(1);

  const letter = page.getByTestId("letter-row");
  await expect(letter).toContainText("Data Engineer at Globex");
  const download = page.waitForEvent("download");
  await letter.getByRole("button", { name: "Download Data Engineer at Globex" }).click();
  expect((await download).suggestedFilename()).toBe("cover-letter-Globex-Data-Engineer.txt");
  await letter.getByRole("button", { name: "Copy Data Engineer at Globex" }).click();
  await expect(page.getByText("Cover letter copied.")).toBeVisible();
  await expect(page.getByTestId("letter-row")).toHaveCount(2);

  await page
    .getByTestId("generated-row")
    .getByRole("button", { name: /^Edit / })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/builder$/);
  await expect(page.getByLabel("Full Name")).toHaveValue("Jordan Rivera");
});
