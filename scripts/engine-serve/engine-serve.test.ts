import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demoRecords from '../../src/mocks/data/demo-records.json' with { type: 'json' };
import { MOCK_ALGOLIA } from '../../src/config/mock-defaults.ts';
import { loadIndices } from './load-indices.ts';
import { DEFAULT_RECORDS } from './options.ts';
import { createServeLog } from './serve-log.ts';
import { startEngineServer, type EngineServer } from './start-server.ts';

const { appId, searchKey, indexName } = MOCK_ALGOLIA;
const lines: string[] = [];
let server: EngineServer;

beforeAll(async () => {
  const records = fileURLToPath(new URL(`../../${DEFAULT_RECORDS}`, import.meta.url));
  server = await startEngineServer({
    indices: loadIndices({ records, settings: null, index: indexName }),
    credentials: { appId, apiKey: searchKey },
    host: '127.0.0.1',
    port: 0,
    log: createServeLog((line) => lines.push(line)),
  });
});

afterAll(async () => {
  await server.close();
});

function clientFor(key: string = searchKey) {
  const hosts = [
    { url: `127.0.0.1:${server.port}`, protocol: 'http' as const, accept: 'readWrite' as const },
  ];
  return algoliasearch(appId, key, { hosts });
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the request to fail');
}

describe('engine:serve through the real algoliasearch client', () => {
  it('answers a multi-index search with hits and a facet query, as InstantSearch sends them', async () => {
    const hosts = [
      { url: `127.0.0.1:${server.port}`, protocol: 'http' as const, accept: 'read' as const },
    ];
    const { results } = await liteClient(appId, searchKey, { hosts }).search([
      { indexName, params: { query: 'kite', hitsPerPage: 1 } },
      { indexName: `${indexName}_oldest`, params: { query: '', hitsPerPage: 2, facets: ['type'] } },
      { indexName, type: 'facet', facet: 'creator', facetQuery: 'risto' },
    ]);
    expect(results).toMatchObject([
      { hits: [{ objectID: 'kite', title: 'Kite' }], nbHits: 1, index: indexName },
      { nbHits: demoRecords.length, facets: { type: { photo: expect.any(Number), video: 2 } } },
      { facetHits: [{ value: 'Risto Saukonpää', highlighted: '<em>Risto</em> Saukonpää' }] },
    ]);
  });

  it('searches one index and the values of a facet', async () => {
    const client = clientFor();
    const single = await client.searchSingleIndex({ indexName, searchParams: { query: 'bridge' } });
    expect(single.hits[0]?.objectID).toBe('bridge');
    const { facetHits } = await client.searchForFacetValues({
      indexName,
      facetName: 'creator',
      searchForFacetValuesRequest: { facetQuery: 'jesper' },
    });
    const count = demoRecords.filter((record) => record.creator === 'Jesper K. Pedersen').length;
    expect(facetHits).toEqual([
      { value: 'Jesper K. Pedersen', highlighted: '<em>Jesper</em> K. Pedersen', count },
    ]);
  });

  it('gets one object and several objects', async () => {
    const client = clientFor();
    await expect(
      client.getObject({ indexName, objectID: 'kite', attributesToRetrieve: ['title'] }),
    ).resolves.toEqual({ objectID: 'kite', title: 'Kite' });
    const { results } = await client.getObjects({
      requests: [
        { indexName, objectID: 'bridge', attributesToRetrieve: ['title'] },
        { indexName, objectID: 'no-such-record' },
      ],
    });
    expect(results).toEqual([{ objectID: 'bridge', title: 'Bridge' }, null]);
  });

  it('browses every record page by page through the cursor', async () => {
    const pages: number[] = [];
    const seen: string[] = [];
    await clientFor().browseObjects<{ title: string }>({
      indexName,
      browseParams: { hitsPerPage: 20, attributesToRetrieve: ['title'] },
      aggregator: (response) => {
        pages.push(response.hits.length);
        seen.push(...response.hits.map((hit) => hit.objectID));
        expect(response.hits[0]).not.toHaveProperty('_highlightResult');
      },
    });
    expect(pages).toEqual([20, 20, demoRecords.length - 40]);
    expect(seen.toSorted()).toEqual(demoRecords.map((record) => record.objectID).toSorted());
  });

  it('reads the settings of the primary index and of a replica', async () => {
    const client = clientFor();
    const primary = await client.getSettings({ indexName });
    expect(primary.replicas).toEqual([`${indexName}_newest`, `${indexName}_oldest`]);
    expect(primary.searchableAttributes?.[0]).toBe('title');
    const replica = await client.getSettings({ indexName: `${indexName}_newest` });
    expect(replica).toMatchObject({
      primary: indexName,
      ranking: expect.arrayContaining(['desc(takenAt)']),
    });
  });

  it('answers a malformed filter with the 400 the client throws', async () => {
    const error = await rejectionOf(
      clientFor().searchSingleIndex({ indexName, searchParams: { filters: 'year >' } }),
    );
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'filters: Unexpected end of filter expected a number at col 7',
    });
  });

  it('answers a wrong key with the service’s 403', async () => {
    const error = await rejectionOf(
      clientFor('not-the-key').searchSingleIndex({ indexName, searchParams: { query: 'kite' } }),
    );
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 403,
      message: 'Invalid Application-ID or API key',
    });
  });
});

