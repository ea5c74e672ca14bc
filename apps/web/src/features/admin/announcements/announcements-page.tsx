import { CloudOff, Megaphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/language';
import { AnnouncementForm } from './announcement-form';
import { useGetAnnouncementsQuery } from './api';

const LIMIT = 20;
/** English left empty reads as the Arabic (as on the server). */
const inLanguage = (text: { ar: string; en: string }, lang: string) => (lang === 'en' && text.en ? text.en : text.ar);

/** admin/announcements: compose a message to a quiz's takers, and the ones sent, newest first. */
export default function AnnouncementsPage() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useGetAnnouncementsQuery({ page, limit: LIMIT });
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeader title={t('announcements.title')} description={t('announcements.description')} />
      <AnnouncementForm />
      <section aria-labelledby="sent-announcements" className="flex flex-col gap-3">
        <h2 id="sent-announcements" className="text-lg font-bold text-fg">
          {t('announcements.sentTitle')}
        </h2>
        {isLoading ? (
          <Skeleton className="h-32 w-full rounded-2xl" />
        ) : isError || !data ? (
          <Card>
            <EmptyState
              icon={CloudOff}
              title={t('announcements.error')}
              action={<Button onClick={() => void refetch()}>{t('common:actions.retry')}</Button>}
            />
          </Card>
        ) : data.results.length === 0 ? (
          <Card>
            <EmptyState icon={Megaphone} title={t('announcements.empty')} />
          </Card>
        ) : (
          <>
            <ol className="flex flex-col gap-3">
              {data.results.map((a) => (
                <li key={a.id}>
                  <Card className="flex flex-col gap-2 p-5">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <h3 className="font-bold text-fg">{inLanguage(a.subject, lang)}</h3>
                      <time dateTime={a.created_at} className="text-xs text-fg-muted">
                        {when.format(new Date(a.created_at))}
                      </time>
                    </div>
                    <p className="text-sm text-fg-muted">
                      {t('announcements.summary', { audience: a.audience_name, count: a.recipients_count, sender: a.sent_by ?? '—' })}
                    </p>
                    <p className="text-sm whitespace-pre-line text-fg">{inLanguage(a.body, lang)}</p>
                  </Card>
                </li>
              ))}
            </ol>
            {(data.next || data.previous) && (
              <div className="flex justify-between">
                <Button variant="secondary" disabled={!data.previous} onClick={() => setPage(page - 1)}>
                  {t('announcements.previous')}
                </Button>
                <Button variant="secondary" disabled={!data.next} onClick={() => setPage(page + 1)}>
                  {t('announcements.next')}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
