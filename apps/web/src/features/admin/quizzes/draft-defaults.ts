import { newQuizDraft, type QuizDraft } from '@mizan/contract/admin/quizzes';
import type { z } from 'zod';

export type DraftValues = z.input<typeof QuizDraft>;

/** What a new quiz's form starts from: the contract's new draft, no sections yet. */
export const emptyDraft = (): DraftValues => newQuizDraft();
