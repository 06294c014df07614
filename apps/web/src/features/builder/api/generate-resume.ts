// POST /api/builder/generate. SPEC §8: only a 201 with both the text and the id counts as a result.
import { BuilderGenerateResponse, type ResumeForm } from "@hireable/contracts";
import { apiRequest, UnexpectedResponseError } from "@/lib/api-client.ts";

export async function generateResume(form: ResumeForm): Promise<BuilderGenerateResponse> {
  const result = await apiRequest("/builder/generate", {
    method: "POST",
    body: form,
    schema: BuilderGenerateResponse,
    expectStatus: 201,
  });
  if (!result.generatedText || !result.generatedResumeId) throw new UnexpectedResponseError(result);
  return result;
}
