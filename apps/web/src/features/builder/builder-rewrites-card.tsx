// Started from an uploaded resume: the analysis's rewrites of its weak bullets, to apply to the form one
// by one or all at once.
import type { BulletRewrite, ResumeForm } from "@hireable/contracts";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { RewriteComparison } from "@/features/analyze/rewrite-comparison.tsx";
import { applyRewrite } from "./apply-rewrite.ts";

export function BuilderRewritesCard({
  form,
  rewrites,
  onChange,
}: {
  form: ResumeForm;
  rewrites: BulletRewrite[];
  /** The form with rewrites applied, and the rewrites still waiting. */
  onChange(form: ResumeForm, rewrites: BulletRewrite[]): void;
}) {
  function apply(chosen: BulletRewrite[]) {
    let next = form;
    let applied = 0;
    for (const rewrite of chosen) {
      const changed = applyRewrite(next, rewrite);
      if (changed) {
        next = changed;
        applied++;
      }
    }
    onChange(
      next,
      rewrites.filter((r) => !chosen.includes(r)),
    );
    if (applied === chosen.length) toast.success(applied === 1 ? "Rewrite applied." : `${applied} rewrites applied.`);
    else toast.info("A bullet you have edited since was left as you wrote it.");
  }

  return (
    <Card className="mb-6" data-testid="builder-rewrites">
      <CardHeader>
        <CardTitle>Stronger bullets from your analysis</CardTitle>
        <CardDescription>
          Apply a rewrite to put it in the form, then fill each [placeholder] with your own figure.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => apply(rewrites)}>Apply all rewrites</Button>
          <Button variant="outline" onClick={() => onChange(form, [])}>
            Dismiss
          </Button>
        </div>
        <ul className="space-y-3">
          {rewrites.map((rewrite) => (
            <RewriteComparison
              key={`${rewrite.entryIndex}-${rewrite.bulletIndex}`}
              rewrite={rewrite}
              action={
                <Button size="sm" onClick={() => apply([rewrite])}>
                  Apply
                </Button>
              }
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
