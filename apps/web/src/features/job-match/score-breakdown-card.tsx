// How the match score was reached: each part (role fit, required and preferred skills, years, degree) with
// what it weighs, what it scored and the points it earned, and the changes that would raise the score most,
// each with the resume line to edit.
import type { MatchBreakdown } from "@hireable/contracts";
import { ArrowUpRightIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";

export function ScoreBreakdownCard({ breakdown }: { breakdown: MatchBreakdown }) {
  return (
    <Card data-testid="score-breakdown">
      <CardHeader>
        <CardTitle>How the score is made</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <ul className="space-y-3">
          {breakdown.parts.map((part) => (
            <li key={part.key} data-testid="score-part">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium text-slate-800">
                  {part.label}{" "}
                  <span className="font-normal text-slate-500">· weighs {Math.round(part.weight * 100)}%</span>
                </span>
                <span className="text-slate-700">{part.points.toFixed(0)} points</span>
              </div>
              <div
                className="mt-1 h-2 rounded-full bg-slate-100"
                role="meter"
                aria-label={part.label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(part.score * 100)}
              >
                <div
                  className="h-full rounded-full bg-brand-600"
                  style={{ width: `${Math.round(part.score * 100)}%` }}
                />
              </div>
              <p className="mt-1 text-xs text-slate-600 [overflow-wrap:anywhere]">{part.detail}</p>
            </li>
          ))}
        </ul>
        <p className="text-xs text-slate-500">
          80 and above: a strong fit. 60–79: a fit with gaps worth closing. 40–59: a neighbouring role, or many
          requirements missing. Under 20: another occupation. Role fit scales the rest: another occupation's skills do
          not make a fit.
        </p>
        {breakdown.changes.length > 0 && (
          <div>
            <p className="font-medium text-slate-800">What would raise it most</p>
            <ol className="mt-2 space-y-3">
              {breakdown.changes.map((change) => (
                <li key={`${change.kind}-${change.text}`} className="flex gap-3 text-sm" data-testid="score-change">
                  <span className="inline-flex h-6 shrink-0 items-center gap-0.5 rounded-full bg-emerald-100 px-2 text-xs font-semibold text-emerald-800">
                    <ArrowUpRightIcon className="size-3" aria-hidden />+{change.gain}
                  </span>
                  <div className="min-w-0">
                    <p className="text-slate-800">{change.text}</p>
                    {change.resumeLine && (
                      <p className="mt-0.5 text-xs text-slate-500 [overflow-wrap:anywhere]">
                        Your line: “{change.resumeLine.text}”
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
