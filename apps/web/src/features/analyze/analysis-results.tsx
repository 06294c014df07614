// Results of an analysis (SPEC §2): the score ring, four category cards, Areas for Improvement (each with
// the resume text it is about), Resume Strengths, the ATS view (what was read), and Next Steps.
import { type AnalysisResult, categoryLabel } from "@hireable/contracts";
import { CheckCircle2Icon, LightbulbIcon, QuoteIcon } from "lucide-react";
import { Link } from "react-router";
import { ScoreRing } from "@/components/score-ring.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button, buttonVariants } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { overallSummary } from "./analyze-messages.ts";
import { AtsViewCard } from "./ats-view-card.tsx";
import { BulletRewritesCard } from "./bullet-rewrites-card.tsx";

const CATEGORIES = [
  { key: "formatting", title: "Formatting" },
  { key: "content", title: "Content Quality" },
  { key: "keywords", title: "Keywords" },
  { key: "impact", title: "Impact" },
] as const;

export function AnalysisResults({
  analysis,
  onUploadAnother,
  builderPath = "/builder",
  resumeId,
}: {
  analysis: AnalysisResult;
  onUploadAnother?: () => void;
  builderPath?: string;
  /** The analysed resume, so a signed-in user can ask a configured model for rewrites. */
  resumeId?: string;
}) {
  const summary = overallSummary(analysis.overallScore);
  const details = analysis.details.suggestions;
  // Text without spaces (a URL in a bullet, a scanner's file name) wraps instead of widening a phone's page.
  return (
    <div className="space-y-6 [overflow-wrap:anywhere]" data-testid="analysis-results">
      <Card>
        <CardContent className="flex flex-col items-center gap-6 p-6 sm:flex-row">
          <ScoreRing score={analysis.overallScore} label="Overall score" />
          <div>
            <h2 className="text-2xl font-bold text-slate-900">{summary.title}</h2>
            <p className="mt-1 text-slate-600">{summary.text}</p>
            <p className="mt-2 text-xs text-slate-500">
              Every score below points at the text it came from. {analysis.details.wordCount} words read.
            </p>
          </div>
        </CardContent>
      </Card>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CATEGORIES.map(({ key, title }) => {
          const score = analysis.categoryScores[key];
          return (
            <Card key={key} data-testid={`category-${key}`}>
              <CardContent className="p-5">
                <p className="text-sm font-medium text-slate-600">{title}</p>
                <p className="mt-1 text-3xl font-bold text-slate-900">{score}</p>
                <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100">
                  <div className="h-full rounded-full bg-brand-600" style={{ width: `${score}%` }} />
                </div>
                <p className="mt-2 text-xs font-semibold text-brand-700">{categoryLabel(score)}</p>
              </CardContent>
            </Card>
          );
        })}
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <LightbulbIcon className="size-5 text-amber-500" aria-hidden /> Areas for Improvement
            </CardTitle>
            <CardDescription>Most points first. Each names the text it is about.</CardDescription>
          </CardHeader>
          <CardContent>
            {details.length === 0 ? (
              <p className="text-sm text-slate-500">Nothing to improve: every check passed.</p>
            ) : (
              <ol className="space-y-4">
                {details.map((s) => (
                  <li key={s.checkId} className="rounded-lg border border-slate-200 p-4" data-testid="suggestion">
                    <div className="mb-1 flex flex-wrap items-center gap-2">
                      <Badge variant="warning">+{s.gain} pts</Badge>
                      <span className="text-xs uppercase tracking-wide text-slate-500">{s.category}</span>
                    </div>
                    <p className="font-medium text-slate-900">{s.message}</p>
                    <p className="mt-1 text-sm text-slate-600">{s.why}</p>
                    {s.evidence.slice(0, 2).map((e) => (
                      <blockquote
                        key={`${e.lineIndex}-${e.text}`}
                        className="mt-2 flex gap-2 rounded-md bg-slate-50 p-2 text-sm italic text-slate-700"
                        data-testid="evidence"
                      >
                        <QuoteIcon className="mt-0.5 size-3.5 shrink-0 text-slate-400" aria-hidden />
                        {e.text}
                      </blockquote>
                    ))}
                    {s.rewrite && (
                      <p className="mt-2 text-sm text-slate-700">
                        <span className="font-semibold">Try: </span>
                        <code className="rounded bg-brand-50 px-1 text-brand-700">{s.rewrite}</code>
                      </p>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <CheckCircle2Icon className="size-5 text-emerald-500" aria-hidden /> Resume Strengths
            </CardTitle>
            <CardDescription>What already works, with the evidence.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2">
              {analysis.strengths.map((strength) => (
                <li key={strength} className="flex gap-2 text-sm text-slate-700" data-testid="strength">
                  <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-emerald-500" aria-hidden />
                  {strength}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>

      <BulletRewritesCard rewrites={analysis.details.rewrites ?? []} resumeId={resumeId} />

      {analysis.details.atsView && <AtsViewCard view={analysis.details.atsView} />}

      <Card>
        <CardHeader>
          <CardTitle>Next Steps</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row">
          {onUploadAnother && (
            <Button variant="outline" onClick={onUploadAnother}>
              Upload Another
            </Button>
          )}
          <Link to={builderPath} className={buttonVariants()}>
            Build Improved Resume
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
