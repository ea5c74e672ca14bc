import type { NumericAccepted } from '@mizan/contract/question-types';
import type { ReviewItem } from '@mizan/contract/results';
import type { Language } from '@mizan/contract/i18n';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { RichText } from '@/components/ui/rich-text';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { AnswerFilesView } from '@/components/answer-files-view';
import { chosenOptions, currentFileIds, currentNumber, currentOrder, currentPairs, currentText, savedAnswer } from '@/lib/quiz/answer-body';
import { formatNumber, formatPercent } from '@/lib/quiz/format';

// A review lists every question with its options: the list's `t` is handed down, because each useTranslation
// copies the i18next instance when it mounts (react-i18next 17), which was a fifth of the results page's script
// time on a phone for a 30-question quiz.
type ResultsT = TFunction<'results'>;

const Unanswered = ({ t }: { t: ResultsT }) => <p className="px-3 text-xs text-fg-muted">{t('review.unanswered')}</p>;

/** A titled column: the student's answer, or the right one. */
function Side({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-1.5 rounded-lg p-3', className)}>
      <p className="text-xs font-bold">{title}</p>
      {children}
    </div>
  );
}

/** Rows marked right or wrong in words for screen readers, with an icon for the eye. */
function Verdict({ right, t }: { right: boolean; t: ResultsT }) {
  return right ? (
    <Check aria-label={t('review.rightHere')} role="img" className="size-4 shrink-0 text-primary" />
  ) : (
    <X aria-label={t('review.wrongHere')} role="img" className="size-4 shrink-0 text-danger" />
  );
}

/** A number, a value ± tolerance or a range, with the unit; each part isolated so «°C» and minus signs keep their places in Arabic. */
const acceptedNumber = (a: NumericAccepted, unit: string | null, lang: Language, t: ResultsT) => {
  const n = (v: number) => formatNumber(v, lang, 10);
  const text =
    'min' in a
      ? t('review.range', { min: n(a.min), max: n(a.max) })
      : a.tolerance
        ? t('review.within', { value: n(a.value), tolerance: n(a.tolerance) })
        : n(a.value);
  return (
    <>
      <bdi>{text}</bdi>
      {unit && (
        <>
          {' '}
          <bdi>{unit}</bdi>
        </>
      )}
    </>
  );
};

