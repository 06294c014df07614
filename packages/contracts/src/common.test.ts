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

describe("coverLetterFileName", () => {
  it("follows SPEC §7: cover-letter-{company or 'company'}-{role or 'role'}.txt", async () => {
    const { coverLetterFileName } = await import("./cover-letters.ts");
    expect(coverLetterFileName("Globex", "Backend Engineer")).toBe("cover-letter-Globex-Backend-Engineer.txt");
    expect(coverLetterFileName("", "")).toBe("cover-letter-company-role.txt");
    expect(coverLetterFileName("  ", "Data/ML")).toBe("cover-letter-company-Data-ML.txt");
  });
});

describe("greetingFor", () => {
  it("greets by the hour: morning before 12, afternoon before 18, evening after", async () => {
    const { greetingFor } = await import("./dashboard.ts");
    expect([0, 11, 12, 17, 18, 23].map(greetingFor)).toEqual([
      "Good morning",
      "Good morning",
      "Good afternoon",
      "Good afternoon",
      "Good evening",
      "Good evening",
    ]);
  });
});
