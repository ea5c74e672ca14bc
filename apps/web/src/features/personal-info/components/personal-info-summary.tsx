import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PersonalInfoData } from '@mizan/contract/personal-info';
import { Fact, Facts } from '@/components/ui/facts';
import { Card } from '@/components/ui/card';
import { currentLanguage } from '@/lib/language';
import { formatDate } from '@/lib/quiz/format';
import { useGetPersonalInfoQuery } from '../api';

const formatBirthDate = (iso: string) =>
  formatDate(`${iso}T00:00:00Z`, currentLanguage(), { dateOnly: true, dateStyle: 'long', timeZone: 'UTC' });

/** The personal information the student gave for this quiz, shown on the result page (nothing when none was asked). */
export function PersonalInfoSummary() {
  const { t } = useTranslation('personal-info');
  const { quizId = '' } = useParams();
  const { data } = useGetPersonalInfoQuery(quizId);
  const saved = data?.data;
  if (!saved) return null;
  const rows: [string, string | null][] = [
    ['degree', saved.degree_label],
    ['country', saved.country_name],
    ['city', saved.city_name],
    ['school', saved.school_name],
    ['gender', saved.gender && t(`gender.${saved.gender}`)],
    ['birth_date', saved.birth_date && formatBirthDate(saved.birth_date)],
  ] satisfies [keyof PersonalInfoData, string | null][];
  return (
    <Card className="flex flex-col gap-3 p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold text-fg">
        <UserRound aria-hidden className="size-5 text-primary" />
        {t('summaryTitle')}
      </h2>
      <Facts>
        {rows
          .filter(([, value]) => value)
          .map(([field, value]) => (
            <Fact key={field} label={t(`fields.${field}`)}>
              {value}
            </Fact>
          ))}
      </Facts>
    </Card>
  );
}
