import { describe, expect, it } from "vitest";
import { ErrorResponse, Timestamp, toTimestamp } from "./common.ts";

describe("toTimestamp", () => {
  it("gives whole seconds under _seconds, as SPEC §3 timestamps are read", () => {
    const stamp = toTimestamp(new Date("2026-01-02T03:04:05.987Z"));
    expect(stamp).toEqual({ _seconds: 1767323045 });
    expect(Timestamp.parse(stamp)).toEqual(stamp);
  });
  it("rejects an error body without a message", () => {
    expect(ErrorResponse.safeParse({ code: "X" }).success).toBe(false);
    expect(ErrorResponse.safeParse({ message: "Nope" }).success).toBe(true);
  });
});
