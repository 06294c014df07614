import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "./apps/server/node-flags.mjs";

// Playwright cannot download its browsers here: the journeys drive Debian's Chromium (`npm test` installs it).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = join(import.meta.dirname, ".tmp", `e2e-data-${process.pid}-${Date.now()}`);

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
  webServer: {
    command: `node ${SERVER_NODE_FLAGS.join(" ")} apps/server/src/server.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Every journey signs in from 127.0.0.1: the per-address limits are tested by the API suite instead.
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      LOGIN_RATE_LIMIT: "1000",
      UPLOAD_RATE_LIMIT: "1000",
    },
  },
});
