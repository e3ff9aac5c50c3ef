import { describe, expect, it } from 'vitest';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { createSearchClient } from '@/services/search/search-client';
import { scopedSearchClient } from './scoped-search-client';

const { indexName, suggestionsIndex } = MOCK_ALGOLIA;
const client = createSearchClient(MOCK_ALGOLIA);

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
    const facets = await scoped.search([
      {
        indexName,
        type: 'facet',
        facet: 'tags',
        params: { facetQuery: 'n', query: '', maxFacetHits: 10 },
      },
    ]);
    const values = (facets.results[0] as { facetHits: { value: string }[] }).facetHits;
    // "nasa" (the astronaut's tag) is in the collection but does not match its words.
    expect(values.map((hit) => hit.value)).toEqual(['night']);
    const unscoped = await client.search([
      { indexName, type: 'facet', facet: 'tags', params: { facetQuery: 'n', maxFacetHits: 10 } },
    ]);
    expect((unscoped.results[0] as { facetHits: unknown[] }).facetHits.length).toBeGreaterThan(1);
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
