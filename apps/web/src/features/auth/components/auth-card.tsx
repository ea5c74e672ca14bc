import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** The frame of every auth page: a heading, a short explanation, the form, then links elsewhere. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-6 p-6 sm:p-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-fg">{title}</h1>
        {description && <p className="text-sm leading-relaxed text-fg-muted">{description}</p>}
      </div>
      {children}
      {footer && <div className="flex flex-col items-center gap-2 border-t border-border pt-5 text-sm text-fg-muted">{footer}</div>}
    </Card>
  );
}
