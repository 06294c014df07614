import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { uploadResumeViaApi } from "./support/api.ts";
import { signInAsNewUser } from "./support/users.ts";

const REQUIRED_FIELDS_MESSAGE =
  "Please fill in required fields (Name, Email, first Experience, first Education, first Skill set).";

const tab = (page: Page, name: string) => page.getByRole("tab", { name });
const card = (page: Page, name: string) => page.getByRole("region", { name });

/** Clicks a download button; returns the signed link its new tab opened and that tab's response. */
async function downloadInNewTab(page: Page, context: BrowserContext, button: string, format: "pdf" | "docx") {
  const isLink = (url: string) => url.includes("/api/builder/download/") && url.includes(`format=${format}`);
  const request = context.waitForEvent("request", (candidate) => isLink(candidate.url()));
  const newTab = context.waitForEvent("page");
  await page.getByRole("button", { name: button }).click();
  await newTab;
  return (await request).url();
}

test("Generate checks the required fields and sends nothing when one is missing", async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto("/builder");
  const generateCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/builder/generate")) generateCalls.push(request.url());
  });

  await page.getByLabel("Full Name").fill("Ada Lovelace");
  await page.getByRole("button", { name: "Generate Resume" }).click();
  await expect(page.getByRole("alert").filter({ hasText: REQUIRED_FIELDS_MESSAGE })).toBeVisible();
  // The missing email is on this tab, so it stays open.
  await expect(tab(page, "Personal Info")).toHaveAttribute("aria-selected", "true");

  await page.getByLabel("Email", { exact: true }).fill("ada@example.com");
  await page.getByRole("button", { name: "Generate Resume" }).click();
  await expect(page.getByRole("alert").filter({ hasText: REQUIRED_FIELDS_MESSAGE })).toBeVisible();
  await expect(tab(page, "Experience")).toHaveAttribute("aria-selected", "true");
  expect(generateCalls).toEqual([]);
});

test("example data -> generate -> download PDF and DOCX -> edit again", async ({ page, context }) => {
  await signInAsNewUser(page);
  await page.goto("/dashboard/builder");
  await expect(page.getByText("Craft your perfect resume with our AI-powered assistant")).toBeVisible();
  await expect(page.getByText("Generate your resume to see download options")).toBeVisible();
  const badge = page.getByTestId("completion-badge");
  await expect(badge).toHaveText("0%");
  await expect(badge).not.toHaveClass(/emerald/);

  await page.getByRole("button", { name: "Fill with Example Data" }).click();
  await expect(page.getByText("Form filled with mock data. Feel free to edit!")).toBeVisible();
  await expect(badge).toHaveText("100%");
  await expect(badge).toHaveClass(/emerald/);

  const generated = page.waitForResponse((response) => response.url().endsWith("/api/builder/generate"));
  await page.getByRole("button", { name: "Generate Resume" }).click();
  expect((await generated).status()).toBe(201);
  await expect(page.getByText("Resume generated successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Generated Resume" })).toBeVisible();
  await expect(page.getByText("Review your AI-generated resume content below")).toBeVisible();
  const text = page.getByLabel("Generated resume text");
  await expect(text).toHaveAttribute("readonly", "");
  await expect(text).toHaveValue(/Jordan Rivera/i);
  // Once generated, the completion bar and the Generate button are gone.
  await expect(badge).toBeHidden();
  await expect(page.getByRole("button", { name: "Generate Resume" })).toBeHidden();
  await expect(
    page.getByText("Saved to My Documents as Jordan Rivera's Resume (Senior Software Engineer)."),
  ).toBeVisible();
  // The exported PDF, read back by the parser as an ATS would, with its score.
  const atsCheck = page.getByTestId("ats-check");
  await expect(atsCheck).toContainText(
    "Read back: Jordan Rivera, jordan.rivera@example.com, 2 jobs, 1 school, 10 skills.",
  );
  await expect(atsCheck.getByTestId("ats-score")).toHaveText(/^\d{1,3}$/);

  // The new tab carries no token: the signed link alone must serve the file.
  const pdfLink = await downloadInNewTab(page, context, "Download PDF", "pdf");
  await expect(page.getByText("Initiating PDF download...")).toBeVisible();
  expect(pdfLink).toContain("paper=letter");
  const pdf = await page.request.get(pdfLink);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  await page.getByText("A4", { exact: true }).click();
  const docxLink = await downloadInNewTab(page, context, "Download DOCX", "docx");
  await expect(page.getByText("Initiating DOCX download...")).toBeVisible();
  expect(docxLink).toContain("paper=a4");
  const docx = await page.request.get(docxLink);
  expect(docx.status()).toBe(200);
  expect(docx.headers()["content-type"]).toContain("application/vnd.openxmlformats-officedocument.wordprocessingml");
  expect((await docx.body()).subarray(0, 2).toString("latin1")).toBe("PK");

  await page.getByRole("button", { name: "Edit Information" }).click();
  await expect(page.getByRole("heading", { name: "Generated Resume" })).toBeHidden();
  await expect(page.getByLabel("Full Name")).toHaveValue("Jordan Rivera");
  await expect(badge).toHaveText("100%");
  await expect(page.getByText("Generate your resume to see download options")).toBeVisible();
});

test("the draft, and a generated result, survive a reload", async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto("/builder");
  await page.getByLabel("Full Name").fill("Grace Hopper");
  await tab(page, "Skills").click();
  await card(page, "Skill Category 1").getByLabel("Skills (one per line)").fill("COBOL\n\n  Compilers  \n");
  await page.reload();
  await expect(page.getByLabel("Full Name")).toHaveValue("Grace Hopper");
  await tab(page, "Skills").click();
  await expect(card(page, "Skill Category 1").getByLabel("Skills (one per line)")).toHaveValue("COBOL\nCompilers");

  await page.getByRole("button", { name: "Fill with Example Data" }).click();
  await page.getByRole("button", { name: "Generate Resume" }).click();
  await expect(page.getByLabel("Generated resume text")).toHaveValue(/Jordan Rivera/i);
  await page.reload();
  await expect(page.getByLabel("Generated resume text")).toHaveValue(/Jordan Rivera/i);
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible();
});

