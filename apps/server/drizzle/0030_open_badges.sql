CREATE TABLE "certificate_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"status_list_id" integer NOT NULL,
	"status_index" integer NOT NULL,
	"key_id" text NOT NULL,
	"credential" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_credentials_status_slot" UNIQUE("status_list_id","status_index"),
	CONSTRAINT "certificate_credentials_issue" UNIQUE("certificate_id","issued_at")
);
--> statement-breakpoint
CREATE TABLE "credential_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key_multibase" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "credential_status_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"credential" jsonb,
	"signed_revoked" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_credentials" ADD CONSTRAINT "certificate_credentials_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_credentials" ADD CONSTRAINT "certificate_credentials_status_list_id_credential_status_lists_id_fk" FOREIGN KEY ("status_list_id") REFERENCES "public"."credential_status_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_credentials" ADD CONSTRAINT "certificate_credentials_key_id_credential_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."credential_keys"("id") ON DELETE no action ON UPDATE no action;