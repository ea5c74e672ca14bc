CREATE TABLE "trial_follow_ups" (
	"trial_id" uuid PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trial_follow_ups" ADD CONSTRAINT "trial_follow_ups_trial_id_trials_id_fk" FOREIGN KEY ("trial_id") REFERENCES "public"."trials"("id") ON DELETE cascade ON UPDATE no action;