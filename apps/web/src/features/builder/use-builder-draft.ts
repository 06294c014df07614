import { useEffect, useRef, useState } from "react";
import { type BuilderDraft, freshDraft, loadDraft, saveDraft } from "./builder-draft.ts";

/** Typing fires a change per key: write to storage once the user pauses. */
export const DRAFT_SAVE_DELAY_MS = 400;

/** The builder's state, restored from localStorage and written back (debounced, and at once when leaving). */
export function useBuilderDraft(storageKey: string) {
  const [draft, setDraft] = useState<BuilderDraft>(() => loadDraft(localStorage, storageKey) ?? freshDraft());
  const latest = useRef(draft);

  useEffect(() => {
    latest.current = draft;
    const timer = window.setTimeout(() => saveDraft(localStorage, storageKey, draft), DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [storageKey, draft]);

  // A reload, a closed tab or leaving the page must not drop the last keystrokes still waiting for the timer.
  useEffect(() => {
    const flush = () => saveDraft(localStorage, storageKey, latest.current);
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [storageKey]);

  return [draft, setDraft] as const;
}
