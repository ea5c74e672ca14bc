import { apiPaths } from '@mizan/contract/api-paths';
import type { AdminPaymentDetail, EntitlementOutcome } from '@mizan/contract/admin/payments';
import { parseStudentNumber } from '@mizan/contract/numeric-input';
import { invoiceLabel } from '@mizan/contract/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptButtons } from '@/components/payments/receipt-buttons';
import { Button } from '@/components/ui/button';
import { Fact, Facts } from '@/components/ui/facts';
import { Input } from '@/components/ui/input';
import { ModalShell } from '@/components/ui/modal-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { noticeShown } from '@/lib/notices/notice-slice';
import { formatDate, formatNumber, formatPrice } from '@/lib/quiz/format';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { errorText } from '../shell/error-text';
import { riyals, useGetAdminPaymentQuery, useRefundPaymentMutation } from './api';
import { PaymentStatusBadge } from './payment-status-badge';

/** One payment: ours beside the gateway's record, its entitlement, refunds (with the refund form) and the receipt. */
export function PaymentDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { data: payment } = useGetAdminPaymentQuery(id);
  return (
    <ModalShell open onClose={onClose} title={payment ? payment.user.fullname : t('payments.loading')} className="sm:max-w-2xl">
      {payment ? <PaymentDetail payment={payment} /> : <Skeleton className="h-64" />}
    </ModalShell>
  );
}

function PaymentDetail({ payment }: { payment: AdminPaymentDetail }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const price = (halalas: number) => formatPrice(riyals(halalas), lang);
  const invoice = payment.invoice_number === null ? null : invoiceLabel(payment.invoice_number);
  const gateway = payment.gateway;
  const { state, differences } = payment.reconciliation;
  return (
    <div className="flex flex-col gap-5">
      <Facts>
        <Fact label={t('payments.statusLabel')}>
          <PaymentStatusBadge status={payment.status} partlyRefunded={payment.refunded_halalas > 0} />
        </Fact>
        <Fact label={t('payments.amount')} emphasis>
          {price(payment.amount_halalas)}
        </Fact>
        <Fact label={t('payments.email')}>
          <bdi dir="ltr">{payment.user.email}</bdi>
        </Fact>
        <Fact label={t('payments.plan')}>
          {payment.plan.name}
          {payment.quiz && <span className="block text-sm font-normal text-fg-muted">{payment.quiz.title}</span>}
        </Fact>
        <Fact label={t('payments.date')}>{formatDate(payment.created_at, lang)}</Fact>
        <Fact label={t('payments.invoice')}>{invoice ? <bdi dir="ltr">{invoice}</bdi> : '—'}</Fact>
        {payment.coupon_code && (
          <Fact label={t('payments.coupon')}>
            <bdi dir="ltr" className="font-mono">
              {payment.coupon_code}
            </bdi>
          </Fact>
        )}
        {payment.expected_halalas !== payment.amount_halalas && (
          <Fact label={t('payments.expected')}>{price(payment.expected_halalas)}</Fact>
        )}
        {payment.failure_reason && (
          <Fact label={t('payments.failureReason')}>
            {t(`payments.failureReasons.${payment.failure_reason}`, { defaultValue: payment.failure_reason })}
          </Fact>
        )}
        <Fact label={t('payments.entitlement')}>
          {payment.entitlement
            ? t(`payments.entitlementState.${payment.entitlement.status}`, {
                used: formatNumber(payment.entitlement.quizzes_used, lang),
                total: formatNumber(payment.entitlement.quizzes_total, lang),
              })
            : '—'}
        </Fact>
      </Facts>

      {invoice && <ReceiptButtons size="sm" url={apiPaths.admin.paymentReceipt.replace(':id', payment.id)} invoice={invoice} />}

      <section aria-labelledby="gateway-record" className="flex flex-col gap-2 rounded-xl border border-border p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="gateway-record" className="font-bold text-fg">
            {t('payments.gatewayTitle')}
          </h3>
          <span className={state === 'matched' ? 'text-sm font-semibold text-primary' : 'text-sm font-semibold text-danger'}>
            {t(`payments.reconciliation.${state}`)}
            {differences.length > 0 && ` (${differences.map((d) => t(`payments.difference.${d}`)).join('، ')})`}
          </span>
        </div>
        {gateway ? (
          <Facts>
            <Fact label={t('payments.gatewayId')}>
              <bdi dir="ltr" className="font-mono text-xs break-all">
                {gateway.id}
              </bdi>
            </Fact>
            <Fact label={t('payments.gatewayStatus')}>
              {t(`payments.gatewayStatuses.${gateway.status}`, { defaultValue: gateway.status })}
            </Fact>
            <Fact label={t('payments.amount')}>{price(gateway.amount_halalas)}</Fact>
            <Fact label={t('payments.refunded')}>{price(gateway.refunded_halalas)}</Fact>
            {gateway.source && (
              <Fact label={t('payments.card')}>
                <bdi dir="ltr">{[gateway.source.company, gateway.source.masked_number].filter(Boolean).join(' ')}</bdi>
              </Fact>
            )}
            {payment.last_checked_at && <Fact label={t('payments.lastChecked')}>{formatDate(payment.last_checked_at, lang)}</Fact>}
          </Facts>
        ) : (
          <p className="text-sm text-fg-muted">{t('payments.gatewayUnavailable')}</p>
        )}
      </section>

      <Refunds payment={payment} />
    </div>
  );
}

