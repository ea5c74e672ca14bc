import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * One step of the wizard as a labelled region. When the operator moves to it, focus goes to its heading, so a
 * screen reader announces where they are and the keyboard starts from the top of the step.
 */
export function StepSection({ title, focusHeading, children }: { title: string; focusHeading: boolean; children: ReactNode }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <h2 id={id} ref={heading} tabIndex={-1} className="text-lg font-bold text-fg focus:outline-none">
        {title}
      </h2>
      {children}
    </section>
  );
}
