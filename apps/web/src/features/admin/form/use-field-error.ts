import { get, useFormContext } from 'react-hook-form';
import { useFormText } from '@/lib/forms/use-form-text';

/** The localized error of a (nested) field of the surrounding form, e.g. `sections.2.count`. */
export function useFieldError() {
  const {
    formState: { errors },
  } = useFormContext();
  const text = useFormText();
  return (name: string): string | undefined => text(get(errors, name));
}
