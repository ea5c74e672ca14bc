// Test support: questions as an import or an export handles them, and the demo bank in that form.
import { QuestionInput } from '@mizan/contract/admin/questions';
import { escapeToRichText } from '../../lib/rich-text.js';
import { draftQuiz, quantitativeAptitudeQuiz, spatialReasoningQuiz, verbalAptitudeQuiz } from '../../seed/quizzes/access-quizzes.js';
import { careerInterestsQuiz } from '../../seed/quizzes/career-interests.js';
import type { QuizDefinition } from '../../seed/quizzes/insert-quiz.js';
import { physicsMidtermQuiz } from '../../seed/quizzes/physics-midterm.js';
import { questionTypesQuiz } from '../../seed/quizzes/question-types.js';
import { readingAndWritingQuiz } from '../../seed/quizzes/reading-and-writing.js';
import { reasoningQuiz } from '../../seed/quizzes/reasoning.js';
import { arabicGrammarQuiz, generalKnowledgeQuiz, scienceQuiz } from '../../seed/quizzes/short-quizzes.js';
import type { TransferQuestion } from './transfer.js';

const at = { row: 0 };
export const transferQuestion = (fields: Record<string, unknown>, categoryPath: string[] = []): TransferQuestion => ({
  question: QuestionInput.parse({ category: null, ...fields }),
  categoryPath,
  at,
});

const rich = (text: { ar: string; en: string }) => ({ ar: escapeToRichText(text.ar), en: escapeToRichText(text.en) });

/** The demo bank: every seeded quiz's questions as the seed stores them (seed/quizzes/insert-quiz.ts), filed by quiz. */
export const DEMO_BANK: TransferQuestion[] = [
  careerInterestsQuiz,
  reasoningQuiz,
  scienceQuiz,
  arabicGrammarQuiz,
  generalKnowledgeQuiz,
  questionTypesQuiz,
  verbalAptitudeQuiz,
  quantitativeAptitudeQuiz,
  spatialReasoningQuiz,
  draftQuiz,
  readingAndWritingQuiz,
  physicsMidtermQuiz,
].flatMap((quiz: Omit<QuizDefinition, 'categoryId'>) =>
  quiz.questions.map((d) =>
    transferQuestion(
      {
        text: rich(d),
        ...(d.generalFeedback ? { general_feedback: d.generalFeedback } : {}),
        tags: d.tags ?? [],
        difficulty: d.difficulty ?? 3,
        mark: d.weight ?? 1,
        ...(d.key
          ? { type: d.key.type, key: d.key }
          : {
              type: 'single_choice',
              options: d.answers.map((a) => ({ text: rich(a), correct: a.correct ?? false, points: a.points ?? null })),
            }),
      },
      [quiz.titleAr],
    ),
  ),
);
