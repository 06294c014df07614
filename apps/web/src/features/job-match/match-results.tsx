// Job Match Results (SPEC §2): the circular score with its band and headline, matching and missing
// keywords with counts and evidence, suggestions, and Next Steps.
import { type MatchAnalysis, matchHeadline } from "@hireable/contracts";
import { AlertTriangleIcon, CheckCircle2Icon, LightbulbIcon, TrendingUpIcon, XCircleIcon } from "lucide-react";
import { Link } from "react-router";
import { ScoreRing } from "@/components/score-ring.tsx";
import { Button, buttonVariants } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { cn } from "@/lib/cn.ts";
import { SaveAsApplicationButton } from "../applications/save-as-application-button.tsx";
import { matchBandStyle } from "./match-messages.ts";
import { RequirementFactsCard } from "./requirement-facts-card.tsx";
import { ScoreBreakdownCard } from "./score-breakdown-card.tsx";

const BAND_ICONS = {
  "Excellent Match": CheckCircle2Icon,
  "Good Match": TrendingUpIcon,
  "Average Match": AlertTriangleIcon,
  "Low Match": XCircleIcon,
};

function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-4 text-center">
      <p className="font-medium text-slate-700">{title}</p>
      <p className="text-sm text-slate-500">{text}</p>
    </div>
  );
}

export function MatchResults({
  analysis,
  onAnalyzeAnother,
  builderPath,
  matchId,
}: {
  analysis: MatchAnalysis;
  onAnalyzeAnother(): void;
  builderPath: string;
  /** The saved match, which "Save as application" links to. */
  matchId: string;
}) {
  const band = matchBandStyle(analysis.matchScore);
  const BandIcon = BAND_ICONS[band.label];
  const termsByName = new Map(analysis.details.terms.map((t) => [t.name, t]));
  const { requiredCoverage, preferredCoverage } = analysis.details;
  return (
    <div className="space-y-6" data-testid="match-results">
      <Card>
        <CardHeader>
          <CardTitle>Job Match Results</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-6 sm:flex-row">
          <ScoreRing score={analysis.matchScore} label="Match score" colorClass={band.ringClass} />
          <div className="space-y-2">
            <span
              className={cn(
                "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold",
                band.badgeClass,
              )}
              data-testid="match-band"
            >
              <BandIcon className="size-4" aria-hidden /> {band.label}
            </span>
            <p className="text-xl font-bold text-slate-900" data-testid="match-headline">
              {matchHeadline(analysis.matchScore)}
            </p>
            <p className="text-slate-600">{band.description}</p>
            <p className="text-sm text-slate-600">
              Required: {requiredCoverage.matched} of {requiredCoverage.total} covered · Preferred:{" "}
              {preferredCoverage.matched} of {preferredCoverage.total}
            </p>
          </div>
        </CardContent>
      </Card>

      {analysis.details.breakdown && <ScoreBreakdownCard breakdown={analysis.details.breakdown} />}

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <CheckCircle2Icon className="size-5 text-emerald-500" aria-hidden /> Matching Keywords (
              {analysis.matchingKeywords.length})
            </CardTitle>
          </CardHeader>
          <CardContent>
            {analysis.matchingKeywords.length === 0 ? (
              <EmptyState
                title="No strong keyword matches found."
                text="Consider reviewing the job description more carefully."
              />
            ) : (
              <ul className="space-y-2">
                {analysis.matchingKeywords.map((name) => {
                  const term = termsByName.get(name);
                  return (
                    <li key={name} className="text-sm" data-testid="matching-keyword">
                      <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-medium text-emerald-800">
                        {name}
                      </span>
                      {term?.how === "listed-only" && (
                        <span className="ml-2 text-xs text-amber-700">only listed — show it in a bullet</span>
                      )}
                      {term?.resumeLine && (
                        <p className="mt-1 truncate text-xs text-slate-500">Your resume: “{term.resumeLine.text}”</p>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <XCircleIcon className="size-5 text-red-500" aria-hidden /> Missing Keywords (
              {analysis.missingKeywords.length})
            </CardTitle>
          </CardHeader>
          <CardContent>
            {analysis.missingKeywords.length === 0 ? (
              <EmptyState
                title="No significant missing keywords identified."
                text="Your resume appears to cover the job requirements well."
              />
            ) : (
              <ul className="space-y-2">
                {analysis.missingKeywords.map((name) => {
                  const term = termsByName.get(name);
                  return (
                    <li key={name} className="text-sm" data-testid="missing-keyword">
                      <span className="rounded-full bg-red-100 px-2 py-0.5 font-medium text-red-800">{name}</span>
                      <span className="ml-2 text-xs text-slate-500">{term?.requirement}</span>
                      {term?.postingSentence && (
                        <p className="mt-1 truncate text-xs text-slate-500">Posting: “{term.postingSentence}”</p>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>

      <RequirementFactsCard facts={analysis.details.facts ?? []} />

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <LightbulbIcon className="size-5 text-amber-500" aria-hidden /> Improvement Suggestions (
            {analysis.suggestions.length})
          </CardTitle>
        </CardHeader>
        <CardContent>
          {analysis.suggestions.length === 0 ? (
            <EmptyState
              title="No specific suggestions available."
              text="Your resume already aligns well with this job posting."
            />
          ) : (
            <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
              {analysis.suggestions.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Next Steps</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row">
          <Link to={builderPath} className={buttonVariants()}>
            Update Resume
          </Link>
          <SaveAsApplicationButton request={{ jobMatchId: matchId }} />
          <Button variant="outline" onClick={onAnalyzeAnother}>
            Analyze Another Job
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
