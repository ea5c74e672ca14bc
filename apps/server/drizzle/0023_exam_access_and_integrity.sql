CREATE TABLE "quiz_access_rules" (
	"quiz_id" integer PRIMARY KEY NOT NULL,
	"password_hash" text,
	"allowed_ip_ranges" text[],
	"one_device" boolean DEFAULT false NOT NULL,
	"seb_required" boolean DEFAULT false NOT NULL,
	"seb_config_keys" text[] DEFAULT '{}' NOT NULL,
	"seb_browser_exam_keys" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trial_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"client_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"away_ms" integer,
	"chars" integer,
	"ip" text NOT NULL,
	"device_hash" text
);
--> statement-breakpoint
CREATE TABLE "trial_verdicts" (
	"trial_id" uuid PRIMARY KEY NOT NULL,
	"verdict" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"voided" boolean DEFAULT false NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "trials_version_completed_idx";--> statement-breakpoint
DROP INDEX "trials_version_first_idx";--> statement-breakpoint
ALTER TABLE "trials" ADD COLUMN "device_hash" text;--> statement-breakpoint
ALTER TABLE "trials" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trials" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "quiz_access_rules" ADD CONSTRAINT "quiz_access_rules_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_events" ADD CONSTRAINT "trial_events_trial_id_trials_id_fk" FOREIGN KEY ("trial_id") REFERENCES "public"."trials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_verdicts" ADD CONSTRAINT "trial_verdicts_trial_id_trials_id_fk" FOREIGN KEY ("trial_id") REFERENCES "public"."trials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_verdicts" ADD CONSTRAINT "trial_verdicts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trial_events_trial_idx" ON "trial_events" USING btree ("trial_id","id");--> statement-breakpoint
CREATE INDEX "trials_version_completed_idx" ON "trials" USING btree ("version_id","user_id","completed_at") WHERE "trials"."status" = 'completed' and not "trials"."preview" and "trials"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "trials_version_first_idx" ON "trials" USING btree ("version_id","percentage") WHERE "trials"."first_attempt" and "trials"."status" = 'completed' and not "trials"."preview" and "trials"."voided_at" is null;