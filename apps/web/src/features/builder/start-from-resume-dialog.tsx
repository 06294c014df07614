// Beyond SPEC: start the builder from an uploaded resume, using what the parser read from it.
import { type BulletRewrite, computeCompletion, type ResumeForm, type ResumeListItem } from "@hireable/contracts";
import { FileTextIcon, FileUpIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { getResume } from "@/features/analyze/api/get-resume.ts";
import { resumeLabel, useResumes } from "@/features/documents/api/get-resumes.ts";
import { requestFailureMessage } from "@/lib/error-messages.ts";
import { BUILDER_MESSAGES } from "./builder-messages.ts";

interface StartFromResumeDialogProps {
  /** Called with the resume's form and its analysis's bullet rewrites; the dialog then closes. */
  onLoad(form: ResumeForm, label: string, rewrites: BulletRewrite[]): void;
}

export function StartFromResumeDialog({ onLoad }: StartFromResumeDialogProps) {
  const [open, setOpen] = useState(false);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(resume: ResumeListItem) {
    setError(null);
    setLoadingId(resume.id);
    try {
      const { form, analysis } = await getResume(resume.id);
      // Nothing the completion checks recognise (no name, no jobs, no schooling…) means the file was not readable.
      if (computeCompletion(form) === 0) {
        setError(BUILDER_MESSAGES.resumeUnreadable);
        return;
      }
      onLoad(form, resumeLabel(resume), analysis?.details.rewrites ?? []);
      setOpen(false);
    } catch (caught) {
      setError(requestFailureMessage(caught, BUILDER_MESSAGES.resumeLoadFailed));
    } finally {
      setLoadingId(null);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileUpIcon aria-hidden />
          Start from my resume
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogTitle>Start from my resume</DialogTitle>
        <DialogDescription>
          Pick an uploaded resume to fill the form with what we read from it. This replaces what is in the form now.
        </DialogDescription>
        <div className="mt-4 space-y-3">
          {open && <ResumeChoices loadingId={loadingId} onChoose={choose} />}
          {error && <FormAlert>{error}</FormAlert>}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ResumeChoices({ loadingId, onChoose }: { loadingId: string | null; onChoose(resume: ResumeListItem): void }) {
  const resumes = useResumes();
  if (resumes.isPending) {
    return (
      <div className="flex justify-center">
        <Spinner label="Loading your resumes" />
      </div>
    );
  }
  if (resumes.isError) return <FormAlert>Failed to load your resumes</FormAlert>;
  if (resumes.data.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
        <p>You have not uploaded a resume yet.</p>
        <Link to="/dashboard/analyze" className={buttonVariants({ variant: "link", className: "mt-1" })}>
          Upload one on Resume Analysis
        </Link>
      </div>
    );
  }
  return (
    <ul className="max-h-72 space-y-2 overflow-y-auto" aria-label="Your uploaded resumes">
      {resumes.data.map((resume) => (
        <li key={resume.id}>
          <Button variant="outline" size="row" disabled={loadingId !== null} onClick={() => onChoose(resume)}>
            {loadingId === resume.id ? <Spinner size="sm" /> : <FileTextIcon aria-hidden />}
            <span className="truncate">{resumeLabel(resume)}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
