import { TipsResponse } from "@hireable/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { TIPS } from "./tips.data.ts";

export function tipsRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/tips",
      { schema: { tags: ["help"], summary: "Resume tips for Help & Tips", response: { 200: TipsResponse } } },
      async () => ({ tips: TIPS }),
    );
  };
}
