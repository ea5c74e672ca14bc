import type { ExportFormat } from '@mizan/contract/admin/common';
import { GradebookStatus, type GradebookStudent } from '@mizan/contract/admin/gradebook';
import { AlertTriangle, ArrowRight, ClipboardList, Download, FileSpreadsheet, SearchX, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { nameIn } from '../schools/names';
import { useDownload } from '../shell/use-download';
import { useExportGradebookMutation, useGetGradebookQuery } from './api';
import { GradebookTable } from './gradebook-table';
import { StudentAttempts } from './student-attempts';

/** A class's gradebook: students × assignments, sorted by the server, filtered by status here, exported as CSV or Excel. */
export default function GradebookPage() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const id = Number(useParams().groupId);
  const valid = Number.isInteger(id) && id > 0;
  const [ordering, setOrdering] = useState('name');
  const [status, setStatus] = useState('');
  const [assignment, setAssignment] = useState('');
  const [student, setStudent] = useState<GradebookStudent | null>(null);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetGradebookQuery({ id, ordering }, { skip: !valid });
  const [exportGradebook, exporting] = useExportGradebookMutation();
  const save = useDownload();
  const download = (format: ExportFormat) =>
    void save(() => exportGradebook({ id, ordering, format }).unwrap(), `group-${id}-gradebook.${format}`);
  const busy = (format: ExportFormat) => exporting.isLoading && exporting.originalArgs?.format === format;
  const sort = (key: string) => setOrdering(ordering === key ? `-${key}` : key);

  const students = useMemo(() => {
    if (!data || !status) return data?.students ?? [];
    const column = data.assignments.findIndex((a) => String(a.id) === assignment);
    return data.students.filter((s) => (column < 0 ? s.cells.some((c) => c.status === status) : s.cells[column]?.status === status));
  }, [data, status, assignment]);

  const notFound = !valid || (isError && (error as { status?: number }).status === 404);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <Link to={paths.adminGroup(id)} className="inline-flex items-center gap-1 self-start text-sm text-primary hover:underline">
        <ArrowRight aria-hidden className="size-4 ltr:-scale-x-100" />
        {t('gradebook.backToGroup')}
      </Link>
      <PageHeader
        title={data ? `${t('gradebook.title')}: ${nameIn(data.group.name, lang)}` : t('gradebook.title')}
        description={t('gradebook.description')}
        actions={
          data && data.students.length > 0 && data.assignments.length > 0 ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" loading={busy('csv')} onClick={() => download('csv')}>
                <Download aria-hidden className="size-4" />
                {t('gradebook.exportCsv')}
              </Button>
              <Button variant="secondary" loading={busy('xlsx')} onClick={() => download('xlsx')}>
                <FileSpreadsheet aria-hidden className="size-4" />
                {t('gradebook.exportXlsx')}
              </Button>
            </div>
          ) : undefined
        }
      />
      {notFound ? (
        <EmptyState icon={SearchX} title={t('groups.notFound')} />
      ) : isError ? (
        <div role="alert">
          <EmptyState
            icon={AlertTriangle}
            title={t('gradebook.loadError')}
            action={
              <Button variant="secondary" onClick={() => void refetch()}>
                {t('actions.retry')}
              </Button>
            }
          />
        </div>
      ) : isLoading || !data ? (
        <Skeleton className="h-96" />
      ) : data.students.length === 0 ? (
        <EmptyState icon={Users} title={t('gradebook.noStudents')} />
      ) : data.assignments.length === 0 ? (
        <EmptyState icon={ClipboardList} title={t('gradebook.noAssignments')} />
      ) : (
        <Card className="overflow-hidden">
          <div className="grid grid-cols-1 items-end gap-3 border-b border-border p-4 sm:flex sm:flex-wrap">
            <Select
              label={t('gradebook.statusFilter')}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
              options={[
                { value: '', label: t('gradebook.allStatuses') },
                ...GradebookStatus.options.map((s) => ({ value: s, label: t(`gradebook.statuses.${s}`) })),
              ]}
            />
            <Select
              label={t('gradebook.filterAssignment')}
              value={assignment}
              disabled={!status}
              onChange={(event) => setAssignment(event.target.value)}
              options={[
                { value: '', label: t('gradebook.anyAssignment') },
                ...data.assignments.map((a) => ({ value: String(a.id), label: nameIn(a.quiz.title, lang) })),
              ]}
            />
            <p className="text-sm text-fg-muted sm:ms-auto" aria-live="polite">
              {t('gradebook.studentsCount', { count: students.length })}
            </p>
          </div>
          <div aria-busy={isFetching || undefined}>
            {students.length === 0 ? (
              <EmptyState icon={SearchX} title={t('gradebook.noMatch')} />
            ) : (
              <GradebookTable gradebook={data} students={students} ordering={ordering} onSort={sort} onStudent={setStudent} />
            )}
          </div>
        </Card>
      )}
      <StudentAttempts groupId={id} student={student} onClose={() => setStudent(null)} />
    </div>
  );
}
