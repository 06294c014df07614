import { describe, expect, it } from "vitest";
import { formatLines, parseLines, sameItems } from "./list-lines.ts";

describe("parseLines", () => {
  it("trims every line and drops blank ones", () => {
    expect(parseLines("  React \n\n\tNode.js\n   \nPostgreSQL  ")).toEqual(["React", "Node.js", "PostgreSQL"]);
  });

  it("accepts Windows line endings", () => {
    expect(parseLines("GPA 3.7\r\nDean's List\r\n")).toEqual(["GPA 3.7", "Dean's List"]);
  });

  it("gives an empty list for empty or whitespace-only text", () => {
    expect(parseLines("")).toEqual([]);
    expect(parseLines(" \n \n")).toEqual([]);
  });

  it("round-trips through formatLines", () => {
    const items = ["TypeScript", "SQL"];
    expect(parseLines(formatLines(items))).toEqual(items);
  });
});

describe("sameItems", () => {
  it("compares lists item by item", () => {
    expect(sameItems(["a", "b"], ["a", "b"])).toBe(true);
    expect(sameItems(["a", "b"], ["b", "a"])).toBe(false);
    expect(sameItems(["a"], ["a", "b"])).toBe(false);
  });
});
