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

/**
 * Ordering items as a trial shows them: shuffled, and never already in the right order (that would hand out the
 * answer), so an order the shuffle leaves as it was is rotated by one.
 */
export function scrambled<T>(rightOrder: readonly T[], seed: string): T[] {
  const out = seededShuffle(rightOrder, seed);
  if (out.length > 1 && out.every((item, i) => item === rightOrder[i])) out.push(out.shift() as T);
  return out;
}

export interface LayoutQuestion {
  id: number;
  answerIds: readonly number[];
}
/** A section shows its fixed questions, or `count` drawn from its pool. */
export interface LayoutSection {
  kind: 'fixed' | 'draw';
  count: number;
  questions: readonly LayoutQuestion[];
}
export interface QuizLayout {
  sections: readonly LayoutSection[];
  shuffleQuestions: boolean;
  shuffleAnswers: boolean;
}

/**
 * The question order and (when shuffled) answer order a trial keeps for its whole life. Sections keep their
 * order; shuffling mixes questions inside a section. Draws take `count` questions that no other section shows
 * (fixed questions anywhere, or an earlier draw), so a trial never repeats a question.
 */
export function trialOrder(layout: QuizLayout, trialId: string): { questionOrder: number[]; answerOrder: Record<string, number[]> | null } {
  const used = new Set(layout.sections.flatMap((s) => (s.kind === 'fixed' ? s.questions.map((q) => q.id) : [])));
  const shown: LayoutQuestion[] = [];
  const questionOrder: number[] = [];
  layout.sections.forEach((section, i) => {
    let picked = section.questions;
    if (section.kind === 'draw') {
      const candidates = section.questions.filter((q) => !used.has(q.id));
      picked = seededShuffle(candidates, `${trialId}:draw:${i}`).slice(0, section.count);
      for (const q of picked) used.add(q.id);
    }
    const ids = picked.map((q) => q.id);
    questionOrder.push(...(layout.shuffleQuestions && section.kind === 'fixed' ? seededShuffle(ids, `${trialId}:questions:${i}`) : ids));
    shown.push(...picked);
  });
  if (!layout.shuffleAnswers) return { questionOrder, answerOrder: null };
  const answerOrder: Record<string, number[]> = {};
  for (const q of shown) answerOrder[q.id] = seededShuffle(q.answerIds, `${trialId}:answers:${q.id}`);
  return { questionOrder, answerOrder };
}
