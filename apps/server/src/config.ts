// The only reader of process.env: validated once at start-up, typed everywhere else.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PUBLIC_URL: z.string().url().optional(),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(5),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  WEB_DIST_DIR: z.string().optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  // An OpenAI-compatible chat-completions endpoint for letters and rewrites; off unless LLM_BASE_URL is set.
  LLM_BASE_URL: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//i.test(url), "must start with http:// or https://")
    .optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  // Hosts (host:port) a posting import may reach although they are local or private: a self-hosted install's
  // intranet, a test's local server. Every other host must resolve to public addresses only.
  POSTING_IMPORT_ALLOWED_HOSTS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((hosts) => hosts.every((host) => /^(\[[0-9a-f:.]+\]|[^\s:/[\]]+):\d{1,5}$/.test(host)), {
      message: "must be a comma-separated list of host:port",
    }),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
});

export interface LlmConfig {
  /** Up to and including the version segment: "https://api.openai.com/v1", "http://localhost:11434/v1". */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** For the whole answer, retries included. */
  timeoutMs: number;
  maxRetries: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database:
    | {
        kind: "pglite";
        dir: string | null;
        /** A data folder's tarball to start an in-memory database from (tests: an empty database, migrated). */
        image?: Uint8Array;
      }
    | { kind: "postgres"; url: string };
  authSecret: string;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  publicUrl: string | null;
  maxUploadBytes: number;
  trustProxy: boolean;
  webDistDir: string;
  /** Requests per minute per client address. */
  rateLimits: { login: number; upload: number };
  llm: LlmConfig | null;
  /** host:port entries a posting import may reach though they are not public. */
  postingImportAllowedHosts: string[];
}

const REPO_ROOT = resolve(import.meta.dirname, "../../..");

/** Reads and validates the environment. `DATA_DIR=:memory:` keeps everything in memory (tests). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.LLM_BASE_URL && !e.LLM_MODEL)
    throw new Error("Invalid configuration: LLM_MODEL: required when LLM_BASE_URL is set");
  const inMemory = e.DATA_DIR === ":memory:";
  const dataDir = inMemory ? ":memory:" : resolve(e.DATA_DIR);
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "pglite", dir: inMemory ? null : join(dataDir, "pglite") },
    authSecret: e.AUTH_SECRET ?? (inMemory ? randomBytes(32).toString("hex") : readOrCreateSecret(dataDir)),
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL ?? null,
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : join(REPO_ROOT, "apps/web/dist"),
    rateLimits: { login: e.LOGIN_RATE_LIMIT, upload: e.UPLOAD_RATE_LIMIT },
    postingImportAllowedHosts: e.POSTING_IMPORT_ALLOWED_HOSTS,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? {
            baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ""),
            apiKey: e.LLM_API_KEY || null,
            model: e.LLM_MODEL,
            timeoutMs: e.LLM_TIMEOUT_MS,
            maxRetries: e.LLM_MAX_RETRIES,
          }
        : null,
  };
}

/** No secret lives in the repository: one is generated on first start and kept beside the data. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
