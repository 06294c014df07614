// Builds the real app over real HTTP for API tests, on the database the vitest project names:
// an in-memory PGlite (server-pglite) or a fresh database on the PostgreSQL of TEST_DATABASE_URL
// (server-postgres; provisioned by `npm test`). Each call gets its own empty database (PGlite's started from one
// migrated once, test/pglite-image.ts).
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildPdf, oneColumnResumeLines } from "../../../packages/engine/test/fixtures.ts";
import { buildApp } from "../src/app.ts";
import { type Config, loadConfig } from "../src/config.ts";
import { type DatabaseHandle, openDatabase } from "../src/db/client.ts";

export interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

export async function createTestDatabaseConfig(): Promise<{ database: Config["database"]; drop(): Promise<void> }> {
  const kind = process.env.HIREABLE_TEST_DB ?? "pglite";
  if (kind === "pglite") {
    // (Started from the migrated empty database the project's global setup dumped: pglite-image.ts.)
    const image = new Uint8Array(readFileSync(inject("pgliteImage")));
    return { database: { kind: "pglite", dir: null, image }, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error("server-postgres tests need TEST_DATABASE_URL (npm test provisions a throw-away PostgreSQL).");
  }
  const name = `hireable_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: { kind: "postgres", url: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The app on a fresh database, or on `shared` (left in place at close) to run several servers on one. */
export async function startTestApp(env: Record<string, string> = {}, shared?: Config["database"]): Promise<TestApp> {
  const { database: databaseConfig, drop } = shared
    ? { database: shared, drop: async () => {} }
    : await createTestDatabaseConfig();
  const config = { ...loadConfig({ DATA_DIR: ":memory:", LOG_LEVEL: "silent", ...env }), database: databaseConfig };
  const database = await openDatabase(config.database);
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    app,
    config,
    database,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** JSON call helper: returns status, parsed body and headers. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string> } = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests assert response fields one by one
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers["content-type"] = "application/json";
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] = "application/json";
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

let userCounter = 0;

/** Signs up a fresh user and signs in; returns the Bearer token and the user. */
export async function signUpAndLogin(baseUrl: string, overrides: { displayName?: string } = {}) {
  userCounter += 1;
  const email = `user${userCounter}-${randomUUID().slice(0, 8)}@example.com`;
  const password = "correct horse 1";
  const displayName = overrides.displayName ?? "Test User";
  const signup = await call(baseUrl, "POST", "/api/auth/signup", { body: { email, password, displayName } });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const login = await call(baseUrl, "POST", "/api/auth/login", { body: { email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { token: login.body.token as string, user: login.body.user, email, password };
}

/** Uploads a resume as the user (a one-column PDF of Maria Gonzalez unless bytes are given); returns its id. */
export async function uploadResume(baseUrl: string, token: string, bytes?: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append("resumeFile", new Blob([bytes ?? (await buildPdf([oneColumnResumeLines()]))]), "maria.pdf");
  const res = await fetch(`${baseUrl}/api/resumes/upload`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { resumeId: string }).resumeId;
}
