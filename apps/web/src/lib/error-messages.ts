// How a failed call becomes the message the user reads (SPEC §8). The screens follow one of two rules.
import { ApiError, NetworkError, UnexpectedResponseError } from "./api-client.ts";

/**
 * Actions (upload, analyse, match, generate, download…): an answer of the wrong shape gets `unexpected`, then
 * the server's own message, then the network message when nothing answered, else `fallback`.
 */
export function requestFailureMessage(error: unknown, fallback: string, unexpected = fallback): string {
  if (error instanceof UnexpectedResponseError) return unexpected;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof NetworkError) return error.message;
  return fallback;
}

/** Loads and cover letters: the server's message, else the error's own message, else `fallback`. */
export function serverOrErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
