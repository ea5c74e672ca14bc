import { CloudOff, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { EndPhase } from '../use-end-trial';

/** Says why ending takes a while: answers still being sent, or waiting for the connection to send them. */
export function EndingStatus({ phase }: { phase: EndPhase }) {
  const { t } = useTranslation('player');
  const shown = phase === 'saving' || phase === 'offline';
  const Icon = phase === 'offline' ? CloudOff : LoaderCircle;
  return (
    <p
      role="status"
      data-phase={phase}
      className={cn(
        'flex items-start justify-center gap-2 text-center text-sm',
        phase === 'offline' ? 'font-medium text-danger' : 'text-fg-muted',
        !shown && 'sr-only',
      )}
    >
      {shown && <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', phase === 'saving' && 'animate-spin')} />}
      {shown && t(`ending.${phase}`)}
    </p>
  );
}
