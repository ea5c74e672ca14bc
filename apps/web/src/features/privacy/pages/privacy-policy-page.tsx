import { CloudOff, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { RichText } from '@/components/ui/rich-text';
import { currentLanguage } from '@/lib/language';
import { formatDate } from '@/lib/quiz/format';
import { useGetPrivacyPolicyQuery } from '../api';

function PolicySkeleton() {
  return (
    <div className="flex flex-col gap-8" aria-hidden>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-3">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      ))}
    </div>
  );
}

export default function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation();
  const { data, isLoading, isError, isFetching, refetch } = useGetPrivacyPolicyQuery(currentLanguage(), { skip: !i18n.language });
  const sections = data?.results ?? [];
  const lang = currentLanguage();

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title={t('privacy.title')} description={t('privacy.description')} />
      <Card className="p-6 sm:p-8" aria-busy={isLoading || undefined}>
        {isLoading ? (
          <>
            <span className="sr-only" role="status">
              {t('status.loading')}
            </span>
            <PolicySkeleton />
          </>
        ) : isError ? (
          <EmptyState
            icon={CloudOff}
            title={t('privacy.error')}
            description={t('status.tryAgain')}
            action={
              <Button variant="secondary" loading={isFetching} onClick={() => void refetch()}>
                {t('actions.retry')}
              </Button>
            }
          />
        ) : sections.length === 0 ? (
          <EmptyState icon={ShieldCheck} title={t('privacy.empty')} />
        ) : (
          <div className="flex flex-col gap-8">
            {sections[0] && (
              <p className="text-sm text-fg-muted">
                {t('privacy.effectiveSince', { date: formatDate(sections[0].updated_at, lang, { dateOnly: true }) })}
              </p>
            )}
            {sections.map((section) => (
              <section key={section.id} aria-labelledby={`policy-${section.id}`} className="flex flex-col gap-2">
                <h2 id={`policy-${section.id}`} className="text-lg font-bold text-fg">
                  {section.title}
                </h2>
                <RichText className="leading-loose text-fg-muted" html={section.content} />
              </section>
            ))}
          </div>
        )}
      </Card>
    </div>
  );
}
