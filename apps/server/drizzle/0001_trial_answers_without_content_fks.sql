ALTER TABLE "trial_answers" DROP CONSTRAINT "trial_answers_question_id_questions_id_fk";
--> statement-breakpoint
ALTER TABLE "trial_answers" DROP CONSTRAINT "trial_answers_selected_answer_id_answers_id_fk";
