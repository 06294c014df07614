// SPEC §5 and §8: the analyze flow's messages, and how an error becomes the one the user reads.

export const ANALYZE_MESSAGES = {
  wrongType: "Please upload a PDF or DOCX file",
  noFile: "Please select a file to upload",
  noResumeId: "No uploaded resume ID found to analyze.",
  tooLarge: "File is too large. The maximum size is 5 MB.",
  uploadSuccess: "Resume uploaded successfully!",
  uploadUnexpected: "Upload succeeded but response format was unexpected.",
  uploadFailed: "Error uploading resume. Please try again.",
  analyzeSuccess: "Resume analysis complete!",
  analyzeUnexpected: "Analysis completed but response format was unexpected (missing analysis data).",
  analyzeFailed: "Failed to analyze resume. Please try again.",
} as const;

/** SPEC §4: the overall summary bands. */
export function overallSummary(score: number): { title: string; text: string } {
  if (score >= 80)
    return {
      title: "Strong resume",
      text: "Your resume is in great shape. Polish the points below to stand out even more.",
    };
  if (score >= 60)
    return {
      title: "You're on the right track",
      text: "A solid base. The improvements below will make a visible difference.",
    };
  return {
    title: "Your resume needs improvement",
    text: "Start with the first suggestions below: they add the most points.",
  };
}
