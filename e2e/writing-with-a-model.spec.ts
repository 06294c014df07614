// The app with a language model configured (LLM_BASE_URL, LLM_MODEL), the model being the local
// OpenAI-compatible test server that playwright.config.ts starts.
import { expect, test } from "@playwright/test";
import { uploadResumeViaApi, WEAK_BULLET } from "./support/api.ts";
import { FAKE_MODEL, MODEL_APP_PORT } from "./support/servers.ts";
import { signInAsNewUser } from "./support/users.ts";

test.use({ baseURL: `http://127.0.0.1:${MODEL_APP_PORT}` });

test("the model writes the letter as the user watches, then it is checked, saved and labelled", async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto("/dashboard");
  await uploadResumeViaApi(page);
  await page.goto("/dashboard/cover-letter");
  await expect(page.getByTestId("writer-hint")).toContainText(`written by ${FAKE_MODEL}`);
  await page.getByLabel("Resume").selectOption({ label: "maria.pdf" });
  await page
    .getByLabel("Job description")
    .fill(
      "Backend Engineer\nWhat you'll do\n- Build services in Go.\nRequirements\n- Go and PostgreSQL.\n- Kubernetes.",
    );
  await page.getByLabel("Company name (optional)").fill("Globex");
  await page.getByRole("button", { name: "Generate Cover Letter" }).click();

  const live = page.getByTestId("letter-stream");
  await expect(live).toContainText(`Writing with ${FAKE_MODEL}…`);
  await expect(live).toContainText("Dear hiring team,");
  await expect(page.getByRole("progressbar", { name: "Generating" })).toBeVisible();

  await expect(page.getByText("Cover letter generated successfully!")).toBeVisible();
  const text = page.getByLabel("Cover letter text");
  await expect(text).toHaveValue(/^Dear hiring team,/);
  await expect(text).toHaveValue(/Maria Gonzalez/);
  await expect(page.getByTestId("written-by")).toContainText(`Written by ${FAKE_MODEL}, checked against your resume`);
});

test("the model rewrites the user's bullets on demand, each labelled", async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto("/dashboard");
  const resumeId = await uploadResumeViaApi(page, { weakBullet: WEAK_BULLET, analyze: true });
  await page.goto(`/analyze/${resumeId}`);
  const card = page.getByTestId("bullet-rewrites");
  await expect(card.getByTestId("rewrite-after")).toContainText("[result, with a number]");
  await card.getByRole("button", { name: `Rewrite with ${FAKE_MODEL}` }).click();
  await expect(card.getByText(`Rewritten by ${FAKE_MODEL}`)).toBeVisible();
  await expect(card.getByTestId("rewrite-after")).toHaveText(
    "Manage on-call rotations and incident reviews for the payments team",
  );
});
