import { UploadResponse } from "@hireable/contracts";
import { apiRequest } from "@/lib/api-client.ts";

export function uploadResume(file: File) {
  const form = new FormData();
  form.append("resumeFile", file);
  return apiRequest("/resumes/upload", { method: "POST", form, schema: UploadResponse });
}
