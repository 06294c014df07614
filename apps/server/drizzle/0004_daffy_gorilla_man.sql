CREATE TABLE "generated_resume" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"input_name" text NOT NULL,
	"input_target_role" text DEFAULT '' NOT NULL,
	"custom_title" text,
	"form" jsonb NOT NULL,
	"generated_text" text NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generated_resume" ADD CONSTRAINT "generated_resume_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_resume_user_id_idx" ON "generated_resume" USING btree ("user_id","created_at");