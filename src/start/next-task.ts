/**
 * Resolves (with `value`) in a task of its own, after the work already queued: long work split
 * at these points lets the page draw and respond between its parts.
 */
export function nextTask(): Promise<void>;
export function nextTask<T>(value: T): Promise<T>;
export function nextTask<T>(value?: T): Promise<T | undefined> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0));
}
