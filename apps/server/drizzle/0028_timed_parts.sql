ALTER TABLE "questions" ADD COLUMN "time_limit_seconds" integer;--> statement-breakpoint
ALTER TABLE "trials" ADD COLUMN "closes" jsonb;