import type { EventDestination, LoggedEvent } from '@/services/event-log/event-log';
import { compactPayload } from './event-format';

export type DestinationFilter = EventDestination | 'all';

export const DESTINATIONS: readonly EventDestination[] = ['GA4', 'GTM', 'Insights'];

/**
 * The events to show, newest first: those of the chosen destination whose name, destination or
 * payload contains the text, in any case.
 */
export function filterEvents(
  events: readonly LoggedEvent[],
  text: string,
  destination: DestinationFilter,
): LoggedEvent[] {
  const needle = text.trim().toLowerCase();
  const matches = (event: LoggedEvent) =>
    (destination === 'all' || event.destination === destination) &&
    (needle === '' ||
      [event.name, event.destination, compactPayload(event)].some((field) =>
        field.toLowerCase().includes(needle),
      ));
  return events.filter(matches).reverse();
}
