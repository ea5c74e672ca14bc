import type { QuestionDefinition } from './insert-quiz.js';

type Pair = readonly [ar: string, en: string];

/** A multiple-choice question: `[ar, en]` text, `[ar, en]` options, index of the correct one. */
export function choice(text: Pair, options: readonly Pair[], correct: number): QuestionDefinition {
  return { ar: text[0], en: text[1], answers: options.map(([ar, en], i) => ({ ar, en, correct: i === correct })) };
}

/** A bilingual instruction step. */
export const step = (title: Pair, text: Pair) => ({ title: { ar: title[0], en: title[1] }, text: { ar: text[0], en: text[1] } });
