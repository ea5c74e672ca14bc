import { readAnswerBody, sameAnswer, type AnswerBody } from './answer-body';

/**
 * Answers not yet confirmed by the server, kept under the trial's own local-storage key (client-spec §3)
 * so a dropped connection or a reload never loses one. Only the latest answer per question matters.
 */
export type PendingAnswers = Record<string, AnswerBody>;

function readPending(stored: unknown): PendingAnswers {
  if (!stored || typeof stored !== 'object') return {};
  const pending: PendingAnswers = {};
  for (const [questionId, value] of Object.entries(stored)) {
    const body = readAnswerBody(value);
    if (body) pending[questionId] = body;
  }
  return pending;
}

interface StoredTrial {
  quizId: string;
  pending: PendingAnswers;
  /** Forward-only quizzes: the position (1-based) of the furthest question this device has shown. */
  furthest?: number;
  /** Questions the student flagged for review (a note to self, so it stays on this device). */
  flagged?: number[];
}

function read(trialId: string): StoredTrial | null {
  try {
    const value = JSON.parse(localStorage.getItem(trialId) ?? 'null') as StoredTrial | null;
    if (!value || typeof value !== 'object') return null;
    const furthest = typeof value.furthest === 'number' ? { furthest: value.furthest } : {};
    const flagged = Array.isArray(value.flagged) ? { flagged: value.flagged.filter((id) => typeof id === 'number') } : {};
    return { quizId: String(value.quizId), pending: readPending(value.pending), ...furthest, ...flagged };
  } catch {
    return null;
  }
}

const write = (trialId: string, trial: StoredTrial) => localStorage.setItem(trialId, JSON.stringify(trial));

/** Marks the trial as the one in progress on this device. */
export function rememberTrial(trialId: string, quizId: string | number): void {
  write(trialId, { pending: {}, ...read(trialId), quizId: String(quizId) });
}

export const flaggedQuestions = (trialId: string): number[] => read(trialId)?.flagged ?? [];

/** Flags or unflags a question for review; answers the flagged questions. */
export function toggleFlag(trialId: string, quizId: string | number, questionId: number): number[] {
  const trial = read(trialId) ?? { quizId: String(quizId), pending: {} };
  const current = trial.flagged ?? [];
  const flagged = current.includes(questionId) ? current.filter((id) => id !== questionId) : [...current, questionId];
  write(trialId, { ...trial, flagged });
  return flagged;
}

/** Records that the question at `order` was shown; answers the furthest position reached so far. */
export function reachQuestion(trialId: string, quizId: string | number, order: number): number {
  const trial = read(trialId) ?? { quizId: String(quizId), pending: {} };
  const furthest = Math.max(trial.furthest ?? 0, order);
  if (furthest !== trial.furthest) write(trialId, { ...trial, furthest });
  return furthest;
}

export function pendingAnswers(trialId: string): PendingAnswers {
  return read(trialId)?.pending ?? {};
}

export function queueAnswer(trialId: string, quizId: string | number, questionId: number, body: AnswerBody): void {
  const trial = read(trialId) ?? { quizId: String(quizId), pending: {} };
  write(trialId, { ...trial, pending: { ...trial.pending, [questionId]: body } });
}

/** Drops a queued answer once the server holds it, unless a newer choice replaced it meanwhile. */
export function settleAnswer(trialId: string, questionId: number, body: AnswerBody): void {
  const trial = read(trialId);
  if (!trial || !sameAnswer(trial.pending[questionId], body)) return;
  const { [questionId]: _settled, ...rest } = trial.pending;
  write(trialId, { ...trial, pending: rest });
}

/** Delay before the n-th resend (0-based): 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** attempt);
}
