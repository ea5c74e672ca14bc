import { cn } from '@/lib/cn';

/** First letters of the first and last names, skipping the Arabic article so "سارة العتيبي" gives "س" and "ع". */
export function initialsOf(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) =>
    word
      .replace(/^ال(?=\S{2,})/, '')
      .charAt(0)
      .toLocaleUpperCase(),
  );
}

/** The picture when there is one, else the initials; decorative because the name is always available beside it. */
export function Avatar({ src, name, className }: { src?: string | null; name: string; className?: string }) {
  const base = cn('size-10 shrink-0 rounded-full', className);
  if (src) return <img src={src} alt="" className={cn(base, 'object-cover')} />;
  return (
    // Each initial is its own flex item, so Arabic letters do not join into one word. A thin space between them did
    // that before, but the font has no glyph for it and every page with an Arabic name fetched the whole Latin subset
    // looking for one (issue #17). `dir="auto"` orders them as the name reads, also an Arabic name on an English page.
    <span
      aria-hidden
      dir="auto"
      className={cn(base, 'flex items-center justify-center gap-0.5 bg-primary-soft text-sm font-bold text-primary-soft-fg')}
    >
      {initialsOf(name).map((letter, i) => (
        <span key={i}>{letter}</span>
      ))}
    </span>
  );
}
