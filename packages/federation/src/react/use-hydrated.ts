import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False on the server and while the browser hydrates its HTML; true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
