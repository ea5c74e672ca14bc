import type { AdminQuestion, QuestionInput } from '@mizan/contract/admin/questions';
import type { z } from 'zod';

export type QuestionValues = z.input<typeof QuestionInput>;

export const blankOption = () => ({ text: { ar: '', en: '' }, correct: false, points: null });

export const newQuestion = (category: number | null = null): QuestionValues => ({
  type: 'single_choice',
  text: { ar: '', en: '' },
  category,
  tags: [],
  difficulty: 3,
  mark: 1,
  options: [blankOption(), blankOption()],
});

export const questionValues = (q: AdminQuestion): QuestionValues => ({
  type: q.type,
  text: q.text,
  category: q.category?.id ?? null,
  tags: q.tags,
  difficulty: q.difficulty,
  mark: q.mark,
  options: q.options.map(({ text, correct, points }) => ({ text, correct, points })),
});
