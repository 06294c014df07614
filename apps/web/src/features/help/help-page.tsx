// Help & Tips (SPEC §2): Resume Tips from the server, FAQs (one open at a time) and Tutorials.
import { DEFAULT_TIP_CATEGORY } from "@hireable/contracts";
import { ArrowLeftIcon, ExternalLinkIcon, LightbulbIcon, PlayCircleIcon } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/layout/page-header.tsx";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { tipsErrorMessage, useTips } from "./api/get-tips.ts";
import { FAQS, TUTORIALS, tutorialPoster, tutorialVideo } from "./help-content.ts";

function ResumeTips() {
  const tips = useTips();
  if (tips.isPending) return <Skeleton className="h-32" />;
  if (tips.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-700">
        <p className="font-semibold">Failed to load tips</p>
        <p className="text-sm">{tipsErrorMessage(tips.error)}</p>
      </div>
    );
  }
  if (tips.data.length === 0) return <p className="text-slate-500">No tips available at the moment.</p>;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {tips.data.map((tip) => (
        <Card key={tip.id} data-testid="tip">
          <CardContent className="space-y-2 p-5">
            <Badge>{tip.category || DEFAULT_TIP_CATEGORY}</Badge>
            <p className="flex gap-2 text-sm text-slate-700">
              <LightbulbIcon className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden /> {tip.content}
            </p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function Tutorials() {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = TUTORIALS.find((t) => t.id === openId);
  if (open) {
    return (
      <Card>
        <CardContent className="space-y-4 p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button variant="ghost" size="sm" onClick={() => setOpenId(null)}>
              <ArrowLeftIcon /> Back to tutorials
            </Button>
            <a
              href={tutorialVideo(open.id)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
            >
              <ExternalLinkIcon className="size-4" aria-hidden /> Watch in a new tab
            </a>
          </div>
          <h2 className="text-xl font-semibold text-slate-900">{open.title}</h2>
          {/* biome-ignore lint/a11y/useMediaCaption: silent screen recording; the steps below are its transcript */}
          <video
            key={open.id}
            src={tutorialVideo(open.id)}
            poster={tutorialPoster(open.id)}
            controls
            preload="metadata"
            aria-label={`${open.title} (video)`}
            className="aspect-[1280/760] w-full rounded-lg border border-slate-200 bg-slate-900"
          />
          <ol className="list-decimal space-y-2 pl-5 text-slate-700">
            {open.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TUTORIALS.map((tutorial) => (
        <button
          key={tutorial.id}
          type="button"
          onClick={() => setOpenId(tutorial.id)}
          className="overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm hover:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <span className="relative block aspect-[1280/760] bg-slate-100">
            <img src={tutorialPoster(tutorial.id)} alt="" className="size-full object-cover" loading="lazy" />
            <PlayCircleIcon
              className="absolute left-1/2 top-1/2 size-14 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white/90 text-brand-600 shadow"
              aria-hidden
            />
          </span>
          <span className="block p-4">
            <span className="block font-semibold text-slate-900">{tutorial.title}</span>
            <span className="text-sm text-slate-600">{tutorial.description}</span>
          </span>
        </button>
      ))}
    </div>
  );
}

export function HelpPage() {
  return (
    <div>
      <PageHeader title="Help & Tips" description="Resume tips, answers and step-by-step guides." />
      <Tabs defaultValue="tips">
        <TabsList aria-label="Help sections">
          <TabsTrigger value="tips">Resume Tips</TabsTrigger>
          <TabsTrigger value="faqs">FAQs</TabsTrigger>
          <TabsTrigger value="tutorials">Tutorials</TabsTrigger>
        </TabsList>
        <TabsContent value="tips">
          <ResumeTips />
        </TabsContent>
        <TabsContent value="faqs">
          <Card>
            <CardContent className="p-6">
              <Accordion type="single" collapsible>
                {FAQS.map((faq) => (
                  <AccordionItem key={faq.id} value={faq.id}>
                    <AccordionTrigger>{faq.question}</AccordionTrigger>
                    <AccordionContent>{faq.answer}</AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="tutorials">
          <Tutorials />
        </TabsContent>
      </Tabs>
    </div>
  );
}
