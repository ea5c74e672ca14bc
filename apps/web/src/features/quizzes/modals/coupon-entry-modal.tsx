import { Ticket } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COUPON_LENGTH, normaliseCouponCode } from '@mizan/contract/coupons';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { CodeInput } from '@/components/ui/code-input';
import { ModalShell } from '@/components/ui/modal-shell';
import { useAppDispatch } from '@/lib/hooks';
import type { ModalProps } from '@/lib/modals/modal-props';
import { openModal } from '@/lib/modals/modal-slice';
import { PLANS_PAGE, singleQuizPlan, useGetPlansQuery, useValidateCouponMutation } from '@/lib/payments/payments-api';
import { apiErrorText } from '@/lib/quiz/api-error';
import { couponTarget } from './coupon-target';

/** A prefilled code (e.g. from a shared link) submits itself after this delay (client-spec §9). */
export const PREFILL_SUBMIT_MS = 500;
const COUPON_CHAR = /^[A-Z0-9]$/;

/** coupon-entry: six boxes → validate-coupon → where the code leads (couponTarget). */
export default function CouponEntryModal({ data, onClose }: ModalProps<'coupon-entry'>) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const quizId = data?.quizId;
  const [code, setCode] = useState(data?.code ? normaliseCouponCode(data.code) : '');
  const [formatError, setFormatError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [validate, { isLoading }] = useValidateCouponMutation();
  const { data: plans } = useGetPlansQuery(PLANS_PAGE);

  const submit = async (value: string) => {
    setServerError(null);
    if (value.length !== COUPON_LENGTH) return setFormatError(t('coupon.lengthError', { length: COUPON_LENGTH, count: COUPON_LENGTH }));
    if (quizId === undefined) return;
    try {
      const result = await validate({ quizId, code: value }).unwrap();
      onClose();
      navigate(couponTarget(quizId, value, result, singleQuizPlan(plans?.results), data?.showInstructions));
    } catch (failure) {
      setServerError(apiErrorText(failure) ?? t('coupon.invalid'));
    }
  };

  // A prefilled code submits itself once, after a short pause the user can see.
  const prefilled = data?.code;
  useEffect(() => {
    if (!prefilled) return;
    const timer = window.setTimeout(() => void submit(normaliseCouponCode(prefilled)), PREFILL_SUBMIT_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the code the modal opened with
  }, [prefilled]);

  return (
    <ModalShell
      open
      onClose={onClose}
      icon={<Ticket aria-hidden className="size-6" />}
      title={t('common:modals.couponEntry.title')}
      description={t('coupon.entryDescription', { count: COUPON_LENGTH })}
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(code);
        }}
      >
        <CodeInput
          label={t('coupon.label')}
          boxLabel={(position, length) => t('coupon.box', { position, length })}
          clearLabel={t('coupon.clear')}
          length={COUPON_LENGTH}
          pattern={COUPON_CHAR}
          uppercase
          inputMode="text"
          defaultValue={code}
          error={formatError ?? undefined}
          disabled={isLoading}
          autoFocus
          onChange={(value) => {
            setCode(value);
            setFormatError(null);
            setServerError(null);
          }}
          onComplete={(value) => void submit(value)}
        />
        <div aria-live="polite">
          <FormAlert message={serverError} />
        </div>
        <Button type="submit" size="lg" loading={isLoading}>
          {t('coupon.submit')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => dispatch(openModal('get-coupon', quizId === undefined ? undefined : { quizId }))}>
          {t('common:modals.couponEntry.switch')}
        </Button>
      </form>
    </ModalShell>
  );
}
