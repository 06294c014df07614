// Typed, specific failures of the engine. The server maps each code to an HTTP status and the message the
// user reads; the message here is already written for a user.
export const ENGINE_ERROR_CODES = {
  UNSUPPORTED_FILE_TYPE: "UNSUPPORTED_FILE_TYPE",
  EMPTY_FILE: "EMPTY_FILE",
  FILE_TOO_LARGE: "FILE_TOO_LARGE",
  TOO_MANY_PAGES: "TOO_MANY_PAGES",
  ARCHIVE_TOO_LARGE: "ARCHIVE_TOO_LARGE",
  ENCRYPTED_PDF: "ENCRYPTED_PDF",
  CORRUPT_FILE: "CORRUPT_FILE",
  NO_TEXT: "NO_TEXT",
  TIMEOUT: "TIMEOUT",
  INPUT_TOO_LARGE: "INPUT_TOO_LARGE",
} as const;

export type EngineErrorCode = keyof typeof ENGINE_ERROR_CODES;

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  constructor(code: EngineErrorCode, message: string) {
    super(message);
    this.name = "EngineError";
    this.code = code;
  }
}

export function isEngineError(error: unknown): error is EngineError {
  return error instanceof EngineError;
}
