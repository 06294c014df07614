// My Documents (SPEC §2): uploaded resumes, generated resumes and saved cover letters, each with open,
// rename, copy, download and delete that work for real. The top-bar search lands here with ?q= and filters.
import { coverLetterFileName } from "@hireable/contracts";
import { useQueryClient } from "@tanstack/react-query";
import {
  CopyIcon,
  DownloadIcon,
  FileTextIcon,
  MailIcon,
  PencilIcon,
  SearchIcon,
  SparklesIcon,
  TagIcon,
  Trash2Icon,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { PageHeader } from "@/components/layout/page-header.tsx";
import { buttonVariants } from "@/components/ui/button.tsx";
import { apiDownload } from "@/lib/api-client.ts";
import { requestFailureMessage, serverOrErrorMessage } from "@/lib/error-messages.ts";
import { formatTimestamp } from "@/lib/format-date.ts";
import { saveFile } from "@/lib/save-file.ts";
import { downloadGeneratedResume } from "../builder/download-generated-resume.ts";
import { getCoverLetter } from "../cover-letter/api/get-cover-letter.ts";
import {
  cloneDocument,
  type DocumentKind,
  deleteDocument,
  renameDocument,
  useCoverLetters,
  useGeneratedResumes,
} from "./api/document-actions.ts";
import { resumeLabel, useResumes } from "./api/get-resumes.ts";
import { DeleteDialog, type DocumentTarget, RenameDialog } from "./document-dialogs.tsx";
import { DocumentListCard } from "./document-list-card.tsx";
import { type DocumentAction, DocumentRow } from "./document-row.tsx";

const RESUMES_FALLBACK = "Failed to load your resumes.";
/** SPEC §8: both resume lists (uploaded and generated) fail with the same panel. */
const RESUME_LOAD_ERRORS = { errorTitle: "Failed to load resumes", errorFallback: RESUMES_FALLBACK };
const NOUN: Record<DocumentKind, string> = { resume: "Resume", generated: "Generated resume", letter: "Cover letter" };

interface Target extends DocumentTarget {
  kind: DocumentKind;
  id: string;
}

/** Downloads the original upload with the Bearer token (a plain link could not send it). */
async function downloadOriginal(id: string, filename: string) {
  saveFile(await apiDownload(`/resumes/${encodeURIComponent(id)}/file`), filename);
}

async function downloadCoverLetter(id: string) {
  const { coverLetter: letter } = await getCoverLetter(id);
  saveFile(
    new Blob([letter.content], { type: "text/plain;charset=utf-8" }),
    coverLetterFileName(letter.companyName, letter.roleName),
  );
}

const matches = (query: string, ...texts: string[]) => !query || texts.join(" ").toLowerCase().includes(query);

export function MyDocumentsPage() {
  const resumes = useResumes();
  const generated = useGeneratedResumes();
  const letters = useCoverLetters();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = (params.get("q") ?? "").trim().toLowerCase();
  const [renaming, setRenaming] = useState<Target | null>(null);
  const [deleting, setDeleting] = useState<Target | null>(null);

  const resumesError = resumes.error ?? generated.error;
  useEffect(() => {
    if (resumesError) toast.error(`Error loading resumes: ${serverOrErrorMessage(resumesError, RESUMES_FALLBACK)}`);
  }, [resumesError]);

  const run = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      toast.success(success);
      await Promise.all(
        ["resumes", "generated-resumes", "cover-letters"].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
    } catch (error) {
      toast.error(requestFailureMessage(error, "That did not work. Please try again."));
    }
  };

  /** Rename, copy and delete: the same three actions on every kind of document. */
  const manage = (target: Target): DocumentAction[] => [
    { label: "Rename", icon: TagIcon, ariaLabel: `Rename ${target.title}`, onSelect: () => setRenaming(target) },
    {
      label: "Copy",
      icon: CopyIcon,
      ariaLabel: `Copy ${target.title}`,
      onSelect: () => void run(() => cloneDocument(target.kind, target.id), `${NOUN[target.kind]} copied.`),
    },
    { label: "Delete", icon: Trash2Icon, ariaLabel: `Delete ${target.title}`, onSelect: () => setDeleting(target) },
  ];

  const shownResumes = (resumes.data ?? []).filter((r) => matches(query, r.title, r.originalFilename));
  const shownGenerated = (generated.data ?? []).filter((g) => matches(query, g.title, g.inputName));
  const shownLetters = (letters.data ?? []).filter((l) => matches(query, l.title));
  const resultCount = shownResumes.length + shownGenerated.length + shownLetters.length;

  return (
    <div>
      <PageHeader
        title="My Documents"
        description={
          query
            ? `Showing documents matching “${params.get("q")}”.`
            : "Your uploaded resumes, the resumes you built and your cover letters."
        }
        actions={
          <Link to="/builder" className={buttonVariants()}>
            Create New Resume
          </Link>
        }
      />
      {query && (
        <p className="mb-4 flex items-center gap-2 text-sm text-slate-600">
          <SearchIcon className="size-4" /> {resultCount} result(s).{" "}
          <Link to="/dashboard/my-resumes" className="text-brand-700 underline">
            Clear search
          </Link>
        </p>
      )}
      <div className="space-y-6">
        <DocumentListCard
          title="Uploaded Resumes"
          query={resumes}
          shown={shownResumes}
          searching={Boolean(query)}
          loadingLabel="Loading resumes"
          {...RESUME_LOAD_ERRORS}
          emptyText="No resumes uploaded yet."
          noMatchText="No resume matches your search."
        >
          {(resume) => {
            const title = resume.title || resumeLabel(resume);
            return (
              <DocumentRow
                key={resume.id}
                testId="resume-row"
                icon={FileTextIcon}
                title={title}
                details={`${resume.originalFilename} · uploaded ${formatTimestamp(resume.uploadTimestamp)}${
                  resume.overallScore !== undefined ? ` · score ${resume.overallScore}` : ""
                }`}
                actions={[
                  { label: "View Analysis", primary: true, onSelect: () => navigate(`/analyze/${resume.id}`) },
                  {
                    label: "Download",
                    icon: DownloadIcon,
                    ariaLabel: `Download ${resume.originalFilename}`,
                    onSelect: () =>
                      void run(() => downloadOriginal(resume.id, resume.originalFilename), "Download started."),
                  },
                  ...manage({
                    kind: "resume",
                    id: resume.id,
                    title,
                    deleteNote: "Its analyses go with it; job matches and letters made from it stay.",
                  }),
                ]}
              />
            );
          }}
        </DocumentListCard>

        <DocumentListCard
          title="Generated Resumes"
          query={generated}
          shown={shownGenerated}
          searching={Boolean(query)}
          loadingLabel="Loading generated resumes"
          {...RESUME_LOAD_ERRORS}
          emptyText="No resumes generated yet."
          noMatchText="No generated resume matches your search."
        >
          {(resume) => (
            <DocumentRow
              key={resume.id}
              testId="generated-row"
              icon={SparklesIcon}
              title={resume.title}
              details={`Version ${resume.version} · created ${formatTimestamp(resume.createdAt)}`}
              actions={[
                {
                  label: "Edit",
                  icon: PencilIcon,
                  primary: true,
                  ariaLabel: `Edit ${resume.title}`,
                  onSelect: () => navigate(`/dashboard/builder?from=${encodeURIComponent(resume.id)}`),
                },
                {
                  label: "PDF",
                  icon: DownloadIcon,
                  ariaLabel: `Download ${resume.title} as PDF`,
                  onSelect: () => void downloadGeneratedResume(resume.id, "pdf", "letter"),
                },
                {
                  label: "DOCX",
                  icon: DownloadIcon,
                  ariaLabel: `Download ${resume.title} as DOCX`,
                  onSelect: () => void downloadGeneratedResume(resume.id, "docx", "letter"),
                },
                ...manage({ kind: "generated", id: resume.id, title: resume.title }),
              ]}
            />
          )}
        </DocumentListCard>

        <DocumentListCard
          title="Cover Letters"
          query={letters}
          shown={shownLetters}
          searching={Boolean(query)}
          loadingLabel="Loading cover letters"
          errorTitle="Failed to load cover letters"
          errorFallback="Failed to load your cover letters."
          emptyText="No cover letters yet."
          noMatchText="No cover letter matches your search."
        >
          {(letter) => (
            <DocumentRow
              key={letter.id}
              testId="letter-row"
              icon={MailIcon}
              title={letter.title}
              details={`${letter.template} · ${formatTimestamp(letter.createdAt)}`}
              actions={[
                {
                  label: "Open",
                  primary: true,
                  ariaLabel: `Open ${letter.title}`,
                  onSelect: () => navigate(`/dashboard/cover-letter?letter=${letter.id}`),
                },
                {
                  label: "Download",
                  icon: DownloadIcon,
                  ariaLabel: `Download ${letter.title}`,
                  onSelect: () => void run(() => downloadCoverLetter(letter.id), "Cover letter downloaded!"),
                },
                ...manage({ kind: "letter", id: letter.id, title: letter.title }),
              ]}
            />
          )}
        </DocumentListCard>
      </div>

      <RenameDialog
        target={renaming}
        onCancel={() => setRenaming(null)}
        onRename={(title) => {
          const target = renaming!;
          setRenaming(null);
          void run(() => renameDocument(target.kind, target.id, title), `${NOUN[target.kind]} renamed.`);
        }}
      />
      <DeleteDialog
        target={deleting}
        onCancel={() => setDeleting(null)}
        onDelete={() => {
          const target = deleting!;
          setDeleting(null);
          void run(() => deleteDocument(target.kind, target.id), `${NOUN[target.kind]} deleted.`);
        }}
      />
    </div>
  );
}
