import type { ConversionEvent } from '@/services/insights/insights';

/** The Insights API takes at most 20 objectIDs in one event. */
export const MAX_OBJECT_IDS_PER_EVENT = 20;

/** The downloaded items as "Item Downloaded" conversions, 20 objectIDs an event. */
export function downloadConversions(objectIDs: readonly string[]): ConversionEvent[] {
  const events: ConversionEvent[] = [];
  for (let start = 0; start < objectIDs.length; start += MAX_OBJECT_IDS_PER_EVENT) {
    const chunk = objectIDs.slice(start, start + MAX_OBJECT_IDS_PER_EVENT);
    events.push({
      eventType: 'conversion',
      eventName: 'Item Downloaded',
      objectID: chunk[0] ?? '',
      objectIDs: chunk,
      queryID: null,
    });
  }
  return events;
}
