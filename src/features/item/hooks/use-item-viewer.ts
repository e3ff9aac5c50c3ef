import { useMemo } from 'react';
import { slideFromRecord } from '@/components/viewer/slide-from-record';
import { useHashViewer, type ViewerList } from '@/components/viewer/use-hash-viewer';
import type { ResultContext } from '@/services/search/result-context';
import { createResultPager } from '@/services/search/result-pager';
import { useSearchService } from '@/services/search/search-service';
import type { ItemView } from '@/types/item';

/**
 * The viewer on an item page: through the results the visitor came from when there are some,
 * otherwise through this item alone.
 */
export function useItemViewer(item: ItemView, context: ResultContext | null) {
  const { client, indexName } = useSearchService();
  const list = useMemo<ViewerList>(() => {
    const own = slideFromRecord(item);
    if (!context) {
      return {
        count: own ? 1 : 0,
        recordAt: (index) => (index === 0 && own ? item : null),
        loadAround: () => Promise.resolve(),
        indexOf: (objectID) => (own && objectID === item.objectID ? 0 : -1),
      };
    }
    const pager = createResultPager({
      client,
      indexName,
      search: context.search,
      nbHits: context.nbHits,
    });
    return {
      count: context.nbHits,
      recordAt: (index) => (index === context.position ? item : pager.hitAt(index)),
      loadAround: (index) => pager.loadAround(index),
      indexOf: (objectID) =>
        objectID === item.objectID ? context.position : pager.indexOf(objectID),
    };
  }, [client, indexName, item, context]);
  return useHashViewer(list);
}
