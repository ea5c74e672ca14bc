import type { QuizDraft } from '@mizan/contract/admin/quizzes';
import type { z } from 'zod';

export type DraftValues = z.input<typeof QuizDraft>;

/** What a new quiz starts from: free, 30 minutes, graded at 50 %, no sections yet. */
export const emptyDraft = (): DraftValues => ({
  title: { ar: '', en: '' },
  description: { ar: '', en: '' },
  category: null,
  cover_image: null,
  duration_minutes: 30,
  pass_mark: 50,
  attempts_allowed: null,
  access: 'free',
  price: '0',
  shuffle_questions: false,
  shuffle_answers: false,
  navigation: 'free',
  review: 'after_completion',
  closes_at: null,
  scoring: 'graded',
  dimensions: [],
  instructions: [],
  personal_info: null,
  certificate: { enabled: false, min_answered_percent: 80 },
  sections: [],
});