test("every list can be added to, edited and removed from", async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto("/builder");

  await page.getByRole("button", { name: "Next: Summary" }).click();
  await page.getByRole("button", { name: "Next: Experience" }).click();
  const first = card(page, "Experience 1");
  await expect(first.getByText("Required")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Experience 1" })).toBeHidden();
  await first.getByLabel("Job Title").fill("Engineer");
  await first.getByLabel("Company").fill("Initech");
  await expect(first.getByText("Complete")).toBeVisible();
  await expect(first.getByLabel("Start Date")).toHaveAttribute("placeholder", "YYYY-MM");
  const responsibility = first.getByLabel("Responsibilities and achievements");
  await responsibility.fill("  Shipped the TPS report service  ");
  await responsibility.press("Enter");
  await expect(responsibility).toHaveValue("");
  await expect(first.getByRole("listitem")).toHaveText(["Shipped the TPS report service"]);
  await first.getByRole("button", { name: "Remove responsibility: Shipped the TPS report service" }).click();
  await expect(first.getByRole("listitem")).toHaveCount(0);

  await page.getByRole("button", { name: "Add Experience" }).click();
  await card(page, "Experience 2").getByLabel("Company").fill("Globex");
  await page.getByRole("button", { name: "Remove Experience 1" }).click();
  await expect(card(page, "Experience 2")).toBeHidden();
  await expect(card(page, "Experience 1").getByLabel("Company")).toHaveValue("Globex");

  await page.getByRole("button", { name: "Next: Education" }).click();
  await page.getByRole("button", { name: "Add Education" }).click();
  await card(page, "Education 2").getByLabel("Institution").fill("MIT");
  await expect(card(page, "Education 2").getByLabel("Details (one per line)")).toHaveAttribute("rows", "3");

  await page.getByRole("button", { name: "Next: Skills" }).click();
  await expect(card(page, "Skill Category 1").getByLabel("Category Name")).toHaveValue("General");
  await page.getByRole("button", { name: "Add Skill Category" }).click();
  const second = card(page, "Skill Category 2");
  await expect(second.getByLabel("Category Name")).toHaveValue("New Category");
  await second.getByLabel("Skills (one per line)").fill("Go\nRust");
  await expect(second.getByText("Complete")).toBeVisible();
  await page.getByRole("button", { name: "Remove Skill Category 1" }).click();
  await expect(card(page, "Skill Category 2")).toBeHidden();
  await expect(card(page, "Skill Category 1").getByLabel("Skills (one per line)")).toHaveValue("Go\nRust");

  await page.getByRole("button", { name: "Next: Projects" }).click();
  await page.getByRole("button", { name: "Add Project" }).click();
  await page.getByRole("button", { name: "Add Project" }).click();
  await card(page, "Project 2").getByLabel("Project Name").fill("Second project");
  await page.getByRole("button", { name: "Remove Project 1" }).click();
  await expect(card(page, "Project 1").getByLabel("Project Name")).toHaveValue("Second project");
  await page.getByRole("button", { name: "Remove Project 1" }).click();
  await expect(card(page, "Project 1")).toBeHidden();

  await page.getByRole("button", { name: "Next: Certifications" }).click();
  await page.getByRole("button", { name: "Add Certification" }).click();
  await card(page, "Certification 1").getByLabel("Certification Name").fill("CKA");
  // The last tab has no forward button.
  await expect(page.getByRole("button", { name: /^Next/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Previous" })).toBeVisible();
});

test("start from an uploaded resume, and reopen a generated one from My Documents' link", async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto("/builder");
  await page.getByRole("button", { name: "Start from my resume" }).click();
  await expect(page.getByText("You have not uploaded a resume yet.")).toBeVisible();
  await page.keyboard.press("Escape");

  await uploadResumeViaApi(page);
  await page.getByRole("button", { name: "Start from my resume" }).click();
  await page.getByRole("button", { name: "maria.pdf" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByLabel("Full Name")).toHaveValue("Maria Gonzalez");

  const generated = page.waitForResponse((response) => response.url().endsWith("/api/builder/generate"));
  await page.getByRole("button", { name: "Fill with Example Data" }).click();
  await page.getByRole("button", { name: "Generate Resume" }).click();
  const { generatedResumeId } = (await (await generated).json()) as { generatedResumeId: string };
  await page.getByRole("button", { name: "Edit Information" }).click();
  await page.getByLabel("Full Name").fill("Someone Else");

  await page.goto(`/dashboard/builder?from=${generatedResumeId}`);
  await expect(page.getByLabel("Full Name")).toHaveValue("Jordan Rivera");
  await expect(page).not.toHaveURL(/from=/);
});

test("works on a 360 px wide phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsNewUser(page);
  await page.goto("/builder");
  await page.getByRole("button", { name: "Fill with Example Data" }).click();
  for (const name of ["Personal Info", "Experience", "Skills", "Certifications"]) {
    await tab(page, name).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${name}`).toBeLessThanOrEqual(0);
  }
  // The side column stacks under the main card.
  const main = await page.getByRole("tab", { name: "Personal Info" }).boundingBox();
  const tips = await page.getByText("Resume Writing Tips").boundingBox();
  expect(tips!.y).toBeGreaterThan(main!.y);
});
