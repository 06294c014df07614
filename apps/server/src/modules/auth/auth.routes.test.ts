import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUpAndLogin, startTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/auth/signup", () => {
  it("creates an account and answers 201 with the display name", async () => {
    const res = await call(t.baseUrl, "POST", "/api/auth/signup", {
      body: { email: "Ada@Example.com", password: "secret1", displayName: "Ada Lovelace" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ displayName: "Ada Lovelace", email: "ada@example.com" });
    expect(res.body.uid).toEqual(expect.any(String));
  });

  it.each([
    [{ email: "a@b.co", password: "secret1" }, "Please fill in all fields."],
    [{ email: "", password: "secret1", displayName: "A" }, "Please fill in all fields."],
    [{ email: "not-an-email", password: "secret1", displayName: "A" }, "Please enter a valid email address."],
    [{ email: "short@b.co", password: "12345", displayName: "A" }, "Password must be at least 6 characters long."],
  ])("rejects %j with 400 and a specific message", async (body, message) => {
    const res = await call(t.baseUrl, "POST", "/api/auth/signup", { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses an email that is already registered, whatever its case", async () => {
    const body = { email: "dup@example.com", password: "secret1", displayName: "Dup" };
    expect((await call(t.baseUrl, "POST", "/api/auth/signup", { body })).status).toBe(201);
    const again = await call(t.baseUrl, "POST", "/api/auth/signup", { body: { ...body, email: "DUP@example.com" } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("An account with this email already exists.");
  });

  it("answers malformed JSON with 400 and a clear message", async () => {
    const res = await call(t.baseUrl, "POST", "/api/auth/signup", { rawBody: "{not json" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Malformed JSON in request body.");
  });
});

describe("sign-in, me, refresh and sign-out", () => {
  it("signs in and returns a token and the SPEC user shape", async () => {
    await call(t.baseUrl, "POST", "/api/auth/signup", {
      body: { email: "grace@example.com", password: "hopper1", displayName: "Grace Hopper" },
    });
    const res = await call(t.baseUrl, "POST", "/api/auth/login", {
      body: { email: "grace@example.com", password: "hopper1" },
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.user).toEqual({
      uid: expect.any(String),
      displayName: "Grace Hopper",
      email: "grace@example.com",
      photoURL: null,
    });
  });

  it("answers wrong credentials with 401 'Invalid email or password.'", async () => {
    const { email } = await signUpAndLogin(t.baseUrl);
    for (const body of [
      { email, password: "wrong-password" },
      { email: "nobody@example.com", password: "whatever1" },
    ]) {
      const res = await call(t.baseUrl, "POST", "/api/auth/login", { body });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Invalid email or password.", code: "INVALID_CREDENTIALS" });
    }
  });

  it("requires email and password", async () => {
    const res = await call(t.baseUrl, "POST", "/api/auth/login", { body: { email: "x@y.z" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please enter email and password.");
  });

  it("GET /api/auth/me answers 200 with the token and 401 {message} without it", async () => {
    const { token, email } = await signUpAndLogin(t.baseUrl, { displayName: "Me Myself" });
    const me = await call(t.baseUrl, "GET", "/api/auth/me", { token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email, displayName: "Me Myself" });

    const anonymous = await call(t.baseUrl, "GET", "/api/auth/me");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe("Authentication required.");
    const forged = await call(t.baseUrl, "GET", "/api/auth/me", { token: "forged-token" });
    expect(forged.status).toBe(401);
  });

  it("refresh keeps the session and sign-out revokes the token", async () => {
    const { token } = await signUpAndLogin(t.baseUrl);
    const refreshed = await call(t.baseUrl, "POST", "/api/auth/refresh", { token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.token).toBe(token);

    expect((await call(t.baseUrl, "POST", "/api/auth/logout", { token })).status).toBe(200);
    const after = await call(t.baseUrl, "GET", "/api/auth/me", { token });
    expect(after.status).toBe(401);
  });
});

describe("rate limit on sign-in", () => {
  it("answers 429 with a message after too many attempts from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call(t.baseUrl, "POST", "/api/auth/login", {
        body: { email: "brute@example.com", password: `guess${i}xx` },
      });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.message).toMatch(/Too many requests/);
    }
    expect(statuses).toContain(429);
  });
});
