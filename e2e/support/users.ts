// Signs up a unique user through the API and stores its token, so a journey can start signed in.
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";

export interface TestUser {
  email: string;
  password: string;
  displayName: string;
}

export function newUser(displayName = "Jamie Rivera"): TestUser {
  return { email: `e2e-${randomUUID().slice(0, 12)}@example.com`, password: "e2e-password-1", displayName };
}

export async function signUpViaApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const response = await request.post("/api/auth/signup", { data: user });
  if (response.status() !== 201) throw new Error(`signup failed: ${response.status()} ${await response.text()}`);
}

/** Creates the user and opens the app with its token already in localStorage. */
export async function signInAsNewUser(page: Page, displayName?: string): Promise<TestUser> {
  const user = newUser(displayName);
  await signUpViaApi(page.request, user);
  const login = await page.request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
  if (login.status() !== 200) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript((value) => {
    if (!localStorage.getItem("firebaseIdToken")) localStorage.setItem("firebaseIdToken", value);
  }, token);
  return user;
}
