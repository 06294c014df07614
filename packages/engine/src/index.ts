// The engine's public entry: bytes in, plain data out. No I/O, no framework.
export { EngineError, ENGINE_ERROR_CODES, isEngineError, type EngineErrorCode } from "./errors.ts";
export type * from "./types.ts";
export { ENGINE_VERSION } from "./version.ts";
