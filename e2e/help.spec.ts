import { expect, test } from "@playwright/test";
import { signInAsNewUser } from "./support/users.ts";

test("Help & Tips: tips from the server, one FAQ open at a time and closable, tutorials with a video player, watch link and back button", async ({
  page,
}) => {
  await signInAsNewUser(page);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Help" }).click();
  await expect(page).toHaveURL(/\/dashboard\/help$/);
  await expect(page.getByTestId("tip").first()).toBeVisible();

  await page.getByRole("tab", { name: "FAQs" }).click();
  const first = page.getByRole("button", { name: "What is an ATS and why does it matter?" });
  const second = page.getByRole("button", { name: "How far back should my experience go?" });
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("Include the past 10–15 years and 3–5 positions.")).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");

  await page.getByRole("tab", { name: "Tutorials" }).click();
  await page.getByRole("button", { name: /Build an ATS-ready resume/ }).click();
  const video = page.getByLabel("Build an ATS-ready resume (video)");
  await expect(video).toHaveAttribute("src", "/tutorials/builder.webm");
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration), { timeout: 10_000 })
    .toBeGreaterThan(5);
  await expect(page.getByRole("link", { name: "Watch in a new tab" })).toHaveAttribute(
    "href",
    "/tutorials/builder.webm",
  );
  const file = await page.request.get("/tutorials/builder.webm");
  expect(file.headers()["content-type"]).toBe("video/webm");
  await expect(page.getByText("Download it as PDF or DOCX; it is saved in My Documents.")).toBeVisible();
  await page.getByRole("button", { name: "Back to tutorials" }).click();
  await expect(page.getByRole("button", { name: /Write a cover letter/ })).toBeVisible();
});
