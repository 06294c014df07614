import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestDatabaseConfig, startTestApp, type TestApp } from "../test/test-app.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the app", () => {
  it("reports health with the database kind", async () => {
    const res = await call(t.baseUrl, "GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "ok", database: process.env.HIREABLE_TEST_DB ?? "pglite" });
  });

  it("publishes OpenAPI 3 with the identity paths, and Swagger UI", async () => {
    const spec = await call(t.baseUrl, "GET", "/api/openapi.json");
    expect(spec.status).toBe(200);
    expect(spec.body.openapi).toMatch(/^3\./);
    for (const path of [
      "/api/auth/signup",
      "/api/auth/login",
      "/api/auth/me",
      "/api/auth/logout",
      "/api/health",
      "/api/applications",
      "/api/applications/{id}",
      "/api/applications/import",
      "/api/applications/export.csv",
    ]) {
      expect(Object.keys(spec.body.paths)).toContain(path);
    }
    const status =
      spec.body.paths["/api/applications/{id}"].patch.requestBody.content["application/json"].schema.properties.status;
    expect(status.enum).toEqual(["saved", "applied", "interviewing", "offer", "rejected", "withdrawn"]);
    const docs = await fetch(`${t.baseUrl}/api/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain("swagger");
  });

  it("serves the Help & Tips tips", async () => {
    const res = await call(t.baseUrl, "GET", "/api/tips");
    expect(res.status).toBe(200);
    expect(res.body.tips.length).toBeGreaterThanOrEqual(5);
    expect(res.body.tips[0]).toEqual({
      id: expect.any(String),
      category: expect.any(String),
      content: expect.any(String),
    });
  });

  it("sends security headers", async () => {
    const res = await call(t.baseUrl, "GET", "/api/health");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBeTruthy();
    expect(res.headers.get("strict-transport-security")).toBeTruthy();
  });

  it("answers a missing static file with 404, not with the page", async () => {
    const res = await call(t.baseUrl, "GET", "/assets/does-not-exist.js");
    expect(res.status).toBe(404);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await call(t.baseUrl, "GET", "/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.body.message).toContain("Not found");
  });
});

describe("persistence", () => {
  it("keeps accounts across a restart (PGlite in the data folder, or PostgreSQL)", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "hireable-restart-"));
    const testDatabase = await createTestDatabaseConfig();
    const database =
      testDatabase.database.kind === "pglite"
        ? { kind: "pglite" as const, dir: join(dataDir, "pglite") }
        : testDatabase.database;
    const start = async () => {
      const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), database };
      const handle = await openDatabase(config.database);
      await handle.migrate();
      const app = await buildApp({ config, database: handle });
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      return {
        url: `http://127.0.0.1:${port}`,
        stop: async () => {
          await app.close();
          await handle.close();
        },
      };
    };
    try {
      const first = await start();
      const body = { email: "keeper@example.com", password: "persist1", displayName: "Keeper" };
      expect((await call(first.url, "POST", "/api/auth/signup", { body })).status).toBe(201);
      await first.stop();

      const second = await start();
      const login = await call(second.url, "POST", "/api/auth/login", {
        body: { email: body.email, password: body.password },
      });
      await second.stop();
      expect(login.status).toBe(200);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await testDatabase.drop();
    }
  });
});
