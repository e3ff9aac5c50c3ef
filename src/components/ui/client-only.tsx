import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};

/**
 * False while a page is rendered in Node and while the browser hydrates it, true from then on
 * (and at once in an app drawn from nothing): what depends on this browser (its storage, its
 * address, its consent) is drawn only after hydration, so the page's HTML and the hydrating
 * render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Draws `children` only in the browser, after hydration (see `useHydrated`). */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
