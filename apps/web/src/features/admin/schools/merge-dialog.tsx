import type { AdminSchool } from '@mizan/contract/admin/schools';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { noticeShown } from '@/lib/notices/notice-slice';
import { formatNumber } from '@/lib/quiz/format';
import { errorText } from '../shell/error-text';
import { SearchBox } from '../table/search-box';
import { useGetSchoolsQuery, useMergeSchoolMutation } from './api';
import { nameIn } from './names';

const LIMIT = 30;

/**
 * Merges a duplicate into the school it duplicates: pick the target by search (same city unless the operator
 * widens it); a target in another city needs an explicit confirmation, since the students' records move there.
 */
export function MergeDialog({ school, onClose }: { school: AdminSchool; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const dispatch = useAppDispatch();
  const [search, setSearch] = useState('');
  const [anyCity, setAnyCity] = useState(false);
  const [target, setTarget] = useState<AdminSchool | null>(null);
  const [acrossConfirmed, setAcrossConfirmed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [merge, { isLoading }] = useMergeSchoolMutation();
  const { data, isFetching } = useGetSchoolsQuery({
    search: search || undefined,
    city: anyCity ? undefined : school.city.id,
    limit: LIMIT,
  });
  const candidates = data?.results.filter((s) => s.id !== school.id);
  const across = !!target && target.city.id !== school.city.id;
  const source = nameIn(school.name, lang);
  const n = (count: number) => ({ count, n: formatNumber(count, lang) });

  const confirm = async () => {
    if (!target) return;
    try {
      const { moved } = await merge({ id: school.id, body: { into: target.id, across_cities: across } }).unwrap();
      dispatch(noticeShown({ tone: 'info', text: t('schools.merged', { source, target: nameIn(target.name, lang), ...n(moved) }) }));
      onClose();
    } catch (err) {
      setFailure(errorText(err) ?? t('status.genericError', { ns: 'common' }));
    }
  };

  return (
    <ModalShell
      open
      onClose={onClose}
      title={t('schools.mergeTitle', { name: source })}
      description={t('schools.mergeDescription')}
      className="max-w-xl"
      actions={
        <>
          <Button disabled={!target || (across && !acrossConfirmed)} loading={isLoading} onClick={() => void confirm()}>
            {t('schools.merge')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-start">
        <FormAlert message={failure} />
        <div className="flex flex-wrap items-center gap-3">
          <SearchBox label={t('schools.searchTarget')} value={search} onChange={setSearch} />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={anyCity}
              onChange={(e) => {
                setAnyCity(e.target.checked);
                setTarget(null);
              }}
            />
            {t('schools.otherCities')}
          </label>
        </div>
        <fieldset aria-busy={isFetching || undefined}>
          <legend className="mb-2 text-sm font-medium">{t('schools.mergeInto')}</legend>
          <ul className="flex max-h-72 flex-col divide-y divide-border overflow-y-auto rounded-lg border border-border">
            {!candidates && <Skeleton className="m-3 h-6" />}
            {candidates?.length === 0 && <li className="p-3 text-sm text-fg-muted">{t('schools.noTargets')}</li>}
            {candidates?.map((s) => (
              <li key={s.id}>
                <label className="flex cursor-pointer items-start gap-3 px-3 py-2 text-sm hover:bg-surface-muted/60">
                  <input
                    type="radio"
                    name="merge-target"
                    className="mt-1 size-4 accent-primary"
                    checked={target?.id === s.id}
                    onChange={() => {
                      setTarget(s);
                      setAcrossConfirmed(false);
                    }}
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="text-fg">{nameIn(s.name, lang)}</span>
                    <span className="flex flex-wrap gap-x-3 text-xs text-fg-muted">
                      <span>{nameIn(s.city.name, lang)}</span>
                      <span>{t('schools.studentCount', n(s.students_count))}</span>
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {target && (
          <p role="status" className="rounded-lg bg-surface-muted px-3 py-2 text-sm">
            {t('schools.mergeSummary', { source, target: nameIn(target.name, lang), ...n(school.students_count) })}
          </p>
        )}
        {across && (
          <label className="flex items-start gap-2 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-danger"
              checked={acrossConfirmed}
              onChange={(e) => setAcrossConfirmed(e.target.checked)}
            />
            {t('schools.confirmAcross', { from: nameIn(school.city.name, lang), to: nameIn(target.city.name, lang) })}
          </label>
        )}
      </div>
    </ModalShell>
  );
}
