import { ActivityResponse, DashboardSummary, ErrorResponse } from "@hireable/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guards } from "../../plugins/authentication.ts";
import type { DashboardService } from "./dashboard.service.ts";

export function dashboardRoutes(deps: { service: DashboardService; guards: Guards }): FastifyPluginAsyncZod {
  const { service, guards } = deps;
  return async (app) => {
    app.addHook("preHandler", guards.requireUser);
    app.get(
      "/activity/recent",
      {
        schema: {
          tags: ["dashboard"],
          summary: "Your recent activity",
          security: [{ bearer: [] }],
          response: { 200: ActivityResponse, 401: ErrorResponse },
        },
      },
      async (request) => service.recentActivity(request.user!.id),
    );
    app.get(
      "/dashboard/summary",
      {
        schema: {
          tags: ["dashboard"],
          summary: "Your figures: latest score, match rate, documents, tasks",
          security: [{ bearer: [] }],
          response: { 200: DashboardSummary, 401: ErrorResponse },
        },
      },
      async (request) => service.summary(request.user!.id),
    );
  };
}
