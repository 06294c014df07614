import { expect, test } from "@playwright/test";
import { authHeader, uploadResumeViaApi } from "./support/api.ts";
import { signInAsNewUser } from "./support/users.ts";

const DASHBOARD_PAGES = [
  "/dashboard",
  "/dashboard/analyze",
  "/dashboard/builder",
  "/dashboard/job-match",
  "/dashboard/cover-letter",
  "/dashboard/applications",
  "/dashboard/applications/new",
  "/dashboard/my-resumes",
  "/dashboard/help",
  "/dashboard/profile",
  "/dashboard/settings",
];

test("at 375 px no signed-in page is wider than the screen, with long names in every list", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsNewUser(page, "Maximiliana Alexandrovna Featherstonehaugh-Montgomery");
  await page.goto("/dashboard");
  // A file name without a space to break at, as exports and scanners name files.
  const filename = `${"Quarterly_Business_Review_Candidate_Profile_Final_Version_".repeat(3)}resume.pdf`;
  // A weak bullet with a long unbroken address in it, for the before/after rewrite card.
  const weakBullet = `Responsible for the https://status.example.com/${"incident-postmortem-".repeat(4)}archive page`;
  const resumeId = await uploadResumeViaApi(page, { filename, analyze: true, weakBullet });
  const auth = await authHeader(page);
  const posting = "Senior Platform Reliability Engineering Lead for Distributed Infrastructure\nRequirements\n- Go";
  await page.request.post("/api/match/resume-job", { headers: auth, data: { resumeId, jobDescription: posting } });
  await page.request.post("/api/cover-letter/generate", {
    headers: auth,
    data: { selectedResume: resumeId, jobDescription: posting },
  });

  const application = await page.request.post("/api/applications", {
    headers: auth,
    data: {
      company: "Featherstonehaugh-Montgomery International Holdings Incorporated",
      jobTitle: "Senior Platform Reliability Engineering Lead for Distributed Infrastructure",
      status: "interviewing",
      nextStep: "Second-round technical interview with the platform engineering leadership team",
      nextStepAt: new Date(Date.now() + 2 * 24 * 3600_000).toISOString(),
      resumeId,
    },
  });
  const applicationId = ((await application.json()) as { application: { id: string } }).application.id;

  for (const path of [...DASHBOARD_PAGES, `/analyze/${resumeId}`, `/dashboard/applications/${applicationId}`]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    if (path.startsWith("/analyze/")) await expect(page.getByTestId("bullet-rewrite").first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(375);
  }
});
