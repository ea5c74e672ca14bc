CREATE TABLE "question_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name_ar" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_version_questions" (
	"version_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	CONSTRAINT "quiz_version_questions_version_id_question_id_pk" PRIMARY KEY("version_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_quiz_id_quizzes_id_fk";
--> statement-breakpoint
DROP INDEX "trials_one_in_progress_key";--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "quiz_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "position" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "fraction" double precision;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "lineage_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "type" text DEFAULT 'single_choice' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "difficulty" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "frozen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "certificate_min_answered" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "review" text DEFAULT 'after_completion' NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "draft_question_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "current_version_id" integer;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "questions_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trials" ADD COLUMN "version_id" integer;--> statement-breakpoint
ALTER TABLE "trials" ADD COLUMN "navigation" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "trials" ADD COLUMN "furthest" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "trials" ADD COLUMN "preview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "question_categories" ADD CONSTRAINT "question_categories_parent_id_question_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."question_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_version_questions" ADD CONSTRAINT "quiz_version_questions_version_id_quiz_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."quiz_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_versions" ADD CONSTRAINT "quiz_versions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_versions" ADD CONSTRAINT "quiz_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_categories_parent_idx" ON "question_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "quiz_version_questions_question_idx" ON "quiz_version_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_versions_number_key" ON "quiz_versions" USING btree ("quiz_id","number") WHERE "quiz_versions"."number" > 0;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_category_id_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_bank_idx" ON "questions" USING btree ("category_id") WHERE "questions"."superseded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_lineage_head_key" ON "questions" USING btree (coalesce("lineage_id", "id")) WHERE "questions"."superseded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "trials_one_in_progress_key" ON "trials" USING btree ("user_id","quiz_id") WHERE "trials"."status" = 'in_progress' and not "trials"."preview";--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_difficulty_range" CHECK ("questions"."difficulty" between 1 and 5);--> statement-breakpoint
UPDATE "trials" t SET "navigation" = q."navigation" FROM "quizzes" q WHERE q."id" = t."quiz_id";--> statement-breakpoint
UPDATE "trials" t SET "furthest" = greatest(1, (SELECT max(array_position(t."question_order", x."question_id")) FROM "trial_answers" x WHERE x."trial_id" = t."id")) WHERE t."navigation" = 'forward_only';--> statement-breakpoint
UPDATE "quizzes" SET "review" = 'never' WHERE NOT "allow_review";
