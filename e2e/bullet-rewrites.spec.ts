import { expect, test } from "@playwright/test";
import { uploadResumeViaApi, WEAK_BULLET } from "./support/api.ts";
import { signInAsNewUser } from "./support/users.ts";

// Maria's current role (Mar 2021 – Present): the rewrite keeps the present tense.
const REWRITTEN = "Manage on-call rotations and incident reviews for the payments team, [result, with a number]";

test("the analysis rewrites the user's own weak bullet, and the builder started from that resume applies it", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAsNewUser(page);
  await page.goto("/dashboard");
  const resumeId = await uploadResumeViaApi(page, { weakBullet: WEAK_BULLET, analyze: true });

  await page.goto(`/analyze/${resumeId}`);
  const card = page.getByTestId("bullet-rewrites");
  await expect(card.getByRole("heading", { name: "Your bullets, rewritten" })).toBeVisible();
  const item = card.getByTestId("bullet-rewrite");
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId("rewrite-before")).toHaveText(WEAK_BULLET);
  await expect(item.getByTestId("rewrite-after")).toHaveText(REWRITTEN);
  await expect(item).toContainText("Duty language");
  // No model is configured on this server: nothing offers one.
  await expect(card.getByRole("button", { name: /Rewrite with/ })).toHaveCount(0);
  await item.getByRole("button", { name: "Copy rewrite" }).click();
  await expect(page.getByText("Rewrite copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(REWRITTEN);

  await page.goto("/dashboard/builder");
  await page.getByRole("button", { name: "Start from my resume" }).click();
  await page.getByRole("button", { name: "maria.pdf" }).click();
  const suggestions = page.getByTestId("builder-rewrites");
  await expect(suggestions.getByTestId("rewrite-after")).toHaveText(REWRITTEN);
  await suggestions.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByText("Rewrite applied.")).toBeVisible();
  await expect(suggestions).toBeHidden();

  await page.getByRole("tab", { name: "Experience" }).click();
  await expect(page.getByRole("button", { name: `Remove responsibility: ${REWRITTEN}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Remove responsibility: ${WEAK_BULLET}` })).toHaveCount(0);
  // The draft keeps it across a reload.
  await page.reload();
  await page.getByRole("tab", { name: "Experience" }).click();
  await expect(page.getByRole("button", { name: `Remove responsibility: ${REWRITTEN}` })).toBeVisible();
});
