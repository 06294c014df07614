import { CoverLetterDetailResponse } from "@hireable/contracts";
import { apiRequest } from "@/lib/api-client.ts";

export function updateCoverLetter(id: string, content: string) {
  return apiRequest(`/cover-letters/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: { content },
    schema: CoverLetterDetailResponse,
  });
}
