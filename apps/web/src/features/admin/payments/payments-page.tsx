import { ADMIN_PAYMENT_STATUSES, type AdminPayment, type AdminPaymentListQuery } from '@mizan/contract/admin/payments';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { currentLanguage } from '@/lib/language';
import { formatDate, formatPrice } from '@/lib/quiz/format';
import { useGetAdminPlansQuery } from '../plans/api';
import { useGetAdminQuizzesQuery } from '../quizzes/api';
import { DataTable } from '../table/data-table';
import { useListParams, type ListParams } from '../table/use-list-params';
import { riyals, useGetAdminPaymentsQuery } from './api';
import { PaymentDialog } from './payment-dialog';
import { PaymentStatusBadge } from './payment-status-badge';

const FILTERS = ['status', 'plan', 'quiz', 'date_from', 'date_to'] as const;
const positive = (value: string) => (Number(value) > 0 ? Number(value) : undefined);

/** Admins only (the route guard and the server): what was paid, the gateway's record, refunds and receipts. */
export default function PaymentsPage() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const list = useListParams(FILTERS);
  const [openId, setOpenId] = useState<string | null>(null);
  const f = list.filters;
  const { data, isLoading } = useGetAdminPaymentsQuery({
    ...list.query,
    status: (f.status || undefined) as AdminPaymentListQuery['status'],
    plan: positive(f.plan),
    quiz: positive(f.quiz),
    date_from: f.date_from || undefined,
    date_to: f.date_to || undefined,
  });

  const columns = useMemo<ColumnDef<AdminPayment>[]>(
    () => [
      {
        id: 'user',
        header: t('payments.user'),
        cell: ({ row }) => (
          <button
            type="button"
            className="text-start hover:underline"
            onClick={() => setOpenId(row.original.id)}
            aria-label={t('payments.open', { name: row.original.user.fullname })}
          >
            <span className="block font-medium text-primary">{row.original.user.fullname}</span>
            <bdi dir="ltr" className="text-xs text-fg-muted">
              {row.original.user.email}
            </bdi>
          </button>
        ),
      },
      {
        id: 'plan',
        header: t('payments.plan'),
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span>{row.original.plan.name}</span>
            {row.original.quiz && <span className="text-xs text-fg-muted">{row.original.quiz.title}</span>}
          </span>
        ),
      },
      {
        id: 'amount',
        enableSorting: true,
        header: t('payments.amount'),
        cell: ({ row }) => <span className="whitespace-nowrap">{formatPrice(riyals(row.original.amount_halalas), lang)}</span>,
      },
      {
        id: 'status',
        enableSorting: true,
        header: t('payments.statusLabel'),
        cell: ({ row }) => <PaymentStatusBadge status={row.original.status} partlyRefunded={row.original.refunded_halalas > 0} />,
      },
      {
        id: 'created_at',
        enableSorting: true,
        header: t('payments.date'),
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.created_at, lang)}</span>,
      },
    ],
    [t, lang],
  );

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title={t('payments.title')} description={t('payments.description')} />
      <DataTable
        label={t('payments.title')}
        columns={columns}
        data={data}
        loading={isLoading}
        list={list}
        getRowId={(p) => p.id}
        searchLabel={t('payments.search')}
        empty={t('payments.empty')}
        filters={<PaymentFilters list={list} />}
      />
      {openId && <PaymentDialog id={openId} onClose={() => setOpenId(null)} />}
    </div>
  );
}

function PaymentFilters({ list }: { list: ListParams }) {
  const { t } = useTranslation('admin');
  const f = list.filters as Record<(typeof FILTERS)[number], string>;
  const { data: plans } = useGetAdminPlansQuery();
  const { data: quizzes } = useGetAdminQuizzesQuery({ pagination: 'false' });
  const lang = currentLanguage();
  const all = { value: '', label: t('filters.all') };
  return (
    <>
      <div className="w-full sm:w-36">
        <Select
          label={t('payments.statusLabel')}
          value={f.status}
          onChange={(e) => list.set({ status: e.target.value })}
          options={[all, ...ADMIN_PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`payments.status.${s}`) }))]}
        />
      </div>
      <div className="w-full sm:w-44">
        <Select
          label={t('payments.plan')}
          value={f.plan}
          onChange={(e) => list.set({ plan: e.target.value })}
          options={[all, ...(plans ?? []).map((p) => ({ value: String(p.id), label: (lang === 'en' && p.name.en) || p.name.ar }))]}
        />
      </div>
      <div className="w-full sm:w-44">
        <Select
          label={t('payments.quiz')}
          value={f.quiz}
          onChange={(e) => list.set({ quiz: e.target.value })}
          options={[all, ...(quizzes?.results ?? []).map((q) => ({ value: String(q.id), label: q.title }))]}
        />
      </div>
      <div className="w-full sm:w-40">
        <Input type="date" label={t('payments.from')} value={f.date_from} onChange={(e) => list.set({ date_from: e.target.value })} />
      </div>
      <div className="w-full sm:w-40">
        <Input type="date" label={t('payments.to')} value={f.date_to} onChange={(e) => list.set({ date_to: e.target.value })} />
      </div>
    </>
  );
}
