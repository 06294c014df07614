import { ResumeForm } from "@hireable/contracts";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client.ts";

// Only the parsed form matters here; a resume the parser could not read has none.
const ResumeFormOnly = z.object({ form: ResumeForm.nullable().optional() });

/** GET /api/resumes/{id}: what the parser read from an uploaded resume, in the builder's shape. */
export async function getResumeForm(resumeId: string): Promise<ResumeForm | null> {
  const { form } = await apiRequest(`/resumes/${encodeURIComponent(resumeId)}`, { schema: ResumeFormOnly });
  return form ?? null;
}
