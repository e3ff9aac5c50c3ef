/**
 * Search-improvement events for the search service (Algolia Insights). Sending them, with an
 * anonymous user token and behind consent, comes with the analytics issue; until then they are
 * recorded in memory so screens can emit them and tests can assert on the payloads.
 */

export interface ConversionEvent {
  eventType: 'conversion';
  eventName: 'Item Downloaded' | 'Contact Sent';
  objectID: string;
  /** The search that led here, when there was one: a conversion-after-search. */
  queryID: string | null;
}

export interface ClickEvent {
  eventType: 'click';
  eventName: 'Result Opened';
  objectID: string;
  queryID: string;
  /** 1-based absolute position in the results. */
  position: number;
}

export type InsightsEvent = ConversionEvent | ClickEvent;

const recorded: InsightsEvent[] = [];

export function sendInsightsEvent(event: InsightsEvent): void {
  recorded.push(event);
}

export function recordedInsightsEvents(): readonly InsightsEvent[] {
  return recorded;
}

export function resetInsightsRecord(): void {
  recorded.length = 0;
}
