CREATE TABLE "activity_event" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"subject_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_event" ADD CONSTRAINT "activity_event_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_event_user_id_idx" ON "activity_event" USING btree ("user_id","created_at");--> statement-breakpoint
-- Backfill: what existing accounts already did becomes their first recorded activity.
INSERT INTO "activity_event" ("id", "user_id", "type", "title", "description", "subject_id", "created_at")
SELECT 'upload-' || "id", "user_id", 'resume_upload', 'Resume uploaded', "original_filename", "id", "created_at"
FROM "resume" WHERE "user_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "activity_event" ("id", "user_id", "type", "title", "description", "subject_id", "created_at")
SELECT 'analysis-' || a."id", r."user_id", 'resume_analysis', 'Resume analyzed', r."title" || ': ' || a."overall_score" || '/100', r."id", a."created_at"
FROM "analysis" a JOIN "resume" r ON r."id" = a."resume_id" WHERE r."user_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "activity_event" ("id", "user_id", "type", "title", "description", "subject_id", "created_at")
SELECT 'match-' || "id", "user_id", 'job_match', 'Job match', coalesce("job_title", 'A job posting') || ': ' || "match_score" || '% match', "id", "created_at"
FROM "job_match";--> statement-breakpoint
INSERT INTO "activity_event" ("id", "user_id", "type", "title", "description", "subject_id", "created_at")
SELECT 'letter-' || "id", "user_id", 'cover_letter', 'Cover letter written',
  coalesce(nullif(concat_ws(' at ', nullif("role_name", ''), nullif("company_name", '')), ''), 'Cover letter'), "id", "created_at"
FROM "cover_letter";--> statement-breakpoint
INSERT INTO "activity_event" ("id", "user_id", "type", "title", "description", "subject_id", "created_at")
SELECT 'generation-' || "id", "user_id", 'resume_generation', 'Resume generated',
  CASE WHEN trim("input_name") = '' THEN 'Generated Resume'
       WHEN trim("input_target_role") = '' THEN "input_name" || '''s Resume'
       ELSE "input_name" || '''s Resume (' || "input_target_role" || ')' END,
  "id", "created_at"
FROM "generated_resume";
