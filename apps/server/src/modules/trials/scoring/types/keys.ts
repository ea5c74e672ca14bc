import type { NumericAccepted } from '@mizan/contract/question-types';

/**
 * A question's answer key as scoring reads it: the authored key (contract `AnswerKeyInput`) with the
 * ids of the options, items, prompts and answers the trial's version stored, as the player sends them.
 */
export type ScoringKey =
  | { type: 'single_choice'; options: readonly { id: number; fraction: number }[] }
  | { type: 'true_false'; correctOptionId: number }
  | { type: 'multiple_response'; options: readonly { id: string; fraction: number }[]; allOrNothing: boolean }
  /** Item ids in the right order. */
  | { type: 'ordering'; order: readonly string[]; allOrNothing: boolean }
  | { type: 'matching'; pairs: readonly { prompt: string; answer: string }[]; allOrNothing: boolean }
  | { type: 'numeric'; accepted: readonly NumericAccepted[] }
  | { type: 'short_text'; accepted: readonly { text: string; fraction: number }[]; exact: boolean }
  /** Marked by a person (trial_marks), never by the machine. */
  | { type: 'essay' }
  | { type: 'file_upload' };

/** Marks are shares of a question's weight; fractions outside [0, 1] never leak into a total. */
export const clampMark = (value: number) => Math.min(1, Math.max(0, value));
