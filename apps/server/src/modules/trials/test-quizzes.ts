import type { QuizDefinition } from '../../seed/quizzes/insert-quiz.js';

/** A published free graded quiz: question n has answers "n-a" (correct, weight n) and "n-b". */
export function gradedQuiz(overrides: Partial<QuizDefinition> = {}, count = 4): QuizDefinition {
  return {
    titleAr: 'اختبار تجريبي',
    titleEn: 'Test quiz',
    published: true,
    access: 'free',
    scoring: 'graded',
    passMark: 50,
    durationMinutes: 10,
    steps: [{ title: { ar: 'اقرأ', en: 'Read' }, text: { ar: 'أجب عن كل سؤال.', en: 'Answer every question.' } }],
    questions: Array.from({ length: count }, (_, i) => ({
      ar: `سؤال ${i + 1}`,
      en: `Question ${i + 1}`,
      weight: i + 1,
      answers: [
        { ar: `${i + 1}-أ`, en: `${i + 1}-a`, correct: true },
        { ar: `${i + 1}-ب`, en: `${i + 1}-b` },
      ],
    })),
    ...overrides,
  };
}

/** A graded quiz's first single-choice question followed by an essay worth 4 (marked by a person). */
export function essayQuiz(overrides: Partial<QuizDefinition> = {}): QuizDefinition {
  const base = gradedQuiz(overrides, 1);
  const essay = {
    ar: 'اكتب',
    en: 'Write',
    weight: 4,
    answers: [],
    key: { type: 'essay' as const, min_words: null, max_words: null, template: { ar: '', en: '' }, marker_info: { ar: '', en: '' } },
  };
  return { ...base, questions: [...base.questions, essay] };
}

/** A published profile quiz over R, I, A: two statements per dimension, like = 2, neutral = 1, dislike = 0. */
export function profileQuiz(overrides: Partial<QuizDefinition> = {}): QuizDefinition {
  const codes = ['R', 'I', 'A'];
  return {
    titleAr: 'اختبار ميول تجريبي',
    titleEn: 'Test interests',
    published: true,
    access: 'free',
    scoring: 'profile',
    durationMinutes: null,
    dimensions: codes.map((code) => ({
      code,
      title: { ar: `بعد ${code}`, en: `Dimension ${code}` },
      description: { ar: `وصف ${code}`, en: `About ${code}` },
    })),
    questions: codes.flatMap((code) =>
      [1, 2].map((n) => ({
        ar: `عبارة ${code}${n}`,
        en: `Statement ${code}${n}`,
        answers: [
          { ar: 'أحب', en: 'Like', points: { [code]: 2 } },
          { ar: 'محايد', en: 'Neutral', points: { [code]: 1 } },
          { ar: 'لا أحب', en: 'Dislike', points: { [code]: 0 } },
        ],
      })),
    ),
    ...overrides,
  };
}
