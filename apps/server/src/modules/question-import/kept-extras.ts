import type { QuestionInput } from '@mizan/contract/admin/questions';
import type { TransferExtras } from './transfer.js';

type Text = { ar: string; en: string };
const some = (text: Text | null | undefined): text is Text => !!text && (text.ar.trim() !== '' || text.en.trim() !== '');

/**
 * What the bank keeps of a source question's extras: its name, its general feedback and the feedback of each
 * option of a choice question (the source's options map one to one onto the bank's). The rest stays in the
 * import report (not-kept.ts).
 */
export function withKeptExtras(question: QuestionInput, extras: TransferExtras | undefined): QuestionInput {
  if (!extras) return question;
  const out: QuestionInput = { ...question };
  if (extras.name?.trim()) out.name = extras.name.trim().slice(0, 255);
  if (some(extras.general_feedback)) out.general_feedback = extras.general_feedback;
  const feedback = extras.feedback ?? [];
  const at = (i: number) => {
    const text = feedback[i];
    return some(text) ? { feedback: text } : {};
  };
  if (out.type === 'single_choice' && out.options) out.options = out.options.map((o, i) => ({ ...o, ...at(i) }));
  else if (out.key?.type === 'multiple_response') out.key = { ...out.key, options: out.key.options.map((o, i) => ({ ...o, ...at(i) })) };
  return out;
}

/** Whether `withKeptExtras` keeps the per-option feedback of this question (choice questions only). */
export const keepsOptionFeedback = (question: QuestionInput) =>
  question.type === 'single_choice' || question.key?.type === 'multiple_response';
