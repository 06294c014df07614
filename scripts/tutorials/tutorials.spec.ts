// The four Help tutorials, filmed from the real app: each shows one task from start to finish with a caption
// per step. Run through `node scripts/record-tutorials.mjs`, which encodes the videos for the Help page.
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { uploadResumeViaApi } from "../../e2e/support/api.ts";
import { signInAsNewUser } from "../../e2e/support/users.ts";
import { buildPdf, oneColumnResumeLines } from "../../packages/engine/test/fixtures.ts";

const POSTING = `Senior Data Engineer
Requirements
- 5+ years of experience with Python and SQL.
- Spark, Airflow and Kafka in production.
Nice to have
- Snowflake and dbt.`;

/** Shows a caption at the bottom of the page and holds it long enough to read. */
async function caption(page: Page, text: string, holdMs = 1800): Promise<void> {
  await page.evaluate((value) => {
    let box = document.getElementById("tutorial-caption");
    if (!box) {
      box = document.createElement("div");
      box.id = "tutorial-caption";
      Object.assign(box.style, {
        position: "fixed",
        left: "50%",
        bottom: "28px",
        transform: "translateX(-50%)",
        maxWidth: "80%",
        background: "rgba(15, 23, 42, 0.9)",
        color: "#fff",
        padding: "12px 20px",
        borderRadius: "12px",
        font: "600 20px system-ui, sans-serif",
        zIndex: "2147483647",
        pointerEvents: "none",
      });
      document.body.append(box);
    }
    box.textContent = value;
  }, text);
  await page.waitForTimeout(holdMs);
}

async function resumePdf(): Promise<Buffer> {
  return Buffer.from(await buildPdf([oneColumnResumeLines()]));
}

async function saveVideo(page: Page, id: string): Promise<void> {
  const video = page.video();
  await page.close();
  await video?.saveAs(join(process.env.TUTORIALS_RAW_DIR ?? "/tmp", `${id}.webm`));
}

test("analyze", async ({ page }) => {
  await signInAsNewUser(page, "Maria Gonzalez");
  await page.goto("/dashboard/analyze");
  await caption(page, "1. Open Resume Analysis and choose your PDF or DOCX");
  await page
    .getByLabel("Resume file")
    .setInputFiles({ name: "maria.pdf", mimeType: "application/pdf", buffer: await resumePdf() });
  await caption(page, "2. Upload it");
  await page.getByRole("button", { name: "Upload Resume" }).click();
  await expect(page.getByText("Resume uploaded successfully!")).toBeVisible();
  await caption(page, "3. Analyze: the score and every suggestion take under a second");
  await page.getByRole("button", { name: "Analyze Resume" }).click();
  await expect(page.getByTestId("overall-score")).toBeVisible();
  await caption(page, "4. Four category scores show where the points went");
  await page.getByText("Areas for Improvement").scrollIntoViewIfNeeded();
  await caption(page, "5. Fix the first suggestion: it quotes the line it is about", 2600);
  await page.getByText("Resume Strengths").scrollIntoViewIfNeeded();
  await caption(page, "6. Strengths show what to keep", 2200);
  await saveVideo(page, "analyze");
});

test("builder", async ({ page }) => {
  await signInAsNewUser(page, "Jordan Rivera");
  await page.goto("/dashboard/builder");
  await caption(page, "1. Open the Resume Builder: seven short tabs");
  await page.getByRole("button", { name: "Fill with Example Data" }).click();
  await caption(page, "2. Fill in your details (here: the example data); the bar shows how complete it is");
  await page.getByRole("tab", { name: "Experience" }).click();
  await caption(page, "3. Add each job with its achievements, one per line");
  await page.getByRole("tab", { name: "Skills" }).click();
  await caption(page, "4. Group your skills");
  await page.getByRole("button", { name: "Generate Resume" }).click();
  await expect(page.getByText("Generated Resume", { exact: true })).toBeVisible();
  await caption(page, "5. Generate: clean, ATS-friendly text from your own facts", 2600);
  await caption(page, "6. Download it as PDF or DOCX, Letter or A4; it is saved in My Documents", 2600);
  await saveVideo(page, "builder");
});

test("match", async ({ page }) => {
  await signInAsNewUser(page, "Maria Gonzalez");
  await page.goto("/dashboard/job-match");
  await caption(page, "1. Open Job Match");
  await page
    .getByLabel("Resume file")
    .setInputFiles({ name: "maria.pdf", mimeType: "application/pdf", buffer: await resumePdf() });
  await caption(page, "2. Add your resume");
  await page.getByLabel("Job Description").fill(POSTING);
  await caption(page, "3. Paste the whole job posting");
  await page.getByRole("button", { name: "Analyze Match" }).click();
  await expect(page.getByTestId("match-results")).toBeVisible();
  await caption(page, "4. Your match score, required and preferred coverage", 2400);
  await page.getByText("Missing Keywords", { exact: false }).first().scrollIntoViewIfNeeded();
  await caption(page, "5. Missing keywords: add the ones you really have, where you used them", 2800);
  await saveVideo(page, "match");
});

test("letter", async ({ page }) => {
  await signInAsNewUser(page, "Maria Gonzalez");
  await page.goto("/dashboard/cover-letter");
  await uploadResumeViaApi(page);
  await page.reload();
  await caption(page, "1. Open Cover Letters and pick one of your resumes");
  await page.getByLabel("Resume").selectOption({ label: "maria.pdf" });
  await page.getByLabel("Job description").fill(POSTING);
  await page.getByLabel("Company name (optional)").fill("Globex");
  await page.getByLabel("Role (optional)").fill("Senior Data Engineer");
  await caption(page, "2. Paste the job description; add the company and role");
  await page.getByText("Contemporary and bold approach").click();
  await caption(page, "3. Choose a style");
  await page.getByRole("button", { name: "Generate Cover Letter" }).click();
  await expect(page.getByText("Cover letter generated successfully!")).toBeVisible();
  await caption(page, "4. Every fact in the letter comes from your resume or the posting", 2600);
  await page.getByRole("button", { name: "Edit" }).click();
  await caption(page, "5. Edit it, then copy or download it", 2400);
  await saveVideo(page, "letter");
});
