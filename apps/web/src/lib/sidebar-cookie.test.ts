import { describe, expect, it } from "vitest";
import { readSidebarOpen, SIDEBAR_COOKIE_MAX_AGE, sidebarCookie } from "./sidebar-cookie.ts";

describe("sidebar cookie", () => {
  it("starts collapsed when there is no cookie", () => {
    expect(readSidebarOpen("")).toBe(false);
    expect(readSidebarOpen("other=1")).toBe(false);
  });
  it("round-trips the open state and lasts 7 days", () => {
    expect(readSidebarOpen(`a=b; ${sidebarCookie(true).split(";")[0]}`)).toBe(true);
    expect(readSidebarOpen(sidebarCookie(false).split(";")[0] ?? "")).toBe(false);
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(7 * 24 * 60 * 60);
    expect(sidebarCookie(true)).toContain(`max-age=${7 * 24 * 60 * 60}`);
  });
});
