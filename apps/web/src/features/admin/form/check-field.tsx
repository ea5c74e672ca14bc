import type { InputHTMLAttributes } from 'react';

/** A labelled checkbox or radio with an optional hint under it. */
export function CheckField({ label, hint, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string }) {
  return (
    <label className="flex items-start gap-2 text-sm text-fg">
      <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-primary" {...props} />
      <span className="flex flex-col">
        {label}
        {hint && <span className="text-xs text-fg-muted">{hint}</span>}
      </span>
    </label>
  );
}
