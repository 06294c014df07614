import { GeneratedResumeDetailResponse } from "@hireable/contracts";
import { apiRequest } from "@/lib/api-client.ts";

/** GET /api/builder/generated/{id}: the generated text and the form it was built from. */
export function getGeneratedResume(id: string) {
  return apiRequest(`/builder/generated/${encodeURIComponent(id)}`, { schema: GeneratedResumeDetailResponse });
}
