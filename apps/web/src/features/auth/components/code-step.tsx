import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ONE_TIME_CODE_LENGTH } from '@mizan/contract/auth';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { CodeInput } from '@/components/ui/code-input';
import { readServerError } from '@/lib/forms/server-errors';
import { useCountdown } from '../use-countdown';

const RESEND_SECONDS = 60;

interface CodeStepProps {
  email: string;
  /** Sends the complete code; rejects with the RTK Query error when it is refused. */
  onVerify: (code: string) => Promise<unknown>;
  /** Asks for a new code; resolves with the server's confirmation. */
  onResend: () => Promise<{ detail: string }>;
}

/** Six boxes that submit themselves when full, and a resend button behind a 60-second wait. */
export function CodeStep({ email, onVerify, onResend }: CodeStepProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const { left, restart } = useCountdown(RESEND_SECONDS);
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [formatError, setFormatError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const fail = (reason: unknown) => {
    setError(readServerError(reason, []).detail ?? t('common:status.genericError'));
    setNotice(null);
  };
  const verify = async (value: string) => {
    if (busy) return;
    if (value.length < ONE_TIME_CODE_LENGTH)
      return setFormatError(t('errors:validation.invalid_code_format', { count: ONE_TIME_CODE_LENGTH }));
    setBusy('verify');
    setError(null);
    setFormatError(null);
    try {
      await onVerify(value);
    } catch (reason) {
      fail(reason);
      setCode('');
      setAttempt((n) => n + 1);
    } finally {
      setBusy(null);
    }
  };
  const resend = async () => {
    setBusy('resend');
    try {
      setNotice((await onResend()).detail);
      setError(null);
      restart();
    } catch (reason) {
      fail(reason);
    } finally {
      setBusy(null);
    }
  };

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void verify(code);
      }}
    >
      <p className="text-sm text-fg-muted">
        {t('code.sentTo', { count: ONE_TIME_CODE_LENGTH })}{' '}
        <bdi dir="ltr" className="font-medium text-fg">
          {email}
        </bdi>
      </p>
      <CodeInput
        key={attempt}
        label={t('code.label')}
        boxLabel={(position, length) => t('code.digit', { position, length })}
        clearLabel={t('code.clear')}
        error={formatError ?? undefined}
        disabled={busy === 'verify'}
        autoFocus
        onChange={(value) => {
          setCode(value);
          setFormatError(null);
        }}
        onComplete={(value) => void verify(value)}
      />
      <FormAlert message={error} />
      <FormAlert message={notice} tone="success" />
      <Button type="submit" size="lg" loading={busy === 'verify'}>
        {t('code.verify')}
      </Button>
      <div className="flex flex-wrap items-center justify-center gap-2 text-sm text-fg-muted">
        <span>{t('code.noCode')}</span>
        <Button variant="ghost" size="sm" onClick={() => void resend()} disabled={left > 0} loading={busy === 'resend'}>
          {left > 0 ? t('code.resendIn', { seconds: left, count: left }) : t('code.resend')}
        </Button>
      </div>
    </form>
  );
}
