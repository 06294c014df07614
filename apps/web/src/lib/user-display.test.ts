import { describe, expect, it } from "vitest";
import { initials, shownName } from "./user-display.ts";

describe("initials", () => {
  it("takes the upper-cased first letter of each word of the display name", () => {
    expect(initials({ displayName: "ada king lovelace", email: "ada@example.com" })).toBe("AKL");
    expect(initials({ displayName: "  Grace   Hopper ", email: null })).toBe("GH");
  });
  it("falls back to the first two letters of the email, then to U", () => {
    expect(initials({ displayName: "", email: "zed@example.com" })).toBe("ZE");
    expect(initials({ displayName: null, email: null })).toBe("U");
    expect(initials(null)).toBe("U");
  });
});

describe("shownName", () => {
  it("prefers the display name, then the email's local part, then 'User'", () => {
    expect(shownName({ displayName: "Ada Lovelace", email: "ada@example.com" })).toBe("Ada Lovelace");
    expect(shownName({ displayName: "", email: "ada.l@example.com" })).toBe("ada.l");
    expect(shownName({})).toBe("User");
  });
});
