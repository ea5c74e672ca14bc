import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Input } from '@/components/ui/input';
import { readServerError } from '@/lib/forms/server-errors';

const RANGE_FIELDS = ['from', 'to'];

/** The `from`/`to` days of a console page, kept in the URL so a reload or a shared link shows the same figures. */
export function useDayRange() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const set = (name: 'from' | 'to', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return { from, to, set, query: { from: from || undefined, to: to || undefined } };
}

export type DayRange = ReturnType<typeof useDayRange>;

/** A refusal that names a day field: shown under the field, not as the page's error. */
export const isRangeError = (error: unknown) => Object.keys(readServerError(error, RANGE_FIELDS).fields).length > 0;

/** Two day inputs; what the server shows when none is chosen fills them, and its refusal shows under them. */
export function RangeFilter({ range, shown, error }: { range: DayRange; shown?: { from: string; to: string }; error?: unknown }) {
  const { t } = useTranslation('admin');
  const problem = error ? readServerError(error, RANGE_FIELDS) : undefined;
  return (
    <div className="flex flex-wrap items-start gap-3">
      <div className="w-full sm:w-44">
        <Input
          type="date"
          label={t('analytics.from')}
          value={range.from || shown?.from || ''}
          onChange={(e) => range.set('from', e.target.value)}
          error={problem?.fields['from']}
        />
      </div>
      <div className="w-full sm:w-44">
        <Input
          type="date"
          label={t('analytics.to')}
          value={range.to || shown?.to || ''}
          onChange={(e) => range.set('to', e.target.value)}
          error={problem?.fields['to']}
        />
      </div>
    </div>
  );
}
