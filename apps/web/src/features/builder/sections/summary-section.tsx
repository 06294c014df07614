import { useId } from "react";
import { Label } from "@/components/ui/input.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import type { SectionProps } from "./section-props.ts";

export function SummarySection({ value, onChange }: SectionProps<"summary">) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Professional Summary</Label>
      <Textarea
        id={id}
        rows={6}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        placeholder="Software engineer with 5 years of experience building web applications…"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Two to four sentences: who you are, your strongest skills and one result you are proud of.
      </p>
    </div>
  );
}
