import type { AnswerBody } from '@/lib/quiz/answer-body';
import { pendingAnswers, retryDelay, settleAnswer } from '@/lib/quiz/answer-queue';
import { apiError, isTransientFailure } from '@/lib/quiz/api-error';

export type TrialOverCode = 'trial_time_over' | 'trial_completed';
/** `saved`: nothing is left queued; `offline`: no usable answer (network, timeout, server error), everything unsent is still queued; `over`: the server closed the trial. */
export type SendOutcome = { kind: 'saved' } | { kind: 'offline' } | { kind: 'over'; code: TrialOverCode };
export type SendAnswer = (questionId: number, body: AnswerBody) => Promise<unknown>;

/** Sends every answer queued for the trial, oldest first, settling each one the server confirmed. */
export async function sendPending(trialId: string, send: SendAnswer): Promise<SendOutcome> {
  for (const [questionId, body] of Object.entries(pendingAnswers(trialId))) {
    try {
      await send(Number(questionId), body);
    } catch (failure) {
      if (isTransientFailure(failure)) return { kind: 'offline' };
      const code = apiError(failure).body.error_code;
      if (code === 'trial_time_over' || code === 'trial_completed') return { kind: 'over', code };
      // Refused for good (not part of this trial): resending it could never succeed.
    }
    settleAnswer(trialId, Number(questionId), body);
  }
  return { kind: 'saved' };
}

/** Resolves after the retry delay, or as soon as the browser says it is back online. */
export function waitToRetry(attempt: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, retryDelay(attempt));
    window.addEventListener('online', done);
  });
}

/**
 * Keeps sending until every queued answer is saved or the trial is over — used before ending a trial, so an
 * answer chosen offline is never left behind. `onOffline` fires on each failed round (the caller tells the student).
 */
export async function sendAllPending(
  trialId: string,
  send: SendAnswer,
  {
    onOffline,
    wait = waitToRetry,
    signal,
  }: { onOffline?: () => void; wait?: (attempt: number) => Promise<void>; signal?: AbortSignal } = {},
): Promise<Exclude<SendOutcome, { kind: 'offline' }> | { kind: 'cancelled' }> {
  for (let attempt = 0; ; attempt++) {
    const outcome = await sendPending(trialId, send);
    if (outcome.kind !== 'offline') return outcome;
    onOffline?.();
    await wait(attempt);
    if (signal?.aborted) return { kind: 'cancelled' };
  }
}
