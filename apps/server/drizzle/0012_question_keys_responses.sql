ALTER TABLE "questions" ADD COLUMN "key" jsonb;--> statement-breakpoint
ALTER TABLE "trial_answers" ADD COLUMN "response" jsonb;