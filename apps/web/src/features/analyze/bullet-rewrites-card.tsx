// "Your bullets, rewritten": each weak bullet of the resume with its rewrite. Signed in, with a language
// model configured, the user can ask the model for its own rewrites (checked against each bullet's facts).
import type { BulletRewrite, WrittenBy } from "@hireable/contracts";
import { PenLineIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { useAuth } from "@/app/auth-context.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { useWritingEngine } from "@/features/cover-letter/api/get-writing-engine.ts";
import { requestFailureMessage } from "@/lib/error-messages.ts";
import { rewriteBullets } from "./api/rewrite-bullets.ts";
import { RewriteComparison } from "./rewrite-comparison.tsx";

type ShownRewrite = BulletRewrite & { writtenBy?: WrittenBy };

export function BulletRewritesCard({ rewrites, resumeId }: { rewrites: BulletRewrite[]; resumeId?: string }) {
  const { user } = useAuth();
  const engine = useWritingEngine();
  const [shown, setShown] = useState<ShownRewrite[]>(rewrites);
  const [asking, setAsking] = useState(false);
  const [fallback, setFallback] = useState<string | null>(null);
  const model = engine.data?.model;
  if (rewrites.length === 0) return null;

  async function askModel() {
    if (!resumeId) return;
    setAsking(true);
    setFallback(null);
    try {
      const result = await rewriteBullets(resumeId);
      setShown(result.rewrites);
      setFallback(result.rewrites.find((r) => r.writtenBy.fallbackReason)?.writtenBy.fallbackReason ?? null);
    } catch (caught) {
      toast.error(requestFailureMessage(caught, "The rewrites could not be written. Please try again."));
    } finally {
      setAsking(false);
    }
  }

  return (
    <Card data-testid="bullet-rewrites">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PenLineIcon className="size-5 text-brand-600" aria-hidden /> Your bullets, rewritten
        </CardTitle>
        <CardDescription>
          Your own weak bullets with a strong verb first and the duty phrases gone. Replace each [placeholder] with your
          real figure: we never invent one.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {model && user && resumeId && (
          <Button variant="outline" onClick={askModel} disabled={asking}>
            {asking ? `Rewriting with ${model}…` : `Rewrite with ${model}`}
          </Button>
        )}
        {fallback && <p className="text-xs text-amber-700">{fallback}</p>}
        <ul className="space-y-3">
          {shown.map((rewrite) => (
            <RewriteComparison key={`${rewrite.entryIndex}-${rewrite.bulletIndex}`} rewrite={rewrite} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
