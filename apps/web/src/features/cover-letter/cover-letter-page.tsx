// Cover letter generator (SPEC §2, §4, §5, §8): 'Create Letter' and 'View & Edit' tabs.
import {
  COVER_LETTER_MISSING_INPUT,
  COVER_LETTER_TEMPLATES,
  type CoverLetterTemplate,
  coverLetterFileName,
  type WrittenBy,
} from "@hireable/contracts";
import { Tabs } from "radix-ui";
import { useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { PageHeader } from "@/components/layout/page-header.tsx";
import { Button, buttonVariants } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { Input, Label } from "@/components/ui/input.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { resumeLabel, useResumes } from "@/features/documents/api/get-resumes.ts";
import { cn } from "@/lib/cn.ts";
import { serverOrErrorMessage } from "@/lib/error-messages.ts";
import { saveFile } from "@/lib/save-file.ts";
import { getApplication, updateApplication } from "../applications/api/applications-api.ts";
import { SaveAsApplicationButton } from "../applications/save-as-application-button.tsx";
import { generateCoverLetter } from "./api/generate-cover-letter.ts";
import { getCoverLetter } from "./api/get-cover-letter.ts";
import { useWritingEngine } from "./api/get-writing-engine.ts";
import { updateCoverLetter } from "./api/update-cover-letter.ts";
import { useProgress } from "./use-progress.ts";
import { BUILT_IN_WRITER, WrittenByNote } from "./written-by-note.tsx";

type Mode = "create" | "view";

const failureMessage = (error: unknown) => serverOrErrorMessage(error, "Failed to generate cover letter");

const tabClass =
  "flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm disabled:cursor-not-allowed disabled:opacity-50";

export function CoverLetterPage() {
  const resumes = useResumes();
  const ids = { resume: useId(), description: useId(), company: useId(), role: useId(), letter: useId() };
  const [mode, setMode] = useState<Mode>("create");
  const [selectedResume, setSelectedResume] = useState("");
  const [jobDescription, setJobDescription] = useState("");
  const [companyName, setCompanyName] = useState("");
  const [roleName, setRoleName] = useState("");
  const [template, setTemplate] = useState<CoverLetterTemplate>("professional");
  const [letter, setLetter] = useState<{ id: string; text: string; writtenBy?: WrittenBy } | null>(null);
  /** While a model writes: its name and the text so far. */
  const [live, setLive] = useState<{ writer: string; text: string } | null>(null);
  const engine = useWritingEngine();
  const [editing, setEditing] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const progress = useProgress(generating);
  const [params] = useSearchParams();
  const openId = params.get("letter");
  /** Written for an application: its posting fills the form, and the letter is linked to it once written. */
  const forApplication = params.get("application");

  // Opened from My Documents: show the saved letter in view mode.
  useEffect(() => {
    if (!openId) return;
    getCoverLetter(openId)
      .then(({ coverLetter }) => {
        setLetter({ id: coverLetter.id, text: coverLetter.content });
        setCompanyName(coverLetter.companyName);
        setRoleName(coverLetter.roleName);
        setTemplate(coverLetter.template);
        setMode("view");
      })
      .catch(() => toast.error("This cover letter could not be opened."));
  }, [openId]);

  useEffect(() => {
    if (!forApplication) return;
    getApplication(forApplication)
      .then(({ application }) => {
        setJobDescription(application.postingText);
        setCompanyName(application.company);
        setRoleName(application.jobTitle);
        if (application.resumeId) setSelectedResume(application.resumeId);
      })
      .catch(() => toast.error("This application could not be opened."));
  }, [forApplication]);

  useEffect(() => {
    if (resumes.isError) toast.error("Failed to load your resumes");
  }, [resumes.isError]);
  // SPEC §4: view mode without a letter reverts to create.
  useEffect(() => {
    if (mode === "view" && !letter) setMode("create");
  }, [mode, letter]);

  const list = resumes.data ?? [];
  const canGenerate = Boolean(selectedResume) && jobDescription.trim().length > 0 && !generating;

  async function generate() {
    if (!selectedResume || !jobDescription.trim()) {
      setError(COVER_LETTER_MISSING_INPUT);
      toast.error(COVER_LETTER_MISSING_INPUT);
      return;
    }
    setError(null);
    setGenerating(true);
    setLive(null);
    try {
      const result = await generateCoverLetter(
        { selectedResume, jobDescription, companyName, roleName, selectedTemplate: template },
        {
          onStart: (writer) => setLive({ writer, text: "" }),
          onText: (text) => setLive((current) => ({ writer: current?.writer ?? "", text })),
        },
      );
      if (!result.generatedCoverLetter) throw new Error("Unexpected API response format");
      // Linked before it is shown, so "Back to the application" finds the letter there.
      if (forApplication)
        await updateApplication(forApplication, { coverLetterId: result.coverLetterId }).catch(() =>
          toast.error("The letter is saved, but it could not be linked to the application."),
        );
      setLetter({ id: result.coverLetterId, text: result.generatedCoverLetter, writtenBy: result.writtenBy });
      setEditing(false);
      setMode("view");
      toast.success("Cover letter generated successfully!");
    } catch (caught) {
      const message = failureMessage(caught);
      setError(message);
      toast.error(message);
    } finally {
      setGenerating(false);
      setLive(null);
    }
  }

  async function toggleEditing() {
    if (editing && letter) {
      try {
        await updateCoverLetter(letter.id, letter.text);
      } catch {
        toast.error("Your edits could not be saved. Copy the letter to keep it.");
      }
    }
    setEditing(!editing);
  }

  async function copy() {
    if (!letter) return;
    await navigator.clipboard.writeText(letter.text);
    toast.success("Cover letter copied to clipboard!");
  }

  function download() {
    if (!letter) return;
    saveFile(new Blob([letter.text], { type: "text/plain;charset=utf-8" }), coverLetterFileName(companyName, roleName));
    toast.success("Cover letter downloaded!");
  }

  return (
    <div>
      <PageHeader title="Cover Letters" description="A letter built from your own resume, aimed at the job you want." />
      <Tabs.Root value={mode} onValueChange={(value) => setMode(value as Mode)}>
        <Tabs.List className="mb-6 flex max-w-md gap-1 rounded-lg bg-slate-100 p-1" aria-label="Cover letter">
          <Tabs.Trigger value="create" className={tabClass}>
            Create Letter
          </Tabs.Trigger>
          <Tabs.Trigger value="view" className={tabClass} disabled={!letter}>
            View &amp; Edit
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="create">
          <Card>
            <CardContent className="space-y-5 p-6">
              <div className="space-y-1.5">
                <Label htmlFor={ids.resume}>Resume</Label>
                <select
                  id={ids.resume}
                  value={selectedResume}
                  disabled={generating || list.length === 0}
                  onChange={(event) => setSelectedResume(event.target.value)}
                  className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm disabled:opacity-60"
                >
                  {list.length === 0 ? (
                    <option value="">No resumes available</option>
                  ) : (
                    <>
                      <option value="" disabled>
                        Select a resume
                      </option>
                      {list.map((resume) => (
                        <option key={resume.id} value={resume.id}>
                          {resumeLabel(resume)}
                        </option>
                      ))}
                    </>
                  )}
                </select>
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={ids.description}>Job description</Label>
                <Textarea
                  id={ids.description}
                  rows={8}
                  value={jobDescription}
                  disabled={generating}
                  onChange={(e) => setJobDescription(e.target.value)}
                  placeholder="Paste the job description…"
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <div className="space-y-1.5">
                  <Label htmlFor={ids.company}>Company name (optional)</Label>
                  <Input
                    id={ids.company}
                    value={companyName}
                    disabled={generating}
                    onChange={(e) => setCompanyName(e.target.value)}
                  />
                </div>
                <div className="space-y-1.5">
                  <Label htmlFor={ids.role}>Role (optional)</Label>
                  <Input
                    id={ids.role}
                    value={roleName}
                    disabled={generating}
                    onChange={(e) => setRoleName(e.target.value)}
                  />
                </div>
              </div>
              <fieldset>
                <legend className="mb-2 text-sm font-medium text-slate-700">Template</legend>
                <div className="grid gap-3 sm:grid-cols-3">
                  {COVER_LETTER_TEMPLATES.map((option) => (
                    <label
                      key={option.value}
                      className={cn(
                        "cursor-pointer rounded-lg border p-3 text-sm",
                        template === option.value
                          ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600"
                          : "border-slate-200 hover:border-slate-300",
                      )}
                    >
                      <input
                        type="radio"
                        name="template"
                        value={option.value}
                        checked={template === option.value}
                        onChange={() => setTemplate(option.value)}
                        className="sr-only"
                      />
                      <span className="block font-semibold text-slate-900">{option.label}</span>
                      <span className="text-slate-600">{option.description}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <Button className="w-full" onClick={generate} disabled={!canGenerate}>
                {generating ? "Generating..." : "Generate Cover Letter"}
              </Button>
              {generating && (
                <div
                  className="h-2 overflow-hidden rounded-full bg-slate-100"
                  role="progressbar"
                  aria-valuenow={progress}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-label="Generating"
                >
                  <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
                </div>
              )}
              {generating && live?.text && (
                <section
                  aria-live="polite"
                  aria-label="Letter being written"
                  data-testid="letter-stream"
                  className="rounded-lg border border-slate-200 bg-slate-50 p-4"
                >
                  <p className="mb-2 text-xs font-semibold text-brand-700">
                    Writing with {live.writer}… every fact is checked against your resume when it finishes.
                  </p>
                  <p className="whitespace-pre-wrap text-sm text-slate-700">{live.text}</p>
                </section>
              )}
              {!generating && engine.data && (
                <p className="text-xs text-slate-500" data-testid="writer-hint">
                  {engine.data.model
                    ? `Letters are written by ${engine.data.model} from your resume and checked fact by fact; if a fact cannot be found, ${BUILT_IN_WRITER} writes it instead.`
                    : `Letters are written by ${BUILT_IN_WRITER} from your resume's own lines and the posting.`}
                </p>
              )}
              {error && <FormAlert>{error}</FormAlert>}
            </CardContent>
          </Card>
        </Tabs.Content>

        <Tabs.Content value="view">
          {letter && (
            <Card>
              <CardHeader>
                <CardTitle>{editing ? "Edit Your Cover Letter" : "Your Cover Letter"}</CardTitle>
                {letter.writtenBy && <WrittenByNote writtenBy={letter.writtenBy} />}
              </CardHeader>
              <CardContent className="space-y-4">
                <Label htmlFor={ids.letter} className="sr-only">
                  Cover letter text
                </Label>
                <Textarea
                  id={ids.letter}
                  rows={15}
                  value={letter.text}
                  readOnly={!editing}
                  onChange={(e) => setLetter({ ...letter, text: e.target.value })}
                  className={editing ? "" : "bg-slate-50"}
                />
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" onClick={toggleEditing}>
                    {editing ? "Done Editing" : "Edit"}
                  </Button>
                  <Button variant="outline" onClick={copy}>
                    Copy
                  </Button>
                  <Button variant="outline" onClick={download}>
                    Download
                  </Button>
                  {forApplication ? (
                    <Link
                      to={`/dashboard/applications/${forApplication}`}
                      className={buttonVariants({ variant: "outline" })}
                    >
                      Back to the application
                    </Link>
                  ) : (
                    <SaveAsApplicationButton request={{ coverLetterId: letter.id }} />
                  )}
                  <Button
                    onClick={() => {
                      setEditing(false);
                      setMode("create");
                    }}
                  >
                    Create Another
                  </Button>
                </div>
              </CardContent>
            </Card>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
