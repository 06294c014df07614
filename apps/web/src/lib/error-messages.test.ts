import { describe, expect, it } from "vitest";
import { ApiError, NetworkError, UnexpectedResponseError } from "./api-client.ts";
import { requestFailureMessage, serverOrErrorMessage } from "./error-messages.ts";

describe("requestFailureMessage", () => {
  it("tells an odd success, the server's words, no answer and anything else apart", () => {
    expect(requestFailureMessage(new UnexpectedResponseError({}), "Failed.", "Odd answer.")).toBe("Odd answer.");
    expect(requestFailureMessage(new UnexpectedResponseError({}), "Failed.")).toBe("Failed.");
    expect(requestFailureMessage(new ApiError(400, "Name is missing.", undefined), "Failed.")).toBe("Name is missing.");
    expect(requestFailureMessage(new ApiError(500, undefined, undefined), "Failed.")).toBe("Failed.");
    expect(requestFailureMessage(new NetworkError(), "Failed.")).toBe("Network error. Could not reach the server.");
    expect(requestFailureMessage(new Error("boom"), "Failed.")).toBe("Failed.");
  });
});

describe("serverOrErrorMessage", () => {
  it("prefers the server's message, then the error's own, then the fallback", () => {
    expect(serverOrErrorMessage(new ApiError(500, "Database down.", undefined), "Failed.")).toBe("Database down.");
    expect(serverOrErrorMessage(new Error("boom"), "Failed.")).toBe("boom");
    expect(serverOrErrorMessage("nope", "Failed.")).toBe("Failed.");
  });
});
