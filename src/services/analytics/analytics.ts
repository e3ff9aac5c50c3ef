/**
 * The one `track()` API the app calls for analytics (GA4 and Tag Manager come with the analytics
 * issue, behind consent). Until then events are only recorded in memory, so screens can already
 * send them and tests can see what was sent; nothing leaves the browser.
 */

export type AnalyticsEvent =
  | { name: 'file_download'; params: { item_id: string; file_name: string; rendition: string } }
  | { name: 'generate_lead'; params: { item_id: string; form: 'contact' } }
  | { name: 'share'; params: { item_id: string; method: 'web-share' | 'copy-link' } }
  | { name: 'view_item'; params: { item_id: string; item_type: string } };

const recorded: AnalyticsEvent[] = [];
const listeners = new Set<(event: AnalyticsEvent) => void>();

export function track(event: AnalyticsEvent): void {
  recorded.push(event);
  for (const listener of listeners) listener(event);
}

/** Every event tracked since the page loaded (or since the last reset), oldest first. */
export function recordedAnalyticsEvents(): readonly AnalyticsEvent[] {
  return recorded;
}

export function onAnalyticsEvent(listener: (event: AnalyticsEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests start from a clean record. */
export function resetAnalyticsRecord(): void {
  recorded.length = 0;
}
