import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import demoRecords from './data/demo-records.json';
import { createDemoEngine } from './demo-engine';
import { server } from './node';
import { buildQuerySuggestions } from './query-suggestions';

const SUGGESTIONS = MOCK_ALGOLIA.suggestionsIndex;

describe("the demo's Query Suggestions index", () => {
  const records = buildQuerySuggestions(demoRecords, MOCK_ALGOLIA.indexName);
  const byQuery = new Map(records.map((record) => [record.query, record]));

  it("holds the collection's titles, tags and places, each once, as lower-case queries", () => {
    // A title, a tag, a place name and a country.
    for (const query of ['fallen leaf', 'macro', 'picos de europa', 'denmark']) {
      expect(byQuery.get(query)).toBeDefined();
    }
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
    expect(records.every((record) => record.query === record.query.toLowerCase())).toBe(true);
  });

  it('counts how many records carry each one as its popularity, in Algolia’s record shape', () => {
    expect(byQuery.get('macro')).toEqual({
      objectID: 'macro',
      query: 'macro',
      nb_words: 1,
      popularity: 9,
      folio_demo: { exact_nb_hits: 9, facets: { exact_matches: {}, analytics: {} } },
    });
    // "Skagen" is one record's title and place, and another's place: two records.
    expect(byQuery.get('skagen')?.popularity).toBe(2);
    expect(byQuery.get('picos de europa')).toMatchObject({ nb_words: 3, popularity: 1 });
  });

  it('skips what is not text and what nobody would type', () => {
    const built = buildQuerySuggestions(
      [
        {
          title: '  Harbour   at  Dusk ',
          tags: ['boats', 7, null],
          place: { name: 'x'.repeat(65) },
        },
        { title: null, tags: 'boats', place: 'Aarhus' },
        null,
      ],
      'photos',
    );
    expect(built.map((record) => record.query)).toEqual(['boats', 'harbour at dusk']);
  });

  it('is answered by the engine: completions of the typed prefix, popular first, highlighted', () => {
    const reply = createDemoEngine().multipleQueries({
      requests: [
        {
          indexName: SUGGESTIONS,
          query: 'lea',
          highlightPreTag: '<em>',
          highlightPostTag: '</em>',
        },
      ],
    });
    expect(reply.status).toBe(200);
    const [result] = (reply.body as { results: { hits: Record<string, unknown>[] }[] }).results;
    expect(result?.hits.map((hit) => hit.query)).toEqual(['leaf', 'leaves', 'fallen leaf']);
    expect(result?.hits[0]).toMatchObject({
      popularity: 2,
      _highlightResult: { query: { value: '<em>lea</em>f', matchLevel: 'full' } },
    });
  });

  it('lists the most popular queries for an empty query', () => {
    const reply = createDemoEngine().multipleQueries({
      requests: [{ indexName: SUGGESTIONS, query: '', hitsPerPage: 3 }],
    });
    const [result] = (reply.body as { results: { hits: { query: string }[] }[] }).results;
    expect(result?.hits.map((hit) => hit.query)).toEqual(['macro', 'green', 'landscape']);
  });
});

describe('the Query Suggestions index through the mock search API', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('answers the real client on /1/indexes/*/queries, beside the archive index', async () => {
    const client = liteClient(MOCK_ALGOLIA.appId, MOCK_ALGOLIA.searchKey);
    const { results } = await client.searchForHits<{ query: string }>({
      requests: [
        { indexName: SUGGESTIONS, query: 'sk', hitsPerPage: 2 },
        { indexName: MOCK_ALGOLIA.indexName, query: 'sk', hitsPerPage: 1 },
      ],
    });
    expect(results[0]?.hits.map((hit) => hit.query)).toEqual(['sky', 'skagen']);
    expect(results[0]?.index).toBe(SUGGESTIONS);
    expect(results[1]?.index).toBe(MOCK_ALGOLIA.indexName);
  });
});
