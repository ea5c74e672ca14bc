import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { decodeMessage } from './zod-form';

/** Turns a react-hook-form error into text in the current language (errors:validation.* for client checks). */
export function useFormText() {
  const { t } = useTranslation('errors');
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    const decoded = decodeMessage(error.message);
    if (!decoded) return error.message;
    return t(decoded.key.includes(':') ? decoded.key : `validation.${decoded.key}`, decoded.params);
  };
}
