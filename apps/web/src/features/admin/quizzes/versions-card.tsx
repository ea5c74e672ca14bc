import type { AdminQuizDetail } from '@mizan/contract/admin/quizzes';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatDate, formatNumber } from '@/lib/quiz/format';
import { FormCard } from '../form/form-card';

/** Published versions, newest first: each is frozen, and trials keep the one they started on. */
export function VersionsCard({ quiz }: { quiz: AdminQuizDetail }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  return (
    <>
      <FormCard title={t('editor.versions')}>
        {quiz.versions.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-fg-muted">
            <History aria-hidden className="size-4" />
            {t('editor.noVersions')}
          </p>
        ) : (
          <ol className="flex flex-col divide-y divide-border">
            {quiz.versions.map((v) => (
              <li key={v.id} className="flex flex-col gap-0.5 py-2 text-sm">
                <span className="font-semibold text-fg">
                  {t('editor.versionN', { n: formatNumber(v.number, lang) })}
                  {v.number === quiz.current_version && <span className="ms-2 text-xs text-primary">{t('editor.current')}</span>}
                </span>
                <time dateTime={v.created_at} className="text-xs text-fg-muted">
                  {formatDate(v.created_at, lang)}
                </time>
                <span className="text-xs text-fg-muted">
                  <bdi>{v.created_by ?? '—'}</bdi> ·{' '}
                  {t('editor.questionsCount', { count: v.questions_count, n: formatNumber(v.questions_count, lang) })} ·{' '}
                  {t('editor.trialsCount', { count: v.trials_count, n: formatNumber(v.trials_count, lang) })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </FormCard>
      {quiz.problems.length > 0 && (
        <FormCard title={t('editor.toPublish')}>
          <ul className="flex list-disc flex-col gap-1 ps-5 text-sm text-fg-muted">
            {quiz.problems.map((p, i) => (
              <li key={i}>{p.message}</li>
            ))}
          </ul>
        </FormCard>
      )}
    </>
  );
}
