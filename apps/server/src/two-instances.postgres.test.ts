// Two servers on one PostgreSQL, as behind a load balancer: a session made on one is honoured by the other,
// and a per-address limit counts the attempts made on both.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestDatabaseConfig, signUpAndLogin, startTestApp, type TestApp } from "../test/test-app.ts";
import { rateLimit } from "./db/schema.ts";

const SHARED_ENV = { AUTH_SECRET: "two-instances-test-secret-of-32-characters!", LOGIN_RATE_LIMIT: "4" };

describe("two server instances on one PostgreSQL", () => {
  let first: TestApp;
  let second: TestApp;
  let dropDatabase: () => Promise<void>;
  beforeAll(async () => {
    const shared = await createTestDatabaseConfig();
    dropDatabase = shared.drop;
    first = await startTestApp(SHARED_ENV, shared.database);
    second = await startTestApp(SHARED_ENV, shared.database);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await dropDatabase?.();
  });

  it("accepts on one server a token signed in on the other, and signs it out everywhere", async () => {
    const { token, email } = await signUpAndLogin(first.baseUrl, { displayName: "Shared Session" });
    const me = await call(second.baseUrl, "GET", "/api/auth/me", { token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email, displayName: "Shared Session" });
    expect((await call(second.baseUrl, "POST", "/api/auth/logout", { token })).status).toBe(200);
    expect((await call(first.baseUrl, "GET", "/api/auth/me", { token })).status).toBe(401);
  });

  it("counts sign-in attempts from one address across both servers", async () => {
    await first.database.db.delete(rateLimit); // a fresh window: the sign-in above counted too
    const attempt = (baseUrl: string) =>
      call(baseUrl, "POST", "/api/auth/login", { body: { email: "nobody@example.com", password: "wrong-password" } });
    // Four attempts allowed a minute: two on each server, none limited yet.
    const statuses = [
      (await attempt(first.baseUrl)).status,
      (await attempt(second.baseUrl)).status,
      (await attempt(first.baseUrl)).status,
      (await attempt(second.baseUrl)).status,
    ];
    expect(statuses).toEqual([401, 401, 401, 401]);
    // The fifth, on either server, is over the shared limit (each server alone has seen only two).
    const fifth = await attempt(first.baseUrl);
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toMatch(/Too many requests/);
    expect((await attempt(second.baseUrl)).status).toBe(429);
  });
});
