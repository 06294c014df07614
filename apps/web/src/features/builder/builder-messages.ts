// SPEC §4, §5 and §8: what the builder tells the user, and how an error becomes the message shown.
import { BUILDER_GENERATED_MESSAGE, BUILDER_REQUIRED_FIELDS_MESSAGE } from "@hireable/contracts";
import { requestFailureMessage } from "@/lib/error-messages.ts";

export const BUILDER_MESSAGES = {
  requiredFields: BUILDER_REQUIRED_FIELDS_MESSAGE,
  generated: BUILDER_GENERATED_MESSAGE,
  unexpected: "Generation succeeded but response format was unexpected.",
  generateFailed: "Error generating resume. Please try again.",
  exampleFilled: "Form filled with mock data. Feel free to edit!",
  noGeneratedId: "No generated resume ID found. Please generate a resume first.",
  noBaseUrl: "API client base URL is not configured.",
  downloadFailed: "The download could not be prepared. Please try again.",
  resumeUnreadable:
    "We could not read the content of this resume. Fill in the form yourself, or upload a text-based PDF or DOCX and try again.",
  resumeLoadFailed: "This resume could not be loaded. Please try again.",
  generatedLoadFailed: "This generated resume could not be opened.",
} as const;

/** SPEC §8 "Builder generate": an odd success, then the server's message, then the network and generic ones. */
export function generateErrorMessage(error: unknown): string {
  return requestFailureMessage(error, BUILDER_MESSAGES.generateFailed, BUILDER_MESSAGES.unexpected);
}

export function downloadStartedMessage(format: "pdf" | "docx"): string {
  return `Initiating ${format.toUpperCase()} download...`;
}
