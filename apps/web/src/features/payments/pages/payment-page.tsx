import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { PLANS_PAGE, useGetPlansQuery } from '@/lib/payments/payments-api';
import { preQuizPaymentUrl } from '@/lib/payments/pre-quiz-payment-url';

/** The bundles (a single-quiz plan is bought from the quiz itself); Buy leads to the same order summary. */
export default function PaymentPage() {
  const { t } = useTranslation('payments');
  const { data, isLoading, isError, refetch } = useGetPlansQuery(PLANS_PAGE);
  const bundles = data?.results.filter((plan) => plan.number_of_quizzes > 1) ?? [];

  return (
    <>
      <PageHeader title={t('plans.title')} description={t('plans.description')} />
      {isLoading && (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-56 rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </div>
      )}
      {(isError || (data && bundles.length === 0)) && (
        <Card>
          <EmptyState
            icon={Package}
            title={isError ? t('plans.loadError') : t('plans.empty')}
            action={isError && <Button onClick={() => void refetch()}>{t('common:actions.retry')}</Button>}
          />
        </Card>
      )}
      <ul className="grid gap-4 md:grid-cols-2">
        {bundles.map((plan) => (
          <li key={plan.id}>
            <Card className="flex h-full flex-col gap-3 p-6">
              <span className="flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg">
                <Package aria-hidden className="size-5" />
              </span>
              <h2 className="text-lg font-bold text-fg">{plan.name}</h2>
              <p className="text-sm text-fg-muted">{t('plans.quizzes', { count: plan.number_of_quizzes })}</p>
              {plan.description && <p className="text-sm leading-relaxed text-fg-muted">{plan.description}</p>}
              <p className="mt-auto text-2xl font-bold text-fg">{t('price', { price: plan.price })}</p>
              <Button asChild>
                <Link to={preQuizPaymentUrl({ planId: plan.id, price: plan.price })} aria-label={`${t('plans.buy')}: ${plan.name}`}>
                  {t('plans.buy')}
                </Link>
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
