import { useLayoutEffect, useRef } from 'react';

/**
 * Radix gives the focus back only to a `Dialog.Trigger`; our dialogs open from plain buttons (state), so Escape
 * left the focus on <body>. This remembers what had the focus when the dialog opened (a layout effect runs before
 * Radix moves the focus inside) and is the dialog's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return (event: Event) => {
    event.preventDefault();
    if (opener.current?.isConnected) opener.current.focus();
  };
}
