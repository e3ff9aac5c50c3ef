import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureEngine } from '../../../tests/fixtures/engine-fixture';
import { createAlgoliaSearchHandlers } from './algolia-search';

const APP_ID = 'FOLIOTEST';
const SEARCH_KEY = 'test-search-key';
const server = setupServer(
  ...createAlgoliaSearchHandlers(createFixtureEngine(), { appId: APP_ID, searchKey: SEARCH_KEY }),
);
const hostsSeen: string[] = [];
server.events.on('request:start', ({ request }) => {
  hostsSeen.push(new URL(request.url).hostname);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  hostsSeen.length = 0;
});
afterAll(() => server.close());

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the request to fail');
}

describe('through the real algoliasearch clients', () => {
  it('searches with the lite client (multi-queries, as InstantSearch does)', async () => {
    const client = liteClient(APP_ID, SEARCH_KEY);
    const { results } = await client.search([
      { indexName: 'items', params: { query: 'sea', facets: ['type'], hitsPerPage: 2 } },
      { indexName: 'items_oldest', params: { query: 'sea', hitsPerPage: 1 } },
    ]);
    expect(results).toMatchObject([
      {
        hits: [{ objectID: 'harbour' }, { objectID: 'lighthouse' }],
        nbHits: 4,
        nbPages: 2,
        facets: { type: { photo: 3, video: 1 } },
      },
      { hits: [{ objectID: 'fiji' }], index: 'items_oldest' },
    ]);
    expect(hostsSeen).toEqual(['foliotest-dsn.algolia.net']);
  });

  it('searches one index and searches facet values with the full client', async () => {
    const client = algoliasearch(APP_ID, SEARCH_KEY);
    const single = await client.searchSingleIndex({
      indexName: 'items',
      searchParams: { query: 'reef' },
    });
    expect(single.hits.map((hit) => hit.objectID)).toEqual(['fiji']);
    const facets = await client.searchForFacetValues({
      indexName: 'items',
      facetName: 'creator',
      searchForFacetValuesRequest: { facetQuery: 'an' },
    });
    expect(facets.facetHits).toEqual([
      { value: 'Ana Lima', highlighted: '<em>An</em>a Lima', count: 2 },
    ]);
  });

  it('gets objects with the full client', async () => {
    const client = algoliasearch(APP_ID, SEARCH_KEY);
    await expect(
      client.getObject({
        indexName: 'items',
        objectID: 'samoa',
        attributesToRetrieve: ['title', 'year'],
      }),
    ).resolves.toEqual({ objectID: 'samoa', title: 'Palm beach', year: 2016 });
    const { results } = await client.getObjects({
      requests: [
        { indexName: 'items', objectID: 'fiji', attributesToRetrieve: ['title'] },
        { indexName: 'items', objectID: 'nope' },
      ],
    });
    expect(results).toEqual([{ objectID: 'fiji', title: 'Reef at low tide' }, null]);
  });

  it('answers a wrong key or app id with the 403 the client throws as ApiError', async () => {
    const wrongKey = await rejectionOf(
      liteClient(APP_ID, 'wrong-key').search([{ indexName: 'items' }]),
    );
    expect(wrongKey).toMatchObject({
      name: 'ApiError',
      status: 403,
      message: 'Invalid Application-ID or API key',
    });
    const wrongApp = await rejectionOf(
      liteClient('OTHERAPP', SEARCH_KEY).search([{ indexName: 'items' }]),
    );
    expect(wrongApp).toMatchObject({ status: 403, message: 'Invalid Application-ID or API key' });
  });

  it('answers a malformed filter with a 400 the client throws', async () => {
    const error = await rejectionOf(
      liteClient(APP_ID, SEARCH_KEY).search([
        { indexName: 'items', params: { filters: 'year >' } },
      ]),
    );
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'filters: Unexpected end of filter expected a number at col 7',
    });
  });

  it('answers a query with half an emoji, as a length limit may cut it, with results', async () => {
    const { results } = await liteClient(APP_ID, SEARCH_KEY).search([
      { indexName: 'items', params: { query: `reef ${'\u{1F30A}'.slice(0, 1)}` } },
    ]);
    expect(results).toMatchObject([{ nbHits: 1, query: 'reef \uFFFD' }]);
  });

  it('answers an unknown index with a 404', async () => {
    const error = await rejectionOf(liteClient(APP_ID, SEARCH_KEY).search([{ indexName: 'gone' }]));
    expect(error).toMatchObject({ status: 404, message: 'Index does not exist' });
  });

  it('is reached on an algolianet host when the DSN host fails', async () => {
    server.use(
      http.post('https://foliotest-dsn.algolia.net/1/indexes/*/queries', () =>
        HttpResponse.error(),
      ),
    );
    const { results } = await liteClient(APP_ID, SEARCH_KEY).search([
      { indexName: 'items', params: { query: 'reef' } },
    ]);
    expect(results).toMatchObject([{ hits: [{ objectID: 'fiji' }] }]);
    expect(hostsSeen[0]).toBe('foliotest-dsn.algolia.net');
    expect(hostsSeen[1]).toMatch(/^foliotest-[123]\.algolianet\.com$/);
  });
});

describe('HTTP details', () => {
  const url = `https://${APP_ID.toLowerCase()}-dsn.algolia.net/1/indexes/*/queries`;
  const body = JSON.stringify({ requests: [{ indexName: 'items', query: 'reef' }] });

  it('accepts credentials in the query string, as the browser build sends them', async () => {
    const query = `x-algolia-api-key=${SEARCH_KEY}&x-algolia-application-id=${APP_ID}`;
    const response = await fetch(`${url}?${query}`, { method: 'POST', body });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ results: [{ nbHits: 1 }] });
  });

  it('refuses an app id that does not match the host', async () => {
    const response = await fetch(`https://otherapp.algolia.net/1/indexes/*/queries`, {
      method: 'POST',
      body,
      headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': SEARCH_KEY },
    });
    expect(response.status).toBe(403);
  });

  const headers = { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': SEARCH_KEY };

  it('answers a body nested deeper than 64 levels with a 400', async () => {
    const nested = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const response = await fetch(url, {
      method: 'POST',
      body: `{"requests": [{"indexName": "items", "facetFilters": ${nested}}]}`,
      headers,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'body: JSON nested deeper than 64 levels',
      status: 400,
    });
  });

  it('reads attributesToRetrieve of a GET as strings only', async () => {
    const object = `https://${APP_ID.toLowerCase()}-dsn.algolia.net/1/indexes/items/fiji`;
    const titled = await fetch(
      `${object}?attributesToRetrieve=${encodeURIComponent('["title"]')}`,
      {
        headers,
      },
    );
    expect(await titled.json()).toEqual({ objectID: 'fiji', title: expect.any(String) });
    const nested = encodeURIComponent(`${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    const refused = await fetch(`${object}?attributesToRetrieve=${nested}`, { headers });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: 'attributesToRetrieve: expected an array of strings',
      status: 400,
    });
  });

  it('answers a body that is not JSON with a 400', async () => {
    const response = await fetch(url, {
      method: 'POST',
      body: '{"requests": [',
      headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': SEARCH_KEY },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: expect.stringMatching(/^Invalid JSON body: /),
      status: 400,
    });
  });
});
