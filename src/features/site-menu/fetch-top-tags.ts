import type { SearchClient } from '@/services/search/search-client';

export interface TagCount {
  tag: string;
  count: number;
}

/** How many tags the Explore menu offers. */
export const TOP_TAGS = 12;

/**
 * The archive's most used tags with their counts: one facet-only query (no hits), not counted in
 * the search analytics.
 */
export async function fetchTopTags(client: SearchClient, indexName: string): Promise<TagCount[]> {
  const { results } = await client.searchForHits({
    requests: [
      {
        indexName,
        query: '',
        hitsPerPage: 0,
        facets: ['tags'],
        maxValuesPerFacet: TOP_TAGS,
        analytics: false,
      },
    ],
  });
  const counts = results[0]?.facets?.tags ?? {};
  return Object.entries(counts)
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
    .slice(0, TOP_TAGS);
}
