import type { Quiz } from '@mizan/contract/quizzes';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatPrice } from '@/lib/quiz/format';

const tones = {
  free: 'bg-primary-soft text-primary-soft-fg',
  coupon: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  paid: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-200',
  assigned: 'bg-surface-muted text-fg',
} as const;

export function AccessBadge({ quiz }: { quiz: Pick<Quiz, 'access' | 'price'> }) {
  const { t } = useTranslation('quizzes');
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium', tones[quiz.access])}>
      {t(`access.${quiz.access}`)}
      {quiz.access === 'paid' && <span className="ms-1">· {formatPrice(quiz.price, currentLanguage())}</span>}
    </span>
  );
}
