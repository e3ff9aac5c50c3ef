import { createContext, use, useMemo, type ReactNode } from 'react';
import type { AlgoliaConfig } from '@/config/env';
import { insightsUserTokenAllowed } from '@/services/insights/insights';
import { createSearchClient, type SearchClient } from './search-client';

export interface SearchService {
  client: SearchClient;
  indexName: string;
}

const SearchServiceContext = createContext<SearchService | null>(null);

export function SearchServiceProvider({
  config,
  children,
}: {
  config: AlgoliaConfig;
  children: ReactNode;
}) {
  const service = useMemo(
    () => ({
      client: createSearchClient(config, insightsUserTokenAllowed),
      indexName: config.indexName,
    }),
    [config],
  );
  return <SearchServiceContext value={service}>{children}</SearchServiceContext>;
}

export function useSearchService(): SearchService {
  const service = use(SearchServiceContext);
  if (!service) throw new Error('useSearchService must be used inside <SearchServiceProvider>.');
  return service;
}
