import type { AdminCompetition } from '@mizan/contract/admin/competitions';
import type { Language } from '@mizan/contract/i18n';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';

/** The title in the page's language; an empty English title falls back to the Arabic one. */
export const competitionTitle = (competition: Pick<AdminCompetition, 'title'>, lang: Language) =>
  (lang === 'en' && competition.title.en) || competition.title.ar;

/** "12" or "12 of 500": joined, against the cap when there is one. */
export function ParticipantsText({ competition }: { competition: AdminCompetition }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { participants_count: joined, max_participants: max } = competition;
  return (
    <span className="whitespace-nowrap tabular-nums">
      {max === null
        ? formatNumber(joined, lang)
        : t('competitions.participantsOf', { joined: formatNumber(joined, lang), max: formatNumber(max, lang) })}
    </span>
  );
}
