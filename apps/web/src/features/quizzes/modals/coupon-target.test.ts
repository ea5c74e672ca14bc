import { describe, expect, it } from 'vitest';
import { couponTarget } from './coupon-target';

describe('couponTarget', () => {
  it('sends a code that grants access to the instructions with the code, showing them unless told not to', () => {
    expect(couponTarget(7, 'FREE77', { grants_access: true, price: '0.00' }, { id: 1 })).toBe(
      '/quizzes/7/instructions?step=0&show_instructions=true&coupon_code=FREE77',
    );
    expect(couponTarget(7, 'FREE77', { grants_access: true, price: '0.00' }, { id: 1 }, false)).toContain('show_instructions=false');
  });

  it('sends a partial discount to the purchase at the discounted price', () => {
    expect(couponTarget(7, 'HALFPR', { grants_access: false, price: '24.50' }, { id: 1 })).toBe(
      '/pre-quiz-payment?quizId=7&planId=1&price=24.50&coupon_code=HALFPR',
    );
  });

  it('falls back to the instructions when there is no single-quiz plan to buy', () => {
    expect(couponTarget(7, 'HALFPR', { grants_access: false, price: '24.50' }, undefined)).toMatch(/^\/quizzes\/7\/instructions\?/);
  });
});
