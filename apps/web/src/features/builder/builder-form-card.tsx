// The editing state's main card: the seven tabs, Previous / Next between them, and the Generate button.
import type { ResumeForm } from "@hireable/contracts";
import { ArrowLeftIcon, ArrowRightIcon, SparklesIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { BUILDER_TABS, type BuilderTabKey, isBuilderTabKey, neighbourTabs } from "./builder-tabs.ts";
import { CertificationsSection } from "./sections/certifications-section.tsx";
import { EducationSection } from "./sections/education-section.tsx";
import { ExperienceSection } from "./sections/experience-section.tsx";
import { PersonalInfoSection } from "./sections/personal-info-section.tsx";
import { ProjectsSection } from "./sections/projects-section.tsx";
import { SkillsSection } from "./sections/skills-section.tsx";
import { SummarySection } from "./sections/summary-section.tsx";

interface BuilderFormCardProps {
  form: ResumeForm;
  onChange(form: ResumeForm): void;
  tab: BuilderTabKey;
  onTabChange(tab: BuilderTabKey): void;
  generating: boolean;
  error: string | null;
  onGenerate(): void;
}

export function BuilderFormCard({
  form,
  onChange,
  tab,
  onTabChange,
  generating,
  error,
  onGenerate,
}: BuilderFormCardProps) {
  const set =
    <K extends keyof ResumeForm>(key: K) =>
    (value: ResumeForm[K]) =>
      onChange({ ...form, [key]: value });

  const sections: Record<BuilderTabKey, ReactNode> = {
    personal: <PersonalInfoSection value={form.personalInfo} onChange={set("personalInfo")} />,
    summary: <SummarySection value={form.summary} onChange={set("summary")} />,
    experience: <ExperienceSection value={form.experience} onChange={set("experience")} />,
    education: <EducationSection value={form.education} onChange={set("education")} />,
    skills: <SkillsSection value={form.skills} onChange={set("skills")} />,
    projects: <ProjectsSection value={form.projects} onChange={set("projects")} />,
    certs: <CertificationsSection value={form.certifications} onChange={set("certifications")} />,
  };

  return (
    <Card>
      <CardContent className="p-3 sm:p-6">
        {/* The form being sent is the one shown: it is locked until the server answers. */}
        <fieldset disabled={generating} className="min-w-0">
          <Tabs value={tab} onValueChange={(value) => isBuilderTabKey(value) && onTabChange(value)}>
            <TabsList aria-label="Resume sections" className="flex w-full">
              {BUILDER_TABS.map(({ key, label }) => (
                <TabsTrigger key={key} value={key} className="flex-auto">
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            {BUILDER_TABS.map(({ key }) => (
              <TabsContent key={key} value={key} className="mt-6">
                {sections[key]}
                <StepNavigation tab={key} onTabChange={onTabChange} />
              </TabsContent>
            ))}
          </Tabs>
        </fieldset>

        <div className="mt-6 space-y-3 border-t border-slate-200 pt-6">
          {error && <FormAlert>{error}</FormAlert>}
          <Button size="lg" className="w-full" onClick={onGenerate} disabled={generating}>
            <SparklesIcon aria-hidden />
            {generating ? "Generating..." : "Generate Resume"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** Every tab but the first goes back; every tab but the last goes forward, naming where it goes. */
function StepNavigation({ tab, onTabChange }: { tab: BuilderTabKey; onTabChange(tab: BuilderTabKey): void }) {
  const { previous, next } = neighbourTabs(tab);
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {previous && (
        <Button type="button" variant="outline" onClick={() => onTabChange(previous.key)}>
          <ArrowLeftIcon aria-hidden />
          Previous
        </Button>
      )}
      {next && (
        <Button type="button" variant="secondary" className="ml-auto" onClick={() => onTabChange(next.key)}>
          Next: {next.label}
          <ArrowRightIcon aria-hidden />
        </Button>
      )}
    </div>
  );
}
