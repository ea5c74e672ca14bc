import type { Quiz } from '@mizan/contract/quizzes';
import { Clock, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';

/** Duration (or untimed) and question count, the two facts a student checks first. */
export function QuizMeta({ quiz }: { quiz: Pick<Quiz, 'duration_minutes' | 'questions_count'> }) {
  const { t } = useTranslation('quizzes');
  const lang = currentLanguage();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted">
      <li className="flex items-center gap-1.5">
        <Clock aria-hidden className="size-4" />
        {quiz.duration_minutes === null
          ? t('meta.untimed')
          : t('meta.minutes', { count: quiz.duration_minutes, value: formatNumber(quiz.duration_minutes, lang) })}
      </li>
      <li className="flex items-center gap-1.5">
        <ListChecks aria-hidden className="size-4" />
        {t('meta.questions', { count: quiz.questions_count, value: formatNumber(quiz.questions_count, lang) })}
      </li>
    </ul>
  );
}
