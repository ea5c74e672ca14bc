import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates a page the build drew (and in that drawing), true once the app's handlers are attached:
 * a drawn form keeps its submit button disabled until then, so an early tap or Enter cannot send the form natively
 * (a GET that would put the password in the address). On a page rendered in the browser it is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
