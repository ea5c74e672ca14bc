import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export function PassBadge({ passed }: { passed: boolean }) {
  const { t } = useTranslation('results');
  const Icon = passed ? CircleCheck : CircleX;
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold',
        passed ? 'bg-primary-soft text-primary-soft-fg' : 'bg-danger-soft text-danger',
      )}
    >
      <Icon aria-hidden className="size-4" />
      {t(passed ? 'graded.passed' : 'graded.failed')}
    </p>
  );
}
