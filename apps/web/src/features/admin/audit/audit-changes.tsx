import type { AuditEntry } from '@mizan/contract/admin/audit';
import { useTranslation } from 'react-i18next';

/** Values as stored: text as is, anything structured as compact JSON, absence as a dash. */
const show = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** An audit entry's field changes, before → after. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const changes = Object.entries(entry.changes);
  if (changes.length === 0) return <p className="text-sm text-fg-muted">{t('audit.noChanges')}</p>;
  return (
    <table className="w-full text-xs">
      <caption className="sr-only">{t('audit.changes')}</caption>
      <thead className="text-fg-muted">
        <tr>
          <th scope="col" className="py-1 pe-3 text-start font-semibold">
            {t('audit.field')}
          </th>
          <th scope="col" className="py-1 pe-3 text-start font-semibold">
            {t('audit.before')}
          </th>
          <th scope="col" className="py-1 text-start font-semibold">
            {t('audit.after')}
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map(([field, [before, after]]) => (
          <tr key={field} className="border-t border-border align-top">
            <th scope="row" className="py-1.5 pe-3 text-start font-mono font-medium" dir="ltr">
              {field}
            </th>
            <td className="max-w-xs py-1.5 pe-3 break-words text-danger" dir="auto">
              <del className="no-underline">{show(before)}</del>
            </td>
            <td className="max-w-xs py-1.5 break-words text-fg" dir="auto">
              <ins className="no-underline">{show(after)}</ins>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
