import { Eye, PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { allowLeaving } from '../leave-guard';

/** An operator's preview is not a real attempt: it says so, and leads back to the quiz's editor. */
export function PreviewBar({ quizId }: { quizId: string }) {
  const { t } = useTranslation('player');
  return (
    <section
      aria-label={t('preview.label')}
      className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-dashed border-primary bg-primary-soft px-4 py-3 text-primary-soft-fg"
    >
      <Eye aria-hidden className="size-5 shrink-0" />
      <p className="min-w-56 flex-1 text-sm">
        <strong className="font-bold">{t('preview.label')}</strong> · {t('preview.notice')}
      </p>
      <Button asChild size="sm" variant="secondary">
        {/* The preview trial counts nowhere: leaving it needs no confirmation. */}
        <Link to={paths.adminQuiz(quizId)} onClick={allowLeaving}>
          <PencilLine aria-hidden className="size-4" />
          {t('preview.back')}
        </Link>
      </Button>
    </section>
  );
}
