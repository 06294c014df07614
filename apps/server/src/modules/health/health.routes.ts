import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DatabaseHandle } from "../../db/client.ts";

const HealthResponse = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  uptimeSeconds: z.number(),
});

export function healthRoutes(deps: { database: DatabaseHandle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/health",
      { schema: { tags: ["system"], summary: "Liveness and database kind", response: { 200: HealthResponse } } },
      async () => ({
        status: "ok" as const,
        database: deps.database.kind,
        uptimeSeconds: Math.round(process.uptime()),
      }),
    );
  };
}
