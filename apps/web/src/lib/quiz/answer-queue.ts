/**
 * Answers not yet confirmed by the server, kept under the trial's own local-storage key (client-spec §3)
 * so a dropped connection or a reload never loses one. Only the latest choice per question matters.
 */
export type PendingAnswers = Record<string, number | null>;

interface StoredTrial {
  quizId: string;
  pending: PendingAnswers;
}

function read(trialId: string): StoredTrial | null {
  try {
    const value = JSON.parse(localStorage.getItem(trialId) ?? 'null') as StoredTrial | null;
    return value && typeof value === 'object' ? { quizId: String(value.quizId), pending: value.pending ?? {} } : null;
  } catch {
    return null;
  }
}

const write = (trialId: string, trial: StoredTrial) => localStorage.setItem(trialId, JSON.stringify(trial));

/** Marks the trial as the one in progress on this device. */
export function rememberTrial(trialId: string, quizId: string | number): void {
  write(trialId, { quizId: String(quizId), pending: read(trialId)?.pending ?? {} });
}

export function pendingAnswers(trialId: string): PendingAnswers {
  return read(trialId)?.pending ?? {};
}

export function queueAnswer(trialId: string, quizId: string | number, questionId: number, answerId: number | null): void {
  const trial = read(trialId) ?? { quizId: String(quizId), pending: {} };
  write(trialId, { ...trial, pending: { ...trial.pending, [questionId]: answerId } });
}

/** Drops a queued answer once the server holds it, unless a newer choice replaced it meanwhile. */
export function settleAnswer(trialId: string, questionId: number, answerId: number | null): void {
  const trial = read(trialId);
  if (!trial || !(String(questionId) in trial.pending) || trial.pending[questionId] !== answerId) return;
  const { [questionId]: _settled, ...rest } = trial.pending;
  write(trialId, { ...trial, pending: rest });
}

/** Delay before the n-th resend (0-based): 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** attempt);
}
