import { useEffect } from 'react';

/**
 * Runs `retry` when the browser says it is back online, so a search that failed for want of a
 * connection recovers without a click. Pass null when there is nothing to retry.
 */
export function useRetryWhenOnline(retry: (() => void) | null): void {
  useEffect(() => {
    if (!retry) return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
}
