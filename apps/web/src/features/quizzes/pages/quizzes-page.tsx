import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QuizCatalogue } from '../components/quiz-catalogue';

export default function QuizzesPage() {
  const { t } = useTranslation('quizzes');
  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.description')} />
      <QuizCatalogue withCategories />
    </>
  );
}
