import { useMemo } from 'react';
import { useHashViewer, type ViewerList } from '@/components/viewer/use-hash-viewer';
import { HITS_PER_PAGE } from '@/services/search/index-settings';
import { createResultPager, type ResultPager } from '@/services/search/result-pager';
import { useSearchService } from '@/services/search/search-service';
import type { ItemView } from '@/types/item';

/**
 * The viewer over the whole result list: it starts on the page the visitor sees and fetches the
 * neighbouring pages when they step past its ends.
 */
export function useGridViewer(
  hits: readonly ItemView[],
  page: number,
  nbHits: number,
  search: string,
) {
  const { client, indexName } = useSearchService();
  const list = useMemo<ViewerList | null>(() => {
    if (hits.length === 0) return null;
    // Made when the viewer first asks for a slide: results change on every keystroke, the
    // viewer opens seldom, and the pager parses the search to build its request.
    let pager: ResultPager | null = null;
    const pagerOf = () => {
      if (!pager) {
        pager = createResultPager({ client, indexName, search, nbHits });
        pager.seed(page, hits, nbHits);
      }
      return pager;
    };
    return {
      count: nbHits,
      recordAt: (index) => pagerOf().hitAt(index),
      loadAround: (index) => pagerOf().loadAround(index),
      indexOf: (objectID) => {
        const at = hits.findIndex((hit) => hit.objectID === objectID);
        return at < 0 ? -1 : page * HITS_PER_PAGE + at;
      },
    };
  }, [client, indexName, search, hits, page, nbHits]);
  return useHashViewer(list);
}
