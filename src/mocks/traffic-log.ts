/**
 * Every analytics request the mock handlers answered (GA4, Tag Manager, Insights), in the order
 * they arrived. Nothing leaves the machine in mock mode or in tests, so this is where a test, or
 * a person in the mock build's console (`window.__folioMockTraffic`), sees what would have.
 */

export type MockTrafficDestination = 'GA4' | 'GTM' | 'Insights';

export interface MockTrafficEntry {
  destination: MockTrafficDestination;
  method: string;
  url: string;
  /** The query string; GA4 and Insights carry their fields (and Insights its keys) there. */
  params: Record<string, string>;
  /** Insights: the parsed JSON (the text when it is not JSON); others: the text, or null. */
  body: unknown;
  /** The status the handler answered. */
  status: number;
}

type Listener = (entry: MockTrafficEntry) => void;

const entries: MockTrafficEntry[] = [];
const listeners = new Set<Listener>();

/** What the handlers answered since the page loaded (or the last clear), oldest first. */
export function mockTraffic(): readonly MockTrafficEntry[] {
  return [...entries];
}

export function clearMockTraffic(): void {
  entries.length = 0;
}

/** Calls `listener` with each new entry; returns the function that stops it. */
export function onMockTraffic(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For the handlers: one request and the status it was answered with. */
export function recordMockTraffic(
  destination: MockTrafficDestination,
  request: Request,
  status: number,
  body: unknown = null,
): void {
  const url = new URL(request.url);
  const entry: MockTrafficEntry = {
    destination,
    method: request.method,
    url: url.href,
    params: Object.fromEntries(url.searchParams),
    body,
    status,
  };
  entries.push(entry);
  for (const listener of listeners) listener(entry);
}
