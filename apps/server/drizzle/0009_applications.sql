CREATE TABLE "application" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"posting_text" text DEFAULT '' NOT NULL,
	"posting_url" text DEFAULT '' NOT NULL,
	"salary" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"stage_reached" text NOT NULL,
	"position" double precision NOT NULL,
	"applied_at" timestamp with time zone,
	"next_step" text DEFAULT '' NOT NULL,
	"next_step_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resume_id" text,
	"generated_resume_id" text,
	"job_match_id" text,
	"cover_letter_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_resume_id_resume_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resume"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_generated_resume_id_generated_resume_id_fk" FOREIGN KEY ("generated_resume_id") REFERENCES "public"."generated_resume"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_job_match_id_job_match_id_fk" FOREIGN KEY ("job_match_id") REFERENCES "public"."job_match"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_cover_letter_id_cover_letter_id_fk" FOREIGN KEY ("cover_letter_id") REFERENCES "public"."cover_letter"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_user_id_idx" ON "application" USING btree ("user_id","created_at");