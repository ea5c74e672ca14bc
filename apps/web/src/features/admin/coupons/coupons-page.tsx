import type { AdminCoupon, AdminCouponListQuery } from '@mizan/contract/admin/coupons';
import type { ColumnDef } from '@tanstack/react-table';
import { Download, FileSpreadsheet, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { noticeShown } from '@/lib/notices/notice-slice';
import { formatDate, formatNumber, formatPercent } from '@/lib/quiz/format';
import { useSession } from '@/lib/session/use-session';
import { errorText } from '../shell/error-text';
import { DataTable } from '../table/data-table';
import { useListParams, type ListParams } from '../table/use-list-params';
import { useGetCouponsQuery, useGetSettingsQuery, useSetCouponActiveMutation } from './api';
import { BatchDialog } from './batch-dialog';
import { CouponUsesDialog } from './coupon-uses-dialog';
import { StaffLimit } from './staff-limit';
import { useExportCoupons } from './use-export-coupons';

const FILTERS = ['active'] as const;

export default function CouponsPage() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const dispatch = useAppDispatch();
  const list = useListParams(FILTERS);
  const filter: AdminCouponListQuery = {
    search: list.query.search,
    active: (list.filters.active || undefined) as 'true' | 'false' | undefined,
  };
  const { data, isLoading } = useGetCouponsQuery({ ...list.query, ...filter });
  const [setActive] = useSetCouponActiveMutation();
  const { download, downloading } = useExportCoupons();
  const [creating, setCreating] = useState(false);
  const isAdmin = useSession().user?.role === 'admin';
  const { data: settings } = useGetSettingsQuery();
  const staffMax = isAdmin ? null : (settings?.staff_coupon_max_discount_percent ?? 0);
  const [usesOf, setUsesOf] = useState<AdminCoupon | null>(null);

  const columns = useMemo<ColumnDef<AdminCoupon>[]>(() => {
    const toggle = (coupon: AdminCoupon) =>
      setActive({ id: coupon.id, active: !coupon.active })
        .unwrap()
        .then(
          () =>
            dispatch(
              noticeShown({
                tone: 'info',
                text: t(coupon.active ? 'coupons.disabled' : 'coupons.enabled', { code: coupon.code }),
                messageKey: 'status.genericError',
              }),
            ),
          (failure: unknown) => dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' })),
        );
    return [
      {
        id: 'code',
        header: t('coupons.code'),
        cell: ({ row }) => (
          <bdi dir="ltr" className="font-mono tracking-widest">
            {row.original.code}
          </bdi>
        ),
      },
      {
        id: 'quiz',
        header: t('coupons.quiz'),
        cell: ({ row }) => row.original.quiz?.title ?? <span className="text-fg-muted">{t('coupons.allQuizzes')}</span>,
      },
      { id: 'discount', header: t('coupons.discount'), cell: ({ row }) => formatPercent(row.original.discount_percent, lang) },
      {
        id: 'uses',
        header: t('coupons.uses'),
        cell: ({ row }) => {
          const { uses_count, max_uses } = row.original;
          const text =
            max_uses === null
              ? formatNumber(uses_count, lang)
              : t('coupons.usesOf', { used: formatNumber(uses_count, lang), max: formatNumber(max_uses, lang) });
          return uses_count > 0 ? (
            <button
              type="button"
              className="text-primary hover:underline"
              onClick={() => setUsesOf(row.original)}
              aria-label={t('coupons.whoUsed', { code: row.original.code })}
            >
              {text}
            </button>
          ) : (
            text
          );
        },
      },
      {
        id: 'expires',
        header: t('coupons.expires'),
        cell: ({ row }) => (row.original.expires_at ? formatDate(row.original.expires_at, lang) : '—'),
      },
      {
        id: 'active',
        header: t('coupons.state'),
        cell: ({ row }) => (
          <Button
            size="sm"
            variant={row.original.active ? 'secondary' : 'primary'}
            onClick={() => toggle(row.original)}
            aria-label={t(row.original.active ? 'coupons.disableCode' : 'coupons.enableCode', { code: row.original.code })}
          >
            {t(row.original.active ? 'coupons.disable' : 'coupons.enable')}
          </Button>
        ),
      },
    ];
  }, [t, lang, setActive, dispatch]);

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title={t('coupons.title')}
        description={t('coupons.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" loading={downloading === 'csv'} onClick={() => download(filter, 'coupons', 'csv')}>
              <Download aria-hidden className="size-4" />
              {t('coupons.export')}
            </Button>
            <Button variant="secondary" loading={downloading === 'xlsx'} onClick={() => download(filter, 'coupons', 'xlsx')}>
              <FileSpreadsheet aria-hidden className="size-4" />
              {t('coupons.exportXlsx')}
            </Button>
            <Button
              onClick={() => setCreating(true)}
              disabled={staffMax === 0}
              aria-describedby={staffMax === 0 ? 'staff-no-coupons' : undefined}
            >
              <Plus aria-hidden className="size-4" />
              {t('coupons.new')}
            </Button>
          </div>
        }
      />
      {staffMax === 0 && (
        <p id="staff-no-coupons" className="mb-4 rounded-xl bg-surface-muted p-3 text-sm text-fg">
          {t('coupons.staffNone')}
        </p>
      )}
      {isAdmin && settings && <StaffLimit current={settings.staff_coupon_max_discount_percent} />}
      <DataTable
        label={t('coupons.title')}
        columns={columns}
        data={data}
        loading={isLoading}
        list={list}
        getRowId={(c) => String(c.id)}
        searchLabel={t('coupons.search')}
        empty={t('coupons.empty')}
        filters={<CouponFilters list={list} />}
      />
      {creating && <BatchDialog staffMax={staffMax} onClose={() => setCreating(false)} />}
      {usesOf && <CouponUsesDialog coupon={usesOf} onClose={() => setUsesOf(null)} />}
    </div>
  );
}

function CouponFilters({ list }: { list: ListParams }) {
  const { t } = useTranslation('admin');
  return (
    <div className="w-full sm:w-40">
      <Select
        label={t('coupons.state')}
        value={list.filters.active}
        onChange={(e) => list.set({ active: e.target.value })}
        options={[
          { value: '', label: t('filters.all') },
          { value: 'true', label: t('coupons.activeOnly') },
          { value: 'false', label: t('coupons.disabledOnly') },
        ]}
      />
    </div>
  );
}
