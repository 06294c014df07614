import { ResumeDetailResponse } from "@hireable/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client.ts";

export function getResume(resumeId: string) {
  return apiRequest(`/resumes/${encodeURIComponent(resumeId)}`, { schema: ResumeDetailResponse });
}

export function useResume(resumeId: string) {
  return useQuery({ queryKey: ["resumes", resumeId], queryFn: () => getResume(resumeId) });
}
