import { hydrateSearchClient } from 'instantsearch.js/es/lib/utils';
import { describe, expect, it } from 'vitest';
import { createRequestHandler } from '@/engine';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { createDemoEngine } from '@/mocks/demo-engine';
import { requesterFromHandler } from './handler-requester';
import { clientBehind, instantSearchClient } from './instant-search-client';
import { createSearchClient } from './search-client';

const indexName = MOCK_ALGOLIA.indexName;

/** The app's client over the demo engine, counting the requests that reach it. */
function appClient() {
  const requests: string[] = [];
  const answer = requesterFromHandler(createRequestHandler(createDemoEngine(), 'any'));
  const client = createSearchClient({ ...MOCK_ALGOLIA, hosts: [] }, () => false, {
    send: (request) => {
      requests.push(request.url);
      return answer.send(request);
    },
  });
  return { client, requests };
}

/** What a rendered page hands InstantSearch: the results of its first request. */
async function renderedResults() {
  const { client } = appClient();
  const { results } = await client.searchForHits({
    requests: [{ indexName, query: 'leaf', hitsPerPage: 2 }],
  });
  return { [indexName]: { results, state: { index: indexName, query: 'leaf' } } };
}

describe('instantSearchClient', () => {
  it('still answers `{ requests }` searches once InstantSearch has hydrated it', async () => {
    const { client, requests } = appClient();
    const own = instantSearchClient(client);
    hydrateSearchClient(own as never, (await renderedResults()) as never);

    const { results } = await own.searchForHits({
      requests: [{ indexName, query: 'kite', hitsPerPage: 1 }],
    });
    expect(results[0]?.hits[0]?.objectID).toBe('kite');
    expect(requests).toHaveLength(1);
  });

  it('leaves InstantSearch’s replacement to its own list-shaped requests, and the app’s client as it was', async () => {
    const { client } = appClient();
    const search = client.search;
    const own = instantSearchClient(client);
    hydrateSearchClient(own as never, (await renderedResults()) as never);

    expect(own.search).not.toBe(search);
    expect(client.search).toBe(search);
    const answer = (await own.search([
      { indexName, params: { query: 'kite', hitsPerPage: 1 } },
    ] as never)) as { results: { hits: { objectID: string }[] }[] };
    expect(answer.results[0]?.hits[0]?.objectID).toBe('kite');
  });
});

describe('clientBehind', () => {
  it('names the app’s client behind InstantSearch’s, and any other client as itself', () => {
    const { client } = appClient();
    expect(clientBehind(instantSearchClient(client))).toBe(client);
    expect(clientBehind(client)).toBe(client);
  });
});

describe('instantSearchClient, asked again', () => {
  it('is the same object for the same client (a new one would make InstantSearch search again)', () => {
    const { client } = appClient();
    expect(instantSearchClient(client)).toBe(instantSearchClient(client));
    expect(instantSearchClient(appClient().client)).not.toBe(instantSearchClient(client));
  });
});
