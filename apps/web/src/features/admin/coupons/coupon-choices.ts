import type { AdminQuizSummary } from '@mizan/contract/admin/quizzes';

/** A partial discount: a new batch never opens quizzes for free unless the operator says so. */
const DEFAULT_DISCOUNT = 50;

/** The quizzes a code can be for: published ones students must unlock (coupon or paid access), with a title. */
export function couponQuizOptions(quizzes: readonly AdminQuizSummary[]): { value: string; label: string }[] {
  return quizzes
    .filter((q) => q.status === 'published' && q.access !== 'free' && q.title.trim() !== '')
    .map((q) => ({ value: String(q.id), label: q.title }));
}

/** The batch form's first values: the first quiz offered and a partial discount, within staff's limit (null: an admin). */
export function batchDefaults(options: readonly { value: string }[], staffMax: number | null) {
  return { quiz: options[0]?.value ?? '', discount_percent: String(Math.min(DEFAULT_DISCOUNT, staffMax ?? 100)) };
}
