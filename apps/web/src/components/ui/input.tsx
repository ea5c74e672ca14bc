import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './control-class';
import { Field } from './field';

interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  error?: string;
}

export function Input({ label, hint, error, className, ...props }: InputProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={cn(controlClass, 'h-10', className)}
          {...props}
        />
      )}
    </Field>
  );
}
