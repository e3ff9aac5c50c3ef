import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { hasConsent, subscribeConsent } from '@/services/consent/consent';
import { sendInsightsEvent } from '@/services/insights/insights';

/** The service takes at most 20 objectIDs per event. */
const MAX_PER_EVENT = 20;
/** Views are gathered for this long after the last new one, then sent as one event. */
const BATCH_DELAY_MS = 1000;
/** A card counts as seen when half of it is in the viewport. */
const VISIBLE_SHARE = 0.5;

const insightsAllowed = () => hasConsent('insights');

/**
 * View events for the results the visitor actually had on screen (not the whole page of hits),
 * batched, once per result and search response (queryID). Cards carry `data-object-id`. Views
 * from before the visitor accepted search improvement are blocked (the event log shows them);
 * once they accept, the results on screen then count as seen.
 */
export function useResultViews(
  grid: RefObject<HTMLElement | null>,
  queryID: string | undefined,
  resultsIndex: string | undefined,
  cardCount: number,
): void {
  const seen = useRef(new Set<string>());
  const seenFor = useRef<string | undefined>(undefined);
  const allowed = useSyncExternalStore(subscribeConsent, insightsAllowed);
  const seenAllowed = useRef(allowed);

  useEffect(() => {
    const root = grid.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    // What was seen before the visitor accepted was not sent: it is seen again from now on.
    if (seenFor.current !== queryID || (allowed && !seenAllowed.current)) {
      seenFor.current = queryID;
      seen.current = new Set();
    }
    seenAllowed.current = allowed;
    let pending: string[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      for (let start = 0; start < pending.length; start += MAX_PER_EVENT) {
        sendInsightsEvent({
          eventType: 'view',
          eventName: 'Results Viewed',
          objectIDs: pending.slice(start, start + MAX_PER_EVENT),
          index: resultsIndex,
        });
      }
      pending = [];
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const objectID = (entry.target as HTMLElement).dataset.objectId;
          if (!entry.isIntersecting || !objectID || seen.current.has(objectID)) continue;
          seen.current.add(objectID);
          pending.push(objectID);
        }
        if (pending.length >= MAX_PER_EVENT) flush();
        else if (pending.length > 0) {
          clearTimeout(timer);
          timer = setTimeout(flush, BATCH_DELAY_MS);
        }
      },
      { threshold: VISIBLE_SHARE },
    );
    for (const card of root.querySelectorAll('[data-object-id]')) observer.observe(card);
    return () => {
      observer.disconnect();
      flush(); // what was seen before a new search or leaving the page still counts
    };
  }, [grid, queryID, resultsIndex, cardCount, allowed]);
}
