import { ChevronDown, Search } from 'lucide-react';
import { Fragment, useState, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass } from '@/components/ui/control-class';
import { Field } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { filterByName } from '../form-model';

export interface LookupGroup {
  title?: string;
  options: { value: string; label: string }[];
}

interface LookupSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: string;
  groups: LookupGroup[];
  placeholder: string;
  /** Long lists get a search box (Arabic-aware) that narrows the options. */
  searchable?: boolean;
  value: string;
}

const narrow = (groups: LookupGroup[], query: string, keep: string) =>
  groups
    .map((g) => {
      const named = g.options.map((o) => ({ ...o, name: o.label }));
      const found = new Set(filterByName(named, query).map((o) => o.value));
      return { ...g, options: g.options.filter((o) => found.has(o.value) || o.value === keep) };
    })
    .filter((g) => g.options.length > 0);

const SEARCH_FROM = 8;

/** A native select (the platform picker suits phones and screen readers) with an optional search box above it. */
export function LookupSelect({ label, error, hint, groups, placeholder, searchable, className, value, ...props }: LookupSelectProps) {
  const { t } = useTranslation('personal-info');
  const [query, setQuery] = useState('');
  // A search box only helps on long lists (countries, cities, schools), not on a handful of options.
  const withSearch = searchable && groups.reduce((n, g) => n + g.options.length, 0) > SEARCH_FROM;
  const shown = withSearch ? narrow(groups, query, value) : groups;
  const renderOptions = (options: LookupGroup['options']) =>
    options.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="flex flex-col gap-2">
          {withSearch && (
            <div className="relative">
              <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted" />
              <input
                type="search"
                value={query}
                disabled={props.disabled}
                onChange={(e) => setQuery(e.target.value)}
                aria-label={t('search', { field: label })}
                aria-controls={id}
                placeholder={t('searchPlaceholder')}
                className={cn(controlClass, 'h-9 ps-9 text-sm')}
              />
            </div>
          )}
          <div className="relative">
            <select
              id={id}
              value={value}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={cn(controlClass, 'h-10 appearance-none pe-9', className)}
              {...props}
            >
              <option value="">{placeholder}</option>
              {shown.map((g, i) =>
                g.title ? (
                  <optgroup key={g.title} label={g.title}>
                    {renderOptions(g.options)}
                  </optgroup>
                ) : (
                  <Fragment key={i}>{renderOptions(g.options)}</Fragment>
                ),
              )}
            </select>
            <ChevronDown aria-hidden className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted" />
          </div>
          {withSearch && query && (
            <p className="sr-only" aria-live="polite">
              {t('matches', { count: shown.reduce((n, g) => n + g.options.length, 0) })}
            </p>
          )}
        </div>
      )}
    </Field>
  );
}
