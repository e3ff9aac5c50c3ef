import type { SearchClient } from './search-client';

/** The search whose filters a count applies: its index and its request parameters. */
export interface CountScope {
  indexName: string;
  params: Record<string, unknown>;
}

/**
 * How many results each query finds under `scope` (the filters of the search on screen), in one
 * request of count-only queries: no hits, no facets, and nothing for the service's analytics, as
 * the visitor has not run these searches.
 */
export async function countResultsWithin(
  client: SearchClient,
  scope: CountScope,
  queries: readonly string[],
): Promise<number[]> {
  if (queries.length === 0) return [];
  // `search`, not `searchForHits`: a collection's client scopes only what goes through `search`.
  const { results } = await client.search({
    requests: queries.map((query) => ({
      ...scope.params,
      indexName: scope.indexName,
      query,
      page: 0,
      hitsPerPage: 0,
      facets: [],
      attributesToRetrieve: [],
      attributesToHighlight: [],
      attributesToSnippet: [],
      analytics: false,
      clickAnalytics: false,
    })),
  });
  return queries.map((_query, index) => {
    const nbHits = (results[index] as { nbHits?: unknown } | undefined)?.nbHits;
    return typeof nbHits === 'number' ? nbHits : 0;
  });
}
