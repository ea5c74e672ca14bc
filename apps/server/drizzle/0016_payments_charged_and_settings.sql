CREATE TABLE "settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"staff_coupon_max_discount_percent" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_single_row" CHECK ("settings"."id"),
	CONSTRAINT "settings_staff_coupon_range" CHECK ("settings"."staff_coupon_max_discount_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_refunded_range";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charged_halalas" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_range" CHECK ("payments"."refunded_halalas" >= 0 and "payments"."refunded_halalas" <= coalesce("payments"."charged_halalas", "payments"."amount_halalas"));