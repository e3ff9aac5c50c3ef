import { useEffect, useState } from 'react';
import type { ResultContext } from '@/services/search/result-context';
import { fetchNeighbours, type Neighbour } from '@/services/search/result-pager';
import { useSearchService } from '@/services/search/search-service';

export interface Neighbours {
  previous: Neighbour | null;
  next: Neighbour | null;
}

/** The results before and after this one; none without a search to step through. */
export function useNeighbours(context: ResultContext | null): Neighbours {
  const { client, indexName } = useSearchService();
  const [neighbours, setNeighbours] = useState<Neighbours>({ previous: null, next: null });
  const search = context?.search;
  const position = context?.position;
  useEffect(() => {
    if (search === undefined || position === undefined) return;
    let current = true;
    fetchNeighbours(client, indexName, search, position).then(
      (found) => current && setNeighbours(found),
      // Stepping is a convenience: when it fails the buttons stay hidden, the page works.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [client, indexName, search, position]);
  return neighbours;
}
