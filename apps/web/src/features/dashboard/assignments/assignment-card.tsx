import type { StudentAssignment } from '@mizan/contract/assignments';
import { Play, RotateCcw, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { formatDate, formatNumber } from '@/lib/quiz/format';
import { ClosesIn } from './closes-in';

const TONES: Record<StudentAssignment['status'], string> = {
  upcoming: 'bg-surface-muted text-fg-muted',
  open: 'bg-primary-soft text-primary-soft-fg',
  done: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  missed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

interface AssignmentCardProps {
  assignment: StudentAssignment;
  receivedAt: number;
  onChanged: () => void;
}

/** One assignment: its classes and window, a countdown while open, and what the student can do now. */
export function AssignmentCard({ assignment, receivedAt, onChanged }: AssignmentCardProps) {
  const { t } = useTranslation('dashboard');
  const lang = currentLanguage();
  const { quiz, status } = assignment;
  const titleId = `assignment-${assignment.id}`;
  const left = assignment.attempts_allowed == null ? null : Math.max(0, assignment.attempts_allowed - assignment.attempts_used);
  return (
    <article aria-labelledby={titleId} className="flex w-full flex-col gap-2 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="font-bold text-fg">
          {quiz.title}
        </h3>
        <span className={cn('rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[status])}>
          {t(`assignments.status.${status}`)}
        </span>
      </div>
      {assignment.groups.length > 0 && <p className="text-xs text-fg-muted">{assignment.groups.join('، ')}</p>}
      <p className="text-sm text-fg-muted">
        {status === 'upcoming'
          ? t('assignments.opensOn', { date: formatDate(assignment.opens_at, lang) })
          : t(status === 'missed' ? 'assignments.closedOn' : 'assignments.closesOn', { date: formatDate(assignment.closes_at, lang) })}
      </p>
      {status === 'open' && !assignment.trial_in_progress && Date.parse(assignment.closes_at) > Date.now() && (
        <ClosesIn closesAt={assignment.closes_at} serverNow={assignment.server_now} receivedAt={receivedAt} onClosed={onChanged} />
      )}
      {status === 'open' && left != null && (
        <p className="text-xs text-fg-muted">{t('assignments.attemptsLeft', { count: left, n: formatNumber(left, lang) })}</p>
      )}
      {status === 'open' && (left == null || left > 0 || assignment.trial_in_progress) && (
        <Button asChild size="sm" className="self-start">
          <Link
            to={
              assignment.trial_in_progress ? `${paths.instructions(quiz.id)}?step=0&show_instructions=false` : paths.instructions(quiz.id)
            }
          >
            {assignment.trial_in_progress ? (
              <RotateCcw aria-hidden className="size-4" />
            ) : (
              <Play aria-hidden className="size-4 rtl:-scale-x-100" />
            )}
            {t(assignment.trial_in_progress ? 'assignments.resume' : 'assignments.start')}
          </Link>
        </Button>
      )}
      {status === 'done' && assignment.last_trial && (
        <Button asChild size="sm" variant="secondary" className="self-start">
          <Link to={paths.results(quiz.id, assignment.last_trial)}>
            <Trophy aria-hidden className="size-4" />
            {t('assignments.result')}
          </Link>
        </Button>
      )}
    </article>
  );
}
