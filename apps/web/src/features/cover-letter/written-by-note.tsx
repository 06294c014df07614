import type { WrittenBy } from "@hireable/contracts";
import { SparklesIcon } from "lucide-react";

export const BUILT_IN_WRITER = "Hireable's built-in writer";

/** Who wrote a text, and why a model's text was set aside when it was. */
export function WrittenByNote({ writtenBy }: { writtenBy: WrittenBy }) {
  return (
    <div className="text-xs text-slate-600" data-testid="written-by">
      <p className="flex items-center gap-1.5">
        <SparklesIcon className="size-3.5 text-brand-600" aria-hidden />
        Written by {writtenBy.engine === "model" ? writtenBy.model : BUILT_IN_WRITER}
        {writtenBy.engine === "model" && ", checked against your resume and the posting"}
      </p>
      {writtenBy.fallbackReason && <p className="mt-1 text-amber-700">{writtenBy.fallbackReason}</p>}
    </div>
  );
}
