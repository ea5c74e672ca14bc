import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { tokenStorage } from '@/lib/session/token-storage';
import { useFinalizePaymentMutation, useSavePaymentMutation } from '../api';
import { confirmPayment, type Answer } from '../confirm-payment';

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * Where the card form returns (`?id=&status=&message=` plus the order the checkout put in the callback):
 * save → finalize (one retry after 5 s) → the success or failed page of the purchase.
 */
export default function PreQuizPaymentVerifyPage() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [save] = useSavePaymentMutation();
  const [finalize] = useFinalizePaymentMutation();
  const [retrying, setRetrying] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: StrictMode's second effect run must not record the payment twice.
    if (started.current) return;
    started.current = true;
    const bundle = params.get('purchase') === 'bundle';
    const quizId = params.get('quizId');
    const couponCode = params.get('coupon_code');
    void confirmPayment(
      {
        plan: Number(params.get('planId')),
        payment_id: params.get('id') ?? '',
        quiz: quizId ? Number(quizId) : null,
        coupon_code: couponCode,
        purchase_type: bundle ? 'bundle' : 'single',
      },
      {
        signedIn: tokenStorage.access() !== null,
        save: async (body) => (await save(body)) as Answer,
        finalize: async (body) => (await finalize(body)) as Answer,
        wait,
        onRetry: () => setRetrying(true),
      },
    ).then((result) => {
      const order = new URLSearchParams(params);
      order.delete('id');
      order.delete('status');
      if (result.ok) {
        const done = new URLSearchParams(bundle ? {} : { quizId: quizId ?? '' });
        if (result.paymentId) done.set('payment', result.paymentId);
        return navigate(`${bundle ? paths.paymentSuccess : paths.preQuizPaymentSuccess}?${done.toString()}`, { replace: true });
      }
      const failed = bundle ? paths.paymentFailed : paths.preQuizPaymentFailed;
      return navigate(`${failed}?${order.toString()}`, { replace: true, state: { error: result.error } });
    });
  }, [params, save, finalize, navigate]);

  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 p-8 text-center">
      <Spinner className="size-10 text-primary" />
      <h1 className="text-xl font-bold text-fg">{t('verify.title')}</h1>
      <p role="status" className="text-fg-muted">
        {retrying ? t('verify.retrying') : t('verify.checking')}
      </p>
    </Card>
  );
}
