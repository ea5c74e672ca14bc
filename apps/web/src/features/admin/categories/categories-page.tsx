import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { BankCategoriesCard } from './bank-categories-card';
import { QuizCategoriesCard } from './quiz-categories-card';

export default function CategoriesPage() {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader title={t('categories.title')} description={t('categories.description')} />
      <div className="grid gap-6 lg:grid-cols-2">
        <BankCategoriesCard />
        <QuizCategoriesCard />
      </div>
    </div>
  );
}
