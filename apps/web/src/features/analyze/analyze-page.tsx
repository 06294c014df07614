import { PageHeader } from "@/components/layout/page-header.tsx";
import { AnalyzeFlow } from "./analyze-flow.tsx";

/** /analyze (public, inside the site layout) and /dashboard/analyze (inside the dashboard). */
export function AnalyzePage({ inDashboard = false }: { inDashboard?: boolean }) {
  const content = (
    <>
      <PageHeader title="Resume Analysis" description="Upload your resume and see, line by line, what to improve." />
      <AnalyzeFlow builderPath={inDashboard ? "/dashboard/builder" : "/builder"} />
    </>
  );
  return inDashboard ? content : <div className="mx-auto max-w-5xl px-4 py-10">{content}</div>;
}
