import { CircleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useGetPersonalInfoQuery } from '../api';
import { needsPersonalInfo } from '../form-model';
import { PersonalInfoForm } from './personal-info-form';

export interface BeforeStartProps {
  quizId: string;
  /** The quiz may start now: nothing is asked, everything required is saved, or the form was just saved. */
  onReady: () => void;
  onCancel: () => void;
}

/** The step between the instructions and the start confirmation for quizzes that require personal information. */
export function PersonalInfoGate({ quizId, onReady, onCancel }: BeforeStartProps) {
  const { t } = useTranslation(['personal-info', 'common']);
  const { data, isError, refetch } = useGetPersonalInfoQuery(quizId, { refetchOnMountOrArgChange: true });
  const ready = !!data && !needsPersonalInfo(data);

  useEffect(() => {
    if (ready) onReady();
    // onReady is a fresh closure every render of the parent; calling it once per readiness is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  if (isError)
    return (
      <Card>
        <EmptyState
          icon={CircleAlert}
          title={t('loadError')}
          description={t('common:status.tryAgain')}
          action={<Button onClick={() => void refetch()}>{t('common:actions.retry')}</Button>}
        />
      </Card>
    );
  if (!data || ready) return <Skeleton className="h-80 w-full rounded-2xl" />;
  return (
    <Card className="p-6">
      <PersonalInfoForm quizId={quizId} detail={data} onSaved={onReady} onBack={onCancel} />
    </Card>
  );
}
