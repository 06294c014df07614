import { AnalyzeResponse } from "@hireable/contracts";
import { apiRequest } from "@/lib/api-client.ts";

export function analyzeResume(resumeId: string) {
  return apiRequest(`/resumes/${encodeURIComponent(resumeId)}/analyze`, { method: "POST", schema: AnalyzeResponse });
}
