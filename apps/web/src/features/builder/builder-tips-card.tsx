import { LightbulbIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";

// SPEC §2: the five tips of the side column.
const RESUME_WRITING_TIPS = [
  "Start each bullet with an action verb: led, built, cut, launched.",
  "Quantify achievements with numbers: percentages, money saved, users served.",
  "Tailor your resume to the job description: mirror its key skills and title.",
  "Focus on recent and relevant experience; summarise older roles in a line.",
  "Keep it under 2 pages: one page is best for less than 10 years of experience.",
];

export function BuilderTipsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <LightbulbIcon aria-hidden className="size-5 text-amber-500" />
          Resume Writing Tips
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2.5 text-sm text-slate-600">
          {RESUME_WRITING_TIPS.map((tip) => (
            <li key={tip} className="flex gap-2">
              <span aria-hidden className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand-500" />
              {tip}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
