/**
 * Resolves (with `value`) in a task of its own, after the work already queued: long work split
 * at these points lets the page draw and respond between its parts.
 */
export function nextTask<T = void>(value?: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value as T), 0));
}
