import { useState } from 'react';
import { useController } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { useFieldError } from './use-field-error';

const split = (text: string) => [
  ...new Set(
    text
      .split(/[,،]/)
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

/** Tags typed as a comma list (Arabic comma too), stored as an array as they are typed; Enter ends a tag. */
export function TagsField({ name, label, hint }: { name: string; label: string; hint: string }) {
  const { field } = useController({ name });
  const error = useFieldError()(name);
  const [text, setText] = useState(() => ((field.value as string[] | undefined) ?? []).join('، '));
  return (
    <Input
      label={label}
      hint={hint}
      error={error}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        field.onChange(split(e.target.value));
      }}
      onBlur={field.onBlur}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        // Enter ends the tag being typed, as in any tag box; it never submits the surrounding form.
        e.preventDefault();
        const tags = split(text);
        setText(tags.length ? `${tags.join('، ')}، ` : '');
      }}
    />
  );
}
