// The dashboard's figures, computed from the user's documents as they are now (uploads, analyses, job
// matches, generated resumes, cover letters), and the recent activity from the activity log.
import type { ActivityItem, DashboardSummary } from "@hireable/contracts";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { analysis, coverLetter, generatedResume, jobMatch, resume } from "../../db/schema.ts";
import type { ActivityLog } from "../activity/activity-log.ts";

function change(latest: number | undefined, previous: number | undefined): number | null {
  return latest === undefined || previous === undefined ? null : latest - previous;
}

export function createDashboardService(db: Database, activity: ActivityLog) {
  /** Ids of a table's rows owned by the user: only the counts matter for the cards. */
  const idsOf = (table: typeof resume | typeof coverLetter | typeof generatedResume, userId: string) =>
    db.select({ id: table.id }).from(table).where(eq(table.userId, userId));

  async function load(userId: string) {
    const [resumes, analyses, matches, letters, generated] = await Promise.all([
      idsOf(resume, userId).orderBy(desc(resume.createdAt)),
      db
        .select({
          id: analysis.id,
          resumeId: analysis.resumeId,
          score: analysis.overallScore,
          result: analysis.result,
        })
        .from(analysis)
        .innerJoin(resume, eq(analysis.resumeId, resume.id))
        .where(eq(resume.userId, userId))
        .orderBy(desc(analysis.createdAt)),
      db
        .select({ score: jobMatch.matchScore })
        .from(jobMatch)
        .where(eq(jobMatch.userId, userId))
        .orderBy(desc(jobMatch.createdAt)),
      idsOf(coverLetter, userId),
      idsOf(generatedResume, userId),
    ]);
    return { resumes, analyses, matches, letters, generated };
  }

  return {
    async summary(userId: string): Promise<DashboardSummary> {
      const { resumes, analyses, matches, letters, generated } = await load(userId);
      const latest = analyses[0];
      const average = (scores: number[]) =>
        scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : undefined;
      const matchAverage = average(matches.map((m) => m.score));
      const previousAverage = average(matches.slice(1).map((m) => m.score));
      const tasks: DashboardSummary["tasks"] = [];
      if (resumes.length === 0)
        tasks.push({
          id: "upload",
          title: "Upload your resume",
          description: "Get a score and a ranked list of fixes in under a second.",
          to: "/dashboard/analyze",
        });
      else if (analyses.length === 0)
        tasks.push({
          id: "analyze",
          title: "Analyze your resume",
          description: "See what to fix first, with the line it is about.",
          to: "/dashboard/analyze",
        });
      if (latest && latest.score < 80 && latest.result.details.suggestions[0]) {
        tasks.push({
          id: "fix",
          title: `Fix: ${latest.result.details.suggestions[0].title}`,
          description: latest.result.details.suggestions[0].message,
          to: `/analyze/${latest.resumeId}`,
        });
      }
      if (matches.length === 0)
        tasks.push({
          id: "match",
          title: "Match your resume to a job",
          description: "Paste a posting and see which requirements you cover.",
          to: "/dashboard/job-match",
        });
      if (generated.length === 0)
        tasks.push({
          id: "build",
          title: "Build an ATS-ready resume",
          description: "Fill in the builder and export a PDF or DOCX any applicant tracking system can read.",
          to: "/dashboard/builder",
        });
      if (letters.length === 0)
        tasks.push({
          id: "letter",
          title: "Write a cover letter",
          description: "Built from your resume's own evidence for the job.",
          to: "/dashboard/cover-letter",
        });
      return {
        resumeScore: latest
          ? {
              value: latest.score,
              change: change(
                latest.score,
                analyses.find((a) => a.resumeId === latest.resumeId && a.id !== latest.id)?.score ?? analyses[1]?.score,
              ),
            }
          : null,
        jobMatchRate:
          matchAverage === undefined ? null : { value: matchAverage, change: change(matchAverage, previousAverage) },
        // Uploaded and built resumes alike.
        resumesCreated: resumes.length + generated.length,
        coverLetters: letters.length,
        // Resume strength from the latest analysis: keywords, experience (impact of the bullets),
        // skills (content quality) and readability (formatting).
        strength: latest
          ? {
              keywords: latest.result.categoryScores.keywords,
              experience: latest.result.categoryScores.impact,
              skills: latest.result.categoryScores.content,
              readability: latest.result.categoryScores.formatting,
            }
          : null,
        latestResumeId: latest?.resumeId ?? resumes[0]?.id ?? null,
        tasks,
      };
    },

    recentActivity: (userId: string): Promise<ActivityItem[]> => activity.recent(userId),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
