import type { Db } from '../../db/client.js';
import { answers, instructionSteps, profileDimensions, questions, quizzes } from '../../db/schema/quizzes.js';

type QuizColumns = Omit<typeof quizzes.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
interface Bilingual {
  ar: string;
  en: string;
}

export interface AnswerDefinition extends Bilingual {
  correct?: boolean;
  points?: Record<string, number>;
}
export interface QuestionDefinition extends Bilingual {
  weight?: number;
  image?: string;
  answers: AnswerDefinition[];
}
export interface QuizDefinition extends QuizColumns {
  steps?: { title: Bilingual; text: Bilingual }[];
  dimensions?: { code: string; title: Bilingual; description: Bilingual }[];
  questions: QuestionDefinition[];
}

export interface InsertedQuiz {
  id: number;
  questions: { id: number; answers: { id: number; correct: boolean }[] }[];
}

/** Writes a quiz with its instructions, dimensions, questions and answers (positions from array order). */
export async function insertQuiz(db: Db, definition: QuizDefinition): Promise<InsertedQuiz> {
  const { steps = [], dimensions = [], questions: items, ...columns } = definition;
  const [quiz] = await db.insert(quizzes).values(columns).returning({ id: quizzes.id });
  if (!quiz) throw new Error('quiz not inserted');
  if (steps.length) {
    await db.insert(instructionSteps).values(
      steps.map((s, i) => ({
        quizId: quiz.id,
        position: i + 1,
        titleAr: s.title.ar,
        titleEn: s.title.en,
        textAr: s.text.ar,
        textEn: s.text.en,
      })),
    );
  }
  if (dimensions.length) {
    await db.insert(profileDimensions).values(
      dimensions.map((d, i) => ({
        quizId: quiz.id,
        code: d.code,
        position: i + 1,
        titleAr: d.title.ar,
        titleEn: d.title.en,
        descriptionAr: d.description.ar,
        descriptionEn: d.description.en,
      })),
    );
  }
  const questionRows = await db
    .insert(questions)
    .values(
      items.map((q, i) => ({
        quizId: quiz.id,
        position: i + 1,
        textAr: q.ar,
        textEn: q.en,
        imagePath: q.image ?? null,
        weight: q.weight ?? 1,
      })),
    )
    .returning({ id: questions.id, position: questions.position });
  questionRows.sort((a, b) => a.position - b.position);
  const answerValues = items.flatMap((q, i) =>
    q.answers.map((a, j) => ({
      questionId: questionRows[i]?.id as number,
      position: j + 1,
      textAr: a.ar,
      textEn: a.en,
      isCorrect: a.correct ?? false,
      points: a.points ?? null,
    })),
  );
  const answerRows = answerValues.length
    ? await db
        .insert(answers)
        .values(answerValues)
        .returning({ id: answers.id, questionId: answers.questionId, position: answers.position, isCorrect: answers.isCorrect })
    : [];
  return {
    id: quiz.id,
    questions: questionRows.map((q) => ({
      id: q.id,
      answers: answerRows
        .filter((a) => a.questionId === q.id)
        .sort((a, b) => a.position - b.position)
        .map((a) => ({ id: a.id, correct: a.isCorrect })),
    })),
  };
}
