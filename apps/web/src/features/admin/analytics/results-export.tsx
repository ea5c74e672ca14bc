import type { ExportFormat } from '@mizan/contract/admin/common';
import type { ResultsExportQuery } from '@mizan/contract/admin/question-transfer';
import { Download, FileSpreadsheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDownload } from '../shell/use-download';
import { useExportQuizResultsMutation } from './api';

/**
 * Downloads every completed trial of the version and days the page's filters choose (all attempts: the sheet is
 * a record of results, not a measure), one row each, as CSV or Excel.
 */
export function ResultsExport({ quizId, query }: { quizId: number; query: Omit<ResultsExportQuery, 'format'> }) {
  const { t } = useTranslation('admin');
  const save = useDownload();
  const [exportResults, { isLoading, originalArgs }] = useExportQuizResultsMutation();
  const download = (format: ExportFormat) =>
    void save(() => exportResults({ id: quizId, query: { ...query, format } }).unwrap(), `quiz-${quizId}-results.${format}`);
  const busy = (format: ExportFormat) => isLoading && originalArgs?.query.format === format;

  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold text-fg">{t('statistics.resultsTitle')}</h2>
        <p className="text-sm text-fg-muted">{t('statistics.resultsDescription')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" loading={busy('csv')} onClick={() => download('csv')}>
          <Download aria-hidden className="size-4" />
          {t('statistics.exportResultsCsv')}
        </Button>
        <Button variant="secondary" loading={busy('xlsx')} onClick={() => download('xlsx')}>
          <FileSpreadsheet aria-hidden className="size-4" />
          {t('statistics.exportResultsXlsx')}
        </Button>
      </div>
    </Card>
  );
}
