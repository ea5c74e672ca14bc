ALTER TABLE "entitlements" ADD COLUMN "quiz_ids" integer[];--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "quiz_ids" integer[];--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "valid_days" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_valid_days_positive" CHECK ("plans"."valid_days" is null or "plans"."valid_days" > 0);