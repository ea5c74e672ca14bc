CREATE TABLE "invoice_counter" (
	"name" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"number" integer PRIMARY KEY NOT NULL,
	"payment_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"seller_name" text NOT NULL,
	"seller_vat_number" text NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"total_halalas" integer NOT NULL,
	"vat_halalas" integer NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_halalas" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_reference" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_halalas" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_halalas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_key" ON "invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_range" CHECK ("payments"."refunded_halalas" >= 0 and "payments"."refunded_halalas" <= "payments"."amount_halalas");--> statement-breakpoint
UPDATE "payments" SET "refunded_halalas" = "amount_halalas" WHERE "status" = 'refunded';--> statement-breakpoint
INSERT INTO "invoice_counter" ("name", "last_number") VALUES ('invoices', 0);
