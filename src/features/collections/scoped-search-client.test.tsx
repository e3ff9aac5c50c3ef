import { describe, expect, it } from 'vitest';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { createSearchClient, type SearchClient } from '@/services/search/search-client';
import { scopedSearchClient } from './scoped-search-client';

const { indexName, suggestionsIndex } = MOCK_ALGOLIA;
const client = createSearchClient(MOCK_ALGOLIA);

/** A tags value search as InstantSearch sends it: its parameters nested in `params`. */
async function searchTags(searchClient: SearchClient, params: Record<string, unknown>) {
  const request = { indexName, type: 'facet', facet: 'tags', params };
  const { results } = await searchClient.search([request] as never);
  return (results[0] as { facetHits: { value: string }[] }).facetHits.map((hit) => hit.value);
}

describe('scopedSearchClient', () => {
  it('adds the filters and words to results, facet counts and facet-value searches', async () => {
    const scoped = scopedSearchClient(client, indexName, {
      query: 'launch',
      filters: 'tags:"space"',
    });
    const { results } = await scoped.searchForHits<{ title: string }>({
      requests: [
        { indexName, query: '' },
        { indexName: `${indexName}_newest`, query: 'falcon' },
      ],
    });
    expect(results.map((result) => result.hits.map((hit) => hit.objectID))).toEqual([
      ['rocket'],
      ['rocket'],
    ]);
    // "nasa" (the astronaut's tag) is in the collection but does not match its words.
    expect(await searchTags(scoped, { facetQuery: 'n', query: '', maxFacetHits: 10 })).toEqual([
      'night',
    ]);
    expect(
      (await searchTags(client, { facetQuery: 'n', maxFacetHits: 10 })).length,
    ).toBeGreaterThan(1);
  });

  it('joins the request’s own filters with AND, and leaves other indices alone', async () => {
    const scoped = scopedSearchClient(client, indexName, {
      query: '',
      filters: 'tags:"space"',
    });
    const { results } = await scoped.searchForHits<{ query: string }>({
      requests: [
        { indexName, query: '', filters: 'tags:nasa', hitsPerPage: 5 },
        { indexName: suggestionsIndex, query: 'sea', hitsPerPage: 1 },
      ],
    });
    expect(results[0]?.hits.map((hit) => hit.objectID)).toEqual(['astronaut']);
    expect(results[1]?.nbHits).toBeGreaterThan(0);
  });
});
