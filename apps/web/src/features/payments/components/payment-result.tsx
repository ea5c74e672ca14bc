import { CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** The success and failed pages: a big icon, the heading, what happened and what to do next. */
export function PaymentResult({
  tone,
  title,
  children,
  actions,
}: {
  tone: 'success' | 'error';
  title: string;
  children?: ReactNode;
  actions: ReactNode;
}) {
  const Icon = tone === 'success' ? CircleCheck : CircleX;
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 p-8 text-center">
      <span
        className={cn(
          'flex size-16 items-center justify-center rounded-full',
          tone === 'success' ? 'bg-primary-soft text-primary-soft-fg' : 'bg-danger-soft text-danger',
        )}
      >
        <Icon aria-hidden className="size-8" />
      </span>
      <h1 className="text-2xl font-bold text-fg">{title}</h1>
      <div role={tone === 'error' ? 'alert' : 'status'} className="flex flex-col gap-2 text-fg-muted">
        {children}
      </div>
      <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">{actions}</div>
    </Card>
  );
}
