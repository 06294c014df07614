import { configDefaults, defineConfig } from "vitest/config";

// One runner, four projects: the engine and contracts in plain Node, the server twice (embedded PGlite and a
// real PostgreSQL given by TEST_DATABASE_URL), the web app in jsdom. *.pglite.test.ts and *.postgres.test.ts
// are about one database only and run in its project alone. The engine's, the contracts' and the server's test
// files share their worker's modules (isolate: false; none mocks a module): a server file re-importing Fastify,
// Drizzle and PGlite in a fresh worker cost more than its tests on this 2-core machine. The web app's files mock
// modules, and keep a worker each.
export default defineConfig({
  test: {
    // Every core: vitest's default leaves one free, which on a 2-core machine runs every file one after another.
    maxWorkers: "100%",
    projects: [
      { test: { name: "contracts", root: "packages/contracts", environment: "node", isolate: false } },
      { test: { name: "engine", root: "packages/engine", environment: "node", testTimeout: 30_000, isolate: false } },
      {
        test: {
          name: "server-pglite",
          root: "apps/server",
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { HIREABLE_TEST_DB: "pglite" },
          isolate: false,
          globalSetup: ["test/pglite-image.ts"],
          exclude: [...configDefaults.exclude, "**/*.postgres.test.ts"],
        },
      },
      {
        test: {
          name: "server-postgres",
          root: "apps/server",
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { HIREABLE_TEST_DB: "postgres" },
          isolate: false,
          exclude: [...configDefaults.exclude, "**/*.pglite.test.ts"],
        },
      },
      "apps/web/vite.config.ts",
    ],
  },
});
