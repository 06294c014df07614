import { describe, expect, it } from "vitest";
import { fromDateTimeInput, toDateTimeInput } from "./date-input.ts";

describe("datetime-local values", () => {
  it("round-trips an instant through the user's local time", () => {
    const local = new Date(2030, 2, 4, 15, 30);
    const value = toDateTimeInput({ _seconds: local.getTime() / 1000 });
    expect(value).toBe("2030-03-04T15:30");
    expect(fromDateTimeInput(value)).toBe(local.toISOString());
  });

  it("reads an empty or broken value as no date", () => {
    expect(toDateTimeInput(null)).toBe("");
    expect(fromDateTimeInput("")).toBeNull();
    expect(fromDateTimeInput("2030-13-45T99:99")).toBeNull();
  });
});
