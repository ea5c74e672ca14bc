import type { Language } from '@mizan/contract/i18n';
import { localized } from '../../lib/localized.js';
import { keyOfType } from '../question-bank/answer-key.js';
import type { ContentQuestion } from '../trials/content-repo.js';
import { bestNumericMatch } from '../trials/scoring/types/numeric.js';
import { bestTextMatch } from '../trials/scoring/types/short-text.js';
import type { StudentAnswer } from '../trials/scoring/types/index.js';

type Text = { ar: string; en: string } | undefined;

/**
 * The feedback on what a student answered (Moodle's per-answer feedback): the chosen option's, each chosen
 * option's (multiple response), the accepted answer the text or number matched, each answered pair's. Several
 * are joined as paragraphs; '' when there is none.
 */
export function answerFeedback(q: ContentQuestion, answer: StudentAnswer | null, lang: Language): string {
  const texts: Text[] = [];
  if (answer && 'selected_answer_id' in answer) {
    const chosen = q.answers.find((a) => a.id === answer.selected_answer_id);
    if (chosen) texts.push({ ar: chosen.feedbackAr, en: chosen.feedbackEn });
  } else if (answer && 'option_ids' in answer) {
    const chosen = new Set(answer.option_ids);
    for (const a of q.answers) if (chosen.has(String(a.id))) texts.push({ ar: a.feedbackAr, en: a.feedbackEn });
  } else if (answer && 'number' in answer) {
    texts.push(bestNumericMatch(keyOfType(q.key, 'numeric')?.accepted ?? [], answer.number)?.feedback);
  } else if (answer && 'text' in answer) {
    const key = keyOfType(q.key, 'short_text');
    if (key) texts.push(bestTextMatch(key.accepted, answer.text, key.exact)?.feedback);
  } else if (answer && 'pairs' in answer) {
    const prompts = new Map((keyOfType(q.key, 'matching')?.prompts ?? []).map((p) => [p.id, p]));
    for (const pair of answer.pairs) texts.push(prompts.get(pair.prompt)?.feedback);
  }
  return texts
    .map((t) => (t ? localized(lang, t.ar, t.en) : ''))
    .filter(Boolean)
    .map((html) => (html.startsWith('<') ? html : `<p>${html}</p>`))
    .join('');
}

/** The band a percentage reaches: the highest `min_percentage` not above it (bands may come in any order). */
export function overallFeedback(
  bands: readonly { min_percentage: number; text: { ar: string; en: string } }[] | undefined,
  percentage: number | null,
  lang: Language,
): string | null {
  if (percentage === null || !bands?.length) return null;
  const reached = bands.filter((b) => percentage >= b.min_percentage).sort((a, b) => b.min_percentage - a.min_percentage)[0];
  return reached ? localized(lang, reached.text.ar, reached.text.en) || null : null;
}
