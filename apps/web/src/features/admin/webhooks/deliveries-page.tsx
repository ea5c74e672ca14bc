import type { WebhookDelivery } from '@mizan/contract/admin/webhooks';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowRight, Send } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { noticeShown } from '@/lib/notices/notice-slice';
import { paths } from '@/lib/paths';
import { formatDate, formatNumber } from '@/lib/quiz/format';
import { errorText } from '../shell/error-text';
import { DataTable } from '../table/data-table';
import { useListParams } from '../table/use-list-params';
import { useGetDeliveriesQuery, useGetWebhookQuery, useResendDeliveryMutation } from './api';

const FILTERS = [] as const;

/** One webhook's delivery log: each event's state, last response and time, and "send again". */
export default function DeliveriesPage() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const dispatch = useAppDispatch();
  const id = useParams().webhookId ?? '';
  const list = useListParams(FILTERS);
  const { data: hook } = useGetWebhookQuery(id);
  const { data, isLoading, isError } = useGetDeliveriesQuery({ id, ...list.query });
  const [resend] = useResendDeliveryMutation();

  const columns = useMemo<ColumnDef<WebhookDelivery>[]>(() => {
    const sendAgain = async (delivery: WebhookDelivery) => {
      try {
        await resend({ id, deliveryId: delivery.id }).unwrap();
        dispatch(noticeShown({ tone: 'info', text: t('webhooks.sent') }));
      } catch (failure) {
        dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' }));
      }
    };
    return [
      {
        id: 'event',
        header: t('webhooks.event'),
        cell: ({ row }) => (
          <span className="flex flex-col gap-0.5">
            <span>{t(`webhooks.eventType.${row.original.event_type.replace('.', '_')}`)}</span>
            <bdi dir="ltr" className="font-mono text-xs text-fg-muted">
              {row.original.event_id}
            </bdi>
          </span>
        ),
      },
      { id: 'status', header: t('webhooks.status'), cell: ({ row }) => t(`webhooks.statusValue.${row.original.status}`) },
      {
        id: 'response',
        header: t('webhooks.responseCode'),
        cell: ({ row }) => <bdi dir="ltr">{row.original.response_code ?? row.original.last_error ?? '—'}</bdi>,
      },
      { id: 'attempts', header: t('webhooks.attempts'), cell: ({ row }) => formatNumber(row.original.attempts, lang) },
      {
        id: 'last_attempt_at',
        header: t('webhooks.lastAttempt'),
        cell: ({ row }) => (row.original.last_attempt_at ? formatDate(row.original.last_attempt_at, lang) : '—'),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('webhooks.sendAgain')}</span>,
        cell: ({ row }) => (
          <Button variant="secondary" size="sm" onClick={() => void sendAgain(row.original)}>
            <Send aria-hidden className="size-4" />
            {t('webhooks.sendAgain')}
          </Button>
        ),
      },
    ];
  }, [t, lang, id, resend, dispatch]);

  return (
    <div className="mx-auto w-full max-w-6xl">
      <Link to={paths.adminWebhooks} className="mb-3 inline-flex items-center gap-1 text-sm text-primary-soft-fg hover:underline">
        <ArrowRight aria-hidden className="size-4 ltr:rotate-180" />
        {t('webhooks.back')}
      </Link>
      <PageHeader title={t('webhooks.deliveriesTitle', { url: hook?.url ?? '' })} description={hook?.description || undefined} />
      {isError && (
        <p role="alert" className="mb-3 text-sm text-danger">
          {t('webhooks.loadError')}
        </p>
      )}
      <DataTable
        label={t('webhooks.deliveries')}
        columns={columns}
        data={data}
        loading={isLoading}
        list={list}
        getRowId={(d) => String(d.id)}
        searchLabel={t('webhooks.event')}
        empty={t('webhooks.noDeliveries')}
        emptyUnfiltered={t('webhooks.noDeliveries')}
      />
    </div>
  );
}
