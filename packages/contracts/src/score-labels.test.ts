import { describe, expect, it } from "vitest";
import { categoryLabel, matchBand } from "./score-labels.ts";

describe("score labels (SPEC §4)", () => {
  it("labels category scores at 50, 70 and 90", () => {
    expect([0, 49, 50, 69, 70, 89, 90, 100].map(categoryLabel)).toEqual([
      "Needs improvement",
      "Needs improvement",
      "Average",
      "Average",
      "Good",
      "Good",
      "Excellent",
      "Excellent",
    ]);
  });
  it("bands match scores at 50, 70 and 90", () => {
    expect([49, 50, 69, 70, 89, 90].map(matchBand)).toEqual([
      "Low Match",
      "Average Match",
      "Average Match",
      "Good Match",
      "Good Match",
      "Excellent Match",
    ]);
  });
});
