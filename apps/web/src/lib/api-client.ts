// One HTTP client for the product API: base URL, Bearer token from localStorage, JSON by default.
// It shows nothing to the user: it throws ApiError (with the server's message and code) or NetworkError,
// and pages turn those into the SPEC's messages.
import type { z } from "zod";
import { authStorage, isAuthPage } from "./auth-storage.ts";

export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? "/api";

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The server's own message, when it sent one. */
  readonly serverMessage: string | undefined;
  constructor(status: number, serverMessage: string | undefined, code: string | undefined) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
  }
}

/** No response at all: the server could not be reached. */
export class NetworkError extends Error {
  constructor() {
    super("Network error. Could not reach the server.");
    this.name = "NetworkError";
  }
}

/** A response arrived but did not have the expected shape. */
export class UnexpectedResponseError extends Error {
  readonly body: unknown;
  constructor(body: unknown) {
    super("Unexpected API response format");
    this.name = "UnexpectedResponseError";
    this.body = body;
  }
}

export interface RequestOptions<T> {
  method?: string;
  body?: unknown;
  form?: FormData;
  schema?: z.ZodType<T>;
  /** A success with any other status counts as an unexpected answer (SPEC §8: the builder wants a 201). */
  expectStatus?: number;
  signal?: AbortSignal;
}

/** SPEC §8: on 401 with a stored token outside the sign-in pages, forget the token and go to /login. */
function handleUnauthorized(): void {
  const { pathname, search } = window.location;
  if (!authStorage.getToken() || isAuthPage(pathname)) return;
  authStorage.clearToken();
  authStorage.setRedirectPath(`${pathname}${search}`);
  window.location.assign("/login");
}

async function send(path: string, options: RequestOptions<unknown>, accept?: string): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = authStorage.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (accept) headers.Accept = accept;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(`${API_BASE_URL}${path}`, {
      method: options.method ?? (body ? "POST" : "GET"),
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new NetworkError();
  }
}

async function failure(response: Response, path: string): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => null);
  if (response.status === 401) handleUnauthorized();
  if (response.status === 403 || response.status >= 500) console.error(`API ${response.status} on ${path}`, payload);
  const { message, code } = (payload ?? {}) as { message?: string; code?: string };
  return new ApiError(response.status, message, code);
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const response = await send(path, options);
  if (!response.ok) throw await failure(response, path);
  const payload: unknown = await response.json().catch(() => null);
  if (options.expectStatus !== undefined && response.status !== options.expectStatus) {
    throw new UnexpectedResponseError(payload);
  }
  if (!options.schema) return payload as T;
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) throw new UnexpectedResponseError(payload);
  return parsed.data;
}

/** A file the API sends (an export, an original upload), fetched with the Bearer token a plain link cannot send. */
export async function apiDownload(path: string): Promise<Blob> {
  const response = await send(path, { method: "GET" });
  if (!response.ok) throw await failure(response, path);
  return response.blob();
}

/** A streamed answer of one JSON event a line (NDJSON): each event, checked by `schema`, as it arrives. */
export async function apiEventStream<T>(
  path: string,
  options: RequestOptions<T> & { schema: z.ZodType<T>; accept: string },
  onEvent: (event: T) => void,
): Promise<void> {
  const response = await send(path, options, options.accept);
  if (!response.ok) throw await failure(response, path);
  if (!response.body) throw new UnexpectedResponseError(null);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  const emit = (line: string) => {
    if (!line.trim()) return;
    let payload: unknown;
    try {
      payload = JSON.parse(line);
    } catch {
      throw new UnexpectedResponseError(line);
    }
    const parsed = options.schema.safeParse(payload);
    if (!parsed.success) throw new UnexpectedResponseError(payload);
    onEvent(parsed.data);
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) emit(line);
  }
  emit(buffered);
}
