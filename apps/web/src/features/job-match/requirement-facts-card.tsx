// "Experience and education": the years and the degree the posting asks for, each with the posting's
// sentence, what the resume shows and the resume line it shows it in.
import type { RequirementFact } from "@hireable/contracts";
import { QuoteIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";

const STATUS = {
  met: { label: "Met", variant: "success" },
  partly: { label: "Partly", variant: "warning" },
  missing: { label: "Missing", variant: "danger" },
} as const;

function Evidence({ label, text }: { label: string; text: string }) {
  return (
    <p className="flex gap-1.5 text-xs text-slate-600">
      <QuoteIcon className="mt-0.5 size-3 shrink-0 text-slate-400" aria-hidden />
      <span>
        <span className="font-semibold">{label}: </span>
        {text}
      </span>
    </p>
  );
}

export function RequirementFactsCard({ facts }: { facts: RequirementFact[] }) {
  if (facts.length === 0) return null;
  return (
    <Card data-testid="requirement-facts">
      <CardHeader>
        <CardTitle>Experience and education</CardTitle>
        <CardDescription>What the posting asks beyond keywords, and what your resume shows.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4 [overflow-wrap:anywhere]">
          {facts.map((fact) => {
            const status = STATUS[fact.status];
            return (
              <li key={`${fact.kind}-${fact.asked}`} className="space-y-1.5" data-testid="requirement-fact">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={status.variant}>{status.label}</Badge>
                  <span className="font-medium text-slate-900">{fact.asked}</span>
                  <span className="text-xs text-slate-500">({fact.requirement})</span>
                </div>
                <p className="text-sm text-slate-700">Your resume: {fact.found}</p>
                <Evidence label="Posting" text={fact.postingSentence} />
                {fact.resumeLine && <Evidence label="Resume" text={fact.resumeLine.text} />}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
