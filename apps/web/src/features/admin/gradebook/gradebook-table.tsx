import type { GradebookAssignment, GradebookResponse, GradebookStudent } from '@mizan/contract/admin/gradebook';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { formatDate, formatNumber, formatPercent } from '@/lib/quiz/format';
import { nameIn } from '../schools/names';
import { StatusBadge } from './status-badge';

interface GradebookTableProps {
  gradebook: GradebookResponse;
  students: GradebookStudent[];
  ordering: string;
  onSort: (key: string) => void;
  onStudent: (student: GradebookStudent) => void;
}

/**
 * Students × assignments as a real table: the student's name heads each row (and stays in view while the table
 * scrolls sideways), each assignment heads a column with its window, class average and completions. Headers sort
 * (name, or an assignment's percentages); a cell opens the attempt it shows.
 */
export function GradebookTable({ gradebook, students, ordering, onSort, onStudent }: GradebookTableProps) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const title = (a: GradebookAssignment) => nameIn(a.quiz.title, lang);
  const sortState = (key: string) => (ordering === key ? 'ascending' : ordering === `-${key}` ? 'descending' : 'none');
  const sortIcon = (key: string) => {
    const Icon = { ascending: ArrowUp, descending: ArrowDown, none: ArrowUpDown }[sortState(key)];
    return <Icon aria-hidden className="size-3.5 shrink-0" />;
  };
  const sticky = 'sticky start-0 z-10 border-e border-border';

  return (
    <div className="overflow-x-auto" data-testid="gradebook-scroll">
      <table className="w-max min-w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{t('gradebook.caption', { name: nameIn(gradebook.group.name, lang) })}</caption>
        <thead className="text-xs text-fg-muted">
          <tr>
            <th scope="col" aria-sort={sortState('name')} className={`${sticky} bg-surface-muted px-4 py-3 text-start align-bottom`}>
              <button type="button" onClick={() => onSort('name')} className="inline-flex items-center gap-1 font-semibold hover:text-fg">
                {t('gradebook.student')}
                {sortIcon('name')}
              </button>
            </th>
            {gradebook.assignments.map((a) => (
              <th
                key={a.id}
                scope="col"
                aria-sort={sortState(String(a.id))}
                className="min-w-40 bg-surface-muted px-3 py-3 text-start align-bottom font-normal"
              >
                <button
                  type="button"
                  onClick={() => onSort(String(a.id))}
                  className="inline-flex items-start gap-1 text-start font-semibold text-fg hover:text-primary"
                >
                  {title(a)}
                  {sortIcon(String(a.id))}
                </button>
                <span className="mt-1 block whitespace-nowrap">
                  {t('gradebook.windowRange', {
                    from: formatDate(a.opens_at, lang, { dateOnly: true }),
                    until: formatDate(a.closes_at, lang, { dateOnly: true }),
                  })}
                </span>
                <span className="block whitespace-nowrap">
                  {a.average === null ? t('gradebook.noAverage') : t('gradebook.average', { value: formatPercent(a.average, lang) })}
                </span>
                <span className="block whitespace-nowrap">
                  {t('gradebook.completedOf', {
                    done: formatNumber(a.completed, lang),
                    total: formatNumber(gradebook.students.length, lang),
                  })}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {students.map((s) => (
            <tr key={s.id} className="group">
              <th scope="row" className={`${sticky} border-t bg-surface px-4 py-2 text-start font-normal group-hover:bg-surface-muted`}>
                <button type="button" onClick={() => onStudent(s)} className="font-medium text-primary hover:underline">
                  {s.fullname}
                </button>
                <bdi dir="ltr" className="block text-xs text-fg-muted">
                  {s.email}
                </bdi>
              </th>
              {s.cells.map((cell, i) => (
                <td key={cell.assignment} className="border-t border-border px-3 py-2 group-hover:bg-surface-muted/60">
                  {cell.trial ? (
                    <Link
                      to={paths.adminTrial(cell.trial)}
                      className="rounded-md focus-visible:outline-2 focus-visible:outline-ring"
                      title={t('gradebook.openAttempt', { name: s.fullname, quiz: title(gradebook.assignments[i]!) })}
                    >
                      <StatusBadge cell={cell} />
                    </Link>
                  ) : (
                    <StatusBadge cell={cell} />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
