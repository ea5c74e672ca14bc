import type { ImportPreview } from '@mizan/contract/admin/question-transfer';
import type { QuestionInput } from '@mizan/contract/admin/questions';
import { plainText } from '../../lib/rich-text.js';
import type { TransferQuestion } from '../question-import/transfer.js';

type Option = ImportPreview['options'][number];

/**
 * What the import report lists per question, with the key marked so the operator can check it before importing:
 * texts without markup, each with the share of the mark it earns.
 */
function previewOptions(q: QuestionInput): Option[] {
  if (q.options) {
    // Profile options add points to dimensions: no option is "the" answer.
    const profile = q.options.some((o) => o.points);
    return q.options.map((o) => ({ text: plainText(o.text.ar), fraction: profile ? null : o.correct ? 1 : (o.fraction ?? 0) }));
  }
  const key = q.key;
  switch (key?.type) {
    case 'multiple_response':
      return key.options.map((o) => ({ text: plainText(o.text.ar), fraction: o.fraction }));
    case 'true_false':
      // Machine words: the console says them in the reader's language.
      return [
        { text: 'true', fraction: key.correct ? 1 : 0 },
        { text: 'false', fraction: key.correct ? 0 : 1 },
      ];
    case 'ordering':
      return key.items.map((i) => ({ text: i.ar, fraction: null }));
    case 'matching':
      return [
        ...key.pairs.map((p) => ({ text: `${p.prompt.ar} → ${p.answer.ar}`, fraction: null })),
        ...key.distractors.map((d) => ({ text: `→ ${d.ar}`, fraction: null })),
      ];
    case 'numeric':
      return key.accepted.map((a) => ({ text: 'value' in a ? `${a.value} ± ${a.tolerance}` : `${a.min}..${a.max}`, fraction: a.fraction }));
    case 'short_text':
      return key.accepted.map((a) => ({ text: a.text, fraction: a.fraction }));
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
