import type { AnswerCheck } from '@mizan/contract/trials';
import { CircleCheck, CircleDashed, CircleX, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';

const ICONS = { right: CircleCheck, partial: CircleDashed, wrong: CircleX, pending: Hourglass } as const;

/**
 * A practice quiz's check of the answer under the question: how right it is in words beside its icon (never colour
 * alone), the mark, the feedback on what was answered and the question's general feedback, as the results review shows them.
 */
export function AnswerCheckPanel({ check }: { check: AnswerCheck }) {
  const { t } = useTranslation('player');
  const lang = currentLanguage();
  const Icon = ICONS[check.correct];
  return (
    <section
      aria-label={t('check.title')}
      data-outcome={check.correct}
      className={cn(
        'flex flex-col gap-3 rounded-xl border-s-4 bg-surface-muted p-4 text-fg',
        check.correct === 'right' ? 'border-primary' : check.correct === 'wrong' ? 'border-danger' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-bold">
          <Icon
            aria-hidden
            className={cn(
              'size-5 shrink-0',
              check.correct === 'right' ? 'text-primary' : check.correct === 'wrong' ? 'text-danger' : 'text-fg-muted',
            )}
          />
          {t(`check.${check.correct}`)}
        </p>
        {check.correct !== 'pending' && (
          <p className="text-sm">
            <span className="text-fg-muted">{t('check.markLabel')} </span>
            <span className="font-bold tabular-nums">
              {t('check.mark', { mark: formatNumber(check.mark, lang, 2), max: formatNumber(check.max_mark, lang, 2) })}
            </span>
          </p>
        )}
      </div>
      {check.answer_feedback && <RichText className="text-sm" html={check.answer_feedback} />}
      {check.general_feedback && <RichText className="text-sm" html={check.general_feedback} />}
    </section>
  );
}
