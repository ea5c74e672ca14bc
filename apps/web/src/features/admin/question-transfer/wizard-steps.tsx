import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';

export const STEPS = ['choose', 'check', 'import'] as const;
export type Step = (typeof STEPS)[number];

/** Where the operator is in the wizard: done steps, the current one (aria-current) and what is left. */
export function WizardSteps({ current }: { current: Step }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const at = STEPS.indexOf(current);
  return (
    <ol aria-label={t('transfer.steps.label')} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {STEPS.map((step, i) => (
        <li key={step} aria-current={i === at ? 'step' : undefined} className="flex items-center gap-2">
          <span
            aria-hidden
            className={cn(
              'flex size-7 items-center justify-center rounded-full text-xs font-bold',
              i === at ? 'bg-primary text-primary-fg' : i < at ? 'bg-primary-soft text-primary-soft-fg' : 'bg-surface-muted text-fg-muted',
            )}
          >
            {formatNumber(i + 1, lang)}
          </span>
          <span className={cn(i === at ? 'font-semibold text-fg' : 'text-fg-muted')}>{t(`transfer.steps.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}
