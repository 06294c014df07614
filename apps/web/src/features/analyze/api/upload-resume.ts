import { LETTER_STREAM_TYPE, type UploadResponse, UploadStreamEvent } from "@hireable/contracts";
import { ApiError, apiEventStream, UnexpectedResponseError } from "@/lib/api-client.ts";

/**
 * POST /api/resumes/upload, streamed: a scanned PDF is read by OCR, seconds a page, and `onReading` hears each
 * page as its reading starts ("page 1 of 2"); then the upload's answer.
 */
export async function uploadResume(
  file: File,
  onReading: (page: number, pages: number) => void = () => {},
): Promise<UploadResponse> {
  const form = new FormData();
  form.append("resumeFile", file);
  let result: UploadResponse | null = null;
  await apiEventStream(
    "/resumes/upload",
    { method: "POST", form, schema: UploadStreamEvent, accept: LETTER_STREAM_TYPE },
    (event) => {
      if (event.type === "reading") onReading(event.page, event.pages);
      else if (event.type === "error") throw new ApiError(422, event.message, event.code);
      else result = { resumeId: event.resumeId, message: event.message };
    },
  );
  if (!result) throw new UnexpectedResponseError(null);
  return result;
}
