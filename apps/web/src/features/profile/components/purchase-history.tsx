import { invoiceLabel, paymentPaths, type PurchaseHistoryItem } from '@mizan/contract/payments';
import { useTranslation } from 'react-i18next';
import { ReceiptButtons } from '@/components/payments/receipt-buttons';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/language';
import { formatDate, formatPrice } from '@/lib/quiz/format';
import { useGetPurchasesQuery } from '../api';

const riyals = (halalas: number) => (halalas / 100).toFixed(2);

/** What the student paid for: date, plan (and quiz), amount and the receipt of each purchase. */
export function PurchaseHistory() {
  const { t } = useTranslation('profile');
  const { data, isLoading } = useGetPurchasesQuery();
  return (
    <Card className="flex flex-col gap-4 p-6">
      <div className="flex flex-col gap-1">
        <h2 id="purchases" className="text-base font-bold text-fg">
          {t('purchases.title')}
        </h2>
        <p className="text-sm text-fg-muted">{t('purchases.description')}</p>
      </div>
      {isLoading ? (
        <Skeleton className="h-24" />
      ) : data && data.length > 0 ? (
        <ul aria-labelledby="purchases" className="flex flex-col divide-y divide-border">
          {data.map((purchase) => (
            <Purchase key={purchase.id} purchase={purchase} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-fg-muted">{t('purchases.empty')}</p>
      )}
    </Card>
  );
}

function Purchase({ purchase }: { purchase: PurchaseHistoryItem }) {
  const { t } = useTranslation('profile');
  const lang = currentLanguage();
  const invoice = purchase.invoice_number === null ? null : invoiceLabel(purchase.invoice_number);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-medium text-fg">{purchase.plan.name}</span>
        {purchase.quiz && <span className="text-sm text-fg-muted">{purchase.quiz.title}</span>}
        <span className="text-sm text-fg-muted">
          {formatDate(purchase.paid_at, lang, { dateOnly: true })}
          {' · '}
          <span className="font-semibold text-fg">{formatPrice(riyals(purchase.amount_halalas), lang)}</span>
          {invoice && (
            <>
              {' · '}
              <bdi dir="ltr">{invoice}</bdi>
            </>
          )}
        </span>
        {purchase.refunded_halalas > 0 && (
          <span className="text-sm text-danger">
            {purchase.status === 'refunded'
              ? t('purchases.refunded')
              : t('purchases.partlyRefunded', { amount: formatPrice(riyals(purchase.refunded_halalas), lang) })}
          </span>
        )}
      </div>
      <ReceiptButtons size="sm" url={paymentPaths.receipt.replace(':paymentId', purchase.id)} invoice={invoice} />
    </li>
  );
}
