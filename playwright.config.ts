import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "./apps/server/node-flags.mjs";
import { APP_PORT, FAKE_CHAT_PORT, FAKE_MODEL, MODEL_APP_PORT, POSTING_PAGES_PORT } from "./e2e/support/servers.ts";

// Playwright cannot download its browsers here: the journeys drive Debian's Chromium (`npm test` installs it).
const PORT = APP_PORT;
const dataDir = (name: string) => join(import.meta.dirname, ".tmp", `e2e-${name}-${process.pid}-${Date.now()}`);
const server = `node ${SERVER_NODE_FLAGS.join(" ")} apps/server/src/server.ts`;
// Every journey signs in from 127.0.0.1: the per-address limits are tested by the API suite instead.
const serverEnv = { HOST: "127.0.0.1", LOG_LEVEL: "warn", LOGIN_RATE_LIMIT: "1000", UPLOAD_RATE_LIMIT: "1000" };

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: server,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv,
        PORT: String(PORT),
        DATA_DIR: dataDir("data"),
        POSTING_IMPORT_ALLOWED_HOSTS: `127.0.0.1:${POSTING_PAGES_PORT}`,
      },
    },
    {
      // The local OpenAI-compatible test server, slow enough to watch a letter being written.
      command: `node apps/server/test/fake-chat-server.ts --port ${FAKE_CHAT_PORT} --chunk-delay-ms 25`,
      url: `http://127.0.0.1:${FAKE_CHAT_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The app with a language model configured: the journeys in writing-with-a-model.spec.ts.
      command: server,
      url: `http://127.0.0.1:${MODEL_APP_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv,
        PORT: String(MODEL_APP_PORT),
        DATA_DIR: dataDir("model-data"),
        LLM_BASE_URL: `http://127.0.0.1:${FAKE_CHAT_PORT}/v1`,
        LLM_MODEL: FAKE_MODEL,
      },
    },
  ],
});
