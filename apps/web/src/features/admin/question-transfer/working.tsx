import { Spinner } from '@/components/ui/spinner';

/**
 * Shown while the file uploads and the server reads it. The browser's fetch reports no upload progress, so the
 * bar says "working" rather than a share; the wizard's live region around it announces the label.
 */
export function Working({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center gap-2 text-sm text-fg">
        <Spinner />
        {label}
      </p>
      <div role="progressbar" aria-label={label} className="h-1.5 overflow-hidden rounded-full bg-surface-muted">
        <div className="h-full w-full animate-pulse rounded-full bg-primary" />
      </div>
    </div>
  );
}
