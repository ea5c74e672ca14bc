import { Plus, Shuffle } from 'lucide-react';
import type { SectionSupply } from '@mizan/contract/admin/quizzes';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { BilingualInput } from '../../form/bilingual-input';
import { FormCard } from '../../form/form-card';
import { ListItemTools } from '../../form/list-item-tools';
import { RichBilingualField } from '../../form/rich-text-field';
import { useFieldError } from '../../form/use-field-error';
import { numberOrNull } from '../../form/values';
import type { DraftValues } from '../draft-defaults';
import { DrawSectionFields } from './draw-section-fields';
import { FixedSectionQuestions } from './fixed-section-questions';
import { useLiveSupply } from './use-live-supply';

/** The quiz's ordered sections: fixed questions picked from the bank, or N drawn per trial from a pool. */
export function SectionsCard() {
  const { t } = useTranslation('admin');
  const { control, watch, register } = useFormContext<DraftValues>();
  const error = useFieldError();
  const sections = useFieldArray({ control, name: 'sections' });
  const kinds = watch('sections').map((s) => s.kind);
  const supply = useLiveSupply();
  const empty = { ar: '', en: '' };

  return (
    <FormCard title={t('editor.sections')} description={t('editor.sectionsHint')}>
      <ol className="flex flex-col gap-4">
        {sections.fields.map((field, i) => {
          const label = t('editor.sectionN', { n: formatNumber(i + 1, currentLanguage()) });
          return (
            <li key={field.id} className="flex flex-col gap-4 rounded-xl border border-border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-sm font-bold text-fg">
                  {label} · {t(`editor.sectionKinds.${kinds[i]}`)}
                </h3>
                <ListItemTools index={i} count={sections.fields.length} label={label} move={sections.move} remove={sections.remove} />
              </div>
              <BilingualInput name={`sections.${i}.title`} label={t('editor.fields.sectionTitle')} />
              <RichBilingualField name={`sections.${i}.passage`} label={t('editor.fields.passage')} />
              <Input
                type="number"
                min={1}
                max={600}
                className="max-w-48"
                label={t('editor.fields.sectionTimeLimit')}
                hint={t('editor.fields.sectionTimeLimitHint')}
                error={error(`sections.${i}.time_limit_minutes`)}
                {...register(`sections.${i}.time_limit_minutes`, { setValueAs: numberOrNull })}
              />
              {kinds[i] === 'fixed' ? <FixedSectionQuestions index={i} /> : <DrawSectionFields index={i} />}
              {supply[i] && <SupplyLine supply={supply[i]} />}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => sections.append({ kind: 'fixed', title: empty, questions: [] })}>
          <Plus aria-hidden className="size-4" />
          {t('editor.addFixed')}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            sections.append({
              kind: 'draw',
              title: empty,
              count: 5,
              category: null,
              any_category: false,
              include_subcategories: true,
              tag: null,
              difficulty_min: 1,
              difficulty_max: 5,
            })
          }
        >
          <Shuffle aria-hidden className="size-4" />
          {t('editor.addDraw')}
        </Button>
      </div>
    </FormCard>
  );
}

/** What the section can supply against what it asks for; a short pool blocks publishing. */
function SupplyLine({ supply }: { supply: SectionSupply }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const short = supply.available < supply.required;
  return (
    <p role="status" className={cn('text-xs', short ? 'font-semibold text-danger' : 'text-fg-muted')}>
      {t(short ? 'editor.supplyShort' : 'editor.supply', {
        available: formatNumber(supply.available, lang),
        required: formatNumber(supply.required, lang),
      })}
      {supply.excluded > 0 && ` · ${t('editor.supplyExcluded', { count: supply.excluded, n: formatNumber(supply.excluded, lang) })}`}
    </p>
  );
}
