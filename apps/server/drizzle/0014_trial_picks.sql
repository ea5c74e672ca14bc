ALTER TABLE "trials" ADD COLUMN "picks" text;--> statement-breakpoint
UPDATE "trials" t SET "picks" = coalesce((
  SELECT string_agg(o.question_id || ':' || coalesce(a."selected_answer_id", 0), ',' ORDER BY o.position)
  FROM unnest(t."question_order") WITH ORDINALITY o(question_id, position)
  LEFT JOIN "trial_answers" a ON a."trial_id" = t."id" AND a."question_id" = o.question_id
), '') WHERE t."status" = 'completed';
