import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { formatNumber, formatPercent } from '@/lib/quiz/format';
import { useGetCollusionQuery } from './api';

/**
 * Pairs of attempts with improbably similar answers (#32, collusion analysis of the current version): each with what
 * a reviewer weighs (identical answers, how many wrong, what independent work would give, answers saved in lockstep).
 * A lead for a person to follow, never a finding.
 */
export function CollusionCard({ quizId }: { quizId: number }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { data, isLoading } = useGetCollusionQuery(quizId);
  const n = (value: number, digits = 0) => formatNumber(value, lang, digits);
  return (
    <Card className="flex flex-col gap-3 p-5" role="region" aria-labelledby="collusion-title">
      <div className="flex flex-col gap-1">
        <h2 id="collusion-title" className="text-lg font-bold text-fg">
          {t('integrity.collusion.title')}
        </h2>
        <p className="text-sm text-fg-muted">{t('integrity.collusion.description')}</p>
      </div>
      {isLoading || !data ? (
        <Skeleton className="h-20" />
      ) : data.too_few ? (
        <p className="text-sm text-fg-muted">{t('integrity.collusion.tooFew', { attempts: n(data.attempts), items: n(data.items) })}</p>
      ) : data.pairs.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('integrity.collusion.none', { attempts: n(data.attempts) })}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('integrity.collusion.title')}</caption>
            <thead className="text-xs text-fg-muted">
              <tr>
                <th scope="col" className="p-2 text-start">
                  {t('integrity.collusion.pair')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('integrity.collusion.identical')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('integrity.collusion.expected')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('integrity.collusion.lockstep')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {data.pairs.map((p) => (
                <tr key={`${p.a.trial}-${p.b.trial}`}>
                  <td className="p-2 whitespace-nowrap" dir="ltr">
                    <Link to={paths.adminTrial(p.a.trial)} className="text-primary hover:underline">
                      {p.a.candidate}
                    </Link>{' '}
                    ·{' '}
                    <Link to={paths.adminTrial(p.b.trial)} className="text-primary hover:underline">
                      {p.b.candidate}
                    </Link>
                  </td>
                  <td className="p-2">
                    {t('integrity.collusion.identicalValue', { identical: n(p.identical), wrong: n(p.identical_wrong) })}
                  </td>
                  <td className="p-2">{n(p.expected, 1)}</td>
                  <td className="p-2">{formatPercent(p.lockstep * 100, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
