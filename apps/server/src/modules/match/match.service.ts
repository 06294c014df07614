// Job match: a resume (uploaded with the request, or one the user already uploaded) against a pasted
// posting. Results are stored for the dashboard.
import { randomUUID } from "node:crypto";
import { MAX_JOB_DESCRIPTION_CHARS, type MatchAnalysis } from "@hireable/contracts";
import { matchResumeToPosting } from "@hireable/engine";
import type { Database } from "../../db/client.ts";
import { jobMatch } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { ActivityLog } from "../activity/activity-log.ts";
import type { ResumesService } from "../resumes/resumes.service.ts";

export const MATCH_MISSING_INPUT = "Please upload your resume and enter the job description";

export function createMatchService(deps: { db: Database; resumes: ResumesService; activity: ActivityLog }) {
  return {
    async match(
      userId: string,
      input: {
        file?: { filename: string; mimetype: string; bytes: Uint8Array };
        resumeId?: string;
        jobDescription?: string;
      },
    ): Promise<{ analysis: MatchAnalysis; matchId: string; resumeId: string }> {
      const jobDescription = input.jobDescription?.trim() ?? "";
      if ((!input.file && !input.resumeId) || !jobDescription)
        throw new AppError(400, "MISSING_INPUT", MATCH_MISSING_INPUT);
      if (jobDescription.length > MAX_JOB_DESCRIPTION_CHARS) {
        throw new AppError(
          413,
          "JOB_DESCRIPTION_TOO_LONG",
          `The job description is too long: keep it under ${MAX_JOB_DESCRIPTION_CHARS.toLocaleString("en-US")} characters.`,
        );
      }
      const resumeId = input.file ? await deps.resumes.upload(userId, input.file) : input.resumeId!;
      const parsed = await deps.resumes.parsedFor(userId, resumeId);
      const now = new Date();
      const result = matchResumeToPosting(parsed, jobDescription, {
        year: now.getUTCFullYear(),
        month: now.getUTCMonth() + 1,
      });
      const matchId = randomUUID();
      await deps.db.insert(jobMatch).values({
        id: matchId,
        userId,
        resumeId,
        jobTitle: result.details.jobTitle,
        jobDescription,
        matchScore: result.matchScore,
        result,
        createdAt: now,
      });
      await deps.activity.record(userId, {
        type: "job_match",
        title: "Job match",
        description: `${result.details.jobTitle ?? "A job posting"}: ${result.matchScore}% match`,
        subjectId: matchId,
        at: now,
      });
      return { analysis: result, matchId, resumeId };
    },
  };
}

export type MatchService = ReturnType<typeof createMatchService>;
