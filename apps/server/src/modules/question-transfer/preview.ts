import type { ImportPreview } from '@mizan/contract/admin/question-transfer';
import type { QuestionInput } from '@mizan/contract/admin/questions';
import { plainText } from '../../lib/rich-text.js';
import type { TransferQuestion } from '../question-import/transfer.js';

/** What the import report lists per question: texts without markup, so the wizard shows them as they read. */
function previewOptions(q: QuestionInput): string[] {
  if (q.options) return q.options.map((o) => plainText(o.text.ar));
  const key = q.key;
  switch (key?.type) {
    case 'multiple_response':
      return key.options.map((o) => plainText(o.text.ar));
    case 'true_false':
      return [String(key.correct)];
    case 'ordering':
      return key.items.map((i) => i.ar);
    case 'matching':
      return [...key.pairs.map((p) => `${p.prompt.ar} → ${p.answer.ar}`), ...key.distractors.map((d) => `→ ${d.ar}`)];
    case 'numeric':
      return key.accepted.map((a) => ('value' in a ? `${a.value} ± ${a.tolerance}` : `${a.min}..${a.max}`));
    case 'short_text':
      return key.accepted.map((a) => a.text);
    default:
      return [];
  }
}

export function preview(q: TransferQuestion): ImportPreview {
  return {
    type: q.question.type,
    text: { ar: plainText(q.question.text.ar), en: plainText(q.question.text.en) },
    options: previewOptions(q.question),
    category_path: q.categoryPath,
    ...q.at,
  };
}
