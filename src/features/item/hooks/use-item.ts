import { useCallback, useEffect, useState } from 'react';
import { fetchItem } from '@/services/search/fetch-item';
import { useSearchService } from '@/services/search/search-service';
import type { ItemView } from '@/types/item';

export type ItemState =
  | { status: 'loading' }
  | { status: 'found'; item: ItemView }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown };

export function useItem(objectID: string): { state: ItemState; retry: () => void } {
  const { client, indexName } = useSearchService();
  const [state, setState] = useState<ItemState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetchItem(client, indexName, objectID).then(
      (item) => current && setState(item ? { status: 'found', item } : { status: 'not-found' }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [client, indexName, objectID, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}
