import { cn } from '@/lib/cn';

const ARABIC = /[\u0600-\u06FF]/;

/** First letters of the first and last names, skipping the Arabic article so "سارة العتيبي" gives "س ع". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  const letters = picked.map((word) =>
    word
      .replace(/^ال(?=\S{2,})/, '')
      .charAt(0)
      .toLocaleUpperCase(),
  );
  // Arabic letters would join into one glyph; a thin space keeps them legible as initials.
  return letters.join(letters.some((l) => ARABIC.test(l)) ? '\u2009' : '');
}

/** The picture when there is one, else the initials; decorative because the name is always available beside it. */
export function Avatar({ src, name, className }: { src?: string | null; name: string; className?: string }) {
  const base = cn('size-10 shrink-0 rounded-full', className);
  if (src) return <img src={src} alt="" className={cn(base, 'object-cover')} />;
  return (
    <span aria-hidden className={cn(base, 'flex items-center justify-center bg-primary-soft text-sm font-bold text-primary-soft-fg')}>
      {initialsOf(name)}
    </span>
  );
}
