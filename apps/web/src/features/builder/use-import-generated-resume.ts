import type { ResumeForm } from "@hireable/contracts";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { getGeneratedResume } from "./api/get-generated-resume.ts";
import { BUILDER_MESSAGES } from "./builder-messages.ts";

/**
 * '/builder?from={generatedResumeId}' (the Edit link of My Documents): fill the form with the one that resume was
 * generated from. The parameter is then dropped, so a reload keeps the user's edits instead of loading it again.
 */
export function useImportGeneratedResume(onLoad: (form: ResumeForm, title: string) => void): boolean {
  const [params, setParams] = useSearchParams();
  const fromId = params.get("from");
  const [loading, setLoading] = useState(false);
  const onLoadRef = useRef(onLoad);
  useEffect(() => {
    onLoadRef.current = onLoad;
  });

  useEffect(() => {
    if (!fromId) return;
    let cancelled = false;
    setLoading(true);
    getGeneratedResume(fromId)
      .then(({ generatedResume }) => {
        if (!cancelled) onLoadRef.current(generatedResume.form, generatedResume.title);
      })
      .catch(() => {
        if (!cancelled) toast.error(BUILDER_MESSAGES.generatedLoadFailed);
      })
      .finally(() => {
        if (cancelled) return;
        setLoading(false);
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete("from");
            return next;
          },
          { replace: true },
        );
      });
    return () => {
      cancelled = true;
    };
  }, [fromId, setParams]);

  return loading;
}
