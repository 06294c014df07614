// The analyze flow (SPEC §4): no file -> file selected -> uploading -> uploaded (id held) -> analyzing ->
// results. 'Upload Another' resets everything; a new file clears the earlier id and analysis.
import type { AnalysisResult } from "@hireable/contracts";
import { CheckIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { useAuth } from "@/app/auth-context.tsx";
import { FileDropZone } from "@/components/file-drop-zone.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { cn } from "@/lib/cn.ts";
import { requestFailureMessage } from "@/lib/error-messages.ts";
import { AnalysisResults } from "./analysis-results.tsx";
import { ANALYZE_MESSAGES } from "./analyze-messages.ts";
import { analyzeResume } from "./api/analyze-resume.ts";
import { uploadResume } from "./api/upload-resume.ts";

type Busy = "uploading" | "analyzing" | null;

const STEPS = ["Upload", "Analyze", "Results"] as const;

function Stepper({ current }: { current: number }) {
  return (
    <ol className="mb-6 flex items-center gap-2 text-sm" aria-label="Progress">
      {STEPS.map((step, index) => (
        <li key={step} className="flex flex-1 items-center gap-2" aria-current={index === current ? "step" : undefined}>
          <span
            className={cn(
              "flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold",
              index < current
                ? "bg-emerald-500 text-white"
                : index === current
                  ? "bg-brand-600 text-white"
                  : "bg-slate-200 text-slate-600",
            )}
          >
            {index < current ? <CheckIcon className="size-4" /> : index + 1}
          </span>
          <span className={cn("font-medium", index === current ? "text-slate-900" : "text-slate-500")}>{step}</span>
          {index < STEPS.length - 1 && <span className="h-px flex-1 bg-slate-200" />}
        </li>
      ))}
    </ol>
  );
}

export function AnalyzeFlow({ builderPath }: { builderPath: string }) {
  const signedIn = useAuth().status === "signed-in";
  const [file, setFile] = useState<File | null>(null);
  const [resumeId, setResumeId] = useState<string | null>(null);
  const [analysis, setAnalysis] = useState<AnalysisResult | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  /** While a scanned PDF is read by OCR: which page ("Reading your scanned resume… page 1 of 2"). */
  const [reading, setReading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setResumeId(null);
    setAnalysis(null);
    setError(null);
  };

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  async function upload() {
    if (!file) return fail(ANALYZE_MESSAGES.noFile);
    setBusy("uploading");
    setError(null);
    try {
      const result = await uploadResume(file, (page, pages) =>
        setReading(`Reading your scanned resume… page ${page} of ${pages}`),
      );
      setResumeId(result.resumeId);
      toast.success(result.message || ANALYZE_MESSAGES.uploadSuccess);
    } catch (caught) {
      fail(requestFailureMessage(caught, ANALYZE_MESSAGES.uploadFailed, ANALYZE_MESSAGES.uploadUnexpected));
    } finally {
      setBusy(null);
      setReading(null);
    }
  }

  async function analyze() {
    if (!resumeId) return fail(ANALYZE_MESSAGES.noResumeId);
    setBusy("analyzing");
    setError(null);
    try {
      const result = await analyzeResume(resumeId);
      setAnalysis(result.analysis);
      toast.success(result.message || ANALYZE_MESSAGES.analyzeSuccess);
    } catch (caught) {
      fail(requestFailureMessage(caught, ANALYZE_MESSAGES.analyzeFailed, ANALYZE_MESSAGES.analyzeUnexpected));
    } finally {
      setBusy(null);
    }
  }

  const step = analysis ? 2 : resumeId ? 1 : 0;
  return (
    <div>
      <Stepper current={step} />
      {analysis ? (
        <AnalysisResults
          analysis={analysis}
          onUploadAnother={reset}
          builderPath={builderPath}
          resumeId={resumeId ?? undefined}
        />
      ) : (
        <Card>
          <CardContent className="space-y-4 p-6">
            <FileDropZone
              file={file}
              disabled={busy !== null}
              wrongTypeMessage={ANALYZE_MESSAGES.wrongType}
              onFile={(chosen) => {
                setFile(chosen);
                setResumeId(null);
                setAnalysis(null);
                setError(null);
              }}
              onReject={(message) => {
                setFile(null);
                fail(message);
              }}
            />
            {error && <FormAlert>{error}</FormAlert>}
            <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
              {!resumeId ? (
                <Button onClick={upload} disabled={busy !== null}>
                  {busy === "uploading" ? (
                    <>
                      <Spinner size="sm" inverse /> {reading ?? "Uploading..."}
                    </>
                  ) : (
                    "Upload Resume"
                  )}
                </Button>
              ) : (
                <Button onClick={analyze} disabled={busy !== null}>
                  {busy === "analyzing" ? (
                    <>
                      <Spinner size="sm" inverse /> Analyzing...
                    </>
                  ) : (
                    "Analyze Resume"
                  )}
                </Button>
              )}
            </div>
            <p className="text-xs text-slate-500" data-testid="retention-note">
              {signedIn
                ? "Your upload is kept in My Documents, private to your account, until you delete it."
                : "Without an account, your upload is reachable only through its private link and deleted after 24 hours."}
            </p>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
