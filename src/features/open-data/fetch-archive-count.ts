import type { SearchClient } from '@/services/search/search-client';

/**
 * How many items the site's search holds: with the files' count, the page says how many their
 * owners withheld from the open data. One request for the count alone, not in the analytics.
 */
export async function fetchArchiveCount(client: SearchClient, indexName: string): Promise<number> {
  const { results } = await client.searchForHits({
    requests: [
      {
        indexName,
        query: '',
        hitsPerPage: 0,
        attributesToRetrieve: [],
        attributesToHighlight: [],
        analytics: false,
      },
    ],
  });
  return results[0]?.nbHits ?? 0;
}
