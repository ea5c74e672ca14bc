import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A form's message region: errors are announced at once (role=alert), confirmations politely (role=status). */
export function FormAlert({ message, tone = 'error' }: { message: string | null | undefined; tone?: 'error' | 'success' }) {
  if (!message) return null;
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-lg px-3 py-2.5 text-sm leading-relaxed',
        tone === 'error' ? 'bg-danger-soft text-danger' : 'bg-primary-soft text-primary-soft-fg',
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>{message}</p>
    </div>
  );
}
