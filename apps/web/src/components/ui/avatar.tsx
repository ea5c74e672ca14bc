import { cn } from '@/lib/cn';

const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0))
    .join('');

/** The picture when there is one, else the initials; decorative because the name is always shown beside it. */
export function Avatar({ src, name, className }: { src?: string | null; name: string; className?: string }) {
  const base = cn('size-10 shrink-0 rounded-full', className);
  if (src) return <img src={src} alt="" className={cn(base, 'object-cover')} />;
  return (
    <span aria-hidden className={cn(base, 'flex items-center justify-center bg-primary-soft text-sm font-bold text-primary-soft-fg')}>
      {initialsOf(name)}
    </span>
  );
}
