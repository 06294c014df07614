import { type DocumentFormat, PAPER_SIZES, type PaperSize } from "@hireable/contracts";
import { DownloadIcon, PencilIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { cn } from "@/lib/cn.ts";
import { downloadGeneratedResume } from "./download-generated-resume.ts";

const PAPER_LABELS: Record<PaperSize, string> = { letter: "Letter", a4: "A4" };

interface BuilderActionsCardProps {
  /** The generated resume, or null while the form is being edited. */
  generated: { id: string; title: string } | null;
  onEdit(): void;
}

export function BuilderActionsCard({ generated, onEdit }: BuilderActionsCardProps) {
  const [paper, setPaper] = useState<PaperSize>("letter");
  const download = (format: DocumentFormat) => void downloadGeneratedResume(generated?.id, format, paper);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Actions</CardTitle>
        {generated && (
          <CardDescription>
            Saved to My Documents as <span className="font-medium text-slate-700">{generated.title}</span>.
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {generated ? (
          <div className="space-y-4">
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-700">Paper size</legend>
              <div className="grid grid-cols-2 gap-2">
                {PAPER_SIZES.map((size) => (
                  <label
                    key={size}
                    className={cn(
                      "flex cursor-pointer items-center justify-center rounded-lg border px-3 py-2 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                      paper === size
                        ? "border-brand-600 bg-brand-50 text-brand-700"
                        : "border-slate-300 text-slate-700 hover:bg-slate-50",
                    )}
                  >
                    <input
                      type="radio"
                      name="paper-size"
                      value={size}
                      checked={paper === size}
                      onChange={() => setPaper(size)}
                      className="sr-only"
                    />
                    {PAPER_LABELS[size]}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-2">
              <Button onClick={() => download("pdf")}>
                <DownloadIcon aria-hidden />
                Download PDF
              </Button>
              <Button variant="outline" onClick={() => download("docx")}>
                <DownloadIcon aria-hidden />
                Download DOCX
              </Button>
              <Button variant="ghost" onClick={onEdit}>
                <PencilIcon aria-hidden />
                Edit Information
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-sm text-slate-500">Generate your resume to see download options</p>
        )}
      </CardContent>
    </Card>
  );
}
