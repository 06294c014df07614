// One of the user's bullets and its rewrite, side by side, with a copy button (the analysis and the builder
// show the same thing).
import type { BulletRewrite, WrittenBy } from "@hireable/contracts";
import { CopyIcon } from "lucide-react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";

const REASON_LABELS: Record<BulletRewrite["reasons"][number], string> = {
  "duty-language": "Duty language",
  "no-action-verb": "No action verb",
  "passive-voice": "Passive voice",
  "first-person": "First person",
  "no-number": "No number",
};

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success("Rewrite copied to clipboard!");
  } catch {
    toast.error("Could not copy: select the text and copy it yourself.");
  }
}

export function RewriteComparison({
  rewrite,
  action,
}: {
  rewrite: BulletRewrite & { writtenBy?: WrittenBy };
  /** A second button beside Copy (the builder's "Apply"). */
  action?: ReactNode;
}) {
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="bullet-rewrite">
      <div className="mb-2 flex flex-wrap gap-1.5">
        {rewrite.reasons.map((reason) => (
          <Badge key={reason} variant="outline">
            {REASON_LABELS[reason]}
          </Badge>
        ))}
      </div>
      <dl className="grid gap-2 text-sm [overflow-wrap:anywhere] sm:grid-cols-[4.5rem_1fr]">
        <dt className="font-semibold text-slate-500">Before</dt>
        <dd className="text-slate-500 line-through decoration-slate-300" data-testid="rewrite-before">
          {rewrite.original}
        </dd>
        <dt className="font-semibold text-emerald-700">After</dt>
        <dd className="text-slate-900" data-testid="rewrite-after">
          {rewrite.rewritten}
        </dd>
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => copy(rewrite.rewritten)} aria-label="Copy rewrite">
          <CopyIcon aria-hidden /> Copy
        </Button>
        {action}
        {rewrite.writtenBy?.engine === "model" && (
          <span className="text-xs text-slate-500">Rewritten by {rewrite.writtenBy.model}</span>
        )}
      </div>
    </li>
  );
}
