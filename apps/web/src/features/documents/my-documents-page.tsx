// My Documents (SPEC §2): uploaded resumes and saved cover letters, with real delete, rename, open and
// download. The top-bar search lands here with ?q= and filters by name.
import { useQueryClient } from "@tanstack/react-query";
import { DownloadIcon, FileTextIcon, MailIcon, PencilIcon, SearchIcon, Trash2Icon } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { PageHeader } from "@/components/layout/page-header.tsx";
import { Button, buttonVariants } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { API_BASE_URL, ApiError } from "@/lib/api-client.ts";
import { authStorage } from "@/lib/auth-storage.ts";
import { formatTimestamp } from "@/lib/format-date.ts";
import { deleteCoverLetter, deleteResume, renameResume, useCoverLetters } from "./api/document-actions.ts";
import { resumeLabel, useResumes } from "./api/get-resumes.ts";

function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof Error && error.message) return error.message;
  return "Failed to load your resumes.";
}

/** Downloads with the Bearer token (a plain link could not send it). */
async function downloadOriginal(id: string, filename: string) {
  const response = await fetch(`${API_BASE_URL}/resumes/${encodeURIComponent(id)}/file`, {
    headers: { Authorization: `Bearer ${authStorage.getToken() ?? ""}` },
  });
  if (!response.ok) throw new Error("Download failed");
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

export function MyDocumentsPage() {
  const resumes = useResumes();
  const letters = useCoverLetters();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = (params.get("q") ?? "").trim().toLowerCase();

  useEffect(() => {
    if (resumes.isError) toast.error(`Error loading resumes: ${loadErrorMessage(resumes.error)}`);
  }, [resumes.isError, resumes.error]);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["resumes"] }),
      queryClient.invalidateQueries({ queryKey: ["cover-letters"] }),
    ]);
  const run = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      toast.success(success);
      await refresh();
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.serverMessage ? error.serverMessage : "That did not work. Please try again.",
      );
    }
  };

  const shownResumes = (resumes.data ?? []).filter(
    (r) => !query || `${r.title} ${r.originalFilename}`.toLowerCase().includes(query),
  );
  const shownLetters = (letters.data ?? []).filter((l) => !query || l.title.toLowerCase().includes(query));

  return (
    <div>
      <PageHeader
        title="My Documents"
        description={
          query ? `Showing documents matching “${params.get("q")}”.` : "Your uploaded resumes and cover letters."
        }
        actions={
          <Link to="/dashboard/builder" className={buttonVariants()}>
            Create New Resume
          </Link>
        }
      />
      {query && (
        <p className="mb-4 flex items-center gap-2 text-sm text-slate-600">
          <SearchIcon className="size-4" /> {shownResumes.length + shownLetters.length} result(s).{" "}
          <Link to="/dashboard/my-resumes" className="text-brand-700 underline">
            Clear search
          </Link>
        </p>
      )}
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>Uploaded Resumes</CardTitle>
          </CardHeader>
          <CardContent>
            {resumes.isPending && <Spinner label="Loading resumes" />}
            {resumes.isError && (
              <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-700">
                <p className="font-semibold">Failed to load resumes</p>
                <p className="text-sm">{loadErrorMessage(resumes.error)}</p>
              </div>
            )}
            {resumes.data && shownResumes.length === 0 && (
              <p className="text-slate-500">{query ? "No resume matches your search." : "No resumes uploaded yet."}</p>
            )}
            <ul className="divide-y divide-slate-100">
              {shownResumes.map((resume) => (
                <li
                  key={resume.id}
                  className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center"
                  data-testid="resume-row"
                >
                  <FileTextIcon className="hidden size-5 text-brand-600 sm:block" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-slate-900">{resume.title || resumeLabel(resume)}</p>
                    <p className="truncate text-xs text-slate-500">
                      {resume.originalFilename} · uploaded {formatTimestamp(resume.uploadTimestamp)}
                      {resume.overallScore !== undefined ? ` · score ${resume.overallScore}` : ""}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" onClick={() => navigate(`/analyze/${resume.id}`)}>
                      View Analysis
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Rename ${resume.title}`}
                      onClick={() => {
                        const title = window.prompt("New name for this resume", resume.title)?.trim();
                        if (title) void run(() => renameResume(resume.id, title), "Resume renamed.");
                      }}
                    >
                      <PencilIcon /> Rename
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Download ${resume.originalFilename}`}
                      onClick={() =>
                        void run(() => downloadOriginal(resume.id, resume.originalFilename), "Download started.")
                      }
                    >
                      <DownloadIcon /> Download
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Delete ${resume.title}`}
                      onClick={() => {
                        if (window.confirm(`Delete “${resume.title}” and its analyses? This cannot be undone.`)) {
                          void run(() => deleteResume(resume.id), "Resume deleted.");
                        }
                      }}
                    >
                      <Trash2Icon /> Delete
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Cover Letters</CardTitle>
          </CardHeader>
          <CardContent>
            {letters.isPending && <Spinner label="Loading cover letters" />}
            {letters.data && shownLetters.length === 0 && (
              <p className="text-slate-500">
                {query ? "No cover letter matches your search." : "No cover letters yet."}
              </p>
            )}
            <ul className="divide-y divide-slate-100">
              {shownLetters.map((letter) => (
                <li key={letter.id} className="flex items-center gap-3 py-3" data-testid="letter-row">
                  <MailIcon className="size-5 text-brand-600" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-slate-900">{letter.title}</p>
                    <p className="text-xs text-slate-500">
                      {letter.template} · {formatTimestamp(letter.createdAt)}
                    </p>
                  </div>
                  <Button size="sm" onClick={() => navigate(`/dashboard/cover-letter?letter=${letter.id}`)}>
                    Open
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Delete ${letter.title}`}
                    onClick={() => {
                      if (window.confirm(`Delete the cover letter “${letter.title}”?`)) {
                        void run(() => deleteCoverLetter(letter.id), "Cover letter deleted.");
                      }
                    }}
                  >
                    <Trash2Icon /> Delete
                  </Button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
