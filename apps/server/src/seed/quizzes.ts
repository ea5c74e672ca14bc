import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { categories, quizzes } from '../db/schema/quizzes.js';
import { draftQuiz, quantitativeAptitudeQuiz, spatialReasoningQuiz, verbalAptitudeQuiz } from './quizzes/access-quizzes.js';
import { careerInterestsQuiz } from './quizzes/career-interests.js';
import { insertQuiz, type QuizDefinition } from './quizzes/insert-quiz.js';
import { questionTypesQuiz } from './quizzes/question-types.js';
import { readingAndWritingQuiz } from './quizzes/reading-and-writing.js';
import { reasoningQuiz } from './quizzes/reasoning.js';
import { arabicGrammarQuiz, generalKnowledgeQuiz, scienceQuiz } from './quizzes/short-quizzes.js';

const CATEGORIES = {
  interests: { nameAr: 'الميول والشخصية', nameEn: 'Interests & personality' },
  aptitude: { nameAr: 'القدرات', nameEn: 'Aptitude' },
  science: { nameAr: 'العلوم', nameEn: 'Science' },
  arabic: { nameAr: 'اللغة العربية', nameEn: 'Arabic language' },
  general: { nameAr: 'الثقافة العامة', nameEn: 'General knowledge' },
};
type CategoryKey = keyof typeof CATEGORIES;

/** In list order: the two sidebar quizzes first. */
const QUIZZES: [CategoryKey, Omit<QuizDefinition, 'categoryId'>][] = [
  ['interests', careerInterestsQuiz],
  ['aptitude', reasoningQuiz],
  ['science', scienceQuiz],
  ['arabic', arabicGrammarQuiz],
  ['general', generalKnowledgeQuiz],
  ['general', questionTypesQuiz],
  ['aptitude', verbalAptitudeQuiz],
  ['aptitude', quantitativeAptitudeQuiz],
  ['aptitude', spatialReasoningQuiz],
  ['science', draftQuiz],
  // Last, so the ids of the quizzes above stay as they were.
  ['arabic', readingAndWritingQuiz],
];

/** Demo categories and quizzes, written only into an installation that has no quizzes yet. */
export async function seedQuizzes(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(quizzes);
  if ((existing?.n ?? 0) > 0) return false;
  const keys = Object.keys(CATEGORIES) as CategoryKey[];
  const rows = await db
    .insert(categories)
    .values(keys.map((key, i) => ({ ...CATEGORIES[key], position: i + 1 })))
    .returning({ id: categories.id });
  const ids = new Map(keys.map((key, i) => [key, rows[i]?.id ?? null]));
  for (const [category, definition] of QUIZZES) await insertQuiz(db, { ...definition, categoryId: ids.get(category) ?? null });
  return true;
}
