import { createContext, use, useMemo, type ReactNode } from 'react';
import type { AlgoliaConfig } from '@/config/env';
import { insightsUserTokenAllowed } from '@/services/insights/insights';
import { createSearchClient, type SearchClient, type SearchRequester } from './search-client';

export interface SearchService {
  client: SearchClient;
  indexName: string;
}

const SearchServiceContext = createContext<SearchService | null>(null);

export function SearchServiceProvider({
  config,
  requester,
  children,
}: {
  config: AlgoliaConfig;
  /** Only when building pages in Node: requests go to the local engine, not the network. */
  requester?: SearchRequester;
  children: ReactNode;
}) {
  const service = useMemo(
    () => ({
      client: createSearchClient(config, insightsUserTokenAllowed, requester),
      indexName: config.indexName,
    }),
    [config, requester],
  );
  return <SearchServiceContext value={service}>{children}</SearchServiceContext>;
}

export function useSearchService(): SearchService {
  const service = use(SearchServiceContext);
  if (!service) throw new Error('useSearchService must be used inside <SearchServiceProvider>.');
  return service;
}
