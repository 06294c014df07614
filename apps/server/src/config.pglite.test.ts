// (No database involved: run once, in the PGlite project.)
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("language model settings", () => {
  it("are off unless LLM_BASE_URL is set", () => {
    expect(loadConfig({ DATA_DIR: ":memory:" }).llm).toBeNull();
  });

  it("read the endpoint, model, key, deadline and retries, without a trailing slash", () => {
    const { llm } = loadConfig({
      DATA_DIR: ":memory:",
      LLM_BASE_URL: "http://localhost:11434/v1/",
      LLM_MODEL: "llama3.1:8b",
      LLM_TIMEOUT_MS: "20000",
      LLM_MAX_RETRIES: "1",
    });
    expect(llm).toEqual({
      baseUrl: "http://localhost:11434/v1",
      apiKey: null,
      model: "llama3.1:8b",
      timeoutMs: 20_000,
      maxRetries: 1,
    });
  });

  it("refuse to start with an endpoint but no model, or with a malformed URL, saying which setting is wrong", () => {
    expect(() => loadConfig({ DATA_DIR: ":memory:", LLM_BASE_URL: "http://localhost:11434/v1" })).toThrow(
      "Invalid configuration: LLM_MODEL: required when LLM_BASE_URL is set",
    );
    expect(() => loadConfig({ DATA_DIR: ":memory:", LLM_BASE_URL: "localhost:11434", LLM_MODEL: "m" })).toThrow(
      /Invalid configuration: LLM_BASE_URL/,
    );
  });
});
