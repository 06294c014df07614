import { describe, expect, it } from "vitest";
import { isAuthPage, postLoginPath } from "./auth-storage.ts";

describe("postLoginPath", () => {
  it("returns to the stored in-app path", () => {
    expect(postLoginPath("/dashboard/help")).toBe("/dashboard/help");
    expect(postLoginPath("/job-match?x=1")).toBe("/job-match?x=1");
  });
  it("goes to the dashboard without a stored path, for other sites, and for the sign-in pages", () => {
    expect(postLoginPath(null)).toBe("/dashboard");
    expect(postLoginPath("https://evil.example")).toBe("/dashboard");
    expect(postLoginPath("//evil.example")).toBe("/dashboard");
    expect(postLoginPath("/login")).toBe("/dashboard");
    expect(postLoginPath("/signup?next=1")).toBe("/dashboard");
  });
  it("knows the sign-in pages", () => {
    expect(["/login", "/signup", "/register"].every(isAuthPage)).toBe(true);
    expect(isAuthPage("/dashboard")).toBe(false);
  });
});
