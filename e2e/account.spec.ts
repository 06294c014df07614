import { expect, test } from "@playwright/test";
import { signInAsNewUser } from "./support/users.ts";

test("profile: rename and change password; settings: delete the account and its data", async ({ page }) => {
  const user = await signInAsNewUser(page, "First Name");
  await page.goto("/dashboard/profile");
  await page.getByLabel("Display name").fill("Second Name");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Name saved.")).toBeVisible();
  await page.getByLabel("Current password").fill(user.password);
  await page.getByLabel("New password").fill("brand-new-secret");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. Other devices were signed out.")).toBeVisible();

  await page.goto("/dashboard/settings");
  await page.getByLabel("Confirm with your password").fill("brand-new-secret");
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Delete my account and data" }).click();
  await expect(page).toHaveURL(/\/$/);
  const login = await page.request.post("/api/auth/login", {
    data: { email: user.email, password: "brand-new-secret" },
  });
  expect(login.status()).toBe(401);
});
