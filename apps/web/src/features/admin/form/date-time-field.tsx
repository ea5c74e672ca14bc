import { useController } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { useFieldError } from './use-field-error';

/** An ISO instant as the value of a datetime-local input (the operator's own time zone), and back. */
const toLocalInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** A nullable instant of the surrounding form, typed in the operator's time zone and kept as ISO. */
export function DateTimeField({ name, label, hint, disabled }: { name: string; label: string; hint?: string; disabled?: boolean }) {
  const { field } = useController({ name });
  const error = useFieldError()(name);
  return (
    <Input
      type="datetime-local"
      label={label}
      hint={hint}
      error={error}
      disabled={disabled}
      value={toLocalInput(field.value as string | null)}
      onChange={(e) => field.onChange(e.target.value ? new Date(e.target.value).toISOString() : null)}
      onBlur={field.onBlur}
    />
  );
}
