import { useEffect, useRef, useState } from 'react';

/**
 * The value, updated at most once per `delayMs`: a live region fed with it says the latest count
 * once a burst of events is over, instead of once per event.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const pending = !Object.is(value, settled);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setSettled(latest.current), delayMs);
    return () => clearTimeout(timer);
  }, [pending, settled, delayMs]);
  return settled;
}
