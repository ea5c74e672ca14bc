import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** The way back from a quiz's attempts, marking, live monitor or evidence review to its editor. */
export function BackToQuiz({ quizId }: { quizId: number }) {
  const { t } = useTranslation('admin');
  return (
    <Link to={paths.adminQuiz(quizId)} className="inline-flex items-center gap-1 self-start text-sm text-primary hover:underline">
      <ArrowRight aria-hidden className="size-4 ltr:-scale-x-100" />
      {t('marking.backToQuiz')}
    </Link>
  );
}
