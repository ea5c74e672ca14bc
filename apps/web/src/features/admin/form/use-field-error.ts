import { get, useFormContext } from 'react-hook-form';
import { useFormText } from '@/lib/forms/use-form-text';

/**
 * The localized error of a (nested) field of the surrounding form, e.g. `sections.2.count`. A list's own error
 * moves to `<list>.root` when its items have errors too (an empty question: no correct option and empty options).
 */
export function useFieldError() {
  const {
    formState: { errors },
  } = useFormContext();
  const text = useFormText();
  return (name: string): string | undefined => text(get(errors, name)) ?? text(get(errors, `${name}.root`));
}
