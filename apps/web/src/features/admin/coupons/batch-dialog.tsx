import { MAX_COUPON_BATCH, type CouponBatchResponse } from '@mizan/contract/admin/coupons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ModalShell } from '@/components/ui/modal-shell';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/language';
import { readServerError } from '@/lib/forms/server-errors';
import { formatNumber, formatPercent } from '@/lib/quiz/format';
import { useGetAdminQuizzesQuery } from '../quizzes/api';
import { useCreateCouponBatchMutation } from './api';
import { batchDefaults, couponQuizOptions } from './coupon-choices';
import { useExportCoupons } from './use-export-coupons';

const FIELDS = ['count', 'quiz', 'discount_percent', 'max_uses', 'expires_at'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const SHOWN_CODES = 12;

/**
 * New codes, one or thousands; the answer shows the first ones and offers the whole batch as a CSV. `staffMax` is
 * staff's discount limit (null for an admin, who may also issue codes for every quiz).
 */
export function BatchDialog({ onClose, staffMax }: { onClose: () => void; staffMax: number | null }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { data: quizzes } = useGetAdminQuizzesQuery({ pagination: 'false' });
  const options = couponQuizOptions(quizzes?.results ?? []);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [alert, setAlert] = useState<string | undefined>();
  const [created, setCreated] = useState<CouponBatchResponse | null>(null);
  const [create, { isLoading }] = useCreateCouponBatchMutation();
  if (!quizzes) {
    return (
      <ModalShell open onClose={onClose} title={t('coupons.newTitle')} description={t('coupons.newDescription')}>
        <Skeleton className="h-64" />
      </ModalShell>
    );
  }
  const form = values ?? { count: '1', max_uses: '1', expires_at: '', ...batchDefaults(options, staffMax) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setAlert(undefined);
    const number = (text: string) => (text.trim() === '' ? null : Number(text));
    try {
      setCreated(
        await create({
          count: Number(form.count),
          quiz: number(form.quiz),
          discount_percent: Number(form.discount_percent),
          max_uses: number(form.max_uses),
          // The end of the chosen day, in the operator's time zone.
          expires_at: form.expires_at ? new Date(`${form.expires_at}T23:59:59`).toISOString() : null,
        }).unwrap(),
      );
    } catch (failure) {
      const problem = readServerError(failure, FIELDS);
      setErrors(problem.fields);
      setAlert(problem.detail);
    }
  };
  const field = (name: keyof Values) => ({
    value: form[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...form, [name]: e.target.value }),
  });
  const maxDiscount = staffMax ?? 100;

  return (
    <ModalShell open onClose={onClose} title={t('coupons.newTitle')} description={t('coupons.newDescription')}>
      {created ? (
        <BatchResult created={created} onClose={onClose} />
      ) : (
        <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
          <FormAlert message={alert} />
          <Input
            label={t('coupons.count')}
            hint={t('coupons.countHint', { min: formatNumber(1, lang), max: formatNumber(MAX_COUPON_BATCH, lang) })}
            type="number"
            min={1}
            max={MAX_COUPON_BATCH}
            inputMode="numeric"
            {...field('count')}
          />
          <Select
            label={t('coupons.quiz')}
            options={staffMax === null ? [...options, { value: '', label: t('coupons.allQuizzes') }] : options}
            {...field('quiz')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              label={t('coupons.discount')}
              hint={
                staffMax === null
                  ? t('coupons.discountHint', { full: formatPercent(100, lang) })
                  : t('coupons.staffDiscountHint', { max: formatPercent(staffMax, lang) })
              }
              type="number"
              min={1}
              max={maxDiscount}
              inputMode="numeric"
              {...field('discount_percent')}
            />
            <Input
              label={t('coupons.maxUses')}
              hint={t('coupons.maxUsesHint')}
              type="number"
              min={1}
              inputMode="numeric"
              {...field('max_uses')}
            />
          </div>
          <Input label={t('coupons.expires')} hint={t('coupons.expiresHint')} type="date" {...field('expires_at')} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={isLoading}>
              {t('coupons.create')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
          </div>
        </form>
      )}
    </ModalShell>
  );
}

function BatchResult({ created, onClose }: { created: CouponBatchResponse; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { download, downloading } = useExportCoupons();
  const batchName = `coupons-${created.created_at.slice(0, 10)}`;
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="font-medium">
        {t('coupons.created', { count: created.count, n: formatNumber(created.count, currentLanguage()) })}
      </p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={t('coupons.codes')}>
        {created.codes.slice(0, SHOWN_CODES).map((code) => (
          <li key={code} dir="ltr" className="rounded-lg bg-surface-muted px-3 py-2 text-center font-mono text-sm tracking-widest">
            {code}
          </li>
        ))}
      </ul>
      {created.count > SHOWN_CODES && <p className="text-sm text-fg-muted">{t('coupons.moreInCsv')}</p>}
      <div className="flex flex-wrap gap-2">
        <Button loading={downloading === 'csv'} onClick={() => download({ created_at: created.created_at }, batchName, 'csv')}>
          {t('coupons.downloadBatch')}
        </Button>
        <Button
          variant="secondary"
          loading={downloading === 'xlsx'}
          onClick={() => download({ created_at: created.created_at }, batchName, 'xlsx')}
        >
          {t('coupons.downloadBatchXlsx')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('coupons.done')}
        </Button>
      </div>
    </div>
  );
}
