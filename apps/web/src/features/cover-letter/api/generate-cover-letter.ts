import { type CoverLetterRequest, CoverLetterResponse } from "@hireable/contracts";
import { apiRequest } from "@/lib/api-client.ts";

export function generateCoverLetter(request: CoverLetterRequest) {
  return apiRequest("/cover-letter/generate", { body: request, schema: CoverLetterResponse });
}
