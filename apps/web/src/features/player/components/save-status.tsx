import { Check, CloudOff, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { SaveState } from '../use-answer-sync';

const icons = { saving: LoaderCircle, saved: Check, offline: CloudOff } as const;

export function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation('player');
  const Icon = state === 'idle' ? null : icons[state];
  return (
    <p
      role="status"
      data-state={state}
      className={cn('flex items-center gap-1.5 text-sm', state === 'offline' ? 'font-medium text-danger' : 'text-fg-muted')}
    >
      {Icon && <Icon aria-hidden className={cn('size-4', state === 'saving' && 'animate-spin')} />}
      {state !== 'idle' && t(`save.${state}`)}
    </p>
  );
}