/** The student's answer beside the right one, in the shape of the question's type. */
export function ReviewAnswer({ item, t, trialId }: { item: ReviewItem; t: ResultsT; trialId?: string }) {
  const lang = currentLanguage();
  const body = savedAnswer(item);
  const share = (fraction: number) => t('review.share', { value: formatPercent(fraction * 100, lang) });

  switch (item.type) {
    case 'single_choice':
    case 'true_false':
    case 'multiple_response': {
      const mine = chosenOptions(body);
      return (
        <>
          <ul className="flex flex-col gap-1.5">
            {item.answers.map((answer) => {
              const chosen = mine.includes(answer.id);
              const notes = [chosen && t('review.yours'), answer.is_correct && t('review.correctAnswer')].filter(Boolean);
              if (item.type === 'multiple_response' && answer.fraction !== 0 && (chosen || answer.is_correct))
                notes.push(share(answer.fraction));
              return (
                <li
                  key={answer.id}
                  className={cn(
                    'flex flex-wrap items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm',
                    answer.is_correct ? 'bg-primary-soft text-primary-soft-fg' : chosen ? 'bg-danger-soft text-danger' : 'text-fg-muted',
                  )}
                >
                  <RichText as="span" html={answer.text} />
                  {notes.length > 0 && <span className="text-xs font-bold">{notes.join(' · ')}</span>}
                </li>
              );
            })}
          </ul>
          {/* Outside the list: a list holds list items only (axe). */}
          {mine.length === 0 && <Unanswered t={t} />}
        </>
      );
    }
    case 'ordering': {
      const items = item.items ?? [];
      const text = new Map(items.map((i) => [i.id, i.text]));
      // Partial credit counts items in the right relative order, so the two orders are shown side by side
      // rather than each position marked right or wrong.
      const numbered = (ids: readonly string[]) => (
        <ol className="flex flex-col gap-1 text-sm">
          {ids.map((id, i) => (
            <li key={id} className="flex gap-2">
              <span className="text-xs leading-5 font-bold opacity-70">{formatNumber(i + 1, lang)}</span>
              {text.get(id)}
            </li>
          ))}
        </ol>
      );
      return (
        <div className="grid gap-2 sm:grid-cols-2">
          <Side title={t('review.yourOrder')} className="bg-surface-muted text-fg">
            {item.response === null ? <Unanswered t={t} /> : numbered(currentOrder(body, items))}
          </Side>
          <Side title={t('review.rightOrder')} className="bg-primary-soft text-primary-soft-fg">
            {numbered(items.map((i) => i.id))}
          </Side>
        </div>
      );
    }
    case 'matching': {
      const matches = new Map((item.matches ?? []).map((m) => [m.id, m.text]));
      const pairs = currentPairs(body);
      return (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-start text-xs text-fg-muted">
                <th scope="col" className="p-2 text-start font-bold">
                  {t('review.prompt')}
                </th>
                <th scope="col" className="p-2 text-start font-bold">
                  {t('review.yours')}
                </th>
                <th scope="col" className="p-2 text-start font-bold">
                  {t('review.correctAnswer')}
                </th>
              </tr>
            </thead>
            <tbody>
              {(item.prompts ?? []).map((prompt) => {
                const chosen = pairs.get(prompt.id);
                return (
                  <tr key={prompt.id} className="border-t border-border">
                    <th scope="row" className="p-2 text-start font-medium text-fg">
                      {prompt.text}
                    </th>
                    <td className={cn('p-2', chosen === prompt.answer ? 'text-primary' : 'text-danger')}>
                      <span className="flex items-center gap-1.5">
                        {chosen === undefined ? <span className="text-fg-muted">{t('review.none')}</span> : matches.get(chosen)}
                        <Verdict right={chosen === prompt.answer} t={t} />
                      </span>
                    </td>
                    <td className="p-2 text-primary-soft-fg">{matches.get(prompt.answer)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      );
    }
    case 'numeric': {
      const mine = currentNumber(body);
      return (
        <div className="grid gap-2 sm:grid-cols-2">
          <Side title={t('review.yours')} className="bg-surface-muted text-fg">
            {mine === null ? (
              <Unanswered t={t} />
            ) : (
              <p className="text-sm">{acceptedNumber({ value: mine, tolerance: 0, fraction: 1 }, item.unit, lang, t)}</p>
            )}
          </Side>
          <Side title={t('review.accepted')} className="bg-primary-soft text-primary-soft-fg">
            <ul className="flex flex-col gap-1 text-sm">
              {(item.accepted_numbers ?? []).map((a, i) => (
                <li key={i}>
                  {acceptedNumber(a, item.unit, lang, t)} · {share(a.fraction)}
                </li>
              ))}
            </ul>
          </Side>
        </div>
      );
    }
    case 'short_text': {
      const mine = currentText(body);
      return (
        <div className="grid gap-2 sm:grid-cols-2">
          <Side title={t('review.yours')} className="bg-surface-muted text-fg">
            {mine.trim() === '' ? (
              <Unanswered t={t} />
            ) : (
              <p dir="auto" className="text-sm">
                {mine}
              </p>
            )}
          </Side>
          <Side title={t('review.accepted')} className="bg-primary-soft text-primary-soft-fg">
            <ul className="flex flex-col gap-1 text-sm">
              {(item.accepted_texts ?? []).map((a, i) => (
                <li key={i}>
                  <bdi>{a.text}</bdi> · {share(a.fraction)}
                </li>
              ))}
            </ul>
          </Side>
        </div>
      );
    }
    case 'file_upload': {
      const ids = currentFileIds(body);
      return (
        <Side title={t('review.yourFiles')} className="bg-surface-muted text-fg">
          {ids.length === 0 || !trialId ? <Unanswered t={t} /> : <AnswerFilesView trialId={trialId} questionId={item.id} fileIds={ids} />}
        </Side>
      );
    }
    case 'essay': {
      const mine = currentText(body);
      return (
        <Side title={t('review.yourEssay')} className="bg-surface-muted text-fg">
          {mine.trim() === '' ? (
            <Unanswered t={t} />
          ) : (
            <div dir="auto">
              <RichText html={mine} className="text-sm" />
            </div>
          )}
        </Side>
      );
    }
  }
}
