// Records the Help page's tutorial videos from the real app (see ../record-tutorials.mjs): the journeys'
// server and browser, one worker, every page filmed.
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import base from "../../playwright.config.ts";

export default defineConfig({
  ...base,
  testDir: ".",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  outputDir: process.env.TUTORIALS_RAW_DIR,
  use: {
    ...base.use,
    viewport: { width: 1280, height: 760 },
    video: { mode: "on", size: { width: 1280, height: 760 } },
    trace: "off",
  },
  projects: [{ name: "tutorials" }],
  // The server starts from the repository root, as for the journeys.
  webServer: { ...(base.webServer as object), cwd: join(import.meta.dirname, "../..") } as typeof base.webServer,
});
