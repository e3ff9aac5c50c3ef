import { useLayoutEffect } from 'react';

/**
 * Runs `retry` when the browser says it is back online, so a search that failed for want of a
 * connection recovers without a click. Pass null when there is nothing to retry. Listening from
 * the commit that shows the failure (a layout effect), not after the paint: an `online` event in
 * between would otherwise be missed, and the message would stay.
 */
export function useRetryWhenOnline(retry: (() => void) | null): void {
  useLayoutEffect(() => {
    if (!retry) return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
}
