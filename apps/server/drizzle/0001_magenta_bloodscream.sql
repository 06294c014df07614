CREATE TABLE "analysis" (
	"id" text PRIMARY KEY NOT NULL,
	"resume_id" text NOT NULL,
	"overall_score" integer NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"original_filename" text NOT NULL,
	"title" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"file_data" "bytea" NOT NULL,
	"parsed" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "analysis" ADD CONSTRAINT "analysis_resume_id_resume_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resume"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume" ADD CONSTRAINT "resume_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_resume_id_idx" ON "analysis" USING btree ("resume_id","created_at");--> statement-breakpoint
CREATE INDEX "resume_user_id_idx" ON "resume" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "resume_expires_at_idx" ON "resume" USING btree ("expires_at");