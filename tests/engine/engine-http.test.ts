import { describe, expect, it } from 'vitest';
import { createRequestHandler, createSearchEngine } from '../../src/engine';
import { FIXTURE_RECORDS, FIXTURE_SETTINGS } from '../fixtures/engine-fixture';

/**
 * The engine's request handler: the paths of Algolia's search REST API, its credentials and CORS,
 * and browse's cursor (https://www.algolia.com/doc/rest-api/search/browse).
 */

const CREDENTIALS = { appId: 'TESTAPP', apiKey: 'search-key' };
const engine = createSearchEngine([
  // Browsing is not limited by paginationLimitedTo, which stops a search at 3 hits here.
  {
    indexName: 'items',
    settings: { ...FIXTURE_SETTINGS, paginationLimitedTo: 3 },
    records: FIXTURE_RECORDS,
  },
  // One hit per type when searching; browsing returns every record all the same.
  {
    indexName: 'one_per_type',
    settings: { ...FIXTURE_SETTINGS, attributeForDistinct: 'type', distinct: true },
    records: FIXTURE_RECORDS,
  },
]);
const handle = createRequestHandler(engine, CREDENTIALS);
const headers = {
  'x-algolia-application-id': CREDENTIALS.appId,
  'x-algolia-api-key': CREDENTIALS.apiKey,
};
const HOST = 'http://127.0.0.1:8787';

async function send(method: string, path: string, body?: unknown, extra = headers) {
  const response = await handle(
    new Request(`${HOST}${path}`, {
      method,
      headers: extra,
      ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    }),
  );
  if (!response) return null;
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

interface BrowsePage {
  hits: { objectID: string }[];
  nbHits: number;
  page: number;
  cursor?: string;
}

describe('browse', () => {
  it('returns every record, as the service does, whatever the index’s distinct setting', async () => {
    const search = await send('POST', '/1/indexes/one_per_type/query', { hitsPerPage: 100 });
    const types = new Set(FIXTURE_RECORDS.map((record) => record.type));
    expect(search?.body.nbHits).toBe(types.size);
    const browsed = await send('POST', '/1/indexes/one_per_type/browse', { hitsPerPage: 100 });
    expect(browsed?.body.nbHits).toBe(FIXTURE_RECORDS.length);
    expect((browsed?.body.hits as unknown[]).length).toBe(FIXTURE_RECORDS.length);
  });

  it('reaches every record through the cursor, past paginationLimitedTo, the last page without one', async () => {
    const seen: string[] = [];
    let page = (await send('POST', '/1/indexes/items/browse', { hitsPerPage: 4 }))
      ?.body as unknown as BrowsePage;
    const pages = [page.page];
    seen.push(...page.hits.map((hit) => hit.objectID));
    while (page.cursor) {
      page = (await send('POST', '/1/indexes/items/browse', { cursor: page.cursor }))
        ?.body as unknown as BrowsePage;
      pages.push(page.page);
      seen.push(...page.hits.map((hit) => hit.objectID));
    }
    expect(page.nbHits).toBe(FIXTURE_RECORDS.length);
    expect(pages).toEqual([0, 1, 2]);
    expect(seen.toSorted()).toEqual(FIXTURE_RECORDS.map((record) => record.objectID).toSorted());
  });

  it('takes its parameters from the query string of a GET, and keeps them in the cursor', async () => {
    const first = (await send('GET', '/1/indexes/items/browse?query=sea&hitsPerPage=1'))
      ?.body as unknown as BrowsePage;
    expect(first.nbHits).toBe(4);
    const cursor = encodeURIComponent(first.cursor ?? '');
    const second = (await send('GET', `/1/indexes/items/browse?cursor=${cursor}`))
      ?.body as unknown as BrowsePage;
    expect(second).toMatchObject({ nbHits: 4, page: 1 });
    expect(second.hits[0]?.objectID).not.toBe(first.hits[0]?.objectID);
  });

  it('answers a cursor it did not make with a 400', async () => {
    expect(
      await send('POST', '/1/indexes/items/browse', { cursor: 'bm90IGEgY3Vyc29y' }),
    ).toMatchObject({
      status: 400,
      body: { message: 'cursor: invalid cursor; send the cursor of the previous browse response' },
    });
  });
});

describe('the request handler', () => {
  it('reads the settings at /settings, not a record of that name', async () => {
    expect(await send('GET', '/1/indexes/items/settings')).toMatchObject({
      status: 200,
      body: { paginationLimitedTo: 3, searchableAttributes: FIXTURE_SETTINGS.searchableAttributes },
    });
  });

  it('leaves a path the service does not have to its caller', async () => {
    expect(await send('GET', '/1/keys')).toBeNull();
    expect(await send('POST', '/1/indexes/items/batch', {})).toBeNull();
    const preflight = { 'access-control-request-method': 'POST' } as unknown as typeof headers;
    expect(await send('OPTIONS', '/1/indexes/items/batch', undefined, preflight)).toBeNull();
  });

  it('answers a preflight without credentials, and a request without them with a 403', async () => {
    const preflight = await handle(
      new Request(`${HOST}/1/indexes/*/queries`, {
        method: 'OPTIONS',
        headers: { 'access-control-request-method': 'POST', origin: 'http://localhost:5173' },
      }),
    );
    expect(preflight?.status).toBe(204);
    expect(preflight?.headers.get('access-control-allow-origin')).toBe('*');
    expect(
      await send('GET', '/1/indexes/items/fiji', undefined, {} as typeof headers),
    ).toMatchObject({
      status: 403,
      body: { message: 'Invalid Application-ID or API key', status: 403 },
    });
  });

  it('answers a path that is not valid percent-encoding with a 400', async () => {
    expect(await send('GET', '/1/indexes/items/%E0%A4%A')).toMatchObject({ status: 400 });
  });
});
