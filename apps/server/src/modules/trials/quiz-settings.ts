import type { QuizDraft } from '@mizan/contract/admin/quizzes';
import type { quizzes } from '../../db/schema/quizzes.js';

export type QuizColumns = Pick<
  typeof quizzes.$inferSelect,
  | 'titleAr'
  | 'titleEn'
  | 'descriptionAr'
  | 'descriptionEn'
  | 'categoryId'
  | 'coverImagePath'
  | 'durationMinutes'
  | 'passMark'
  | 'attemptsAllowed'
  | 'access'
  | 'priceHalalas'
  | 'shuffleQuestions'
  | 'shuffleAnswers'
  | 'navigation'
  | 'allowReview'
  | 'review'
  | 'closesAt'
  | 'scoring'
  | 'certificate'
  | 'certificateMinAnswered'
  | 'personalInfo'
>;

/** "49.5" SAR → 4950 halalas, without floating point. */
export function sarToHalalas(price: string): number {
  const [whole = '0', fraction = ''] = price.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

export const halalasToSar = (halalas: number) => (halalas / 100).toFixed(2);

/** The quiz columns students see, as a version's settings fix them (publish writes them; the engine reads them). */
export function draftColumns(draft: QuizDraft): QuizColumns {
  return {
    titleAr: draft.title.ar,
    titleEn: draft.title.en,
    descriptionAr: draft.description.ar,
    descriptionEn: draft.description.en,
    categoryId: draft.category,
    coverImagePath: draft.cover_image,
    durationMinutes: draft.duration_minutes,
    passMark: draft.pass_mark,
    attemptsAllowed: draft.attempts_allowed,
    access: draft.access,
    priceHalalas: draft.access === 'free' ? 0 : sarToHalalas(draft.price),
    shuffleQuestions: draft.shuffle_questions,
    shuffleAnswers: draft.shuffle_answers,
    navigation: draft.navigation,
    allowReview: draft.review !== 'never',
    review: draft.review,
    closesAt: draft.closes_at ? new Date(draft.closes_at) : null,
    scoring: draft.scoring,
    certificate: draft.certificate.enabled,
    certificateMinAnswered: draft.certificate.min_answered_percent,
    personalInfo: draft.personal_info,
  };
}

/** Whether a completed trial may show its review now (after completion, or once the quiz has closed). */
export function reviewOpen(quiz: Pick<QuizColumns, 'review' | 'closesAt'>, now = new Date()): boolean {
  if (quiz.review === 'never') return false;
  if (quiz.review === 'after_close') return quiz.closesAt != null && quiz.closesAt <= now;
  return true;
}
