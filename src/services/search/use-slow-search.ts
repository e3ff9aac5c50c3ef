import { useEffect, useState } from 'react';

/** After this long without an answer, a screen says it is still searching. */
export const SLOW_SEARCH_MS = 2000;

/** True once `pending` has stayed true for `delayMs`; false again as soon as it ends. */
export function useSlowSearch(pending: boolean, delayMs = SLOW_SEARCH_MS): boolean {
  const [slow, setSlow] = useState(false);
  const [wasPending, setWasPending] = useState(pending);
  // A new wait starts from zero (React's "adjust state when a prop changes").
  if (pending !== wasPending) {
    setWasPending(pending);
    setSlow(false);
  }
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => setSlow(true), delayMs);
    return () => clearTimeout(timer);
  }, [pending, delayMs]);
  return pending && slow;
}
