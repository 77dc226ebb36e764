import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a page rendered on the server (and in that render itself), true after, and
 * at once in a page rendered in the browser. For markup that must work before the app runs: a search
 * button stays enabled there, so that the browser can send its plain form.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
