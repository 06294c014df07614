import { CoverLetterListResponse } from "@hireable/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client.ts";

export const renameResume = (id: string, title: string) =>
  apiRequest(`/resumes/${encodeURIComponent(id)}`, { method: "PATCH", body: { title } });
export const deleteResume = (id: string) => apiRequest(`/resumes/${encodeURIComponent(id)}`, { method: "DELETE" });
export const deleteCoverLetter = (id: string) =>
  apiRequest(`/cover-letters/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useCoverLetters() {
  return useQuery({
    queryKey: ["cover-letters"],
    queryFn: async () => (await apiRequest("/cover-letters", { schema: CoverLetterListResponse })).coverLetters,
  });
}
