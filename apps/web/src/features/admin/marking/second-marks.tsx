import type { SecondMarking } from '@mizan/contract/admin/marking';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatDate, formatNumber } from '@/lib/quiz/format';

/** Both blind marks are in: a mark now is the agreed one (after a disagreement, or changing an agreed mean). */
export const agreementDue = (marking: SecondMarking | null) => marking?.state === 'disagreement' || marking?.state === 'agreed';

/** The flag of an answer whose two blind marks are too far apart to count. */
export function NeedsAgreementBadge() {
  const { t } = useTranslation('admin');
  return (
    <span className="rounded-md bg-danger-soft px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-danger">
      {t('marking.second.needsAgreement')}
    </span>
  );
}

/**
 * Second marking of one answer: what it waits for and the blind marks the viewer may see (only their own until
 * both are in; the server decides, this shows what it sent).
 */
export function SecondMarks({ marking }: { marking: SecondMarking }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const threshold = formatNumber(marking.threshold_percent, lang, 2);
  return (
    <section className="flex flex-col gap-2 rounded-xl bg-surface-muted/60 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-fg">{t('marking.second.title')}</h3>
        {marking.state === 'disagreement' ? (
          <NeedsAgreementBadge />
        ) : (
          <span className="text-fg-muted">{t(`marking.second.state.${marking.state}`)}</span>
        )}
      </div>
      <p className="text-xs text-fg-muted">{t('marking.second.rule', { threshold })}</p>
      {marking.marks.length === 0 && marking.state === 'second' && <p className="text-fg-muted">{t('marking.second.blind')}</p>}
      <ul className="flex flex-col gap-1">
        {marking.marks.map((m) => (
          <li key={m.kind}>
            <span className="font-semibold">{t(`marking.second.kind.${m.kind}`, { points: formatNumber(m.points, lang, 2) })}</span>{' '}
            <span className="text-fg-muted">
              {t('marking.markedBy', { marker: m.marker ?? t('marking.none'), when: formatDate(m.marked_at, lang) })}
            </span>
            {m.comment && (
              <span dir="auto" className="block whitespace-pre-wrap">
                {m.comment}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
