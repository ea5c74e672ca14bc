import { skipToken } from '@reduxjs/toolkit/query';
import { CreditCard, Lock, ShoppingCart } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { PLANS_PAGE, useGetPlansQuery } from '@/lib/payments/payments-api';
import { useGetQuizQuery } from '@/lib/quiz/quiz-api';
import { useSession } from '@/lib/session/use-session';
import { useGetGatewayConfigQuery, useGetPaymentQuoteQuery } from '../api';
import { hostedFormUrl, moyasarFormOptions, type CheckoutOrder } from '../checkout';
import { MoyasarCardForm } from '../components/moyasar-card-form';
import { connectivityError, serverMessage } from '../payment-errors';

/**
 * Order summary of a single quiz (quizId) or a bundle (no quizId), then the card form: the sandbox's hosted
 * form behind a Pay button, or real Moyasar's form embedded below the summary.
 */
export default function PreQuizPaymentPage() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const quizId = params.get('quizId') ?? undefined;
  const planId = Number(params.get('planId'));
  const couponCode = params.get('coupon_code') ?? undefined;
  const { user } = useSession();
  const plans = useGetPlansQuery(PLANS_PAGE);
  const quiz = useGetQuizQuery(quizId ?? skipToken);
  const config = useGetGatewayConfigQuery();
  const [redirecting, setRedirecting] = useState(false);
  const [formMissing, setFormMissing] = useState(false);

  // The amount is the server's (plan price minus a coupon it validated): the URL's `price` is never charged.
  const quote = useGetPaymentQuoteQuery(
    planId > 0
      ? { plan: planId, ...(quizId ? { quiz: Number(quizId) } : {}), ...(couponCode ? { coupon_code: couponCode } : {}) }
      : skipToken,
  );
  const plan = plans.data?.results.find((candidate) => candidate.id === planId);
  const quoted = quote.data;
  const price = quoted?.amount;
  const loading = plans.isLoading || quiz.isLoading || config.isLoading || quote.isLoading;
  // A 400 says why this order cannot be paid (e.g. the coupon does not apply): shown, not treated as an outage.
  const refusal = quote.error && 'status' in quote.error && quote.error.status === 400 ? serverMessage(quote.error.data) : undefined;
  const failed = plans.isError || quiz.isError || config.isError || (quote.isError && refusal === undefined);

  const title = quiz.data?.title;
  // Read on each render (useTranslation re-renders on a switch), so the embedded form follows the language.
  const lang = currentLanguage();
  const order = useMemo<CheckoutOrder | undefined>(
    () =>
      plan && quoted && user
        ? {
            planId: plan.id,
            quizId,
            couponCode: quoted.coupon_code ?? undefined,
            price: quoted.amount,
            amountHalalas: quoted.amount_halalas,
            description: title ?? plan.name,
            userId: user.id,
            lang,
          }
        : undefined,
    [plan, quoted, user, quizId, title, lang],
  );
  const embedded = useMemo(() => {
    const scriptUrl = config.data?.form_script_url;
    if (!config.data || config.data.hosted_form_url || !scriptUrl || !order) return undefined;
    const options = moyasarFormOptions(config.data, order, window.location.origin);
    return { scriptUrl, stylesheetUrl: config.data.form_stylesheet_url, options };
  }, [config.data, order]);

  const pay = () => {
    if (!config.data || !order) return;
    const url = hostedFormUrl(config.data, order, window.location.origin);
    if (!url) return setFormMissing(true);
    setRedirecting(true);
    window.location.assign(url);
  };

  const header = <PageHeader title={t('checkout.title')} description={t('checkout.description')} />;
  if (loading)
    return (
      <>
        {header}
        <Skeleton className="mx-auto h-72 w-full max-w-lg rounded-2xl" />
      </>
    );
  if (failed || !plan || !price)
    return (
      <>
        {header}
        <Card className="mx-auto max-w-lg">
          <EmptyState
            icon={ShoppingCart}
            title={failed ? t('plans.loadError') : t('checkout.missing')}
            // The plans call doubles as the API connectivity test (client-spec §7); a refused quote says why (e.g. the coupon).
            description={failed ? t(connectivityError().messageKey) : refusal}
            action={
              failed ? (
                <Button onClick={() => void Promise.all([plans.refetch(), config.refetch()])}>{t('common:actions.retry')}</Button>
              ) : (
                <Button asChild>
                  <Link to={paths.quizzes}>{t('success.browse')}</Link>
                </Button>
              )
            }
          />
        </Card>
      </>
    );

  const rows = [
    ...(quiz.data ? [{ label: t('checkout.quiz'), value: quiz.data.title }] : []),
    {
      label: t('checkout.plan'),
      // A single-quiz plan's name already says it is one quiz.
      value: plan.number_of_quizzes > 1 ? `${plan.name} · ${t('plans.quizzes', { count: plan.number_of_quizzes })}` : plan.name,
    },
    ...(quoted?.coupon_code ? [{ label: t('checkout.coupon'), value: quoted.coupon_code }] : []),
  ];
  return (
    <>
      {header}
      <Card className="mx-auto flex max-w-lg flex-col gap-5 p-6">
        <dl className="flex flex-col divide-y divide-border">
          {rows.map((row) => (
            <div key={row.label} className="flex items-start justify-between gap-4 py-3">
              <dt className="text-sm text-fg-muted">{row.label}</dt>
              <dd className="text-end font-medium text-fg">{row.value}</dd>
            </div>
          ))}
          <div className="flex items-center justify-between gap-4 py-3">
            <dt className="font-bold text-fg">{t('checkout.total')}</dt>
            <dd className="text-2xl font-bold text-fg">
              {quoted && quoted.amount !== quoted.price && (
                <s className="me-2 text-base font-normal text-fg-muted">{t('price', { price: quoted.price })}</s>
              )}
              {t('price', { price })}
            </dd>
          </div>
        </dl>
        {embedded ? (
          <MoyasarCardForm {...embedded} />
        ) : (
          <>
            <div aria-live="polite">
              <FormAlert message={formMissing ? t('errors.save.unknown') : null} />
              {redirecting && <p className="text-center text-sm text-fg-muted">{t('checkout.redirecting')}</p>}
            </div>
            <Button size="lg" onClick={pay} loading={redirecting}>
              <CreditCard aria-hidden className="size-4" />
              {t('checkout.pay', { price: t('price', { price }) })}
            </Button>
          </>
        )}
        <p className="flex items-center justify-center gap-1.5 text-xs text-fg-muted">
          <Lock aria-hidden className="size-3.5" />
          {embedded ? t('cardForm.secure') : t('checkout.secure')}
        </p>
      </Card>
    </>
  );
}
