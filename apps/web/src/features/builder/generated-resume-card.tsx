import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";

/** The generated state's main card: the text, read-only, in a scrollable box. */
export function GeneratedResumeCard({ text }: { text: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Generated Resume</CardTitle>
        <CardDescription>Review your AI-generated resume content below</CardDescription>
      </CardHeader>
      <CardContent>
        <Textarea
          aria-label="Generated resume text"
          readOnly
          rows={24}
          value={text}
          className="resize-y bg-slate-50 leading-relaxed text-slate-800"
        />
      </CardContent>
    </Card>
  );
}
