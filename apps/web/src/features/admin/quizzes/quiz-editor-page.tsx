import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useGetAdminQuizQuery } from './api';
import { QuizEditor } from './quiz-editor';

/** /admin/quizzes/new and /admin/quizzes/:quizId: the same editor, empty or loaded. */
export default function QuizEditorPage() {
  const { t } = useTranslation('admin');
  const { quizId } = useParams();
  const id = quizId ? Number(quizId) : null;
  const { data, isLoading, isError, refetch } = useGetAdminQuizQuery(id ?? 0, { skip: id === null });

  if (id === null) return <QuizEditor key="new" quiz={null} />;
  if (isLoading)
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4" aria-hidden>
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    );
  if (isError || !data)
    return (
      <Card className="mx-auto max-w-xl">
        <EmptyState
          icon={CloudOff}
          title={t('editor.loadError')}
          action={<Button onClick={() => void refetch()}>{t('actions.retry')}</Button>}
        />
      </Card>
    );
  // Keyed by id, so moving to another quiz (after duplicate) starts a fresh form.
  return <QuizEditor key={data.id} quiz={data} />;
}
