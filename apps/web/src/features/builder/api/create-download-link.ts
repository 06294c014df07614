import { BuilderDownloadLinkResponse, type DocumentFormat, type PaperSize } from "@hireable/contracts";
import { API_BASE_URL, apiRequest } from "@/lib/api-client.ts";

/**
 * POST /api/builder/download-links/{id}: a short-lived signed address, because the new tab that opens the file
 * sends no Authorization header. The server answers with a path; it is resolved against the API's origin.
 */
export async function createDownloadLink(id: string, format: DocumentFormat, paper: PaperSize): Promise<string> {
  const { url } = await apiRequest(`/builder/download-links/${encodeURIComponent(id)}`, {
    method: "POST",
    body: { format, paper },
    schema: BuilderDownloadLinkResponse,
  });
  const apiOrigin = new URL(API_BASE_URL, window.location.origin);
  return new URL(url, apiOrigin).href;
}
