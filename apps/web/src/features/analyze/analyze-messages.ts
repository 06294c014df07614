// SPEC §5 and §8: the analyze flow's messages, and how an error becomes the one the user reads.
import { ApiError, NetworkError, UnexpectedResponseError } from "@/lib/api-client.ts";

export const ANALYZE_MESSAGES = {
  wrongType: "Please upload a PDF or DOCX file",
  noFile: "Please select a file to upload",
  noResumeId: "No uploaded resume ID found to analyze.",
  tooLarge: "File is too large. The maximum size is 5 MB.",
  uploadSuccess: "Resume uploaded successfully!",
  uploadUnexpected: "Upload succeeded but response format was unexpected.",
  uploadFailed: "Error uploading resume. Please try again.",
  analyzeSuccess: "Resume analysis complete!",
  analyzeUnexpected: "Analysis completed but response format was unexpected (missing analysis data).",
  analyzeFailed: "Failed to analyze resume. Please try again.",
  network: "Network error. Could not reach the server.",
} as const;

export function errorMessage(error: unknown, unexpected: string, fallback: string): string {
  if (error instanceof UnexpectedResponseError) return unexpected;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof NetworkError) return ANALYZE_MESSAGES.network;
  return fallback;
}

/** SPEC §4: the overall summary bands. */
export function overallSummary(score: number): { title: string; text: string } {
  if (score >= 80)
    return {
      title: "Strong resume",
      text: "Your resume is in great shape. Polish the points below to stand out even more.",
    };
  if (score >= 60)
    return {
      title: "You're on the right track",
      text: "A solid base. The improvements below will make a visible difference.",
    };
  return {
    title: "Your resume needs improvement",
    text: "Start with the first suggestions below: they add the most points.",
  };
}
