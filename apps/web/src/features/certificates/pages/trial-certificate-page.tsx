import { Award, CircleAlert, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Fact, Facts } from '@/components/ui/facts';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { readServerError } from '@/lib/forms/server-errors';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { useGetTrialCertificateQuery } from '../api';
import { CertificateActions } from '../components/certificate-actions';
import { IssuedDate } from '../components/issued-date';
import { ResultLine } from '../components/result-line';

/** The owner's certificate of one trial: the image, downloads, sharing and the verification link. */
export default function TrialCertificatePage() {
  const { t } = useTranslation(['certificates', 'common']);
  const { quizId = '', trialId = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetTrialCertificateQuery({ trialId, quizId, lang: currentLanguage() });
  const backToResult = (
    <Button asChild variant="secondary">
      <Link to={paths.results(quizId, trialId)}>{t('backToResult')}</Link>
    </Button>
  );

  if (isLoading) return <Skeleton aria-busy className="aspect-[1.414] w-full rounded-2xl" />;
  if (!data) {
    const notEligible = readServerError(error, []).code === 'certificate_not_eligible';
    return (
      <Card>
        <EmptyState
          icon={notEligible ? Award : CircleAlert}
          title={notEligible ? t('notEligible.title') : t('common:status.genericError')}
          description={notEligible ? t('notEligible.text') : t('common:status.tryAgain')}
          action={notEligible ? backToResult : <Button onClick={() => void refetch()}>{t('common:actions.retry')}</Button>}
        />
      </Card>
    );
  }

  const verifyPath = `${paths.certificate}?code=${encodeURIComponent(data.verification_code)}`;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} description={data.quiz_title} actions={backToResult} />
      <Card className="overflow-hidden p-2 sm:p-3">
        <img
          src={data.image}
          alt={t('imageAlt', { name: data.holder_name, quiz: data.quiz_title })}
          className="h-auto w-full rounded-xl bg-surface-muted"
          width={1600}
          height={1131}
        />
      </Card>
      <Card className="flex flex-col gap-4 p-6">
        <Facts>
          <Fact label={t('holder')}>{data.holder_name}</Fact>
          <Fact label={t('result.label')}>
            <ResultLine summary={data.result_summary} />
          </Fact>
          <Fact label={t('issued')}>
            <IssuedDate iso={data.issued_at} />
          </Fact>
          <Fact label={t('code')} className="font-mono tracking-wider">
            <Link to={verifyPath} dir="ltr" className="inline-flex items-center gap-1 underline-offset-4 hover:underline">
              {data.verification_code}
              <ExternalLink aria-hidden className="size-3.5" />
            </Link>
          </Fact>
        </Facts>
        <CertificateActions certificate={data} />
      </Card>
    </div>
  );
}
