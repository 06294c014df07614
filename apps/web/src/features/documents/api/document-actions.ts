// My Documents' calls: the three lists and, for each kind of document, rename / clone / delete.
import { CoverLetterListResponse, GeneratedResumeListResponse } from "@hireable/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client.ts";

/** The API collection of each kind of document. */
export const DOCUMENT_PATHS = {
  resume: "/resumes",
  generated: "/builder/generated",
  letter: "/cover-letters",
} as const;
export type DocumentKind = keyof typeof DOCUMENT_PATHS;

const itemPath = (kind: DocumentKind, id: string) => `${DOCUMENT_PATHS[kind]}/${encodeURIComponent(id)}`;

export const renameDocument = (kind: DocumentKind, id: string, title: string) =>
  apiRequest(itemPath(kind, id), { method: "PATCH", body: { title } });
export const cloneDocument = (kind: DocumentKind, id: string) =>
  apiRequest(`${itemPath(kind, id)}/clone`, { method: "POST" });
export const deleteDocument = (kind: DocumentKind, id: string) => apiRequest(itemPath(kind, id), { method: "DELETE" });

export function useCoverLetters() {
  return useQuery({
    queryKey: ["cover-letters"],
    queryFn: async () => (await apiRequest("/cover-letters", { schema: CoverLetterListResponse })).coverLetters,
  });
}

export function useGeneratedResumes() {
  return useQuery({
    queryKey: ["generated-resumes"],
    queryFn: async () =>
      (await apiRequest("/builder/generated", { schema: GeneratedResumeListResponse })).generatedResumes,
  });
}
