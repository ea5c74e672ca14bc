import { ChevronDown } from 'lucide-react';
import type { SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './control-class';
import { Field } from './field';

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  hint?: string;
  error?: string;
  /** Options with a `group` are shown under it (e.g. cities by region), after the ungrouped ones. */
  options: ReadonlyArray<SelectOption>;
}

export interface SelectOption {
  value: string;
  label: string;
  group?: string;
}

const optionsOf = (options: ReadonlyArray<SelectOption>) =>
  options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));

function grouped(options: ReadonlyArray<SelectOption>) {
  const groups = new Map<string, SelectOption[]>();
  for (const o of options) if (o.group !== undefined) groups.set(o.group, [...(groups.get(o.group) ?? []), o]);
  return (
    <>
      {optionsOf(options.filter((o) => o.group === undefined))}
      {[...groups].map(([label, items]) => (
        <optgroup key={label} label={label}>
          {optionsOf(items)}
        </optgroup>
      ))}
    </>
  );
}

/** A native select: the platform picker is the most accessible one on phones. */
export function Select({ label, hint, error, options, className, ...props }: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <select
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={cn(controlClass, 'h-10 appearance-none pe-9', className)}
            {...props}
          >
            {grouped(options)}
          </select>
          <ChevronDown aria-hidden className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted" />
        </div>
      )}
    </Field>
  );
}
