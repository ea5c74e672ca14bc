import type { ImportResponse } from '@mizan/contract/admin/question-transfer';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { failureText } from './failure-text';
import { ImportSummary } from './import-summary';
import { PreviewList } from './preview-list';
import { ProblemsTable } from './problems-table';
import { Working } from './working';

interface CheckStepProps {
  report: ImportResponse | undefined;
  loading: boolean;
  failure: unknown;
  onBack: () => void;
  onImport: () => void;
}

/** Step 2: the dry run's report (nothing is stored yet), then the choice to import what parsed. */
export function CheckStep({ report, loading, failure, onBack, onImport }: CheckStepProps) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const count = report?.created ?? 0;
  return (
    <>
      <div role="status">
        {loading ? (
          <Working label={t('transfer.checking')} />
        ) : (
          report && <ImportSummary report={{ ...report, problems: report.errors.length }} />
        )}
      </div>
      {!loading && failure !== undefined && <FormAlert message={failureText(failure, t)} />}
      {!loading && report && (
        <>
          {report.errors.length > 0 ? (
            <ProblemsTable problems={report.errors} />
          ) : (
            <FormAlert tone="success" message={t('transfer.noProblems')} />
          )}
          <PreviewList questions={report.questions} />
        </>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="secondary" onClick={onBack}>
          {t('transfer.back')}
        </Button>
        {!loading && report && (
          <Button disabled={count === 0} onClick={onImport}>
            {t('transfer.importN', { count, n: formatNumber(count, lang) })}
          </Button>
        )}
      </div>
    </>
  );
}
