import { MAX_RESPONSE_TEXT } from '@mizan/contract/short-text-answer';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass } from '@/components/ui/control-class';
import { cn } from '@/lib/cn';
import { useDraft } from './use-draft';

interface ShortTextAnswerProps {
  value: string;
  labelledBy: string;
  onAnswer: (text: string) => void;
}

/** A word or a short phrase, saved as it is typed (after a pause, on leaving the field or on Enter). */
export function ShortTextAnswer({ value, labelledBy, onAnswer }: ShortTextAnswerProps) {
  const { t } = useTranslation('player');
  const id = useId();
  const { draft, change, flush } = useDraft(value, onAnswer);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('types.shortText.label')}
      </label>
      <input
        id={id}
        type="text"
        dir="auto"
        autoComplete="off"
        maxLength={MAX_RESPONSE_TEXT}
        value={draft}
        aria-describedby={`${labelledBy} ${id}-hint`}
        className={cn(controlClass, 'h-12 text-lg')}
        onChange={(e) => change(e.target.value)}
        onBlur={flush}
        onKeyDown={(e) => e.key === 'Enter' && flush()}
      />
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {t('types.shortText.hint')}
      </p>
    </div>
  );
}
