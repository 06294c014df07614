import {
  type CoverLetterRequest,
  type CoverLetterResponse,
  CoverLetterStreamEvent,
  LETTER_STREAM_TYPE,
} from "@hireable/contracts";
import { ApiError, apiEventStream, UnexpectedResponseError } from "@/lib/api-client.ts";

export interface LetterProgress {
  /** Who is writing: a model's name, or "built-in". */
  onStart(writer: string): void;
  /** The text so far, as the model writes it. */
  onText(text: string): void;
}

/** POST /api/cover-letter/generate, streamed: the model's text as it comes, then the saved letter. */
export async function generateCoverLetter(
  request: CoverLetterRequest,
  progress: LetterProgress,
): Promise<CoverLetterResponse> {
  let text = "";
  let result: CoverLetterResponse | null = null;
  await apiEventStream(
    "/cover-letter/generate",
    { body: request, schema: CoverLetterStreamEvent, accept: LETTER_STREAM_TYPE },
    (event) => {
      if (event.type === "start") progress.onStart(event.writer);
      else if (event.type === "delta") {
        text += event.text;
        progress.onText(text);
      } else if (event.type === "error") throw new ApiError(500, event.message, event.code);
      else {
        const { type: _type, ...letter } = event;
        result = letter;
      }
    },
  );
  if (!result) throw new UnexpectedResponseError(null);
  return result;
}
