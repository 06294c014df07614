import { type ReactNode, useId } from "react";
import { Badge } from "@/components/ui/badge.tsx";
import { Progress } from "@/components/ui/progress.tsx";

/** Title, tagline and page actions; while editing, also how complete the resume is (SPEC §4). */
export function BuilderHeader({ completion, actions }: { completion: number | null; actions?: ReactNode }) {
  return (
    <header className="mb-6 space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Resume Builder</h1>
          <p className="mt-1 text-slate-600">Craft your perfect resume with our AI-powered assistant</p>
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {completion !== null && <CompletionBar percent={completion} />}
    </header>
  );
}

function CompletionBar({ percent }: { percent: number }) {
  const complete = percent === 100;
  const labelId = useId();
  return (
    <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <span id={labelId} className="shrink-0 text-sm font-medium text-slate-700">
        Resume completion
      </span>
      <Progress value={percent} aria-labelledby={labelId} className={complete ? "[&>div]:bg-emerald-500" : undefined} />
      <Badge
        variant={complete ? "success" : "default"}
        data-testid="completion-badge"
        className="shrink-0 tabular-nums"
      >
        {percent}%
      </Badge>
    </div>
  );
}
