import { liteClient } from 'algoliasearch/lite';
import type { AlgoliaConfig } from '@/config/env';

/** The lite client is all the browser needs: search, facet-value search and hits by filter. */
export type SearchClient = ReturnType<typeof liteClient>;

export function createSearchClient(config: AlgoliaConfig): SearchClient {
  return liteClient(config.appId, config.searchKey);
}
