import { z } from 'zod';
import { plainText } from './common.js';

/** Why an operator acted on an attempt: required, kept in the audit log (and on a withdrawn certificate). */
const Reason = plainText(1_000).min(1);

/**
 * `POST admin/trials/{id}/reopen/`: a completed attempt goes back in progress with `extra_minutes` from now; its
 * result, certificate and result notifications are withdrawn until the student completes it again.
 */
export const ReopenTrialRequest = z.strictObject({
  extra_minutes: z.number().int().min(1).max(600),
  reason: Reason,
});
export type ReopenTrialRequest = z.infer<typeof ReopenTrialRequest>;

/** `POST admin/trials/{id}/extra-attempt/`: the attempt's student may start its quiz once more beyond the limit. */
export const ExtraAttemptRequest = z.strictObject({ reason: Reason });
export type ExtraAttemptRequest = z.infer<typeof ExtraAttemptRequest>;

export const ExtraAttemptResponse = z.object({
  /** Every extra attempt the student has been granted for the quiz, this one included. */
  extra_attempts: z.number().int(),
});
export type ExtraAttemptResponse = z.infer<typeof ExtraAttemptResponse>;
