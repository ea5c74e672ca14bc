import type { ImportResponse } from '@mizan/contract/admin/question-transfer';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { formatNumber } from '@/lib/quiz/format';
import { failureText } from './failure-text';
import { ImportSummary } from './import-summary';
import { ProblemsTable } from './problems-table';
import { Working } from './working';

interface ResultStepProps {
  result: ImportResponse | undefined;
  loading: boolean;
  failure: unknown;
  /** Target category id, or '' for the top level: the bank opens on it. */
  category: string;
  onBack: () => void;
  onAnother: () => void;
}

/** Step 3: the real import and what it stored; a refusal leaves the report one step back, as it was. */
export function ResultStep({ result, loading, failure, category, onBack, onAnother }: ResultStepProps) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const bank = category ? `${paths.adminBank}?category=${category}` : paths.adminBank;
  return (
    <>
      <div role="status" className="flex flex-col gap-4">
        {loading ? (
          <Working label={t('transfer.importing')} />
        ) : (
          result && (
            <>
              <p className="font-semibold text-fg">
                {t('transfer.done', { count: result.created, n: formatNumber(result.created, lang) })}
              </p>
              <ImportSummary report={result} />
            </>
          )
        )}
      </div>
      {!loading && failure !== undefined && <FormAlert message={failureText(failure, t)} />}
      {!loading && result && result.errors.length > 0 && <ProblemsTable problems={result.errors} />}
      {!loading && (
        <div className="flex flex-wrap justify-between gap-2">
          {result ? (
            <>
              <Button variant="secondary" onClick={onAnother}>
                {t('transfer.another')}
              </Button>
              <Button asChild>
                <Link to={bank}>{t('transfer.openBank')}</Link>
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={onBack}>
              {t('transfer.backToReport')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
