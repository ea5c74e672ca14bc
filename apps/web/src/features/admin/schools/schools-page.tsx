import type { AdminSchool } from '@mizan/contract/admin/schools';
import type { ColumnDef } from '@tanstack/react-table';
import { Merge, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Select } from '@/components/ui/select';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { DataTable } from '../table/data-table';
import { useListParams, type ListParams } from '../table/use-list-params';
import { useGetSchoolCitiesQuery, useGetSchoolsQuery } from './api';
import { MergeDialog } from './merge-dialog';
import { cityOptions, nameIn } from './names';
import { SchoolDialog } from './school-dialog';
import { useDeleteSchool } from './use-delete-school';

const FILTERS = ['city'] as const;

/** The schools students pick by city in their personal information: add, rename, merge duplicates, delete unused. */
export default function SchoolsPage() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const list = useListParams(FILTERS);
  const city = Number(list.filters.city) || undefined;
  const { data, isLoading } = useGetSchoolsQuery({ ...list.query, city });
  const [editing, setEditing] = useState<AdminSchool | 'new' | null>(null);
  const [merging, setMerging] = useState<AdminSchool | null>(null);
  const remove = useDeleteSchool(setMerging);
  const askDelete = remove.ask;

  const columns = useMemo<ColumnDef<AdminSchool>[]>(
    () => [
      {
        id: 'name',
        enableSorting: true,
        header: t('schools.name'),
        cell: ({ row }) => <SchoolName school={row.original} />,
      },
      // Phones show the city and the count under the name instead, so the actions stay on screen.
      {
        id: 'city',
        header: t('schools.city'),
        meta: { className: 'hidden md:table-cell' },
        cell: ({ row }) => nameIn(row.original.city.name, lang),
      },
      {
        id: 'students_count',
        enableSorting: true,
        header: t('schools.students'),
        meta: { className: 'hidden md:table-cell' },
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {t('schools.studentCount', { count: row.original.students_count, n: formatNumber(row.original.students_count, lang) })}
          </span>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('schools.actions')}</span>,
        cell: ({ row }) => {
          const name = nameIn(row.original.name, lang);
          return (
            <div className="flex justify-end gap-1">
              <IconButton label={t('schools.editOf', { name })} tooltip={t('actions.edit')} onClick={() => setEditing(row.original)}>
                <Pencil aria-hidden className="size-4" />
              </IconButton>
              <IconButton label={t('schools.mergeOf', { name })} tooltip={t('schools.merge')} onClick={() => setMerging(row.original)}>
                <Merge aria-hidden className="size-4" />
              </IconButton>
              <IconButton
                label={t('schools.deleteOf', { name })}
                tooltip={t('actions.delete')}
                className="hover:text-danger"
                onClick={() => askDelete(row.original)}
              >
                <Trash2 aria-hidden className="size-4" />
              </IconButton>
            </div>
          );
        },
      },
    ],
    [t, lang, askDelete],
  );

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title={t('schools.title')}
        description={t('schools.description')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-4" />
            {t('schools.new')}
          </Button>
        }
      />
      <DataTable
        label={t('schools.title')}
        columns={columns}
        data={data}
        loading={isLoading}
        list={list}
        getRowId={(s) => String(s.id)}
        searchLabel={t('schools.search')}
        empty={t('schools.empty')}
        filters={<CityFilter list={list} />}
      />
      {editing && <SchoolDialog school={editing === 'new' ? undefined : editing} city={city} onClose={() => setEditing(null)} />}
      {merging && <MergeDialog school={merging} onClose={() => setMerging(null)} />}
      {remove.dialog}
    </div>
  );
}

function CityFilter({ list }: { list: ListParams }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { data: cities = [] } = useGetSchoolCitiesQuery();
  return (
    <div className="w-full sm:w-56">
      <Select
        label={t('schools.city')}
        value={list.filters.city}
        onChange={(e) => list.set({ city: e.target.value })}
        options={[{ value: '', label: t('schools.allCities') }, ...cityOptions(cities, lang)]}
      />
    </div>
  );
}

/** The name in the page's language, the other one under it (each isolated in its own direction), and on phones the city and count. */
function SchoolName({ school }: { school: AdminSchool }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const other = lang === 'en' ? school.name.ar : school.name.en;
  return (
    <span className="flex flex-col gap-0.5">
      <span className="font-medium">
        <bdi lang={lang === 'en' && school.name.en ? 'en' : 'ar'}>{nameIn(school.name, lang)}</bdi>
      </span>
      {other && other !== nameIn(school.name, lang) && (
        <span className="text-xs text-fg-muted">
          <bdi lang={lang === 'en' ? 'ar' : 'en'}>{other}</bdi>
        </span>
      )}
      <span className="flex flex-wrap gap-x-3 text-xs text-fg-muted md:hidden">
        <span>{nameIn(school.city.name, lang)}</span>
        <span>{t('schools.studentCount', { count: school.students_count, n: formatNumber(school.students_count, lang) })}</span>
      </span>
    </span>
  );
}
