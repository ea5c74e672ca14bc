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
ALTER TABLE "trials" ADD COLUMN "device_hash" text;--> statement-breakpoint
ALTER TABLE "quiz_access_rules" ADD CONSTRAINT "quiz_access_rules_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;