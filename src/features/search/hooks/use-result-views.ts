import { useEffect, useSyncExternalStore, type RefObject } from 'react';
import { hasConsent, subscribeConsent } from '@/services/consent/consent';
import { sendInsightsEvent } from '@/services/insights/insights';
import { claimUnsentViews } from '@/services/insights/viewed-results';

/** The observer's code: not needed until results are on screen, so not in the first load. */
const loadWatcher = () => import('./watch-result-views');

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
  const allowed = useSyncExternalStore(subscribeConsent, insightsAllowed, () => false);

  useEffect(() => {
    const root = grid.current;
    if (!root || typeof IntersectionObserver === 'undefined' || cardCount === 0) return;
    // Each response starts afresh (its cards are new to the screen); what was sent is not sent
    // again.
    const report = (looked: string[]) => {
      const objectIDs = allowed ? claimUnsentViews(resultsIndex ?? '', search, looked) : looked;
      // At most the 20 objectIDs an event takes: the watcher reports in batches that size.
      if (objectIDs.length > 0)
        sendInsightsEvent({
          eventType: 'view',
          eventName: 'Results Viewed',
          objectIDs,
          index: resultsIndex,
        });
    };
    let stop: (() => void) | undefined;
    let stopped = false;
    // Offline before it loaded: no views are counted for these results, and the next try again.
    loadWatcher().then(
      ({ watchResultViews }) => {
        if (!stopped) stop = watchResultViews(root, report);
      },
      () => {},
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [grid, search, queryID, resultsIndex, cardCount, allowed]);
}
