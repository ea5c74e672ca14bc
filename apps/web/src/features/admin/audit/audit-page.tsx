import type { AuditEntry } from '@mizan/contract/admin/audit';
import type { ColumnDef } from '@tanstack/react-table';
import { ChevronDown } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatDate, formatNumber } from '@/lib/quiz/format';
import { DataTable } from '../table/data-table';
import { useListParams } from '../table/use-list-params';
import { useGetAuditQuery } from './api';
import { AuditChanges } from './audit-changes';
import { AuditEntity } from './audit-entity';
import { AuditFilters } from './audit-filters';

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
        id: 'action',
        header: t('audit.action'),
        cell: ({ row }) => t(`audit.actions.${row.original.action}`, { defaultValue: row.original.action }),
      },
      { id: 'entity', header: t('audit.entity'), cell: ({ row }) => <AuditEntity entry={row.original} /> },
      {
        id: 'created_at',
        enableSorting: true,
        header: t('audit.when'),
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.created_at, lang)}</span>,
      },
      {
        id: 'actor',
        header: t('audit.actor'),
        // A phone's width goes to what happened, to what and when; who did it shows from md up.
        meta: { className: 'hidden md:table-cell' },
        cell: ({ row }) => {
          const actor = row.original.actor;
          const key = row.original.api_key;
          if (!actor && key) return <span className="font-medium">{t('audit.apiKey', { name: key.name })}</span>;
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
