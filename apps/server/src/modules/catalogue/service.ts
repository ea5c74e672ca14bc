import type { Language } from '@mizan/contract/i18n';
import type { Category, InstructionsResponse, Quiz } from '@mizan/contract/quizzes';
import { notFound } from '../../lib/app-error.js';
import { localized } from '../../lib/localized.js';
import type { AccommodationsRepo } from '../accommodations/repo.js';
import type { AssignmentRepo } from '../assignments/repo.js';
import { mediaUrl } from './media.js';
import type { CatalogueRepo, CategoryRow, QuizFilter, QuizListRow } from './repo.js';

const halalasToRiyals = (halalas: number) => (halalas / 100).toFixed(2);

export function toQuiz({ quiz, category, questionsCount }: QuizListRow, lang: Language): Quiz {
  return {
    id: quiz.id,
    title: localized(lang, quiz.titleAr, quiz.titleEn),
    description: localized(lang, quiz.descriptionAr, quiz.descriptionEn),
    category: category ? { id: category.id, name: localized(lang, category.nameAr, category.nameEn) } : null,
    cover_image: mediaUrl(quiz.coverImagePath),
    duration_minutes: quiz.durationMinutes,
    questions_count: questionsCount,
    access: quiz.access,
    price: halalasToRiyals(quiz.priceHalalas),
    pass_mark: quiz.passMark,
    scoring: quiz.scoring,
    published: quiz.published,
    navigation: quiz.navigation,
    attempts_allowed: quiz.attemptsAllowed,
    allow_review: quiz.allowReview,
    certificate: quiz.certificate,
  };
}

const toCategory = (row: CategoryRow, lang: Language): Category => ({ id: row.id, name: localized(lang, row.nameAr, row.nameEn) });

/** What students browse before a trial: published quizzes, their categories and instructions. */
export function catalogueService(
  repo: CatalogueRepo,
  accommodations: Pick<AccommodationsRepo, 'forStudent'>,
  assignments: Pick<AssignmentRepo, 'reaches' | 'windowFor'>,
) {
  /** An `assigned` quiz exists only for the members of a class it is assigned to (`viewer`). */
  const quiz = async (quizId: number, lang: Language, viewer: string | null) => {
    const row = await repo.quiz(quizId);
    if (!row || (row.quiz.access === 'assigned' && !(viewer && (await assignments.reaches(viewer, quizId))))) throw notFound();
    return toQuiz(row, lang);
  };

  return {
    quiz,

    async list(filter: QuizFilter, limit: number, offset: number, lang: Language) {
      const { rows, count } = await repo.quizzes(filter, limit, offset);
      return { count, results: rows.map((row) => toQuiz(row, lang)) };
    },

    async instructions(quizId: number, userId: string, lang: Language): Promise<InstructionsResponse> {
      const [summary, steps] = await Promise.all([quiz(quizId, lang, userId), repo.steps(quizId)]);
      const accommodation = await accommodations.forStudent(userId, quizId, summary.duration_minutes);
      const window = summary.access === 'assigned' ? await assignments.windowFor(userId, quizId, new Date()) : null;
      return {
        quiz: summary,
        assignment: window && { opens_at: window.opensAt.toISOString(), closes_at: window.closesAt.toISOString() },
        accommodation: accommodation
          ? {
              time_multiplier: accommodation.timePercent / 100,
              extra_minutes: accommodation.extraMinutes,
              duration_seconds: summary.duration_minutes == null ? null : Math.round(accommodation.seconds),
            }
          : null,
        steps: steps.map((s, index) => ({
          id: s.id,
          order: index + 1,
          title: localized(lang, s.titleAr, s.titleEn),
          text: localized(lang, s.textAr, s.textEn),
        })),
      };
    },

    async categories(limit: number, offset: number, lang: Language) {
      const { rows, count } = await repo.categories(limit, offset);
      return { count, results: rows.map((row) => toCategory(row, lang)) };
    },
  };
}
