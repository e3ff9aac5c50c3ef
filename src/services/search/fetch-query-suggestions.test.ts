import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { server } from '@/mocks/node';
import { fetchQuerySuggestions, splitHighlight } from './fetch-query-suggestions';
import { createSearchClient } from './search-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createSearchClient(MOCK_ALGOLIA);

describe('splitHighlight', () => {
  it('reads highlighted stretches between the tags as parts', () => {
    expect(splitHighlight('fallen <b>lea</b>f', '<b>', '</b>')).toEqual([
      { text: 'fallen ', match: false },
      { text: 'lea', match: true },
      { text: 'f', match: false },
    ]);
    expect(splitHighlight('<b>sky</b>', '<b>', '</b>')).toEqual([{ text: 'sky', match: true }]);
    expect(splitHighlight('no match', '<b>', '</b>')).toEqual([{ text: 'no match', match: false }]);
    // An unclosed tag marks nothing.
    expect(splitHighlight('a <b>b', '<b>', '</b>')).toEqual([
      { text: 'a ', match: false },
      { text: 'b', match: false },
    ]);
  });
});

describe('fetchQuerySuggestions', () => {
  it('asks the Query Suggestions index and reads each query with its matching part', async () => {
    const suggestions = await fetchQuerySuggestions(
      client,
      MOCK_ALGOLIA.suggestionsIndex,
      'lea',
      2,
    );
    expect(suggestions).toEqual([
      {
        query: 'leaf',
        parts: [
          { text: 'lea', match: true },
          { text: 'f', match: false },
        ],
      },
      {
        query: 'leaves',
        parts: [
          { text: 'lea', match: true },
          { text: 'ves', match: false },
        ],
      },
    ]);
  });

  it('skips records without a usable query, and shows markup in them as text', async () => {
    server.use(
      http.post('https://*-dsn.algolia.net/1/indexes/*/queries', () =>
        HttpResponse.json({
          results: [
            {
              hits: [
                { objectID: '1', query: 42 },
                { objectID: '2', query: '   ' },
                { objectID: '3', query: '<img src=x onerror=alert(1)>' },
                // A highlight that is not the query itself is not trusted.
                {
                  objectID: '4',
                  query: 'kite',
                  _highlightResult: { query: { value: 'something else' } },
                },
              ],
              nbHits: 4,
            },
          ],
        }),
      ),
    );
    expect(await fetchQuerySuggestions(client, 'qs', 'k', 5)).toEqual([
      {
        query: '<img src=x onerror=alert(1)>',
        parts: [{ text: '<img src=x onerror=alert(1)>', match: false }],
      },
      { query: 'kite', parts: [{ text: 'kite', match: false }] },
    ]);
  });
});
