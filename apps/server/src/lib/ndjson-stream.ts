// A streamed answer, one JSON event a line (application/x-ndjson): the upload's OCR progress, a letter's text as
// a model writes it. The events' shapes are the contract's; this only carries them.
import { PassThrough } from "node:stream";
import { LETTER_STREAM_TYPE } from "@hireable/contracts";
import type { FastifyReply } from "fastify";

/**
 * Answers with the events `work` sends, as they come; the stream ends when `work` does. What `work` throws is
 * sent as the event `failed` makes of it.
 */
export function streamEvents<Event>(
  reply: FastifyReply,
  status: number,
  work: (send: (event: Event) => void) => Promise<unknown>,
  failed: (error: Error) => Event,
) {
  const stream = new PassThrough();
  const send = (event: Event) => {
    stream.write(`${JSON.stringify(event)}\n`);
  };
  work(send)
    .catch((error: Error) => send(failed(error)))
    .finally(() => stream.end());
  return reply
    .status(status)
    .type(`${LETTER_STREAM_TYPE}; charset=utf-8`)
    .header("Cache-Control", "no-store")
    .send(stream as never); // a stream goes out as it is: the route's schema describes the JSON answer
}
