// Resume to Job Match (SPEC §2, §4, §5, §8): idle -> analyzing (inputs and button disabled,
// 'Analyzing match...') -> results; 'Analyze Another Job' clears the results.
import type { MatchAnalysis } from "@hireable/contracts";
import { useId, useState } from "react";
import { toast } from "sonner";
import { FileDropZone } from "@/components/file-drop-zone.tsx";
import { PageHeader } from "@/components/layout/page-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { requestFailureMessage } from "@/lib/error-messages.ts";
import { matchResumeToJob } from "./api/match-resume-job.ts";
import { MATCH_MESSAGES } from "./match-messages.ts";
import { MatchResults } from "./match-results.tsx";

const UPLOAD_TIPS = [
  "Use your most recent resume, as PDF or DOCX, ideally under 5MB.",
  "A text PDF (not a scan) reads best.",
  "Keep one column: sidebars can hide skills from ATS.",
];
const DESCRIPTION_TIPS = [
  "Paste the whole posting: requirements, nice-to-haves and responsibilities.",
  "Leave in the job title: the title counts toward the match.",
  "Benefits and equal-opportunity text are ignored automatically.",
];

function TipsToggle({ label, tips }: { label: string; tips: string[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <Button
        type="button"
        variant="link"
        size="inline"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? `Hide ${label.replace(/^(Show|Upload) /, "").toLowerCase()}` : label}
      </Button>
      {open && (
        <ul id={id} className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function JobMatchPage({ inDashboard = false }: { inDashboard?: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [jobDescription, setJobDescription] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ analysis: MatchAnalysis; matchId: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const descriptionId = useId();

  async function analyze() {
    if (!file || !jobDescription.trim()) {
      setError(MATCH_MESSAGES.missingInput);
      toast.error(MATCH_MESSAGES.missingInput);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const matched = await matchResumeToJob(file, jobDescription);
      setResult({ analysis: matched.analysis, matchId: matched.matchId });
      toast.success(matched.message || MATCH_MESSAGES.success);
    } catch (caught) {
      const message = requestFailureMessage(caught, MATCH_MESSAGES.failed, MATCH_MESSAGES.unexpected);
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  const content = (
    <>
      <PageHeader
        title="Resume to Job Match"
        description="See how well your resume fits a job posting — requirement by requirement."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Your Resume</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            <FileDropZone
              file={file}
              disabled={busy}
              wrongTypeMessage={MATCH_MESSAGES.wrongType}
              onFile={(chosen) => {
                setFile(chosen);
                setError(null);
              }}
              onReject={(message) => {
                setFile(null);
                setError(message);
                toast.error(message);
              }}
            />
            <TipsToggle label="Upload Tips" tips={UPLOAD_TIPS} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <label htmlFor={descriptionId}>Job Description</label>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            <Textarea
              id={descriptionId}
              rows={14}
              value={jobDescription}
              disabled={busy}
              onChange={(event) => setJobDescription(event.target.value)}
              placeholder="Paste the full job description here…"
            />
            <TipsToggle label="Show Tips" tips={DESCRIPTION_TIPS} />
          </CardContent>
        </Card>
      </div>
      {error && <FormAlert className="mt-4">{error}</FormAlert>}
      <div className="my-6 flex justify-center">
        <Button size="lg" onClick={analyze} disabled={busy || !file || !jobDescription.trim()}>
          {busy ? (
            <>
              <Spinner size="sm" inverse /> Analyzing match...
            </>
          ) : (
            "Analyze Match"
          )}
        </Button>
      </div>
      {result && (
        <MatchResults
          analysis={result.analysis}
          matchId={result.matchId}
          builderPath={inDashboard ? "/dashboard/builder" : "/builder"}
          onAnalyzeAnother={() => {
            setResult(null);
            setError(null);
          }}
        />
      )}
    </>
  );
  return inDashboard ? content : <div className="mx-auto max-w-6xl px-4 py-10">{content}</div>;
}
