// The applications' calls: the list, one application with its history, create / change / delete, the CSV
// export and the import of a posting from its URL.
import {
  type Application,
  type ApplicationCreateRequest,
  ApplicationListResponse,
  ApplicationResponse,
  type ApplicationUpdateRequest,
  ImportedPosting,
  MatchResponse,
} from "@hireable/contracts";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { apiDownload, apiRequest } from "@/lib/api-client.ts";
import { saveFile } from "@/lib/save-file.ts";

const itemPath = (id: string) => `/applications/${encodeURIComponent(id)}`;

export function useApplications() {
  return useQuery({
    queryKey: ["applications"],
    queryFn: async () => (await apiRequest("/applications", { schema: ApplicationListResponse })).applications,
  });
}

export const getApplication = (id: string) => apiRequest(itemPath(id), { schema: ApplicationResponse });

/** One application and its history; nothing is asked while there is no id (a new application). */
export function useApplication(id: string | null) {
  return useQuery({ queryKey: ["applications", id], queryFn: () => getApplication(id!), enabled: id !== null });
}

export const createApplication = (request: ApplicationCreateRequest) =>
  apiRequest("/applications", { method: "POST", body: request, schema: ApplicationResponse });

export const updateApplication = (id: string, changes: ApplicationUpdateRequest) =>
  apiRequest(itemPath(id), { method: "PATCH", body: changes, schema: ApplicationResponse });

export const deleteApplication = (id: string) => apiRequest(itemPath(id), { method: "DELETE" });

export const importPosting = (url: string) =>
  apiRequest("/applications/import", { method: "POST", body: { url }, schema: ImportedPosting });

export async function downloadApplicationsCsv(): Promise<void> {
  saveFile(await apiDownload("/applications/export.csv"), "applications.csv");
}

/** Matches the application's resume to its posting and links the match to it. */
export async function matchApplication(application: Application) {
  const match = await apiRequest("/match/resume-job", {
    method: "POST",
    body: { resumeId: application.resumeId, jobDescription: application.postingText },
    schema: MatchResponse,
  });
  return updateApplication(application.id, { jobMatchId: match.matchId });
}

/** After a change: the list, the application's own page and the dashboard read it again. */
export function refreshApplications(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ["applications"] });
}
