import { describe, expect, it } from 'vitest';
import { createRequestHandler } from '@/engine';
import demoRecords from '@/mocks/data/demo-records.json';
import { createDemoEngine } from '@/mocks/demo-engine';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { requesterFromHandler } from './handler-requester';
import { createSearchClient } from './search-client';

/** The real client over the engine in this process: what the build's pages are rendered with. */
const client = createSearchClient(
  { ...MOCK_ALGOLIA, hosts: [] },
  () => false,
  requesterFromHandler(createRequestHandler(createDemoEngine(), 'any')),
);

describe('requesterFromHandler', () => {
  it('answers the search client from the local engine, with no network', async () => {
    const { results } = await client.searchForHits({
      requests: [{ indexName: MOCK_ALGOLIA.indexName, query: '', hitsPerPage: 3 }],
    });
    expect(results[0]).toMatchObject({ nbHits: demoRecords.length, hits: expect.any(Array) });
  });

  it('fails as the service does for a path the engine does not serve', async () => {
    const requester = requesterFromHandler(async () => null);
    const answer = await requester.send({
      url: 'https://x-dsn.algolia.net/1/unknown',
      method: 'GET',
      headers: {},
      connectTimeout: 1000,
      responseTimeout: 1000,
    });
    expect(answer).toMatchObject({ status: 404, isTimedOut: false });
  });
});
