import { exampleResumeForm } from "@hireable/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUpAndLogin, startTestApp, type TestApp, uploadResume } from "../../../test/test-app.ts";
import { application, generatedResume, resume } from "../../db/schema.ts";

// A separate app from auth.routes.test.ts: that file spends the sign-in rate limit on purpose.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("profile, password and account deletion", () => {
  it("changes the display name and the password", async () => {
    const { token, email, password } = await signUpAndLogin(t.baseUrl, { displayName: "Old Name" });
    const renamed = await call(t.baseUrl, "PATCH", "/api/auth/profile", { token, body: { displayName: "New Name" } });
    expect(renamed.body.user.displayName).toBe("New Name");

    const wrong = await call(t.baseUrl, "POST", "/api/auth/password", {
      token,
      body: { currentPassword: "nope-nope", newPassword: "another-secret" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Your current password is not correct.");
    const changed = await call(t.baseUrl, "POST", "/api/auth/password", {
      token,
      body: { currentPassword: password, newPassword: "another-secret" },
    });
    expect(changed.status).toBe(200);
    expect((await call(t.baseUrl, "GET", "/api/auth/me", { token: changed.body.token })).status).toBe(200);
    expect(
      (await call(t.baseUrl, "POST", "/api/auth/login", { body: { email, password: "another-secret" } })).status,
    ).toBe(200);
  });

  it("deletes the account and every document of that user, and nothing of others", async () => {
    const doomed = await signUpAndLogin(t.baseUrl);
    const other = await signUpAndLogin(t.baseUrl);
    const doomedResume = await uploadResume(t.baseUrl, doomed.token);
    await uploadResume(t.baseUrl, other.token);
    for (const token of [doomed.token, other.token]) {
      await call(t.baseUrl, "POST", "/api/builder/generate", { token, body: exampleResumeForm() });
      await call(t.baseUrl, "POST", "/api/applications", { token, body: { company: "Globex" } });
    }

    expect(
      (
        await call(t.baseUrl, "DELETE", "/api/auth/account", {
          token: doomed.token,
          body: { password: "wrong-password" },
        })
      ).status,
    ).toBe(400);
    const deleted = await call(t.baseUrl, "DELETE", "/api/auth/account", {
      token: doomed.token,
      body: { password: doomed.password },
    });
    expect(deleted.status).toBe(200);
    expect((await call(t.baseUrl, "GET", "/api/auth/me", { token: doomed.token })).status).toBe(401);
    expect(
      (await call(t.baseUrl, "POST", "/api/auth/login", { body: { email: doomed.email, password: doomed.password } }))
        .status,
    ).toBe(401);
    const rows = await t.database.db.select({ id: resume.id }).from(resume).where(eq(resume.id, doomedResume));
    expect(rows).toEqual([]);
    const built = await t.database.db.select({ userId: generatedResume.userId }).from(generatedResume);
    expect(built.map((row) => row.userId)).toEqual([
      (await call(t.baseUrl, "GET", "/api/auth/me", { token: other.token })).body.user.uid,
    ]);
    expect((await call(t.baseUrl, "GET", "/api/resumes", { token: other.token })).body.resumes).toHaveLength(1);
    const applications = await t.database.db.select({ userId: application.userId }).from(application);
    expect(applications.map((row) => row.userId)).toEqual(built.map((row) => row.userId));
  });
});
