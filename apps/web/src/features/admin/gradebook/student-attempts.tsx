import type { GradebookAttempt, GradebookStudent } from '@mizan/contract/admin/gradebook';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { formatDate, formatPercent } from '@/lib/quiz/format';
import { nameIn } from '../schools/names';
import { useGetGradebookStudentQuery } from './api';
import { StatusBadge } from './status-badge';

/** A side sheet with every attempt the student made of each assignment's quiz; each opens in the attempt review. */
export function StudentAttempts({ groupId, student, onClose }: { groupId: number; student: GradebookStudent | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const returnFocus = useReturnFocus(student !== null);
  return (
    <Dialog.Root open={student !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed inset-y-0 end-0 z-50 flex w-full max-w-xl flex-col overflow-y-auto border-s border-border bg-surface p-6 text-fg shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="flex flex-col gap-1">
              <Dialog.Title className="text-lg font-bold">{t('gradebook.attemptsOf', { name: student?.fullname ?? '' })}</Dialog.Title>
              <Dialog.Description className="text-sm text-fg-muted">{t('gradebook.attemptsDescription')}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label={t('actions.close')}>
                <X aria-hidden className="size-4" />
              </Button>
            </Dialog.Close>
          </div>
          {student && <Attempts groupId={groupId} userId={student.id} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Attempts({ groupId, userId }: { groupId: number; userId: string }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { data, isError, refetch } = useGetGradebookStudentQuery({ id: groupId, userId });
  if (isError)
    return (
      <div role="alert" className="mt-6 flex flex-col items-start gap-3 text-sm">
        {t('gradebook.loadError')}
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  if (!data) return <Skeleton className="mt-6 h-48" />;
  const result = (a: GradebookAttempt) =>
    a.status === 'in_progress'
      ? t('gradebook.running')
      : a.marking === 'pending'
        ? t('gradebook.awaitingMark')
        : a.percentage === null
          ? '—'
          : formatPercent(a.percentage, lang);
  return (
    <div className="mt-6 flex flex-col gap-6">
      {data.assignments.map((assignment) => (
        <section key={assignment.id} aria-labelledby={`attempts-${assignment.id}`} className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`attempts-${assignment.id}`} className="font-semibold">
              {nameIn(assignment.quiz.title, lang)}
            </h3>
            <StatusBadge cell={assignment.cell} />
          </div>
          <p className="text-xs text-fg-muted">
            {t('gradebook.windowRange', { from: formatDate(assignment.opens_at, lang), until: formatDate(assignment.closes_at, lang) })}
            {assignment.own_window && ` · ${t('gradebook.ownWindow')}`}
          </p>
          {assignment.attempts.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('gradebook.noAttempts')}</p>
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">{t('gradebook.attemptsOf', { name: nameIn(assignment.quiz.title, lang) })}</caption>
              <thead className="text-xs text-fg-muted">
                <tr>
                  <th scope="col" className="py-1 text-start font-semibold">
                    {t('gradebook.startedAt')}
                  </th>
                  <th scope="col" className="py-1 text-start font-semibold">
                    {t('gradebook.result')}
                  </th>
                  <th scope="col" className="py-1 text-start font-semibold">
                    <span className="sr-only">{t('gradebook.attempt')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {assignment.attempts.map((a) => (
                  <tr key={a.id} className="border-t border-border">
                    <td className="py-2">
                      {formatDate(a.started_at, lang)}
                      {a.counted && (
                        <span className="ms-2 rounded bg-primary-soft px-1.5 text-xs text-primary-soft-fg">{t('gradebook.counts')}</span>
                      )}
                      {!a.in_window && <span className="ms-2 text-xs text-fg-muted">{t('gradebook.outsideWindow')}</span>}
                    </td>
                    <td className="py-2">{result(a)}</td>
                    <td className="py-2 text-end">
                      <Link
                        to={paths.adminTrial(a.id)}
                        className="text-primary hover:underline"
                        aria-label={t('gradebook.viewAttempt', { date: formatDate(a.started_at, lang) })}
                      >
                        {t('gradebook.view')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </div>
  );
}
