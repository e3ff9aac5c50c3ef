import { useCallback, useEffect } from 'react';
import type { Hit } from 'instantsearch.js';
import { track } from '@/services/analytics/analytics';
import { rememberQueryIndex, sendInsightsEvent } from '@/services/insights/insights';

export type OpenedVia = 'grid' | 'viewer' | 'map';

/**
 * A result opened from the results (its page, or the viewer): GA4's select_item with its place
 * in the list, and the search service's click-after-search with the response's queryID and the
 * 1-based absolute position, so it learns which results people choose.
 */
export function useResultEvents(queryID: string | undefined, resultsIndex: string | undefined) {
  // A download or message on the item page names only the queryID: keep which index answered it.
  useEffect(() => {
    if (queryID && resultsIndex) rememberQueryIndex(queryID, resultsIndex);
  }, [queryID, resultsIndex]);
  return useCallback(
    (hit: Hit, name: string, via: OpenedVia) => {
      track({
        name: 'select_item',
        params: {
          item_list_id: 'search_results',
          item_list_name: 'Search results',
          method: via,
          items: [{ item_id: hit.objectID, item_name: name, index: hit.__position - 1 }],
        },
      });
      if (hit.__queryID) {
        sendInsightsEvent({
          eventType: 'click',
          eventName: 'Result Opened',
          objectID: hit.objectID,
          queryID: hit.__queryID,
          position: hit.__position,
          index: resultsIndex,
        });
      }
    },
    [resultsIndex],
  );
}
