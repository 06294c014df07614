import { RewritesResponse } from "@hireable/contracts";
import { apiRequest } from "@/lib/api-client.ts";

/** POST /api/resumes/{id}/rewrites: the resume's weak bullets rewritten by the configured model, when it keeps to their facts. */
export function rewriteBullets(resumeId: string) {
  return apiRequest(`/resumes/${encodeURIComponent(resumeId)}/rewrites`, { method: "POST", schema: RewritesResponse });
}
