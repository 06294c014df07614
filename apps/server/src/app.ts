// Builds the Fastify app (no listen): plugins, the one error path, and every module registered in one place
// so the URL map is visible here. src/server.ts runs it; tests build it directly.
import { existsSync } from "node:fs";
import { join } from "node:path";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { createChatClient } from "./lib/chat-client.ts";
import { createLinkSigner } from "./lib/signed-links.ts";
import { createActivityLog } from "./modules/activity/activity-log.ts";
import { applicationsRoutes } from "./modules/applications/applications.routes.ts";
import { createApplicationsService } from "./modules/applications/applications.service.ts";
import { pageFetchPolicy } from "./modules/applications/import/page-fetch.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { createAuth } from "./modules/auth/auth.ts";
import { builderRoutes } from "./modules/builder/builder.routes.ts";
import { createBuilderService } from "./modules/builder/builder.service.ts";
import { coverLetterRoutes } from "./modules/cover-letters/cover-letters.routes.ts";
import { createCoverLettersService } from "./modules/cover-letters/cover-letters.service.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { createDashboardService } from "./modules/dashboard/dashboard.service.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { matchRoutes } from "./modules/match/match.routes.ts";
import { createMatchService } from "./modules/match/match.service.ts";
import { createResumesRepository } from "./modules/resumes/resumes.repository.ts";
import { resumesRoutes } from "./modules/resumes/resumes.routes.ts";
import { createResumesService } from "./modules/resumes/resumes.service.ts";
import { tipsRoutes } from "./modules/tips/tips.routes.ts";
import { createWriter } from "./modules/writing/writer.ts";
import { writingRoutes } from "./modules/writing/writing.routes.ts";
import { createGuards } from "./plugins/authentication.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { databaseRateLimitStore, deleteExpiredRateLimits } from "./plugins/rate-limit-store.ts";
import { EnginePool } from "./workers/engine-pool.ts";

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
}

export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ["req.headers.authorization"] },
    trustProxy: config.trustProxy,
    requestIdHeader: "x-request-id",
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, { maxUploadBytes: config.maxUploadBytes });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Swagger UI and Radix set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Several servers can share one PostgreSQL, so their limits count there; the embedded database serves a
  // single process, which counts in memory.
  await app.register(rateLimit, {
    global: false,
    ...(database.kind === "postgres" ? { store: databaseRateLimitStore(database.db) } : {}),
  });
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Hireable API",
        version: "0.1.0",
        description: "Resume analysis, job match, builder and cover letters.",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  const auth = createAuth(database.db, {
    secret: config.authSecret,
    baseURL: config.publicUrl ?? `http://localhost:${config.port}`,
  });
  const authService = createAuthService(auth, database.db);
  const guards = createGuards(authService);

  const pool = new EnginePool();
  const activity = createActivityLog(database.db);
  const resumes = createResumesService({ repository: createResumesRepository(database.db), pool, activity });
  const match = createMatchService({ db: database.db, resumes, activity });
  const writer = createWriter({ chat: config.llm ? createChatClient(config.llm) : null, log: app.log });
  const coverLetters = createCoverLettersService({ db: database.db, resumes, activity, writer });
  const builder = createBuilderService({ db: database.db, pool, links: createLinkSigner(config.authSecret), activity });
  const purge = () =>
    Promise.all([resumes.purgeExpired(), deleteExpiredRateLimits(database.db)]).catch((error: unknown) =>
      app.log.error({ err: error }, "purge failed"),
    );
  // Anonymous uploads expire after 24 hours, rate-limit windows after a minute: purge at start and hourly.
  const purgeTimer = setInterval(purge, PURGE_INTERVAL_MS).unref();
  app.addHook("onReady", async () => void purge());
  app.addHook("onClose", async () => {
    clearInterval(purgeTimer);
    await pool.close();
  });

  await app.register(healthRoutes({ database }), { prefix: "/api" });
  await app.register(authRoutes({ authService, guards, loginPerMinute: config.rateLimits.login }), {
    prefix: "/api/auth",
  });
  await app.register(resumesRoutes({ service: resumes, guards, uploadsPerMinute: config.rateLimits.upload }), {
    prefix: "/api/resumes",
  });

  await app.register(matchRoutes({ service: match, guards, perMinute: config.rateLimits.upload }), {
    prefix: "/api/match",
  });

  await app.register(builderRoutes({ service: builder, guards, perMinute: config.rateLimits.upload * 2 }), {
    prefix: "/api/builder",
  });

  await app.register(
    coverLetterRoutes({
      service: coverLetters,
      guards,
      writerLabel: writer.model ?? "built-in",
      perMinute: config.rateLimits.upload,
    }),
    { prefix: "/api" },
  );
  await app.register(writingRoutes({ writer, resumes, guards, perMinute: config.rateLimits.upload }), {
    prefix: "/api",
  });

  await app.register(dashboardRoutes({ service: createDashboardService(database.db, activity), guards }), {
    prefix: "/api",
  });

  await app.register(
    applicationsRoutes({
      service: createApplicationsService({ db: database.db, activity }),
      guards,
      importPolicy: pageFetchPolicy(config.postingImportAllowedHosts),
      importsPerMinute: config.rateLimits.upload,
    }),
    { prefix: "/api" },
  );

  await app.register(tipsRoutes(), { prefix: "/api" });

  registerWebApp(app, config.webDistDir);
  return app;
}

/** Serves the built SPA; any GET outside /api falls back to index.html so client routes survive a reload. */
function registerWebApp(app: FastifyInstance, distDir: string): void {
  const hasBuild = existsSync(join(distDir, "index.html"));
  // preCompressed: the build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
  if (hasBuild) app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, preCompressed: true });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    // A missing file (/assets/x.js) is a 404, never the page: a stale index would otherwise load HTML as script.
    const isFile = /\.[a-z0-9]+$/i.test(path.split("/").pop() ?? "");
    if (
      (request.method !== "GET" && request.method !== "HEAD") ||
      path === "/api" ||
      path.startsWith("/api/") ||
      isFile
    ) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${path}`, code: "NOT_FOUND" });
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app is not built yet. Run `npm start` from the repository root.");
    }
    return reply.type("text/html").sendFile("index.html");
  });
}
