import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The balance mark ("mizan" means balance) with the product name; the name is the accessible text. */
export function Logo({ className, compact }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold text-fg', className)}>
      <svg viewBox="0 0 64 64" aria-hidden className="size-9 shrink-0">
        <rect width="64" height="64" rx="14" className="fill-primary" />
        <g fill="none" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" className="stroke-primary-fg">
          <path d="M32 13v36M20 49h24M14 21h36" />
          <path d="M14 21 8 35h12zM50 21l-6 14h12z" />
        </g>
        <circle cx="32" cy="13" r="3.5" className="fill-primary-fg" />
      </svg>
      <span className={cn('text-xl', compact && 'sr-only')}>{t('app.name')}</span>
    </span>
  );
}
