// The dashboard's figures and activity, computed from the user's own documents: uploads, analyses, job
// matches, generated resumes and cover letters are the record of what happened, so nothing is stored twice.
import { type ActivityItem, type DashboardSummary, generatedResumeTitle, toTimestamp } from "@hireable/contracts";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { analysis, coverLetter, generatedResume, jobMatch, resume } from "../../db/schema.ts";

const ACTIVITY_LIMIT = 10;

function change(latest: number | undefined, previous: number | undefined): number | null {
  return latest === undefined || previous === undefined ? null : latest - previous;
}

export function createDashboardService(db: Database) {
  async function load(userId: string) {
    const [resumes, analyses, matches, letters, generated] = await Promise.all([
      db
        .select({ id: resume.id, title: resume.title, filename: resume.originalFilename, createdAt: resume.createdAt })
        .from(resume)
        .where(eq(resume.userId, userId))
        .orderBy(desc(resume.createdAt)),
      db
        .select({
          id: analysis.id,
          resumeId: analysis.resumeId,
          score: analysis.overallScore,
          result: analysis.result,
          createdAt: analysis.createdAt,
          title: resume.title,
        })
        .from(analysis)
        .innerJoin(resume, eq(analysis.resumeId, resume.id))
        .where(eq(resume.userId, userId))
        .orderBy(desc(analysis.createdAt)),
      db
        .select({
          id: jobMatch.id,
          score: jobMatch.matchScore,
          jobTitle: jobMatch.jobTitle,
          createdAt: jobMatch.createdAt,
        })
        .from(jobMatch)
        .where(eq(jobMatch.userId, userId))
        .orderBy(desc(jobMatch.createdAt)),
      db
        .select({
          id: coverLetter.id,
          companyName: coverLetter.companyName,
          roleName: coverLetter.roleName,
          createdAt: coverLetter.createdAt,
        })
        .from(coverLetter)
        .where(eq(coverLetter.userId, userId))
        .orderBy(desc(coverLetter.createdAt)),
      db
        .select({
          id: generatedResume.id,
          inputName: generatedResume.inputName,
          inputTargetRole: generatedResume.inputTargetRole,
          createdAt: generatedResume.createdAt,
        })
        .from(generatedResume)
        .where(eq(generatedResume.userId, userId))
        .orderBy(desc(generatedResume.createdAt)),
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

    async recentActivity(userId: string): Promise<ActivityItem[]> {
      const { resumes, analyses, matches, letters, generated } = await load(userId);
      const items: Array<ActivityItem & { at: number }> = [
        ...resumes.map((r) => ({
          id: `upload-${r.id}`,
          type: "resume_upload",
          title: "Resume uploaded",
          description: r.filename,
          at: r.createdAt.getTime(),
          date: toTimestamp(r.createdAt),
        })),
        ...analyses.map((a) => ({
          id: `analysis-${a.id}`,
          type: "resume_analysis",
          title: "Resume analyzed",
          description: `${a.title}: ${a.score}/100`,
          at: a.createdAt.getTime(),
          date: toTimestamp(a.createdAt),
        })),
        ...matches.map((m) => ({
          id: `match-${m.id}`,
          type: "job_match",
          title: "Job match",
          description: `${m.jobTitle ?? "A job posting"}: ${m.score}% match`,
          at: m.createdAt.getTime(),
          date: toTimestamp(m.createdAt),
        })),
        ...generated.map((g) => ({
          id: `generation-${g.id}`,
          type: "resume_generation",
          title: "Resume generated",
          description: generatedResumeTitle(g.inputName, g.inputTargetRole),
          at: g.createdAt.getTime(),
          date: toTimestamp(g.createdAt),
        })),
        ...letters.map((l) => ({
          id: `letter-${l.id}`,
          type: "cover_letter",
          title: "Cover letter written",
          description: [l.roleName, l.companyName].filter(Boolean).join(" at ") || "Cover letter",
          at: l.createdAt.getTime(),
          date: toTimestamp(l.createdAt),
        })),
      ];
      return items
        .sort((a, b) => b.at - a.at || a.id.localeCompare(b.id))
        .slice(0, ACTIVITY_LIMIT)
        .map(({ at: _at, ...item }) => item);
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
