import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One titled group of an editor; the heading names the region for screen-reader navigation. */
export function FormCard({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="p-5" role="region" aria-labelledby={id}>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 id={id} className="text-lg font-bold text-fg">
            {title}
          </h2>
          {description && <p className="text-sm text-fg-muted">{description}</p>}
        </div>
        {actions}
      </div>
      <div className="flex flex-col gap-4">{children}</div>
    </Card>
  );
}
