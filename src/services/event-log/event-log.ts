/**
 * Every analytics, tag-manager and insights event the app emits, in the order it emitted them,
 * with what became of it. The event inspector (QA) reads this; it is kept from the first page
 * load, so the drawer shows events that happened before it was opened.
 */

export type EventDestination = 'GA4' | 'GTM' | 'Insights';

/**
 * - `sending`: handed over, the answer is not in yet (Insights requests)
 * - `sent`: handed to the destination (GA4/GTM) or answered with success (Insights)
 * - `blocked`: the visitor has not agreed to this purpose, so it was dropped, never queued
 * - `failed`: the destination refused it or could not be reached; `detail` says how
 * - `dropped`: never sent by design (e.g. InstantSearch's usage telemetry); `detail` says why
 */
export type EventStatus = 'sending' | 'sent' | 'blocked' | 'failed' | 'dropped';

export interface LoggedEvent {
  id: number;
  /** Epoch milliseconds. */
  time: number;
  destination: EventDestination;
  name: string;
  payload: unknown;
  status: EventStatus;
  detail?: string;
}

/** Enough for a long QA session; the oldest entries go first. */
const MAX_ENTRIES = 1000;

let entries: LoggedEvent[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function logEvent(entry: Omit<LoggedEvent, 'id' | 'time'>): LoggedEvent {
  const logged: LoggedEvent = { ...entry, id: nextId++, time: Date.now() };
  entries = [...entries, logged].slice(-MAX_ENTRIES);
  notify();
  return logged;
}

/** Records what became of an event after it was logged (an answer arrived, or none did). */
export function updateLoggedEvent(
  id: number,
  change: Pick<LoggedEvent, 'status'> & { detail?: string },
): void {
  if (!entries.some((entry) => entry.id === id)) return;
  entries = entries.map((entry) => (entry.id === id ? { ...entry, ...change } : entry));
  notify();
}

/** The log as an immutable snapshot (a new array after every change, for useSyncExternalStore). */
export function loggedEvents(): readonly LoggedEvent[] {
  return entries;
}

export function subscribeEventLog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearEventLog(): void {
  entries = [];
  notify();
}
