import type { CreateQuizRequest } from '@mizan/contract/admin/quizzes';
import { inArray } from 'drizzle-orm';
import type { QuestionKind } from '@mizan/contract/question-types';
import type { Db } from '../../db/client.js';
import { questions, type quizzes, type StoredKey } from '../../db/schema/quizzes.js';
import { escapeToRichText } from '../../lib/rich-text.js';
import { SYSTEM_ACTOR } from '../../modules/audit/recorder.js';
import { authoringService } from '../../modules/authoring/service.js';
import type { TypedKeyInput } from '../../modules/question-bank/answer-key.js';
import { bankCategoriesRepo } from '../../modules/question-bank/categories-repo.js';
import { questionRepo } from '../../modules/question-bank/repo.js';
import { questionBankService } from '../../modules/question-bank/service.js';
import { halalasToSar } from '../../modules/trials/quiz-settings.js';

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
  /** Rich text shown after answering, as the review allows. */
  generalFeedback?: Bilingual;
  weight?: number;
  difficulty?: number;
  tags?: string[];
  /** Single choice: its options ([] for another type). */
  answers: AnswerDefinition[];
  /** Any other type: its answer key (as the editor sends it). */
  key?: TypedKeyInput;
}
export interface QuizDefinition extends QuizColumns {
  steps?: { title: Bilingual; text: Bilingual }[];
  dimensions?: { code: string; title: Bilingual; description: Bilingual }[];
  /** Rich text shown beside every question (the quiz's one section). */
  passage?: Bilingual;
  /** Rich text per score band. */
  overallFeedback?: { min_percentage: number; text: Bilingual }[];
  /** Practice mode: each answer checked and locked on submit. */
  immediateFeedback?: boolean;
  /** Two blind markers per essay, agreeing above this share of the mark (percent). */
  secondMarking?: { threshold_percent: number };
  questions: QuestionDefinition[];
}

export interface InsertedQuiz {
  id: number;
  questions: { id: number; type: QuestionKind; key: StoredKey | null; answers: { id: number; correct: boolean }[] }[];
}

const rich = (b: Bilingual) => ({ ar: escapeToRichText(b.ar), en: escapeToRichText(b.en) });

/** The definition (plain texts, quiz columns) as the editor would have written it. */
function draftOf(definition: QuizDefinition, questionIds: number[]): CreateQuizRequest {
  const d = definition;
  return {
    title: { ar: d.titleAr, en: d.titleEn ?? '' },
    description: rich({ ar: d.descriptionAr ?? '', en: d.descriptionEn ?? '' }),
    category: d.categoryId ?? null,
    cover_image: d.coverImagePath ?? null,
    duration_minutes: d.durationMinutes ?? null,
    pass_mark: d.passMark ?? 50,
    attempts_allowed: d.attemptsAllowed ?? null,
    access: d.access ?? 'free',
    price: halalasToSar(d.priceHalalas ?? 0),
    shuffle_questions: d.shuffleQuestions ?? false,
    shuffle_answers: d.shuffleAnswers ?? false,
    navigation: d.navigation ?? 'free',
    review: d.allowReview === false ? 'never' : 'after_completion',
    closes_at: null,
    scoring: d.scoring ?? 'graded',
    dimensions: d.dimensions ?? [],
    instructions: (d.steps ?? []).map((s) => ({ title: s.title, text: rich(s.text) })),
    personal_info: d.personalInfo ?? null,
    certificate: { enabled: d.certificate ?? false, min_answered_percent: d.certificateMinAnswered ?? 80 },
    sections: [{ kind: 'fixed', title: { ar: '', en: '' }, ...(d.passage ? { passage: d.passage } : {}), questions: questionIds }],
    ...(d.overallFeedback ? { overall_feedback: d.overallFeedback } : {}),
    ...(d.immediateFeedback ? { immediate_feedback: true } : {}),
    ...(d.secondMarking ? { second_marking: d.secondMarking } : {}),
  };
}

/**
 * Writes a quiz the way an operator would: its questions into the bank (a category named after the quiz),
 * then the quiz through the authoring service, published when the definition says so. Returns the question
 * revisions and answers that trials of it will show.
 */
export async function insertQuiz(db: Db, definition: QuizDefinition): Promise<InsertedQuiz> {
  const bank = questionBankService(db);
  const authoring = authoringService({ db, translate: (_lang, key) => key, onPublished: () => undefined });
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const category = await bankCategoriesRepo(tx).insert({ nameAr: definition.titleAr, nameEn: definition.titleEn ?? '' });
    const ids: number[] = [];
    for (const q of definition.questions) {
      ids.push(
        await bank.create(
          SYSTEM_ACTOR,
          {
            text: rich(q),
            ...(q.generalFeedback ? { general_feedback: q.generalFeedback } : {}),
            category: category.id,
            tags: q.tags ?? [],
            difficulty: q.difficulty ?? 3,
            mark: q.weight ?? 1,
            ...(q.key
              ? { type: q.key.type, key: q.key }
              : {
                  type: 'single_choice' as const,
                  options: q.answers.map((a) => ({ text: rich(a), correct: a.correct ?? false, fraction: null, points: a.points ?? null })),
                }),
          },
          tx,
        ),
      );
    }
    const quizId = await authoring.create(SYSTEM_ACTOR, draftOf(definition, ids), tx);
    if (definition.published) await authoring.publish(SYSTEM_ACTOR, quizId, 'ar', tx);
    const answers = await questionRepo(tx).answersOf(ids);
    const rows = new Map((await tx.select().from(questions).where(inArray(questions.id, ids))).map((r) => [r.id, r]));
    return {
      id: quizId,
      questions: ids.map((id) => ({
        id,
        type: rows.get(id)?.type ?? 'single_choice',
        key: rows.get(id)?.key ?? null,
        answers: (answers.get(id) ?? []).map((a) => ({ id: a.id, correct: a.isCorrect })),
      })),
    };
  });
}
