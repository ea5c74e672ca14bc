import type { QuizVersionSummary } from '@mizan/contract/admin/quizzes';
import type { RegradeResponse } from '@mizan/contract/admin/regrade';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';
import { Select } from '@/components/ui/select';
import { readServerError } from '@/lib/forms/server-errors';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { useRegradeQuizMutation } from './api';
import { RegradeChanges } from './regrade-changes';

interface RegradeDialogProps {
  quizId: number;
  /** The quiz's published versions, newest first, with their attempts. */
  versions: QuizVersionSummary[];
  onClose: () => void;
}

/**
 * Regrading a version after a key correction: pick the version, preview who gains, loses or passes differently,
 * then apply exactly that after a confirmation. Choosing another version drops the preview.
 */
export function RegradeDialog({ quizId, versions, onClose }: RegradeDialogProps) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const [version, setVersion] = useState(String((versions.find((v) => v.trials_count > 0) ?? versions[0])?.number ?? ''));
  const [preview, setPreview] = useState<RegradeResponse | null>(null);
  const [applied, setApplied] = useState<RegradeResponse | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [alert, setAlert] = useState<string>();
  const [run, { isLoading, originalArgs }] = useRegradeQuizMutation();
  const running = (dryRun: boolean) => isLoading && originalArgs?.body.dry_run === dryRun;

  const send = async (dryRun: boolean) => {
    setAlert(undefined);
    try {
      const result = await run({ quizId, body: { version: Number(version), dry_run: dryRun } }).unwrap();
      if (dryRun) setPreview(result);
      else setApplied(result);
    } catch (failure) {
      setAlert(readServerError(failure, []).detail);
    }
    setConfirming(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };

  if (applied)
    return (
      <ModalShell
        open
        onClose={onClose}
        title={t('marking.regrade.title')}
        className="sm:max-w-2xl"
        actions={
          // The confirmation that had focus is gone: focus lands on the way out, after the announced success.
          <Button autoFocus onClick={onClose}>
            {t('actions.close')}
          </Button>
        }
      >
        <div className="flex flex-col gap-4 text-start">
          <FormAlert tone="success" message={t('marking.regrade.applied', { version: formatNumber(applied.version, lang) })} />
          <RegradeChanges result={applied} />
        </div>
      </ModalShell>
    );

  return (
    <ModalShell
      open
      onClose={onClose}
      title={t('marking.regrade.title')}
      description={t('marking.regrade.description')}
      className="sm:max-w-2xl"
    >
      <div className="flex flex-col gap-4 text-start">
        <FormAlert message={alert} />
        <form className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate onSubmit={submit}>
          <div className="sm:flex-1">
            <Select
              label={t('marking.regrade.version')}
              value={version}
              onChange={(e) => {
                setVersion(e.target.value);
                setPreview(null);
                setConfirming(false);
              }}
              options={versions.map((v) => ({
                value: String(v.number),
                label: t('marking.regrade.versionOption', {
                  version: formatNumber(v.number, lang),
                  count: v.trials_count,
                  n: formatNumber(v.trials_count, lang),
                }),
              }))}
            />
          </div>
          <Button type="submit" variant="secondary" loading={running(true)} disabled={!version}>
            {t('marking.regrade.preview')}
          </Button>
        </form>
        {/* The preview is announced when it arrives; the table below it is read on demand. */}
        <div role="status" aria-live="polite" className="sr-only">
          {preview &&
            t('marking.regrade.previewed', {
              count: preview.changes.length,
              n: formatNumber(preview.changes.length, lang),
            })}
        </div>
        {preview && <RegradeChanges result={preview} />}
        {preview &&
          preview.changes.length > 0 &&
          (confirming ? (
            <div role="group" aria-labelledby="regrade-confirm" className="flex flex-col gap-3 rounded-lg border border-danger p-3">
              <p id="regrade-confirm" className="text-sm">
                {t('marking.regrade.confirm', { count: preview.changes.length, n: formatNumber(preview.changes.length, lang) })}
              </p>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {t('actions.cancel')}
                </Button>
                <Button variant="danger" autoFocus loading={running(false)} onClick={() => void send(false)}>
                  {t('marking.regrade.confirmApply')}
                </Button>
              </div>
            </div>
          ) : (
            <Button className="self-end" onClick={() => setConfirming(true)}>
              {t('marking.regrade.apply')}
            </Button>
          ))}
      </div>
    </ModalShell>
  );
}
