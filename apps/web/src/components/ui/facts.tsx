import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A two-column list of labelled facts (holder, date, result…), one column on phones. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>;
}

/** One fact of a `Facts` list; `emphasis` sets the value in large bold type. */
export function Fact({
  label,
  emphasis,
  className,
  children,
}: {
  label: string;
  emphasis?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className={cn(emphasis ? 'text-lg font-bold' : 'font-medium', 'text-fg', className)}>{children}</dd>
    </div>
  );
}
