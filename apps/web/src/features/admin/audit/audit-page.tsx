import type { AuditEntry } from '@mizan/contract/admin/audit';
import type { ColumnDef } from '@tanstack/react-table';
import { ChevronDown } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { formatDate, formatNumber } from '@/lib/quiz/format';
import { DataTable } from '../table/data-table';
import { useListParams, type ListParams } from '../table/use-list-params';
import { useGetAuditQuery } from './api';
import { AuditChanges } from './audit-changes';

const FILTERS = ['entity', 'entity_id', 'action', 'actor', 'from', 'to'] as const;

export default function AuditPage() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const list = useListParams(FILTERS);
  const f = list.filters;
  const { data, isLoading } = useGetAuditQuery({
    ...list.query,
    entity: f.entity || undefined,
    entity_id: f.entity_id || undefined,
    action: f.action || undefined,
    actor: f.actor || undefined,
    from: f.from || undefined,
    to: f.to || undefined,
  });

  const columns = useMemo<ColumnDef<AuditEntry>[]>(
    () => [
      {
        id: 'expand',
        header: () => <span className="sr-only">{t('audit.changes')}</span>,
        cell: ({ row }) => (
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={row.getIsExpanded()}
            aria-label={t(row.getIsExpanded() ? 'table.collapse' : 'table.expand')}
            onClick={row.getToggleExpandedHandler()}
          >
            <ChevronDown aria-hidden className={cn('size-4 transition-transform', row.getIsExpanded() && 'rotate-180')} />
            {formatNumber(Object.keys(row.original.changes).length, lang)}
          </Button>
        ),
      },
      {
        id: 'created_at',
        enableSorting: true,
        header: t('audit.when'),
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.created_at, lang)}</span>,
      },
      {
        id: 'actor',
        header: t('audit.actor'),
        cell: ({ row }) => {
          const actor = row.original.actor;
          if (!actor) return <span className="text-fg-muted">{t('audit.system')}</span>;
          return (
            <button
              type="button"
              onClick={() => list.set({ actor: actor.id })}
              className="text-start hover:underline"
              title={t('audit.byActor')}
            >
              <span className="block font-medium">{actor.fullname}</span>
              <bdi dir="ltr" className="text-xs text-fg-muted">
                {actor.email}
              </bdi>
            </button>
          );
        },
      },
      { id: 'action', header: t('audit.action'), cell: ({ row }) => <code className="text-xs">{row.original.action}</code> },
      {
        id: 'entity',
        header: t('audit.entity'),
        cell: ({ row }) => {
          const { entity, entity_id } = row.original;
          const label = (
            <code className="text-xs" dir="ltr">
              {entity}
              {entity_id && ` #${entity_id}`}
            </code>
          );
          // A quiz entry leads to its editor; other entities have no page of their own yet.
          return entity === 'quiz' && entity_id ? (
            <Link to={paths.adminQuiz(entity_id)} className="text-primary hover:underline">
              {label}
            </Link>
          ) : (
            label
          );
        },
      },
    ],
    [t, lang, list],
  );

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title={t('audit.title')} description={t('audit.description')} />
      <DataTable
        label={t('audit.title')}
        columns={columns}
        data={data}
        loading={isLoading}
        list={list}
        getRowId={(e) => String(e.id)}
        searchLabel={t('audit.search')}
        empty={t('audit.empty')}
        filters={<AuditFilters list={list} />}
        renderExpanded={(entry) => <AuditChanges entry={entry} />}
      />
    </div>
  );
}

function AuditFilters({ list }: { list: ListParams }) {
  const { t } = useTranslation('admin');
  const f = list.filters as Record<string, string>;
  const text = (name: string, label: string) => (
    <div className="w-full sm:w-36">
      <Input
        label={label}
        dir="ltr"
        defaultValue={f[name]}
        onBlur={(e) => list.set({ [name]: e.target.value.trim() })}
        onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
      />
    </div>
  );
  return (
    <>
      {text('entity', t('audit.entity'))}
      {text('action', t('audit.action'))}
      <div className="w-full sm:w-40">
        <Input type="date" label={t('audit.from')} value={f.from} onChange={(e) => list.set({ from: e.target.value })} />
      </div>
      <div className="w-full sm:w-40">
        <Input type="date" label={t('audit.to')} value={f.to} onChange={(e) => list.set({ to: e.target.value })} />
      </div>
      {f.actor && (
        <Button size="sm" variant="secondary" onClick={() => list.set({ actor: '' })}>
          {t('audit.clearActor')}
        </Button>
      )}
    </>
  );
}
