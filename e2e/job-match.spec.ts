import { expect, test } from "@playwright/test";
import { buildPdf, oneColumnResumeLines } from "../packages/engine/test/fixtures.ts";
import { signInAsNewUser } from "./support/users.ts";

const POSTING = `Senior Backend Engineer
Requirements
- 5+ years of experience building backend services, including 3+ years with Go.
- Go and PostgreSQL in production.
- Bachelor's degree in Computer Science or equivalent experience.
- Experience with Kubernetes and Terraform.
Nice to have
- Kafka`;

test("match a resume to a posting: disabled rules, busy state, results with counts, evidence and next steps", async ({
  page,
}) => {
  await signInAsNewUser(page);
  await page.goto("/job-match");
  const analyzeButton = page.getByRole("button", { name: "Analyze Match" });
  await expect(analyzeButton).toBeDisabled();
  await expect(page.getByLabel("Job Description")).toHaveAttribute("rows", "14");

  await page.getByRole("button", { name: "Upload Tips" }).click();
  await expect(page.getByText("ideally under 5MB")).toBeVisible();
  await page.getByRole("button", { name: "Show Tips" }).click();
  await expect(page.getByText("Benefits and equal-opportunity text are ignored automatically.")).toBeVisible();

  await page
    .getByLabel("Resume file")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
  await expect(page.getByRole("alert")).toHaveText("Please upload a PDF or DOCX file for the resume.");

  const pdf = Buffer.from(await buildPdf([oneColumnResumeLines()]));
  await page.getByLabel("Resume file").setInputFiles({ name: "maria.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(analyzeButton).toBeDisabled();
  await page.getByLabel("Job Description").fill("   ");
  await expect(analyzeButton).toBeDisabled();
  await page.getByLabel("Job Description").fill(POSTING);
  await expect(analyzeButton).toBeEnabled();
  await analyzeButton.click();

  const results = page.getByTestId("match-results");
  await expect(page.getByText("Job match analysis complete!")).toBeVisible();
  await expect(results.getByText("Job Match Results")).toBeVisible();
  await expect(results.getByTestId("overall-score")).toHaveText(/^\d{1,3}$/);
  await expect(results.getByTestId("match-band")).toHaveText(/Low Match|Average Match|Good Match|Excellent Match/);
  await expect(results.getByTestId("match-headline")).toHaveText(
    /Excellent alignment with this position!|Your resume shows potential for this role|Your resume needs attention for this job/,
  );
  await expect(results.getByRole("heading", { name: "Missing Keywords (1)" })).toBeVisible();
  await expect(results.getByTestId("missing-keyword")).toContainText("Terraform");
  await expect(results.getByTestId("missing-keyword")).toContainText("Experience with Kubernetes and Terraform.");
  await expect(results.getByRole("heading", { name: /Matching Keywords \(\d+\)/ })).toBeVisible();
  await expect(results.getByRole("heading", { name: /Improvement Suggestions \(\d+\)/ })).toBeVisible();

  // Years and degree, each with the posting's sentence and the resume line behind the verdict.
  // How the score is made: its parts, each with its weight, score and points.
  const breakdown = results.getByTestId("score-breakdown");
  await expect(breakdown.getByTestId("score-part")).toHaveCount(5);
  for (const part of ["Role fit", "Required skills", "Preferred skills", "Years of experience", "Degree"])
    await expect(breakdown.getByRole("meter", { name: part })).toBeVisible();

  const facts = results.getByTestId("requirement-fact");
  await expect(facts).toHaveCount(3);
  const fact = (asked: string) => facts.filter({ has: page.getByText(asked, { exact: true }) });
  const years = fact("5+ years of experience");
  await expect(years).toContainText("Met");
  await expect(years).toContainText(/Your resume: \d+(\.\d)? years across 2 dated roles/);
  await expect(years).toContainText(
    "Posting: 5+ years of experience building backend services, including 3+ years with Go.",
  );
  await expect(years).toContainText("Resume: Software Engineer, Northwind Labs");
  const goYears = fact("3+ years of Go");
  await expect(goYears).toContainText("Met");
  await expect(goYears).toContainText(
    "Resume: • Cut payment settlement time by 40% by redesigning the batch pipeline in Go.",
  );
  const degree = fact("Bachelor's degree in Computer Science");
  await expect(degree).toContainText("Met");
  await expect(degree).toContainText("Resume: Bachelor of Science in Computer Science");
  await expect(results.getByRole("link", { name: "Update Resume" })).toHaveAttribute("href", "/builder");

  await results.getByRole("button", { name: "Analyze Another Job" }).click();
  await expect(page.getByTestId("match-results")).toHaveCount(0);
});

test("a match that fails on the server shows the server's message", async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto("/dashboard/job-match");
  await page
    .getByLabel("Resume file")
    .setInputFiles({ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("not really a pdf") });
  await page.getByLabel("Job Description").fill(POSTING);
  await page.getByRole("button", { name: "Analyze Match" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please upload a PDF or DOCX file");
});
