CREATE TABLE "privacy_policy_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "privacy_policy_sections" ADD COLUMN "version_id" integer;--> statement-breakpoint
-- The sections already there become version 1, in effect since their last edit; their plain text becomes the
-- rich text the editor writes (escaped, line breaks kept).
INSERT INTO "privacy_policy_versions" ("effective_at") SELECT max("updated_at") FROM "privacy_policy_sections" HAVING count(*) > 0;--> statement-breakpoint
UPDATE "privacy_policy_sections" SET "version_id" = (SELECT min("id") FROM "privacy_policy_versions"),
  "content_ar" = replace(replace(replace(replace("content_ar", '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), E'\n', '<br />'),
  "content_en" = replace(replace(replace(replace("content_en", '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), E'\n', '<br />');--> statement-breakpoint
ALTER TABLE "privacy_policy_sections" ALTER COLUMN "version_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_policy_versions" ADD CONSTRAINT "privacy_policy_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_policy_versions_effective_idx" ON "privacy_policy_versions" USING btree ("effective_at");--> statement-breakpoint
ALTER TABLE "privacy_policy_sections" ADD CONSTRAINT "privacy_policy_sections_version_id_privacy_policy_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."privacy_policy_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_policy_sections_version_idx" ON "privacy_policy_sections" USING btree ("version_id","position");