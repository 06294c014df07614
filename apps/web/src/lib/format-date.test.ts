import { describe, expect, it } from "vitest";
import { formatTimestamp } from "./format-date.ts";

describe("formatTimestamp", () => {
  it("formats in the 'PPP p' style", () => {
    expect(formatTimestamp({ _seconds: Date.UTC(2026, 0, 5, 14, 30) / 1000 })).toMatch(
      /^January 5th, 2026 \d{1,2}:30 [AP]M$/,
    );
  });
  it("says 'Date unavailable' for a missing or malformed timestamp and 'Invalid date' when formatting fails", () => {
    expect(formatTimestamp(undefined)).toBe("Date unavailable");
    expect(formatTimestamp({ _seconds: "soon" })).toBe("Date unavailable");
    expect(formatTimestamp({ _seconds: 8.64e15 })).toBe("Invalid date");
  });
});
