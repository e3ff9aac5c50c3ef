import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type LoadState<T> =
  | { status: 'idle' | 'loading' }
  | { status: 'done'; value: T }
  | { status: 'failed'; error: unknown };

/**
 * Data a screen loads for itself, once per `key` (null: not wanted yet). Only the answer for the
 * current key is shown, so a slow answer for an earlier one never overwrites a newer one, and
 * `retry` loads the current key again after a failure.
 */
export function useLoad<T>(
  key: string | null,
  load: () => Promise<T>,
): LoadState<T> & { retry: () => void } {
  const run = useEffectEvent(load);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ tag: string; state: LoadState<T> } | null>(null);
  const tag = key === null ? null : `${attempt} ${key}`;

  useEffect(() => {
    if (tag === null) return undefined;
    let current = true;
    run().then(
      (value) => current && setSettled({ tag, state: { status: 'done', value } }),
      (error: unknown) => current && setSettled({ tag, state: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
  }, [tag]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const state: LoadState<T> =
    tag === null
      ? { status: 'idle' }
      : settled?.tag === tag
        ? settled.state
        : { status: 'loading' };
  return { ...state, retry };
}
