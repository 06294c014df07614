// Resume Builder (SPEC §2 "Builder screen", §4, §5, §8): editing -> generating -> generated, and back with
// Edit Information. The form and the last result are a per-user draft in localStorage.
import {
  type BulletRewrite,
  computeCompletion,
  exampleResumeForm,
  generatedResumeTitle,
  hasBuilderRequiredFields,
  type ResumeForm,
} from "@hireable/contracts";
import { useState } from "react";
import { toast } from "sonner";
import { useAuth } from "@/app/auth-context.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { generateResume } from "./api/generate-resume.ts";
import { AtsCheckCard } from "./ats-check-card.tsx";
import { BuilderActionsCard } from "./builder-actions-card.tsx";
import { draftStorageKey } from "./builder-draft.ts";
import { BuilderFormCard } from "./builder-form-card.tsx";
import { BuilderHeader } from "./builder-header.tsx";
import { BUILDER_MESSAGES, generateErrorMessage } from "./builder-messages.ts";
import { BuilderRewritesCard } from "./builder-rewrites-card.tsx";
import { type BuilderTabKey, firstTabMissingRequiredField } from "./builder-tabs.ts";
import { BuilderTipsCard } from "./builder-tips-card.tsx";
import { GeneratedResumeCard } from "./generated-resume-card.tsx";
import { withRequiredEntries } from "./resume-form-entries.ts";
import { StartFromResumeDialog } from "./start-from-resume-dialog.tsx";
import { useBuilderDraft } from "./use-builder-draft.ts";
import { useImportGeneratedResume } from "./use-import-generated-resume.ts";

export function BuilderPage() {
  const { user } = useAuth();
  const storageKey = draftStorageKey(user?.uid);
  // Another account in the same browser gets its own draft, never the previous user's.
  return <BuilderWorkspace key={storageKey} storageKey={storageKey} />;
}

function BuilderWorkspace({ storageKey }: { storageKey: string }) {
  const [draft, setDraft] = useBuilderDraft(storageKey);
  const [tab, setTab] = useState<BuilderTabKey>("personal");
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { form, generated } = draft;

  function updateForm(next: ResumeForm) {
    setDraft((current) => ({ ...current, form: next }));
    setError(null);
  }

  function replaceForm(next: ResumeForm, rewrites: BulletRewrite[] = []) {
    setDraft({ form: withRequiredEntries(next), generated: null, rewrites });
    setError(null);
    setTab("personal");
  }

  const importing = useImportGeneratedResume((imported, title) => {
    replaceForm(imported);
    toast.success(`Loaded ${title}. Make your changes, then generate again.`);
  });

  function fillWithExample() {
    replaceForm(exampleResumeForm());
    toast.info(BUILDER_MESSAGES.exampleFilled);
  }

  async function generate() {
    if (!hasBuilderRequiredFields(form)) {
      setError(BUILDER_MESSAGES.requiredFields);
      toast.error(BUILDER_MESSAGES.requiredFields);
      setTab(firstTabMissingRequiredField(form) ?? tab);
      return;
    }
    setError(null);
    setGenerating(true);
    try {
      const result = await generateResume(form);
      setDraft((current) => ({
        ...current,
        generated: { id: result.generatedResumeId, text: result.generatedText },
      }));
      toast.success(result.message || BUILDER_MESSAGES.generated);
      window.scrollTo({ top: 0, behavior: "smooth" });
    } catch (caught) {
      const message = generateErrorMessage(caught);
      setError(message);
      toast.error(message);
    } finally {
      setGenerating(false);
    }
  }

  return (
    <div>
      <BuilderHeader
        completion={generated ? null : computeCompletion(form)}
        actions={
          !generated && (
            <>
              <StartFromResumeDialog
                onLoad={(loaded, label, rewrites) => {
                  replaceForm(loaded, rewrites);
                  toast.success(`Filled the form from ${label}. Check each section before generating.`);
                }}
              />
              <Button variant="outline" onClick={fillWithExample}>
                Fill with Example Data
              </Button>
            </>
          )
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="min-w-0">
          {importing && (
            <div className="mb-4 flex items-center gap-2 text-sm text-slate-600">
              <Spinner size="sm" label="Loading your resume" />
              <span aria-hidden>Loading your resume…</span>
            </div>
          )}
          {!generated && draft.rewrites && draft.rewrites.length > 0 && (
            <BuilderRewritesCard
              form={form}
              rewrites={draft.rewrites}
              onChange={(nextForm, rewrites) => setDraft((current) => ({ ...current, form: nextForm, rewrites }))}
            />
          )}
          {generated ? (
            <GeneratedResumeCard text={generated.text} />
          ) : (
            <BuilderFormCard
              form={form}
              onChange={updateForm}
              tab={tab}
              onTabChange={setTab}
              generating={generating}
              error={error}
              onGenerate={generate}
            />
          )}
        </div>
        <aside className="space-y-6" aria-label="Resume actions and tips">
          <BuilderActionsCard
            generated={
              generated && {
                id: generated.id,
                title: generatedResumeTitle(form.personalInfo.name, form.targetJobRole ?? ""),
              }
            }
            onEdit={() => setDraft((current) => ({ ...current, generated: null }))}
          />
          {generated && <AtsCheckCard generatedResumeId={generated.id} />}
          <BuilderTipsCard />
        </aside>
      </div>
    </div>
  );
}
