import type { AuditEntry } from '@mizan/contract/admin/audit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { formatNumber } from '@/lib/quiz/format';

/** Console pages an entry's object has; other objects are named without a link. */
const PAGES: Partial<Record<string, (id: string) => string>> = {
  quiz: paths.adminQuiz,
  quiz_results: paths.adminQuizStatistics,
  competition: paths.adminCompetition,
  privacy_policy: paths.adminPrivacyPolicyVersion,
};

/** What an entry changed: the kind of object, its name when it has one, and its number. */
export function AuditEntity({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { entity, entity_id: id, title } = entry;
  const kind = t(`audit.entities.${entity}`, { defaultValue: entity });
  // Numbers in the reader's digits; uuids and codes stay as written.
  const shownId = id && /^\d+$/.test(id) ? formatNumber(Number(id), lang) : id;
  const page = id ? PAGES[entity]?.(id) : undefined;
  const name = title ?? (shownId ? t('audit.entityN', { entity: kind, id: shownId }) : kind);
  return (
    <span className="flex max-w-sm min-w-40 flex-col">
      <span className="text-xs text-fg-muted">
        {kind}
        {title && shownId && (
          <>
            {' · '}
            <bdi>#{shownId}</bdi>
          </>
        )}
      </span>
      {page ? (
        <Link to={page} className="line-clamp-2 font-medium text-primary hover:underline" dir="auto">
          {name}
        </Link>
      ) : (
        <span className="line-clamp-2 font-medium" dir="auto">
          {name}
        </span>
      )}
    </span>
  );
}
