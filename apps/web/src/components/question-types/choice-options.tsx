import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';

export interface ChoiceOption {
  id: number;
  text: string;
}

interface ChoiceOptionsProps {
  /** Groups the native inputs (one name per question). */
  name: string;
  options: readonly ChoiceOption[];
  selected: readonly number[];
  /** Checkboxes (any set of options) instead of radios (one option). */
  multiple?: boolean;
  /** Side by side (true/false) instead of one under another. */
  layout?: 'list' | 'row';
  /** The element whose text names the group: the question. */
  labelledBy: string;
  onToggle: (id: number) => void;
}

/**
 * Native radios or checkboxes: arrow keys (radios) or Tab and Space (checkboxes) choose, and screen readers
 * announce a group named by the question. The number beside each option is its keyboard shortcut.
 */
export function ChoiceOptions({ name, options, selected, multiple = false, layout = 'list', labelledBy, onToggle }: ChoiceOptionsProps) {
  const { t } = useTranslation('player');
  const lang = currentLanguage();
  return (
    <fieldset
      role={multiple ? 'group' : 'radiogroup'}
      aria-labelledby={labelledBy}
      className={cn('grid gap-3', layout === 'row' ? 'grid-cols-2' : 'grid-cols-1')}
    >
      <legend className="sr-only">{t(multiple ? 'types.multipleHint' : 'question.answers')}</legend>
      {options.map((option, index) => {
        const checked = selected.includes(option.id);
        return (
          <label
            key={option.id}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border-2 p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              checked ? 'border-primary bg-primary-soft' : 'border-border bg-surface hover:bg-surface-muted',
            )}
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.id}
              checked={checked}
              onChange={() => onToggle(option.id)}
              className="sr-only"
            />
            <span
              aria-hidden
              className={cn(
                'flex size-8 shrink-0 items-center justify-center text-sm font-bold',
                multiple ? 'rounded-md border-2' : 'rounded-lg',
                checked ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface-muted text-fg-muted',
              )}
            >
              {index < 9 ? formatNumber(index + 1, lang) : ''}
            </span>
            <RichText as="span" className="flex-1 leading-relaxed text-fg" html={option.text} />
            {multiple && checked && <Check aria-hidden className="size-5 shrink-0 text-primary" />}
          </label>
        );
      })}
    </fieldset>
  );
}
