import { createHash } from 'node:crypto';

/** A small seeded PRNG (mulberry32): the same trial id always gives the same order. */
function random(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates with a seeded generator; the input is not modified. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const next = random(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export interface QuizLayout {
  questions: readonly { id: number; answerIds: readonly number[] }[];
  shuffleQuestions: boolean;
  shuffleAnswers: boolean;
}

/** The question order and (when shuffled) answer order a trial keeps for its whole life. */
export function trialOrder(layout: QuizLayout, trialId: string): { questionOrder: number[]; answerOrder: Record<string, number[]> | null } {
  const ids = layout.questions.map((q) => q.id);
  const questionOrder = layout.shuffleQuestions ? seededShuffle(ids, `${trialId}:questions`) : ids;
  if (!layout.shuffleAnswers) return { questionOrder, answerOrder: null };
  const answerOrder: Record<string, number[]> = {};
  for (const q of layout.questions) answerOrder[q.id] = seededShuffle(q.answerIds, `${trialId}:answers:${q.id}`);
  return { questionOrder, answerOrder };
}
