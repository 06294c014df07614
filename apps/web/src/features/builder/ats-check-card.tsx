// After generation: what an applicant tracking system reads from the exported PDF. The server renders the
// PDF, parses it back with the same parser as uploads and analyses it; this card shows what came back and
// the first things worth improving.
import { categoryLabel } from "@hireable/contracts";
import { CheckCircle2Icon, ScanSearchIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { serverOrErrorMessage } from "@/lib/error-messages.ts";
import { useAtsCheck } from "./api/check-generated-resume.ts";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

export function AtsCheckCard({ generatedResumeId }: { generatedResumeId: string }) {
  const check = useAtsCheck(generatedResumeId);
  return (
    <Card data-testid="ats-check">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ScanSearchIcon className="size-5 text-brand-600" aria-hidden /> ATS check
        </CardTitle>
        <CardDescription>Your PDF, read back the way an applicant tracking system reads it.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {check.isPending && <Spinner label="Reading your PDF…" />}
        {check.isError && (
          <p role="alert" className="text-red-700">
            Could not check the PDF: {serverOrErrorMessage(check.error, "Please try again.")}
          </p>
        )}
        {check.data && (
          <>
            <p className="flex items-baseline gap-2">
              <span className="text-3xl font-bold text-slate-900" data-testid="ats-score">
                {check.data.analysis.overallScore}
              </span>
              <span className="text-slate-500">/ 100 · {categoryLabel(check.data.analysis.overallScore)}</span>
            </p>
            <p className="flex gap-2 text-slate-700">
              <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
              <span>
                Read back: {check.data.readBack.name || "no name"}, {check.data.readBack.email || "no email"},{" "}
                {plural(check.data.readBack.jobs, "job")}, {plural(check.data.readBack.schools, "school")},{" "}
                {plural(check.data.readBack.skills, "skill")}.
              </span>
            </p>
            {check.data.analysis.details.suggestions.length > 0 && (
              <div>
                <p className="mb-1 font-medium text-slate-900">Worth improving next</p>
                <ul className="space-y-2">
                  {check.data.analysis.details.suggestions.slice(0, 3).map((suggestion) => (
                    <li key={suggestion.checkId} className="rounded-lg bg-slate-50 p-2">
                      <span className="font-medium text-slate-800">{suggestion.title}</span>
                      <span className="block text-slate-600">{suggestion.message}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
