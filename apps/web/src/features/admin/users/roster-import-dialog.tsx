import { ROSTER_MAX_ROWS, type RosterImportResponse } from '@mizan/contract/admin/users';
import { Download, FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { Button, buttonClass } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { failureText } from '../question-transfer/failure-text';
import { Working } from '../question-transfer/working';
import { useImportStudentsMutation } from './api';
import { RosterReport } from './roster-report';
import { downloadRosterTemplate, rosterForm } from './roster-template';

/**
 * Students from a CSV or XLSX file: choosing the file runs a dry run at once, whose counts and row problems come
 * before the real import is offered; the real run then reports what it did. Rows with problems are skipped, never
 * the whole file.
 */
export function RosterImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [check, checked] = useImportStudentsMutation();
  const [store, stored] = useImportStudentsMutation();

  const choose = (chosen: File) => {
    setFile(chosen);
    stored.reset();
    void check(rosterForm(chosen, true));
  };
  const close = () => {
    setFile(null);
    checked.reset();
    stored.reset();
    onClose();
  };

  const preview: RosterImportResponse | undefined = checked.data;
  const result = stored.data;
  const toImport = preview ? preview.created + preview.existing : 0;
  const failure = stored.error ?? checked.error;

  const actions = result ? (
    <Button onClick={close}>{t('roster.done')}</Button>
  ) : (
    <>
      <Button
        disabled={!preview || toImport === 0 || stored.isLoading}
        loading={stored.isLoading}
        onClick={() => file && void store(rosterForm(file, false))}
      >
        {t('roster.import', { count: toImport, n: formatNumber(toImport, lang) })}
      </Button>
      <Button variant="secondary" onClick={close}>
        {t('actions.cancel')}
      </Button>
    </>
  );

  return (
    <ModalShell
      open={open}
      onClose={close}
      title={t('roster.title')}
      description={t('roster.description')}
      actions={actions}
      className="max-w-2xl"
    >
      <div className="flex flex-col gap-4 text-start">
        {!result && (
          <>
            <Button variant="secondary" size="sm" className="w-fit" onClick={() => downloadRosterTemplate(lang)}>
              <Download aria-hidden className="size-4" />
              {t('roster.template')}
            </Button>
            {/* The input itself takes the focus (visually hidden, its label drawn as a button), so the keyboard and
                screen readers use the platform's own picker, while the words are the console's, not the browser's. */}
            <div className="flex flex-col gap-1.5">
              <input
                id={inputId}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-describedby={hintId}
                disabled={checked.isLoading || stored.isLoading}
                className="peer sr-only"
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  if (chosen) choose(chosen);
                  event.target.value = '';
                }}
              />
              <label
                htmlFor={inputId}
                className={cn(
                  buttonClass('secondary'),
                  'w-fit cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                )}
              >
                <FileUp aria-hidden className="size-4" />
                {t(file ? 'roster.chooseAnother' : 'roster.chooseFile')}
              </label>
              {file && (
                <p className="text-sm text-fg">
                  <bdi className="font-semibold">{file.name}</bdi>
                </p>
              )}
              <p id={hintId} className="text-xs text-fg-muted">
                {t('roster.fileHint', { max: formatNumber(ROSTER_MAX_ROWS, lang) })}
              </p>
            </div>
          </>
        )}
        {/* One live region for every step, so the dry run's outcome and the import's are both announced. */}
        <div aria-live="polite" className="flex flex-col gap-4">
          {(checked.isLoading || stored.isLoading) && <Working label={t(checked.isLoading ? 'roster.checking' : 'roster.importing')} />}
          {failure && !checked.isLoading && !stored.isLoading && <FormAlert message={failureText(failure, t)} />}
          {result ? (
            <>
              <FormAlert tone="success" message={t('roster.success', { count: result.created, n: formatNumber(result.created, lang) })} />
              <RosterReport report={result} />
            </>
          ) : (
            preview &&
            !checked.isLoading && (
              <>
                <p className="text-sm text-fg">{t('roster.checked', { count: preview.rows, n: formatNumber(preview.rows, lang) })}</p>
                <RosterReport report={preview} />
              </>
            )
          )}
        </div>
      </div>
    </ModalShell>
  );
}
