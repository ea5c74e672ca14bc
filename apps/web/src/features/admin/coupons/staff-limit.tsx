import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { readServerError } from '@/lib/forms/server-errors';
import { currentLanguage } from '@/lib/language';
import { formatPercent } from '@/lib/quiz/format';
import { useUpdateSettingsMutation } from './api';

const FIELDS = ['staff_coupon_max_discount_percent'] as const;

/** Admins only: the largest discount staff may put on codes (0: staff issue none). */
export function StaffLimit({ current }: { current: number }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [update, { isLoading }] = useUpdateSettingsMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update({ staff_coupon_max_discount_percent: Number(value ?? current) }).unwrap();
      setValue(null);
      setError(undefined);
    } catch (failure) {
      const problem = readServerError(failure, FIELDS);
      setError(problem.fields.staff_coupon_max_discount_percent ?? problem.detail);
    }
  };
  return (
    <form className="mb-4 flex flex-wrap items-end gap-3" noValidate onSubmit={submit}>
      <div className="w-full sm:w-72">
        <Input
          label={t('coupons.staffLimit')}
          hint={current === 0 ? t('coupons.staffLimitNone') : t('coupons.staffLimitHint', { max: formatPercent(current, lang) })}
          type="number"
          min={0}
          max={100}
          inputMode="numeric"
          value={value ?? String(current)}
          error={error}
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" loading={isLoading} disabled={value === null}>
        {t('coupons.staffLimitSave')}
      </Button>
    </form>
  );
}
