import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * Whether the screen shown has a search form of its own (a not-found screen's, prefilled): the
 * header then leaves its own out, so a page never offers two boxes that do the same thing.
 */
let screenForms = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(by: number): void {
  screenForms += by;
  listeners.forEach((listener) => listener());
}

/** Called by a screen while it shows its own archive search form. */
export function useScreenSearchForm(): void {
  // Before paint: the header's box is never drawn beside the screen's for a frame.
  useLayoutEffect(() => {
    change(1);
    return () => change(-1);
  }, []);
}

/** True while the screen shown has its own archive search form. */
export function useScreenHasSearchForm(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => screenForms > 0,
    () => false,
  );
}
