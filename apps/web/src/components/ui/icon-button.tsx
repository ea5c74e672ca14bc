import { Suspense, lazy, useRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { afterFirstPaint, whenIdle } from '@/lib/first-paint';

// The tooltip (radix and floating-ui, 12 KB) arrives once the page has painted and is idle: it was part of every
// signed-in page's first paint on a phone, where nobody hovers (issue #17). Until then the button is the same, without
// the tooltip.
const IconTooltip = lazy(() =>
  afterFirstPaint()
    .then(whenIdle)
    .then(() => import('./icon-tooltip')),
);

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  label: string;
  /** Shown on hover and focus; defaults to the label. */
  tooltip?: string;
  children: ReactNode;
}

/** An icon-only button always has an accessible name, and its tooltip explains it to sighted users. */
export function IconButton({ label, tooltip, className, children, ...props }: IconButtonProps) {
  // The tooltip replaces the button element when it arrives: a button that had the focus then gives it to its
  // replacement (removing a focused element does not blur it, so the flag still says so).
  const focused = useRef(false);
  const button = (
    <button
      type="button"
      aria-label={label}
      onFocus={() => (focused.current = true)}
      onBlur={() => (focused.current = false)}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-lg text-fg-muted transition-colors hover:bg-surface-muted hover:text-fg',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
  return (
    <Suspense fallback={button}>
      <IconTooltip text={tooltip ?? label} focusOnArrival={focused}>
        {button}
      </IconTooltip>
    </Suspense>
  );
}
