CREATE TABLE "accommodations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"quiz_id" integer,
	"time_percent" integer DEFAULT 100 NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accommodations_time_range" CHECK ("accommodations"."time_percent" between 100 and 400),
	CONSTRAINT "accommodations_extra_range" CHECK ("accommodations"."extra_minutes" between 0 and 600)
);
--> statement-breakpoint
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accommodations_user_idx" ON "accommodations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accommodations_user_quiz_key" ON "accommodations" USING btree ("user_id","quiz_id") WHERE "accommodations"."quiz_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "accommodations_user_all_key" ON "accommodations" USING btree ("user_id") WHERE "accommodations"."quiz_id" is null;