ALTER TABLE "trials" ADD COLUMN "first_attempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "trials" SET "first_attempt" = true WHERE "id" IN (
  SELECT DISTINCT ON ("user_id", "version_id") "id" FROM "trials"
  WHERE "status" = 'completed' AND NOT "preview"
  ORDER BY "user_id", "version_id", "completed_at", "id"
);--> statement-breakpoint
CREATE INDEX "trials_version_first_idx" ON "trials" USING btree ("version_id","percentage") WHERE "trials"."first_attempt" and "trials"."status" = 'completed' and not "trials"."preview";