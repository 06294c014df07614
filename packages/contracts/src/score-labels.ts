/** SPEC §4: category score labels at 50, 70 and 90. */
export function categoryLabel(score: number): "Needs improvement" | "Average" | "Good" | "Excellent" {
  if (score < 50) return "Needs improvement";
  if (score < 70) return "Average";
  if (score < 90) return "Good";
  return "Excellent";
}

/** SPEC §4: the match score bands at 50, 70 and 90. */
export function matchBand(score: number): "Low Match" | "Average Match" | "Good Match" | "Excellent Match" {
  if (score < 50) return "Low Match";
  if (score < 70) return "Average Match";
  if (score < 90) return "Good Match";
  return "Excellent Match";
}
