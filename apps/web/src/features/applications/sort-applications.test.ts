import type { ApplicationSummary } from "@hireable/contracts";
import { describe, expect, it } from "vitest";
import { sortApplications } from "./sort-applications.ts";

const app = (id: string, fields: Partial<ApplicationSummary>) =>
  ({ id, jobTitle: id, company: "", ...fields }) as ApplicationSummary;

describe("sortApplications", () => {
  const list = [
    app("b", { status: "offer", appliedAt: { _seconds: 200 }, match: null }),
    app("a", { status: "saved", appliedAt: null, match: { id: "m", score: 80, missingKeywords: [] } }),
    app("c", { status: "applied", appliedAt: { _seconds: 100 }, match: { id: "n", score: 40, missingKeywords: [] } }),
  ];

  it("sorts by stage in board order and by title, either way", () => {
    expect(sortApplications(list, "status", true).map((a) => a.id)).toEqual(["a", "c", "b"]);
    expect(sortApplications(list, "jobTitle", false).map((a) => a.id)).toEqual(["c", "b", "a"]);
  });

  it("keeps what is missing last whichever the direction", () => {
    expect(sortApplications(list, "appliedAt", true).map((a) => a.id)).toEqual(["c", "b", "a"]);
    expect(sortApplications(list, "appliedAt", false).map((a) => a.id)).toEqual(["b", "c", "a"]);
    expect(sortApplications(list, "match", false).map((a) => a.id)).toEqual(["a", "c", "b"]);
  });
});
