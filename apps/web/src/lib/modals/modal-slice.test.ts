import { describe, expect, it } from 'vitest';
import { closeModal, modalSlice, openModal, MODAL_IDS } from './modal-slice';

const reduce = modalSlice.reducer;

describe('modal slice', () => {
  it('knows every modal id of the spec', () => {
    expect([...MODAL_IDS].sort()).toEqual(
      [
        'coupon-entry',
        'expire-time-modal',
        'get-coupon',
        'leave-quiz',
        'modal-example',
        'navigation-prevention',
        'start-quiz-confirmation',
        'start-quiz-confirmation-after-payment',
      ].sort(),
    );
  });

  it('opens with optional data and closes', () => {
    let state = reduce(undefined, { type: 'init' });
    expect(state.active).toBeNull();
    state = reduce(state, openModal('navigation-prevention'));
    expect(state.active).toEqual({ id: 'navigation-prevention', data: undefined });
    state = reduce(state, openModal('leave-quiz', { quizId: 3, trialId: 't-1' }));
    expect(state.active).toEqual({ id: 'leave-quiz', data: { quizId: 3, trialId: 't-1' } });
    state = reduce(state, closeModal());
    expect(state.active).toBeNull();
  });
});
