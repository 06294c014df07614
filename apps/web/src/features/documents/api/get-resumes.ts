import { type ResumeListItem, ResumeListResponse } from "@hireable/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client.ts";

/** GET /api/resumes; SPEC §7: an unexpected shape gives an empty list. */
export async function getResumes(): Promise<ResumeListItem[]> {
  const payload = await apiRequest("/resumes");
  const parsed = ResumeListResponse.safeParse(payload);
  return parsed.success ? parsed.data.resumes : [];
}

export function useResumes() {
  return useQuery({ queryKey: ["resumes"], queryFn: getResumes });
}

/** SPEC §5: original filename, else title, else 'Resume ' and the id's first 6 characters. */
export function resumeLabel(resume: Pick<ResumeListItem, "id" | "originalFilename" | "title">): string {
  return resume.originalFilename || resume.title || `Resume ${resume.id.slice(0, 6)}`;
}
