import { Tooltip } from 'radix-ui';
import { useEffect, useRef, type ReactElement, type RefObject } from 'react';

/** The tooltip of an icon button (icon-button.tsx), with its own provider so no layout has to load radix's. */
export default function IconTooltip({
  text,
  focusOnArrival,
  children,
}: {
  text: string;
  /** Whether the button this one replaces had the focus. */
  focusOnArrival: RefObject<boolean>;
  children: ReactElement;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnArrival.current) trigger.current?.focus();
  }, [focusOnArrival]);
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild ref={trigger}>
          {children}
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content sideOffset={6} className="z-50 rounded-md bg-fg px-2 py-1 text-xs text-bg shadow">
            {text}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
