import { MatchResponse } from "@hireable/contracts";
import { apiRequest } from "@/lib/api-client.ts";

export function matchResumeToJob(file: File, jobDescription: string) {
  const form = new FormData();
  form.append("resumeFile", file);
  form.append("jobDescription", jobDescription);
  return apiRequest("/match/resume-job", { method: "POST", form, schema: MatchResponse });
}
