import { expect, test } from "@playwright/test";

test("Start Optimizing asks a signed-out visitor to sign in; Register leads to sign-up", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Start Optimizing" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Sign In Required")).toBeVisible();
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
});

test("an auth-required nav entry opens the dialog and Sign In goes to /login", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Resume Builder" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("an unknown path shows the 404 page and logs the path", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => errors.push(message.text()));
  await page.goto("/no-such-page");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByText("Oops! This page is missing from our resume.")).toBeVisible();
  expect(errors.join("\n")).toContain("/no-such-page");
  await page.getByRole("link", { name: "Return to Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the mobile menu slides in at 375 px wide", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Analyze Resume" })).toBeVisible();
  await menu.getByRole("link", { name: "Analyze Resume" }).click();
  await expect(page).toHaveURL(/\/analyze$/);
  await expect(menu).toBeHidden();
});

test("the privacy page says what is stored, for how long and how to delete it", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { name: "What we store" })).toBeVisible();
  await expect(page.getByText(/deleted after\s+24 hours/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "How to delete it" })).toBeVisible();
});
