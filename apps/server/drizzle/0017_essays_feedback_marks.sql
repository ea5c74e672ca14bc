CREATE TABLE "trial_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"trial_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"points" double precision NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"marker_id" uuid,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "feedback_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "feedback_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "general_feedback_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "general_feedback_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trials" ADD COLUMN "marking" text;--> statement-breakpoint
ALTER TABLE "trial_marks" ADD CONSTRAINT "trial_marks_trial_id_trials_id_fk" FOREIGN KEY ("trial_id") REFERENCES "public"."trials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_marks" ADD CONSTRAINT "trial_marks_marker_id_users_id_fk" FOREIGN KEY ("marker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trial_marks_trial_idx" ON "trial_marks" USING btree ("trial_id","question_id","id");