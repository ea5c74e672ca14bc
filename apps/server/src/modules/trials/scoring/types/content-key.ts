import { keyOfType, optionFraction } from '../../../question-bank/answer-key.js';
import type { ContentQuestion } from '../../content-repo.js';
import type { ScoringKey } from './keys.js';

/**
 * A version's question as scoring reads it. A key missing or of another type (content the checks never saw)
 * scores every answer 0 rather than failing the completion.
 */
export function scoringKeyOf(q: Pick<ContentQuestion, 'type' | 'key' | 'answers'>): ScoringKey {
  switch (q.type) {
    case 'single_choice':
      return { type: 'single_choice', options: q.answers.map((a) => ({ id: a.id, fraction: optionFraction(a) })) };
    case 'true_false':
      return { type: 'true_false', correctOptionId: q.answers.find((a) => a.isCorrect)?.id ?? 0 };
    case 'multiple_response':
      return {
        type: 'multiple_response',
        options: q.answers.map((a) => ({ id: String(a.id), fraction: optionFraction(a) })),
        allOrNothing: keyOfType(q.key, 'multiple_response')?.all_or_nothing ?? false,
      };
    case 'ordering': {
      const key = keyOfType(q.key, 'ordering');
      return { type: 'ordering', order: (key?.items ?? []).map((i) => i.id), allOrNothing: key?.all_or_nothing ?? false };
    }
    case 'matching': {
      const key = keyOfType(q.key, 'matching');
      return {
        type: 'matching',
        pairs: (key?.prompts ?? []).map((p) => ({ prompt: p.id, answer: p.answer })),
        allOrNothing: key?.all_or_nothing ?? false,
      };
    }
    case 'numeric':
      return { type: 'numeric', accepted: keyOfType(q.key, 'numeric')?.accepted ?? [] };
    case 'short_text': {
      const key = keyOfType(q.key, 'short_text');
      return { type: 'short_text', accepted: key?.accepted ?? [], exact: key?.exact ?? false };
    }
    case 'essay':
      return { type: 'essay' };
    case 'file_upload':
      return { type: 'file_upload' };
  }
}
