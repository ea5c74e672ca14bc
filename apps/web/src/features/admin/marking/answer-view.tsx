import type { AdminTrialQuestion } from '@mizan/contract/admin/marking';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AnswerFilesView } from '@/components/answer-files-view';
import { RichText } from '@/components/ui/rich-text';
import { cn } from '@/lib/cn';
import type { Language } from '@mizan/contract/i18n';
import { currentLanguage } from '@/lib/language';
import { formatNumber, formatPercent } from '@/lib/quiz/format';

type Text = { ar: string; en: string };
/** The reader's language, else the other one (a question may be written in Arabic only). */
export const textIn = (text: Text, lang: Language) => (lang === 'en' ? text.en || text.ar : text.ar || text.en);

/** The student's typed answer or essay as stored: rich text in either direction. */
export function WrittenAnswer({ html, wordCount }: { html: string; wordCount: number | null }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  return (
    <div className="flex flex-col gap-1.5">
      {html.trim() ? (
        <div dir="auto" className="rounded-xl border border-border bg-surface-muted/50 p-4 text-lg leading-relaxed text-fg">
          <RichText html={html} />
        </div>
      ) : (
        <p className="rounded-xl border border-dashed border-border p-4 text-fg-muted">{t('marking.noAnswer')}</p>
      )}
      {wordCount !== null && (
        <p className="text-sm text-fg-muted">{t('marking.words', { count: wordCount, n: formatNumber(wordCount, lang) })}</p>
      )}
    </div>
  );
}

/** What only markers read (an essay's guidance). */
export function MarkerInfo({ info }: { info: Text | null }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  if (!info || !textIn(info, lang).trim()) return null;
  return (
    <div className="rounded-xl bg-primary-soft/50 p-4 text-sm">
      <p className="mb-1 font-semibold text-fg">{t('marking.markerInfo')}</p>
      <div dir="auto">
        <RichText html={textIn(info, lang)} className="text-fg" />
      </div>
    </div>
  );
}

/** The student's answer to one question of an attempt, whatever its type. */
export function StudentAnswer({ question, trialId }: { question: AdminTrialQuestion; trialId: string }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const response = question.response;
  if (question.options.length > 0) {
    const chosen = new Set<string>(
      question.selected_answer_id !== null
        ? [String(question.selected_answer_id)]
        : response && 'option_ids' in response
          ? response.option_ids.map(String)
          : [],
    );
    const order = response && 'order' in response ? response.order.map(String) : null;
    return (
      <ul className="flex flex-col gap-2" aria-label={t('marking.options')}>
        {question.options.map((option) => {
          const picked = chosen.has(String(option.id));
          const place = order ? order.indexOf(String(option.id)) : -1;
          return (
            <li
              key={option.id}
              className={cn(
                'flex items-start gap-3 rounded-xl border px-3 py-2',
                picked ? 'border-primary bg-primary-soft/40' : 'border-border',
              )}
            >
              <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center">
                {picked && <Check aria-hidden className="size-4 text-primary" />}
                {place >= 0 && <span className="text-xs font-semibold">{formatNumber(place + 1, lang)}</span>}
              </span>
              <RichText html={textIn(option.text, lang)} className="min-w-0 flex-1" />
              {picked && <span className="sr-only">{t('marking.chosen')}</span>}
              <span
                className={cn(
                  'text-xs whitespace-nowrap',
                  option.fraction > 0 ? 'text-primary' : option.fraction < 0 ? 'text-danger' : 'text-fg-muted',
                )}
              >
                {formatPercent(option.fraction * 100, lang)}
              </span>
            </li>
          );
        })}
      </ul>
    );
  }
  if (!response) return <p className="text-fg-muted">{t('marking.noAnswer')}</p>;
  if ('text' in response) return <WrittenAnswer html={response.text} wordCount={question.word_count} />;
  if ('file_ids' in response) return <AnswerFilesView trialId={trialId} questionId={question.id} fileIds={response.file_ids} />;
  if ('number' in response)
    return (
      <p dir="ltr" className="text-start font-medium">
        {formatNumber(response.number, lang, 6)}
      </p>
    );
  if ('pairs' in response)
    return (
      <p className="text-sm text-fg-muted">
        {t('marking.pairsAnswered', { count: response.pairs.length, n: formatNumber(response.pairs.length, lang) })}
      </p>
    );
  return <p className="text-fg-muted">{t('marking.noAnswer')}</p>;
}
