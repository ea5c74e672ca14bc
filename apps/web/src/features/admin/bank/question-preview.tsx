import type { QuestionType } from '@mizan/contract/admin/questions';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QuestionAnswer } from '@/components/question-types/question-answer';
import { RichText } from '@/components/ui/rich-text';
import type { Language } from '@mizan/contract/i18n';
import { currentLanguage } from '@/lib/language';
import { savedAnswer, type AnswerBody, type PresentedQuestion } from '@/lib/quiz/answer-body';
import { plainText } from '../form/values';
import type { QuestionValues } from './question-values';

/**
 * Draft text as the preview shows it: the tags dropped and any stray «<» escaped, because the server has not
 * sanitized it yet (the student sees the sanitized rich text).
 */
/** A bilingual text as the form holds it (English may be missing). */
type Text = { ar: string; en?: string | undefined };

/** An editor formula becomes inline TeX `\(…\)`, which RichText typesets: the preview shows it as students will. */
const mathAsTex = (html: string) =>
  html.replace(/<span\b[^>]*\bdata-latex="([^"]*)"[^>]*>.*?<\/span>/gs, (_, tex: string) => `\\(${tex}\\)`);

const safeText = (html: string) => plainText(mathAsTex(html)).replace(/</g, '&lt;');

const inLanguage = (text: Text | undefined, lang: Language) => safeText((lang === 'en' && text?.en?.trim() ? text.en : text?.ar) ?? '');

/** The draft question as a trial presents it: ids by position, ordering items and matches shuffled (here: a fixed mix). */
export function presentDraft(values: QuestionValues, lang: Language, trueFalse: [string, string]): PresentedQuestion {
  const { type, keys } = values;
  const texts = (list: readonly (Text | undefined)[]) => list.map((text, i) => ({ id: String(i + 1), text: inLanguage(text, lang) }));
  const answers = (list: readonly { text: Text }[]) => list.map((o, i) => ({ id: i + 1, text: inLanguage(o.text, lang) }));
  const base = {
    id: 0,
    type,
    answers: [],
    items: null,
    prompts: null,
    matches: null,
    unit: null,
    essay: null,
    file_upload: null,
  } satisfies PresentedQuestion;
  switch (type) {
    case 'single_choice':
      return { ...base, answers: answers(values.options) };
    case 'multiple_response':
      return { ...base, answers: answers(keys.multiple_response.options) };
    case 'true_false':
      return { ...base, answers: trueFalse.map((text, i) => ({ id: i + 1, text })) };
    case 'ordering':
      return { ...base, items: texts(keys.ordering.items).reverse() };
    case 'matching': {
      const pairs = keys.matching.pairs;
      const matches = texts([...pairs.map((p) => p.answer), ...keys.matching.distractors]);
      return { ...base, prompts: texts(pairs.map((p) => p.prompt)), matches: [...matches.slice(1), ...matches.slice(0, 1)] };
    }
    case 'numeric':
      return { ...base, unit: keys.numeric.unit.trim() || null };
    case 'short_text':
      return base;
    case 'essay': {
      const { min_words, max_words, template } = keys.essay;
      return { ...base, essay: { min_words, max_words, template: inLanguage(template, lang) } };
    }
    case 'file_upload': {
      const { max_files, max_size_mb, kinds } = keys.file_upload;
      return { ...base, file_upload: { max_files, max_size_mb, kinds: [...kinds], files: [] } };
    }
  }
}

const noAnswer = (type: QuestionType): AnswerBody => savedAnswer({ type, selected_answer_id: null, response: null });

/** The question as the student will see it, with the player's own components; answering it here saves nothing. */
export function QuestionPreview() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const values = useFormContext<QuestionValues>().watch();
  const [answer, setAnswer] = useState<{ type: QuestionType; body: AnswerBody } | null>(null);
  const body = answer?.type === values.type ? answer.body : noAnswer(values.type);
  const question = presentDraft(values, lang, [t('bank.types.trueFalse.true'), t('bank.types.trueFalse.false')]);

  return (
    <section aria-labelledby="question-preview-title" className="flex flex-col gap-4 rounded-2xl border border-border bg-bg p-4">
      <h3 id="question-preview-title" className="flex items-center gap-2 text-sm font-bold text-fg-muted">
        <Eye aria-hidden className="size-4" />
        {t('bank.types.preview')}
      </h3>
      <RichText
        as="p"
        id="question-preview-text"
        className="text-lg leading-relaxed font-bold text-fg"
        html={inLanguage(values.text, lang) || '…'}
      />
      <QuestionAnswer
        question={question}
        body={body}
        labelledBy="question-preview-text"
        onAnswer={(next) => setAnswer({ type: values.type, body: next })}
      />
      <p className="text-xs text-fg-muted">{t('bank.types.previewHint')}</p>
    </section>
  );
}
