import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useRenderedLoad } from './rendered-loads';

export type LoadState<T> =
  | { status: 'idle' | 'loading' }
  | { status: 'done'; value: T }
  | { status: 'failed'; error: unknown };

/**
 * Data a screen loads for itself, once per `key` (null: not wanted yet). Only the answer for the
 * current key is shown, so a slow answer for an earlier one never overwrites a newer one, and
 * `retry` loads the current key again after a failure.
 *
 * `renderedAs` names a load whose value is JSON-safe: a page rendered at build time then carries
 * it (rendered-loads.tsx), and the browser starts from it instead of loading it again.
 */
export function useLoad<T>(
  key: string | null,
  load: () => Promise<T>,
  { renderedAs }: { renderedAs?: string } = {},
): LoadState<T> & { retry: () => void } {
  const run = useEffectEvent(load);
  const [attempt, setAttempt] = useState(0);
  const rendered = useRenderedLoad(renderedAs, key, load);
  // The page's own value stands for the first attempt at its key: nothing to load for it.
  const [renderedTag] = useState(() => (rendered && key !== null ? `0 ${key}` : null));
  const [settled, setSettled] = useState<{ tag: string; state: LoadState<T> } | null>(() =>
    rendered && renderedTag
      ? { tag: renderedTag, state: { status: 'done', value: rendered.value } }
      : null,
  );
  const tag = key === null ? null : `${attempt} ${key}`;

  useEffect(() => {
    if (tag === null || tag === renderedTag) return undefined;
    let current = true;
    run().then(
      (value) => current && setSettled({ tag, state: { status: 'done', value } }),
      (error: unknown) => current && setSettled({ tag, state: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
  }, [tag, renderedTag]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const state: LoadState<T> =
    tag === null
      ? { status: 'idle' }
      : settled?.tag === tag
        ? settled.state
        : { status: 'loading' };
  return { ...state, retry };
}
