// SPEC §5 and §8: the job match messages, the score bands and the headline thresholds.

export const MATCH_MESSAGES = {
  wrongType: "Please upload a PDF or DOCX file for the resume.",
  missingInput: "Please upload your resume and enter the job description",
  unexpected: "Analysis completed but response format was unexpected.",
  failed: "Error analyzing job match. Please try again.",
  success: "Job match analysis complete!",
} as const;

export interface MatchBandStyle {
  label: "Low Match" | "Average Match" | "Good Match" | "Excellent Match";
  description: string;
  ringClass: string;
  badgeClass: string;
}

/** SPEC §4: four bands at 50, 70 and 90, each with its own colour, icon and description. */
export function matchBandStyle(score: number): MatchBandStyle {
  if (score >= 90)
    return {
      label: "Excellent Match",
      description: "Your resume covers nearly everything this posting asks for.",
      ringClass: "text-emerald-500",
      badgeClass: "bg-emerald-100 text-emerald-800",
    };
  if (score >= 70)
    return {
      label: "Good Match",
      description: "A strong fit. Close the remaining gaps below to stand out.",
      ringClass: "text-sky-500",
      badgeClass: "bg-sky-100 text-sky-800",
    };
  if (score >= 50)
    return {
      label: "Average Match",
      description: "Some key requirements are missing or only listed. Show them in your experience.",
      ringClass: "text-amber-500",
      badgeClass: "bg-amber-100 text-amber-800",
    };
  return {
    label: "Low Match",
    description: "Many requirements of this posting are not visible in your resume.",
    ringClass: "text-red-500",
    badgeClass: "bg-red-100 text-red-800",
  };
}
