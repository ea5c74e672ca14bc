import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './control-class';
import { Field } from './field';

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line field; `dir="auto"` so Arabic and English text each read in their own direction. */
export function TextArea({ label, hint, error, className, ref, ...props }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          ref={ref}
          dir="auto"
          rows={3}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={cn(controlClass, 'resize-y py-2 leading-relaxed', className)}
          {...props}
        />
      )}
    </Field>
  );
}