describe('engine:serve over HTTP', () => {
  const credentials = { 'x-algolia-application-id': appId, 'x-algolia-api-key': searchKey };

  it('answers a CORS preflight and lets any origin read its answers', async () => {
    const preflight = await fetch(`${server.url}/1/indexes/*/queries`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const search = await fetch(`${server.url}/1/indexes/${indexName}/query`, {
      method: 'POST',
      headers: credentials,
      body: JSON.stringify({ query: 'kite' }),
    });
    expect(search.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('logs one line per request with its method, path, status and time, and never the key', async () => {
    lines.length = 0;
    await fetch(
      `${server.url}/1/indexes/${indexName}/kite?x-algolia-api-key=${searchKey}&x-algolia-application-id=${appId}`,
    );
    await fetch(`${server.url}/1/keys`, { headers: credentials });
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^GET /1/indexes/${indexName}/kite 200 \\d+\\.\\d ms$`)),
      expect.stringMatching(/^GET \/1\/keys 404 \d+\.\d ms$/),
    ]);
    expect(lines.join('\n')).not.toContain(searchKey);
  });

  it('names a parameter the engine ignores in its log, once however often it comes', async () => {
    lines.length = 0;
    const search = { indexName, query: 'kite', optionalFilters: ['type:video'] };
    await clientFor().search({ requests: [search] });
    await clientFor().search({ requests: [search] });
    expect(lines.filter((line) => line.startsWith('ignoring'))).toEqual([
      'ignoring optionalFilters: not supported by the local engine',
    ]);
  });

  it('records valid insights events, logs each one and lists them at GET /1/events', async () => {
    lines.length = 0;
    const event = {
      eventType: 'click',
      eventName: 'Photo Clicked',
      index: indexName,
      objectIDs: ['kite'],
      userToken: 'anonymous-1',
    };
    const sent = await fetch(`${server.url}/1/events`, {
      method: 'POST',
      headers: credentials,
      body: JSON.stringify({ events: [event] }),
    });
    expect(await sent.json()).toEqual({ status: 200, message: 'OK' });
    const refused = await fetch(`${server.url}/1/events`, {
      method: 'POST',
      headers: credentials,
      body: JSON.stringify({ events: [{ ...event, eventType: 'hover' }] }),
    });
    expect(refused.status).toBe(422);
    expect(lines).toEqual([
      `event click "Photo Clicked" on ${indexName} objects kite user anonymous-1`,
      expect.stringMatching(/^POST \/1\/events 200 /),
      expect.stringMatching(/^POST \/1\/events 422 /),
    ]);
    const listed = await fetch(`${server.url}/1/events`);
    expect(await listed.json()).toEqual({ events: [event] });
  });
});
