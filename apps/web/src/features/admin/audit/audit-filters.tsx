import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@mizan/contract/admin/audit';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { currentLanguage } from '@/lib/language';
import type { ListParams } from '../table/use-list-params';

/** Action and item as lists of their names (nobody has to guess `create_batch`), the day range, the person. */
export function AuditFilters({ list }: { list: ListParams }) {
  const { t } = useTranslation('admin');
  const collator = new Intl.Collator(currentLanguage());
  const f = list.filters as Record<string, string>;
  const choices = (kind: 'actions' | 'entities', values: readonly string[], all: string) => [
    { value: '', label: all },
    ...values.map((value) => ({ value, label: t(`audit.${kind}.${value}`) })).sort((a, b) => collator.compare(a.label, b.label)),
  ];
  return (
    <>
      <div className="w-full sm:w-48">
        <Select
          label={t('audit.entity')}
          value={f.entity}
          onChange={(e) => list.set({ entity: e.target.value, entity_id: '' })}
          options={choices('entities', AUDIT_ENTITIES, t('audit.allEntities'))}
        />
      </div>
      <div className="w-full sm:w-48">
        <Select
          label={t('audit.action')}
          value={f.action}
          onChange={(e) => list.set({ action: e.target.value })}
          options={choices('actions', AUDIT_ACTIONS, t('audit.allActions'))}
        />
      </div>
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
