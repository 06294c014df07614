import { emptyResumeForm, exampleResumeForm } from "@hireable/contracts";
import { describe, expect, it } from "vitest";
import { draftStorageKey, freshDraft, loadDraft, saveDraft } from "./builder-draft.ts";

const KEY = draftStorageKey("user-1");

describe("builder draft storage", () => {
  it("keeps one draft per user", () => {
    expect(draftStorageKey("user-1")).not.toBe(draftStorageKey("user-2"));
    expect(draftStorageKey(undefined)).toBe("hireable.builder.draft");
  });

  it("restores what was saved, including the generated result", () => {
    const draft = { form: exampleResumeForm(), generated: { id: "gen-1", text: "JORDAN RIVERA" } };
    saveDraft(localStorage, KEY, draft);
    expect(loadDraft(localStorage, KEY)).toEqual(draft);
  });

  it("has no draft when nothing was stored", () => {
    expect(loadDraft(localStorage, KEY)).toBeNull();
  });

  it("ignores a corrupt value instead of failing", () => {
    localStorage.setItem(KEY, "{not json");
    expect(loadDraft(localStorage, KEY)).toBeNull();
  });

  it("ignores a value of another shape", () => {
    localStorage.setItem(KEY, JSON.stringify({ form: { personalInfo: "Jordan" }, generated: null }));
    expect(loadDraft(localStorage, KEY)).toBeNull();
    localStorage.setItem(KEY, "42");
    expect(loadDraft(localStorage, KEY)).toBeNull();
  });

  it("gives back the required first entries when a stored list is empty", () => {
    saveDraft(localStorage, KEY, { form: { ...emptyResumeForm(), experience: [], skills: [] }, generated: null });
    const restored = loadDraft(localStorage, KEY);
    expect(restored?.form.experience).toHaveLength(1);
    expect(restored?.form.skills).toEqual([{ category: "General", items: [] }]);
  });

  it("starts fresh with the SPEC's empty form", () => {
    expect(freshDraft()).toEqual({ form: emptyResumeForm(), generated: null });
  });
});