function Refunds({ payment }: { payment: AdminPaymentDetail }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const dispatch = useAppDispatch();
  const [refund, { isLoading }] = useRefundPaymentMutation();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<number | null>(null);
  const price = (halalas: number) => formatPrice(riyals(halalas), lang);
  const notify = (text: string, tone: 'info' | 'error' = 'info') =>
    dispatch(noticeShown({ tone, text, messageKey: 'status.genericError' }));

  const ask = () => {
    if (amount.trim() === '') return setConfirming(payment.refundable_halalas);
    const sar = parseStudentNumber(amount);
    const halalas = sar === null ? NaN : Math.round(sar * 100);
    if (!(halalas > 0) || Math.abs(sar! * 100 - halalas) > 1e-6) return setError(t('payments.amountInvalid'));
    if (halalas > payment.refundable_halalas) return setError(t('payments.amountTooHigh', { max: price(payment.refundable_halalas) }));
    setError(undefined);
    setConfirming(halalas);
  };
  const run = async (halalas: number) => {
    const full = halalas === payment.refundable_halalas;
    try {
      const answer = await refund({ id: payment.id, body: full ? {} : { amount_halalas: halalas } }).unwrap();
      notify(
        answer.refunded
          ? `${t('payments.refundDone', { amount: price(halalas) })} ${outcomeText(answer.entitlement_outcome)}`
          : t('payments.alreadyRefunded'),
      );
      setAmount('');
    } catch (failure) {
      notify(errorText(failure) ?? t('payments.refundFailed'), 'error');
    }
    setConfirming(null);
  };
  const outcomeText = (outcome: EntitlementOutcome) => t(`payments.outcome.${outcome}`);

  return (
    <section aria-labelledby="refunds" className="flex flex-col gap-3">
      <h3 id="refunds" className="font-bold text-fg">
        {t('payments.refundsTitle')}
      </h3>
      {payment.refunds.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('payments.noRefunds')}</p>
      ) : (
        <ul aria-labelledby="refunds" className="flex flex-col divide-y divide-border rounded-xl border border-border">
          {payment.refunds.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span className="font-semibold text-fg">{price(r.amount_halalas)}</span>
              <span className="text-fg-muted">{t(`payments.refundStatus.${r.status}`)}</span>
              <span className="text-fg-muted">
                {formatDate(r.created_at, lang)}
                {r.actor && ` · ${r.actor.fullname}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {payment.entitlement && payment.status === 'refunded' && payment.entitlement.quizzes_used > 0 && (
        <p className="rounded-xl bg-surface-muted p-3 text-sm text-fg">
          {t('payments.keptUsed', { count: payment.entitlement.quizzes_used, n: formatNumber(payment.entitlement.quizzes_used, lang) })}
        </p>
      )}
      {payment.refundable_halalas > 0 && (
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full sm:w-56">
            <Input
              label={t('payments.refundAmount')}
              hint={t('payments.refundHint', { max: price(payment.refundable_halalas) })}
              inputMode="decimal"
              value={amount}
              error={error}
              onChange={(e) => {
                setAmount(e.target.value);
                setError(undefined);
              }}
            />
          </div>
          <Button variant="danger" onClick={ask}>
            {t('payments.refund')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        danger
        busy={isLoading}
        title={t('payments.refundTitle', { amount: price(confirming ?? 0), name: payment.user.fullname })}
        description={t(confirming === payment.refundable_halalas ? 'payments.refundFullDescription' : 'payments.refundPartDescription')}
        confirmLabel={t('payments.refund')}
        onConfirm={() => confirming !== null && void run(confirming)}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}
