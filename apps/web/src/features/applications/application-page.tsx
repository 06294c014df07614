// One application (/dashboard/applications/:id), or a new one (/dashboard/applications/new) with the import
// of a posting from its address. Its page runs a job match for it and starts a letter for it.
import { type Application, type ApplicationResponse, applicationTitle, STATUS_LABELS } from "@hireable/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeftIcon, BriefcaseIcon, DownloadCloudIcon, MailIcon, Trash2Icon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { PageHeader } from "@/components/layout/page-header.tsx";
import { Button, buttonVariants } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { TextField } from "@/components/ui/text-field.tsx";
import { serverOrErrorMessage } from "@/lib/error-messages.ts";
import { formatTimestamp } from "@/lib/format-date.ts";
import {
  createApplication,
  deleteApplication,
  importPosting,
  matchApplication,
  refreshApplications,
  updateApplication,
  useApplication,
} from "./api/applications-api.ts";
import { type ApplicationDraft, ApplicationForm, draftOf, EMPTY_DRAFT, requestOf } from "./application-form.tsx";

const BACK = (
  <Link to="/dashboard/applications" className={`${buttonVariants({ variant: "ghost", size: "sm" })} mb-2`}>
    <ArrowLeftIcon /> All applications
  </Link>
);

function ImportCard({ onImported }: { onImported(fields: Partial<ApplicationDraft>): void }) {
  const id = useId();
  const [url, setUrl] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const posting = await importPosting(url);
      onImported(posting);
      toast.success(
        posting.source === "json-ld" ? "Posting imported from the page's job data." : "Posting imported from the page.",
      );
    } catch (caught) {
      setError(serverOrErrorMessage(caught, "The posting could not be imported."));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle>Import from the posting's address</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            id={id}
            label="Posting URL"
            value={url}
            onValueChange={setUrl}
            placeholder="https://careers.example.com/jobs/123"
            className="flex-1"
          />
          <Button type="submit" disabled={busy || !url.trim()}>
            {busy ? <Spinner size="sm" inverse /> : <DownloadCloudIcon />} Import
          </Button>
        </form>
        {error && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function LinksCard({ application, onChanged }: { application: Application; onChanged(): void }) {
  const [matching, setMatching] = useState(false);
  const canMatch = Boolean(application.resumeId && application.postingText.trim());
  async function runMatch() {
    setMatching(true);
    try {
      await matchApplication(application);
      toast.success("Job match saved to this application.");
      onChanged();
    } catch (error) {
      toast.error(serverOrErrorMessage(error, "The match could not be run. Please try again."));
    } finally {
      setMatching(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Resume, match and letter</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <div>
          <p className="font-medium text-slate-800">Resume</p>
          {application.resume ? (
            application.resume.kind === "uploaded" ? (
              <Link to={`/analyze/${application.resume.id}`} className="text-brand-700 hover:underline">
                {application.resume.title}
              </Link>
            ) : (
              <p>{application.resume.title} (built)</p>
            )
          ) : (
            <p className="text-slate-500">None chosen yet.</p>
          )}
        </div>
        <div data-testid="application-match">
          <p className="font-medium text-slate-800">Job match</p>
          {application.match ? (
            <>
              <p>Score {application.match.score} of 100</p>
              {application.match.missingKeywords.length > 0 && (
                <p className="text-slate-600">Missing: {application.match.missingKeywords.join(", ")}</p>
              )}
            </>
          ) : (
            <p className="text-slate-500">Not matched yet.</p>
          )}
          <Button variant="outline" size="sm" className="mt-2" onClick={runMatch} disabled={!canMatch || matching}>
            {matching ? <Spinner size="sm" /> : <BriefcaseIcon />} {application.match ? "Match again" : "Run job match"}
          </Button>
          {!canMatch && (
            <p className="mt-1 text-xs text-slate-500">
              Choose an uploaded resume and add the posting's text to match.
            </p>
          )}
        </div>
        <div>
          <p className="font-medium text-slate-800">Cover letter</p>
          {application.coverLetter ? (
            <Link
              to={`/dashboard/cover-letter?letter=${application.coverLetter.id}`}
              className="text-brand-700 hover:underline"
            >
              {application.coverLetter.title}
            </Link>
          ) : (
            <p className="text-slate-500">No letter yet.</p>
          )}
          <Link
            to={`/dashboard/cover-letter?application=${application.id}`}
            className={`${buttonVariants({ variant: "outline", size: "sm" })} mt-2`}
          >
            <MailIcon /> {application.coverLetter ? "Write another letter" : "Write cover letter"}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

function HistoryCard({ history }: { history: ApplicationResponse["history"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>History</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-2 text-sm" data-testid="application-history">
          {history.map((event) => (
            <li key={event.id}>
              <p className="font-medium text-slate-800">{event.title}</p>
              <p className="text-xs text-slate-500">{formatTimestamp(event.date)}</p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function ApplicationEditor({ initial, loaded }: { initial: ApplicationDraft; loaded?: ApplicationResponse }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const application = loaded?.application;

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const saved = application
        ? await updateApplication(application.id, requestOf(draft))
        : await createApplication(requestOf(draft));
      // The server may have set dates the move implies (applied, closed): the form shows what was saved.
      setDraft(draftOf(saved.application));
      await refreshApplications(queryClient);
      toast.success(application ? "Application saved." : "Application added.");
      if (!application) navigate(`/dashboard/applications/${saved.application.id}`, { replace: true });
    } catch (caught) {
      setError(serverOrErrorMessage(caught, "The application could not be saved. Please try again."));
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (!application) return;
    try {
      await deleteApplication(application.id);
      await refreshApplications(queryClient);
      toast.success("Application deleted.");
      navigate("/dashboard/applications");
    } catch (caught) {
      toast.error(serverOrErrorMessage(caught, "The application could not be deleted."));
    }
  }

  return (
    <>
      {!application && <ImportCard onImported={(fields) => setDraft((current) => ({ ...current, ...fields }))} />}
      <div className="grid gap-6 lg:grid-cols-3">
        <form onSubmit={save} className="space-y-4 lg:col-span-2" aria-label="Application">
          <Card>
            <CardContent className="pt-6">
              <ApplicationForm draft={draft} onChange={setDraft} />
            </CardContent>
          </Card>
          {error && <FormAlert>{error}</FormAlert>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={saving}>
              {saving && <Spinner size="sm" inverse />} {application ? "Save changes" : "Save application"}
            </Button>
            {application && (
              <Button type="button" variant="danger" onClick={() => setConfirmDelete(true)}>
                <Trash2Icon /> Delete
              </Button>
            )}
          </div>
        </form>
        {loaded && application && (
          <div className="space-y-6">
            <LinksCard application={application} onChanged={() => void refreshApplications(queryClient)} />
            <HistoryCard history={loaded.history} />
          </div>
        )}
      </div>
      <Dialog open={confirmDelete} onOpenChange={setConfirmDelete}>
        <DialogContent>
          <DialogTitle>Delete this application?</DialogTitle>
          <DialogDescription>
            {application && applicationTitle(application)} and its notes and contacts are deleted. The resume, match and
            letter it links to are kept.
          </DialogDescription>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={remove}>
              Delete
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

function ExistingApplication({ id }: { id: string }) {
  const query = useApplication(id);
  if (query.isError)
    return <FormAlert>{serverOrErrorMessage(query.error, "This application could not be opened.")}</FormAlert>;
  if (!query.data) return <Skeleton className="h-96" />;
  // The form starts from the application once; later reads (after a match) update the side cards only.
  return <ApplicationEditor key={id} initial={draftOf(query.data.application)} loaded={query.data} />;
}

export function ApplicationPage() {
  const { id = "new" } = useParams();
  const query = useApplication(id === "new" ? null : id);
  const application = query.data?.application;
  const title = id === "new" ? "New application" : application ? applicationTitle(application) : "Application";
  const description = application
    ? `${STATUS_LABELS[application.status]} · saved ${formatTimestamp(application.savedAt)}`
    : "Fill it in yourself, or import the posting from its address.";
  return (
    <>
      {BACK}
      <PageHeader title={title} description={id === "new" || application ? description : undefined} />
      {id === "new" ? <ApplicationEditor initial={EMPTY_DRAFT} /> : <ExistingApplication id={id} />}
    </>
  );
}
