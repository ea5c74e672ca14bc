import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './control-class';
import { Field } from './field';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  showLabel: string;
  hideLabel: string;
  hint?: string;
  error?: string;
  /** Shown under the field, e.g. a strength meter. */
  below?: ReactNode;
}

/** A password field whose text can be shown, so a long passphrase can be checked before sending. */
export function PasswordInput({ label, showLabel, hideLabel, hint, error, below, className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <>
          <div className="relative">
            <input
              id={id}
              type={visible ? 'text' : 'password'}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={cn(controlClass, 'h-10 pe-11', className)}
              {...props}
            />
            <button
              type="button"
              onClick={() => setVisible((v) => !v)}
              aria-label={visible ? hideLabel : showLabel}
              aria-pressed={visible}
              aria-controls={id}
              className="absolute end-1 top-1/2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
            >
              {visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
            </button>
          </div>
          {below}
        </>
      )}
    </Field>
  );
}
