import type { AdminQuestion } from '@mizan/contract/admin/questions';
import { FilePlus2, Library, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { useGetQuestionsQuery } from '../../bank/api';
import { QuestionFormDialog } from '../../bank/question-form-dialog';
import { QuestionPickerDialog } from '../../bank/question-picker-dialog';
import { ListItemTools } from '../../form/list-item-tools';
import { plainText } from '../../form/values';
import type { DraftValues } from '../draft-defaults';

const MAX_RESOLVED = 100;

/** A fixed section's questions in order, picked from the bank or written (and edited) here in place. */
export function FixedSectionQuestions({ index }: { index: number }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { watch } = useFormContext<DraftValues>();
  const { field } = useController({ name: `sections.${index}.questions` });
  const ids = (field.value as number[] | undefined) ?? [];
  const { data } = useGetQuestionsQuery({ ids: ids.join(','), limit: MAX_RESOLVED }, { skip: ids.length === 0 });
  const byId = new Map(data?.results.map((q) => [q.id, q]));
  const [editing, setEditing] = useState<AdminQuestion | 'new' | null>(null);
  const [picking, setPicking] = useState(false);
  const [scoring, dimensions] = watch(['scoring', 'dimensions']);
  const codes = scoring === 'profile' ? dimensions.map((d) => d.code).filter(Boolean) : [];

  const set = (next: number[]) => field.onChange(next);
  const move = (from: number, to: number) => {
    const next = [...ids];
    next.splice(to, 0, ...next.splice(from, 1));
    set(next);
  };

  return (
    <div className="flex flex-col gap-3">
      {ids.length === 0 ? (
        <p className="rounded-lg bg-surface-muted p-3 text-sm text-fg-muted">{t('editor.noQuestions')}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {ids.map((id, i) => {
            const q = byId.get(id);
            const label = t('editor.questionN', { n: formatNumber(i + 1, lang) });
            return (
              <li key={id} className="flex flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2">
                <span className="w-6 shrink-0 text-xs text-fg-muted">{formatNumber(i + 1, lang)}</span>
                <span className="line-clamp-2 min-w-0 flex-1 basis-48 text-sm text-fg" dir="auto">
                  {q ? plainText(q.text[lang] || q.text.ar) : `#${formatNumber(id, lang)}`}
                </span>
                {q && (
                  <IconButton label={`${t('actions.edit')}: ${label}`} onClick={() => setEditing(q)} className="size-8">
                    <Pencil aria-hidden className="size-4" />
                  </IconButton>
                )}
                <ListItemTools
                  index={i}
                  count={ids.length}
                  label={label}
                  move={move}
                  remove={(at) => set(ids.filter((_, j) => j !== at))}
                />
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => setPicking(true)}>
          <Library aria-hidden className="size-4" />
          {t('editor.pickFromBank')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setEditing('new')}>
          <FilePlus2 aria-hidden className="size-4" />
          {t('editor.writeQuestion')}
        </Button>
      </div>
      {editing && (
        <QuestionFormDialog
          question={editing === 'new' ? null : editing}
          dimensions={codes}
          onClose={() => setEditing(null)}
          onSaved={(q) => {
            if (editing === 'new') set([...ids, q.id]);
            setEditing(null);
          }}
        />
      )}
      {picking && (
        <QuestionPickerDialog
          exclude={ids}
          onClose={() => setPicking(false)}
          onAdd={(picked) => {
            set([...ids, ...picked]);
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}
