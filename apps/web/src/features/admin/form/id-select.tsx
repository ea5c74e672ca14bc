import { useController } from 'react-hook-form';
import { Select, type SelectOption } from '@/components/ui/select';
import { useFieldError } from './use-field-error';
import { numberOrNull } from './values';

interface IdSelectProps {
  name: string;
  label: string;
  emptyLabel: string;
  options: ReadonlyArray<SelectOption>;
  hint?: string;
  disabled?: boolean;
}

/**
 * A nullable id chosen from options that load after the form: controlled, so the saved id shows once its
 * option arrives instead of being lost by an uncontrolled select.
 */
export function IdSelect({ name, label, emptyLabel, options, hint, disabled }: IdSelectProps) {
  const { field } = useController({ name });
  const error = useFieldError()(name);
  return (
    <Select
      label={label}
      hint={hint}
      disabled={disabled}
      error={error}
      name={field.name}
      value={field.value == null ? '' : String(field.value)}
      onChange={(e) => field.onChange(numberOrNull(e.target.value))}
      onBlur={field.onBlur}
      options={[{ value: '', label: emptyLabel }, ...options]}
    />
  );
}
