// The engine's public entry: bytes in, plain data out. No I/O, no framework.
export { ENGINE_ERROR_CODES, EngineError, type EngineErrorCode, isEngineError } from "./errors.ts";
export type * from "./types.ts";
export { ENGINE_VERSION } from "./version.ts";
