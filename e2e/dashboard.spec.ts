import { exampleResumeForm } from "@hireable/contracts";
import { expect, test } from "@playwright/test";
import { authHeader, uploadResumeViaApi } from "./support/api.ts";
import { signInAsNewUser } from "./support/users.ts";

test("a new user sees empty states; after uploading, analysing, matching, generating and writing a letter the dashboard shows them", async ({
  page,
}) => {
  const user = await signInAsNewUser(page, "Robin Sato");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: /^Good (morning|afternoon|evening), Robin Sato$/ })).toBeVisible();
  await expect(page.getByText("No Recent Activity")).toBeVisible();
  await expect(page.getByTestId("card-resume-score")).toContainText("—");
  await expect(page.getByTestId("card-resumes")).toContainText("0");
  await expect(page.getByTestId("task").first()).toContainText("Upload your resume");

  const auth = await authHeader(page);
  const resumeId = await uploadResumeViaApi(page, { filename: "cv.pdf" });
  const analysis = (await (await page.request.post(`/api/resumes/${resumeId}/analyze`, { headers: auth })).json()) as {
    analysis: { overallScore: number };
  };
  const match = (await (
    await page.request.post("/api/match/resume-job", {
      headers: auth,
      data: { resumeId, jobDescription: "Backend Engineer\nRequirements\n- Go and PostgreSQL" },
    })
  ).json()) as { analysis: { matchScore: number } };
  await page.request.post("/api/cover-letter/generate", {
    headers: auth,
    data: { selectedResume: resumeId, jobDescription: "Requirements\n- Go" },
  });
  await page.request.post("/api/builder/generate", { headers: auth, data: exampleResumeForm() });

  await page.reload();
  await expect(page.getByTestId("card-resume-score")).toContainText(`${analysis.analysis.overallScore}%`);
  await expect(page.getByTestId("card-match-rate")).toContainText(`${match.analysis.matchScore}%`);
  await expect(page.getByTestId("card-resumes")).toContainText("2");
  await expect(page.getByTestId("card-letters")).toContainText("1");
  await expect(page.getByTestId("activity-item")).toHaveCount(5);
  await expect(page.getByText("Resume analyzed")).toBeVisible();
  await expect(page.getByTestId("activity-item").filter({ hasText: "Resume generated" })).toContainText(
    "Jordan Rivera's Resume (Senior Software Engineer)",
  );
  await expect(page.getByTestId("task").filter({ hasText: "Build an ATS-ready resume" })).toHaveCount(0);
  await page.getByRole("link", { name: "View Detailed Analysis" }).click();
  await expect(page).toHaveURL(new RegExp(`/analyze/${resumeId}$`));
  expect(user.email).toContain("@");
});
