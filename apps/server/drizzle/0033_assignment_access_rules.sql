CREATE TABLE "assignment_access_rules" (
	"assignment_id" integer PRIMARY KEY NOT NULL,
	"password_hash" text,
	"allowed_ip_ranges" text[],
	"one_device" boolean DEFAULT false NOT NULL,
	"seb_required" boolean DEFAULT false NOT NULL,
	"seb_config_keys" text[] DEFAULT '{}' NOT NULL,
	"seb_browser_exam_keys" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignment_access_rules" ADD CONSTRAINT "assignment_access_rules_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;