import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { readServerError, type ServerProblem } from './server-errors';

/**
 * Shows a failed request the DRF way: field messages under their fields, everything else (detail,
 * 429's message, network trouble) in the form's alert region.
 */
export function useServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, formFields: ReadonlyArray<Path<T>>) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const report = (error: unknown): ServerProblem => {
    const problem = readServerError(error, formFields);
    for (const [name, message] of Object.entries(problem.fields)) setError(name as Path<T>, { type: 'server', message });
    const fallback = problem.status === 'FETCH_ERROR' ? t('status.tryAgain') : t('status.genericError');
    setAlert(problem.detail ?? (Object.keys(problem.fields).length ? null : fallback));
    return problem;
  };
  return { alert, setAlert, report };
}
