import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { AssignmentsList } from '../assignments/assignments-list';
import { JoinClassForm } from '../assignments/join-class-form';

/** My assignments: every assignment of the student's classes, and joining a class (a join link fills the code in). */
export default function AssignmentsPage() {
  const { t } = useTranslation('dashboard');
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader title={t('assignments.title')} description={t('assignments.description')} />
      <div className="flex flex-col gap-4">
        <Card className="p-5">
          <JoinClassForm initialCode={params.get('code') ?? ''} />
        </Card>
        <AssignmentsList />
      </div>
    </>
  );
}
