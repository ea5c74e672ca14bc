ALTER TABLE "trials" ADD COLUMN "picks" integer[];--> statement-breakpoint
UPDATE "trials" t SET "picks" = (
  SELECT array_agg(coalesce(a."selected_answer_id", 0) ORDER BY o.position)
  FROM unnest(t."question_order") WITH ORDINALITY o(question_id, position)
  LEFT JOIN "trial_answers" a ON a."trial_id" = t."id" AND a."question_id" = o.question_id
) WHERE t."status" = 'completed' AND cardinality(t."question_order") > 0;
