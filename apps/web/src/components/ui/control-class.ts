import { cn } from '@/lib/cn';

/**
 * The look of every text box and select. Apart from the form fields (the `forms` chunk with react-hook-form) so
 * the player's answer inputs can use it without loading a form library.
 */
export const controlClass = cn(
  'w-full rounded-lg border border-border bg-surface px-3 text-fg placeholder:text-fg-muted',
  'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
  'aria-invalid:border-danger disabled:opacity-60',
);
