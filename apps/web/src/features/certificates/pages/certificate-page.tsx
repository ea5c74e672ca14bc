import { BadgeCheck, CircleAlert, SearchX, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { VERIFICATION_CODE_LENGTH, VerificationCode } from '@mizan/contract/certificates';
import { Fact, Facts } from '@/components/ui/facts';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { readServerError } from '@/lib/forms/server-errors';
import { currentLanguage } from '@/lib/language';
import { useVerifyCertificateQuery } from '../api';
import { CodeForm } from '../components/code-form';
import { CredentialStatus } from '../components/credential-status';
import { IssuedDate } from '../components/issued-date';
import { ResultLine } from '../components/result-line';

/** Public verification of a certificate by its code (`/certificate?code=…`), for anyone the holder shows it to. */
export default function CertificatePage() {
  const { t } = useTranslation(['certificates', 'common']);
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const wellFormed = VerificationCode.safeParse(code).success;
  const {
    currentData: data,
    error,
    isFetching,
    refetch,
  } = useVerifyCertificateQuery({ code, lang: currentLanguage() }, { skip: !wellFormed });
  const unknown = !wellFormed || readServerError(error, []).status === 404;

  let body;
  if (!code) body = null;
  else if (isFetching) body = <Skeleton aria-busy className="h-72 w-full rounded-2xl" />;
  else if (data?.status === 'valid')
    body = (
      <Card className="flex flex-col gap-5 p-6">
        <p className="flex items-center gap-2 text-lg font-bold text-primary-soft-fg">
          <BadgeCheck aria-hidden className="size-6" />
          {t('verify.valid')}
        </p>
        <Facts>
          <Fact label={t('holder')} emphasis>
            {data.holder_name}
          </Fact>
          <Fact label={t('quiz')} emphasis>
            {data.quiz_title}
          </Fact>
          <Fact label={t('issued')}>
            <IssuedDate iso={data.issued_at} />
          </Fact>
          <Fact label={t('result.label')}>
            <ResultLine summary={data.result_summary} />
          </Fact>
        </Facts>
        <CredentialStatus code={code} />
        <img
          src={data.image}
          alt={t('imageAlt', { name: data.holder_name, quiz: data.quiz_title })}
          className="h-auto w-full rounded-xl border border-border"
        />
      </Card>
    );
  else if (data?.status === 'revoked')
    body = (
      <Card className="flex flex-col gap-4 pb-6">
        <EmptyState icon={ShieldX} title={t('verify.revoked')} description={t('verify.revokedText', { quiz: data.quiz_title })} />
        <div className="px-6">
          <CredentialStatus code={code} />
        </div>
      </Card>
    );
  else if (unknown)
    body = (
      <Card>
        <EmptyState icon={SearchX} title={t('verify.unknown')} description={t('verify.unknownText', { count: VERIFICATION_CODE_LENGTH })} />
      </Card>
    );
  else
    body = (
      <Card>
        <EmptyState
          icon={CircleAlert}
          title={t('common:status.genericError')}
          description={t('common:status.tryAgain')}
          action={<Button onClick={() => void refetch()}>{t('common:actions.retry')}</Button>}
        />
      </Card>
    );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1 text-center">
        <h1 className="text-2xl font-bold text-fg">{t('verify.title')}</h1>
        <p className="text-sm text-fg-muted">{t('verify.intro')}</p>
      </header>
      <CodeForm key={code} initial={code} />
      <div aria-live="polite">{body}</div>
    </div>
  );
}
