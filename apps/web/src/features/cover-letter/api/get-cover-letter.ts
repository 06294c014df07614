import { CoverLetterDetailResponse } from "@hireable/contracts";
import { apiRequest } from "@/lib/api-client.ts";

export function getCoverLetter(id: string) {
  return apiRequest(`/cover-letters/${encodeURIComponent(id)}`, { schema: CoverLetterDetailResponse });
}
