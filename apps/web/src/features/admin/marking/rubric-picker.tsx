import type { Rubric } from '@mizan/contract/rubric';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { textIn } from './answer-view';

/** The form's rubric values: the chosen level's index per criterion index, as radio values are strings. */
export type LevelChoices = Record<string, string>;

interface RubricPickerProps {
  rubric: Rubric;
  /** The form's radio field of a criterion. */
  field: (criterion: number) => UseFormRegisterReturn;
  /** Keeps ids unique when several questions' forms share the page (an attempt with two essays). */
  idPrefix: string;
  error?: string | undefined;
}

/**
 * One radio group of levels per criterion (native radios: arrow keys move within a group, Tab between groups).
 * Each level reads as its points and what earns them.
 */
export function RubricPicker({ rubric, field, idPrefix, error }: RubricPickerProps) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  return (
    <div className="flex flex-col gap-3">
      {error && <p className="text-sm text-danger">{error}</p>}
      {rubric.criteria.map((criterion, i) => (
        <fieldset key={i} className="flex flex-col gap-2 rounded-xl border border-border p-3">
          <legend className="px-1 text-sm font-semibold text-fg">{textIn(criterion.title, lang)}</legend>
          <div className="grid gap-2 sm:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]">
            {criterion.levels.map((level, j) => {
              const id = `${idPrefix}-c${i}-l${j}`;
              const description = textIn(level.description, lang);
              return (
                <label
                  key={j}
                  htmlFor={id}
                  className="flex cursor-pointer items-start gap-2 rounded-lg border border-border p-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
                >
                  <input id={id} type="radio" value={String(j)} className="mt-1 accent-primary" {...field(i)} />
                  <span>
                    <span className="font-semibold">
                      {t('marking.rubric.levelPoints', { points: formatNumber(level.points, lang, 2) })}
                    </span>
                    {description && <span className="text-fg-muted"> — {description}</span>}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
