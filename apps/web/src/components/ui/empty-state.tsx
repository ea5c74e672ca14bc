import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description?: string;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-6 py-12 text-center', className)}>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-fg">
        <Icon aria-hidden className="size-7" />
      </span>
      <p className="text-lg font-bold text-fg">{title}</p>
      {description && <p className="max-w-md text-sm leading-relaxed text-fg-muted">{description}</p>}
      {action}
    </div>
  );
}
