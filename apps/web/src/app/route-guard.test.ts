import { describe, expect, it } from "vitest";
import { guardDecision } from "./route-guard.ts";

describe("guardDecision", () => {
  it("shows a spinner while auth loads, lets a signed-in user in, sends others to /login", () => {
    expect(guardDecision("loading")).toBe("spinner");
    expect(guardDecision("signed-in")).toBe("allow");
    expect(guardDecision("signed-out")).toBe("redirect-to-login");
  });
});
