import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders and while the browser hydrates its markup, true afterwards (and
 * at once on a page the browser renders itself): for what only exists in a browser, like the map.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
