import { useEffect, useSyncExternalStore, type RefObject } from 'react';
import { hasConsent, subscribeConsent } from '@/services/consent/consent';
import { sendInsightsEvent } from '@/services/insights/insights';
import { claimUnsentViews } from '@/services/insights/viewed-results';

/** The service takes at most 20 objectIDs per event. */
const MAX_PER_EVENT = 20;
/**
 * A card counts as seen once it has stayed half in view this long with the same results: the
 * results of each keystroke flash by while the visitor types, and a fast scroll past is no look.
 */
export const VIEW_DWELL_MS = 1000;
/** Views seen close together go as one event. */
const BATCH_DELAY_MS = 300;
const VISIBLE_SHARE = 0.5;

const insightsAllowed = () => hasConsent('insights');

/**
 * View events for the results the visitor actually looked at (not the whole page of hits, not the
 * results of every keystroke), batched, once per result, search and index in a visit. Cards carry
 * `data-object-id`. Views from before the visitor accepted search improvement are blocked (the
 * event log shows them); once they accept, the results on screen then count as seen.
 */
export function useResultViews(
  grid: RefObject<HTMLElement | null>,
  search: string,
  queryID: string | undefined,
  resultsIndex: string | undefined,
  cardCount: number,
): void {
  const allowed = useSyncExternalStore(subscribeConsent, insightsAllowed);

  useEffect(() => {
    const root = grid.current;
    if (!root || typeof IntersectionObserver === 'undefined' || cardCount === 0) return;
    // Each response starts afresh (its cards are new to the screen); what was sent is not sent
    // again. Blocked views are logged once per response, not on every scroll back.
    const seen = new Set<string>();
    const dwelling = new Map<string, ReturnType<typeof setTimeout>>();
    let pending: string[] = [];
    let batch: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(batch);
      batch = undefined;
      const objectIDs = allowed ? claimUnsentViews(resultsIndex ?? '', search, pending) : pending;
      pending = [];
      for (let start = 0; start < objectIDs.length; start += MAX_PER_EVENT) {
        sendInsightsEvent({
          eventType: 'view',
          eventName: 'Results Viewed',
          objectIDs: objectIDs.slice(start, start + MAX_PER_EVENT),
          index: resultsIndex,
        });
      }
    };
    const looked = (objectID: string) => {
      dwelling.delete(objectID);
      seen.add(objectID);
      pending.push(objectID);
      if (pending.length >= MAX_PER_EVENT) flush();
      else {
        clearTimeout(batch);
        batch = setTimeout(flush, BATCH_DELAY_MS);
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const objectID = (entry.target as HTMLElement).dataset.objectId;
          if (!objectID || seen.has(objectID)) continue;
          if (entry.isIntersecting && !dwelling.has(objectID)) {
            dwelling.set(
              objectID,
              setTimeout(() => looked(objectID), VIEW_DWELL_MS),
            );
          } else if (!entry.isIntersecting) {
            clearTimeout(dwelling.get(objectID));
            dwelling.delete(objectID);
          }
        }
      },
      { threshold: VISIBLE_SHARE },
    );
    for (const card of root.querySelectorAll('[data-object-id]')) observer.observe(card);
    return () => {
      observer.disconnect();
      // Cards still on their way to being seen were not looked at; those seen still count.
      for (const timer of dwelling.values()) clearTimeout(timer);
      flush();
    };
  }, [grid, search, queryID, resultsIndex, cardCount, allowed]);
}
