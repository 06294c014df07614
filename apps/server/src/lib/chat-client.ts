// A client for any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, LM Studio, vLLM): one
// streamed answer, with a deadline for the whole answer and retries with backoff while nothing has been
// streamed yet (429, 5xx, refused connections). Nothing here logs or keeps the text it carries.
import type { LlmConfig } from "../config.ts";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export class ChatError extends Error {
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.name = "ChatError";
    this.retryable = retryable;
  }
}

export interface ChatClient {
  readonly model: string;
  /** The whole answer; `onDelta` sees each piece as it arrives. */
  complete(
    messages: ChatMessage[],
    options?: { onDelta?: (text: string) => void; signal?: AbortSignal },
  ): Promise<string>;
}

const RETRYABLE_STATUS = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const MAX_BACKOFF_MS = 4_000;

/** 0.5 s, 1 s, 2 s … (a little jitter so many clients do not retry in step), or the server's Retry-After. */
function backoffMs(attempt: number, retryAfter: string | null): number {
  const seconds = retryAfter ? Number(retryAfter) : Number.NaN;
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 10_000);
  return Math.min(500 * 2 ** attempt, MAX_BACKOFF_MS) + Math.floor(Math.random() * 100);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

type Chunk = { choices?: Array<{ delta?: { content?: string }; message?: { content?: string } }> };

function contentOf(chunk: Chunk): string {
  const choice = chunk.choices?.[0];
  return choice?.delta?.content ?? choice?.message?.content ?? "";
}

/** Reads a server-sent-events body ("data: {…}" lines, ending with "data: [DONE]"), or a plain JSON answer. */
async function readAnswer(response: Response, onDelta?: (text: string) => void): Promise<string> {
  if (!response.body) throw new ChatError("The model server sent an empty answer.", true);
  if ((response.headers.get("content-type") ?? "").includes("application/json")) {
    const text = contentOf((await response.json()) as Chunk);
    if (text) onDelta?.(text);
    return text;
  }
  const decoder = new TextDecoder();
  let buffered = "";
  let answer = "";
  for await (const bytes of response.body) {
    buffered += decoder.decode(bytes, { stream: true });
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) {
      const data = line.replace(/^data:\s?/, "").trim();
      if (!line.startsWith("data:") || !data) continue;
      if (data === "[DONE]") return answer;
      let chunk: Chunk;
      try {
        chunk = JSON.parse(data) as Chunk;
      } catch {
        throw new ChatError("The model server sent an answer that is not JSON.", false);
      }
      const piece = contentOf(chunk);
      if (piece) {
        answer += piece;
        onDelta?.(piece);
      }
    }
  }
  return answer;
}

export function createChatClient(config: LlmConfig): ChatClient {
  const url = `${config.baseUrl}/chat/completions`;
  return {
    model: config.model,
    async complete(messages, options = {}) {
      const deadline = AbortSignal.timeout(config.timeoutMs);
      const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
      let streamed = false;
      const onDelta = (text: string) => {
        streamed = true;
        options.onDelta?.(text);
      };
      for (let attempt = 0; ; attempt++) {
        let retryAfter: string | null = null;
        try {
          const response = await fetch(url, {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              Accept: "text/event-stream, application/json",
              ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
            },
            body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0.3 }),
            signal,
          });
          if (!response.ok) {
            retryAfter = response.headers.get("retry-after");
            await response.body?.cancel();
            throw new ChatError(`The model server answered ${response.status}.`, RETRYABLE_STATUS.has(response.status));
          }
          return await readAnswer(response, onDelta);
        } catch (error) {
          if (deadline.aborted) throw new ChatError(`The model did not answer within ${config.timeoutMs} ms.`, false);
          if (options.signal?.aborted) throw error;
          // A refused or dropped connection is worth another try; a half-streamed answer is not.
          const retryable = error instanceof ChatError ? error.retryable : true;
          if (!retryable || streamed || attempt >= config.maxRetries) {
            throw error instanceof ChatError ? error : new ChatError("The model server could not be reached.", false);
          }
          await sleep(backoffMs(attempt, retryAfter), signal).catch(() => {
            throw new ChatError(`The model did not answer within ${config.timeoutMs} ms.`, false);
          });
        }
      }
    },
  };
}
