import { expect, test } from "@playwright/test";
import { newUser, signInAsNewUser } from "./support/users.ts";

test("sign up, sign in, collapse the sidebar with Ctrl+B across a reload, log out", async ({ page }) => {
  const user = newUser("Jamie Rivera");
  await page.goto("/signup");
  await page.getByLabel("Name").fill(user.displayName);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText(`Signup successful for ${user.displayName}! Please log in.`)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The URL changes before the sign-in page's chunk has replaced the sign-up form: wait for the page itself,
  // or the fields filled next may be the old form's.
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();

  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login successful! Redirecting...")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const sidebar = page.getByTestId("dashboard-sidebar");
  // The sidebar starts collapsed; Ctrl+B opens it and the choice survives a reload (cookie).
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await expect(sidebar.getByText("Premium Plan - Active")).toBeVisible();
  await expect(sidebar.getByText("New")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("dashboard-sidebar")).toHaveAttribute("data-state", "expanded");
  await page.keyboard.press("Control+b");
  await expect(page.getByTestId("dashboard-sidebar")).toHaveAttribute("data-state", "collapsed");
  await page.reload();
  await expect(page.getByTestId("dashboard-sidebar")).toHaveAttribute("data-state", "collapsed");

  // The user menu shows the name, the email and the initials.
  await page.getByRole("button", { name: "Open user menu" }).click();
  await expect(page.getByRole("menu").getByText(user.displayName)).toBeVisible();
  await expect(page.getByRole("menu").getByText(user.email)).toBeVisible();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Get Started" })).toBeVisible();

  // The revoked session no longer opens the dashboard.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("login and signup validate before calling the server", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter email and password.");
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");

  await page.goto("/signup");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all fields.");
  await page.getByLabel("Name").fill("Short Pass");
  await page.getByLabel("Email").fill("short@example.com");
  await page.getByLabel("Password").fill("12345");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("alert")).toHaveText("Password must be at least 6 characters long.");
});

test("a signed-out visit to the dashboard goes to /login and returns there after sign-in", async ({ page }) => {
  const user = newUser();
  await page.request.post("/api/auth/signup", { data: user });
  await page.goto("/dashboard/help");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard\/help$/);
});

test("at 375 px the dashboard sidebar is a sheet that the toggle and Ctrl+B open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await signInAsNewUser(page);
  await page.goto("/dashboard");
  const sheet = page.getByRole("dialog", { name: "Sidebar navigation" });
  await expect(page.getByRole("button", { name: "Toggle sidebar" })).toBeVisible();
  await expect(sheet).toHaveCount(0);
  await page.getByRole("button", { name: "Toggle sidebar" }).click();
  await expect(sheet.getByRole("link", { name: "My Documents" })).toBeVisible();
  await sheet.getByRole("link", { name: "Help & Tips" }).click();
  await expect(page).toHaveURL(/\/dashboard\/help$/);
  await expect(sheet).toHaveCount(0);
  await page.keyboard.press("Control+b");
  await expect(sheet.getByText("Premium Plan - Active")).toBeVisible();
});
