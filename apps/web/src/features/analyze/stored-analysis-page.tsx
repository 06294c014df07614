// /analyze/{id}: a stored analysis, shown to its owner (or to whoever holds an anonymous upload's link).
import { useParams } from "react-router";
import { PageHeader } from "@/components/layout/page-header.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { ApiError } from "@/lib/api-client.ts";
import { AnalysisResults } from "./analysis-results.tsx";
import { useResume } from "./api/get-resume.ts";

export function StoredAnalysisPage() {
  const { resumeId = "" } = useParams();
  const query = useResume(resumeId);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader title="Resume Analysis" description={query.data ? query.data.resume.originalFilename : undefined} />
      {query.isPending && <Spinner label="Loading analysis" />}
      {query.isError && (
        <Card>
          <CardContent className="p-6 text-slate-700" role="alert">
            {query.error instanceof ApiError && query.error.status === 404
              ? "This resume does not exist or is not yours."
              : "Could not load this analysis. Please try again."}
          </CardContent>
        </Card>
      )}
      {query.data && !query.data.analysis && <p className="text-slate-600">This resume has not been analysed yet.</p>}
      {query.data?.analysis && <AnalysisResults analysis={query.data.analysis} resumeId={resumeId} />}
    </div>
  );
}
