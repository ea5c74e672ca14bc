import { parseStudentNumber } from '@mizan/contract/numeric-input';
import { MAX_CRITERIA, MAX_LEVELS, rubricMax, type Rubric } from '@mizan/contract/rubric';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { BilingualInput } from '../../form/bilingual-input';
import { ListItemTools } from '../../form/list-item-tools';
import { useFieldError } from '../../form/use-field-error';
import { blankCriterion, blankLevel, type QuestionValues } from '../question-values';

/** Points typed with Arabic-Indic digits or «٫» read as numbers; anything else fails validation. */
const readPoints = (value: unknown) => (typeof value === 'number' ? value : (parseStudentNumber(String(value)) ?? Number.NaN));

/** The highest total while the operator types: a half-typed number counts as nothing rather than NaN. */
const typedMax = (rubric: Rubric) =>
  rubricMax({
    criteria: rubric.criteria.map((c) => ({
      ...c,
      levels: c.levels.map((l) => ({ ...l, points: Number.isFinite(l.points) ? l.points : 0 })),
    })),
  });

/** Whose key holds the rubric: an essay's or a file answer's (the same shape in both). */
export type RubricOwner = 'essay' | 'file_upload';
/** The form path of the owner's rubric, typed as the essay's: react-hook-form checks one path, both have this shape. */
const rubricPath = (owner: RubricOwner) => `keys.${owner}.rubric` as 'keys.essay.rubric';

/** A human-marked question's optional rubric: criteria, each with levels (points and what earns them), and its total against the mark. */
export function RubricFields({ owner = 'essay' }: { owner?: RubricOwner }) {
  const root = rubricPath(owner);
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { watch, setValue } = useFormContext<QuestionValues>();
  const rubric = watch(root);
  const mark = Number(watch('mark')) || 0;
  const error = useFieldError()(root);

  if (!rubric)
    return (
      <section aria-labelledby="rubric-title" className="flex flex-col gap-2">
        <h3 id="rubric-title" className="text-sm font-bold text-fg">
          {t('bank.types.essay.rubric.title')}
        </h3>
        <p className="text-sm text-fg-muted">{t('bank.types.essay.rubric.about')}</p>
        <Button
          id="rubric-add"
          variant="secondary"
          className="self-start"
          onClick={() => setValue(root, { criteria: [blankCriterion()] }, { shouldDirty: true })}
        >
          <Plus aria-hidden className="size-4" />
          {t('bank.types.essay.rubric.add')}
        </Button>
      </section>
    );

  const total = typedMax(rubric as Rubric);
  return (
    <section aria-labelledby="rubric-title" className="flex flex-col gap-3 rounded-xl border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="rubric-title" className="text-sm font-bold text-fg">
          {t('bank.types.essay.rubric.title')}
        </h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setValue(root, undefined, { shouldDirty: true });
            // The button goes with the rubric: keyboard focus moves to the one that adds it back.
            requestAnimationFrame(() => document.getElementById('rubric-add')?.focus());
          }}
        >
          <Trash2 aria-hidden className="size-4" />
          {t('bank.types.essay.rubric.remove')}
        </Button>
      </div>
      <p role="status" aria-live="polite" className={cn('text-sm', total > mark ? 'text-danger' : 'text-fg-muted')}>
        {t('bank.types.essay.rubric.total', { total: formatNumber(total, lang, 2), mark: formatNumber(mark, lang, 2) })}
      </p>
      {error && <p className="text-xs text-danger">{error}</p>}
      <Criteria owner={owner} />
    </section>
  );
}

function Criteria({ owner }: { owner: RubricOwner }) {
  const root = rubricPath(owner);
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { control } = useFormContext<QuestionValues>();
  const criteria = useFieldArray({ control, name: `${root}.criteria` });
  const error = useFieldError()(`${root}.criteria`);
  return (
    <>
      {error && <p className="text-xs text-danger">{error}</p>}
      {criteria.fields.map((field, i) => {
        const label = t('bank.types.essay.rubric.criterion', { n: formatNumber(i + 1, lang) });
        return (
          <fieldset key={field.id} className="flex flex-col gap-2 rounded-xl border border-border p-3">
            <legend className="sr-only">{label}</legend>
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-fg">{label}</span>
              <ListItemTools index={i} count={criteria.fields.length} label={label} move={criteria.move} remove={criteria.remove} />
            </div>
            <BilingualInput
              name={`${root}.criteria.${i}.title`}
              label={t('bank.types.essay.rubric.criterionTitle', { criterion: label })}
            />
            <Levels owner={owner} criterion={i} criterionLabel={label} />
          </fieldset>
        );
      })}
      {criteria.fields.length < MAX_CRITERIA && (
        <Button variant="secondary" className="self-start" onClick={() => criteria.append(blankCriterion())}>
          <Plus aria-hidden className="size-4" />
          {t('bank.types.essay.rubric.addCriterion')}
        </Button>
      )}
    </>
  );
}

function Levels({ owner, criterion, criterionLabel }: { owner: RubricOwner; criterion: number; criterionLabel: string }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { control, register } = useFormContext<QuestionValues>();
  const name = `${rubricPath(owner)}.criteria.${criterion}.levels` as const;
  const levels = useFieldArray({ control, name });
  const error = useFieldError();
  return (
    <div className="flex flex-col gap-2 ps-3">
      {error(name) && <p className="text-xs text-danger">{error(name)}</p>}
      {levels.fields.map((field, j) => {
        const label = t('bank.types.essay.rubric.level', { criterion: criterionLabel, n: formatNumber(j + 1, lang) });
        return (
          <div key={field.id} className="flex flex-col gap-2 border-s-2 border-border ps-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm text-fg">{label}</span>
              <ListItemTools index={j} count={levels.fields.length} label={label} move={levels.move} remove={levels.remove} />
            </div>
            <div className="sm:w-40">
              <Input
                label={t('bank.types.essay.rubric.points', { level: label })}
                dir="ltr"
                inputMode="decimal"
                autoComplete="off"
                error={error(`${name}.${j}.points`)}
                {...register(`${name}.${j}.points`, { setValueAs: readPoints })}
              />
            </div>
            <BilingualInput name={`${name}.${j}.description`} label={t('bank.types.essay.rubric.description', { level: label })} />
          </div>
        );
      })}
      {levels.fields.length < MAX_LEVELS && (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => levels.append(blankLevel())}>
          <Plus aria-hidden className="size-4" />
          {t('bank.types.essay.rubric.addLevel', { criterion: criterionLabel })}
        </Button>
      )}
    </div>
  );
}
