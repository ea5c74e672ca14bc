import type { AdminQuizSummary } from '@mizan/contract/admin/quizzes';
import { describe, expect, it } from 'vitest';
import { batchDefaults, couponQuizOptions } from './coupon-choices';

const quiz = (id: number, values: Partial<AdminQuizSummary>): AdminQuizSummary => ({
  id,
  title: `Quiz ${id}`,
  category: null,
  status: 'published',
  access: 'paid',
  scoring: 'graded',
  current_version: 1,
  has_unpublished_changes: false,
  questions_count: 3,
  trials_count: 0,
  updated_at: '2026-01-01T00:00:00Z',
  ...values,
});

describe('coupon batch choices (#33 item 11)', () => {
  it('offers only published coupon or paid quizzes that have a title', () => {
    const quizzes = [
      quiz(1, { status: 'draft' }),
      quiz(2, { access: 'free' }),
      quiz(3, { title: '  ' }),
      quiz(4, { status: 'archived' }),
      quiz(5, { access: 'coupon' }),
      quiz(6, {}),
    ];
    expect(couponQuizOptions(quizzes)).toEqual([
      { value: '5', label: 'Quiz 5' },
      { value: '6', label: 'Quiz 6' },
    ]);
  });

  it('starts on a named quiz and a partial discount, never above staff limit', () => {
    const options = [{ value: '5' }, { value: '6' }];
    expect(batchDefaults(options, null)).toEqual({ quiz: '5', discount_percent: '50' });
    expect(batchDefaults(options, 20)).toEqual({ quiz: '5', discount_percent: '20' });
    expect(batchDefaults([], null)).toEqual({ quiz: '', discount_percent: '50' });
  });
});
