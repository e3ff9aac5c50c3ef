import { useCallback, useEffect, useState } from 'react';
import { fetchItem } from '@/services/search/fetch-item';
import { useRenderedItem } from '@/services/search/page-data-context';
import { useSearchService } from '@/services/search/search-service';
import type { ItemView } from '@/types/item';

export type ItemState =
  | { status: 'loading' }
  | { status: 'found'; item: ItemView }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown };

export function useItem(objectID: string): { state: ItemState; retry: () => void } {
  const { client, indexName } = useSearchService();
  // A page rendered at build time holds the record already: drawn at once, not fetched again.
  const rendered = useRenderedItem(objectID);
  const [state, setState] = useState<ItemState>(() =>
    rendered ? { status: 'found', item: rendered } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const startedFound = useState(() => rendered !== null)[0];

  useEffect(() => {
    if (startedFound && attempt === 0) return;
    let current = true;
    fetchItem(client, indexName, objectID).then(
      (item) => current && setState(item ? { status: 'found', item } : { status: 'not-found' }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [client, indexName, objectID, attempt, startedFound]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}
