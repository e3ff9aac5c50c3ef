import { liteClient } from 'algoliasearch/lite';
import { describe, expect, it } from 'vitest';
import { readAlgoliaHosts, type SearchHost } from '@/config/algolia-hosts';
import { searchClientOptions } from './search-client';

type Requester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>;
type Sent = Parameters<Requester['send']>[0];
type Answer = Awaited<ReturnType<Requester['send']>>;

const APP_ID = 'BUDGETAPP';
const HUNG: Answer = { status: 0, content: 'Connection timeout', isTimedOut: true };

/** A client with the app's options whose every attempt gets `answer`, recording what it sent. */
function clientAnswering(answer: (sent: Sent) => Answer, hosts?: readonly SearchHost[]) {
  const sent: Sent[] = [];
  const requester: Requester = {
    send: (request) => {
      sent.push(request);
      return Promise.resolve(answer(request));
    },
  };
  const client = liteClient(APP_ID, 'search-key', {
    ...searchClientOptions(APP_ID, () => 0.5, hosts),
    requester,
  });
  const search = () =>
    client.search({ requests: [{ indexName: 'photos', query: 'kite' }] }).then(
      () => null,
      (error: unknown) => error,
    );
  return { sent, search };
}

/** The longest a request can wait: every attempt's time to first byte plus time to last byte. */
const worstCaseMs = (sent: Sent[]) =>
  sent.reduce((sum, request) => sum + request.connectTimeout + request.responseTimeout, 0);

describe('search client budget', () => {
  it('gives up on a service that never answers within 10 s, after the search host and one fallback', async () => {
    const { sent, search } = clientAnswering(() => HUNG);
    expect(await search()).toMatchObject({ name: 'RetryError' });
    expect(sent.map((request) => new URL(request.url).hostname)).toEqual([
      'budgetapp-dsn.algolia.net',
      'budgetapp-2.algolianet.com',
    ]);
    // No first byte: 1 s, then 4 s on the fallback.
    expect(sent.map((request) => request.connectTimeout)).toEqual([1000, 4000]);
    expect(worstCaseMs(sent)).toBeLessThanOrEqual(9000);
  });

  it('starts the next search from the same budget instead of stretching it', async () => {
    const { sent, search } = clientAnswering(() => HUNG);
    await search();
    await search();
    expect(sent.map((request) => request.connectTimeout)).toEqual([1000, 4000, 1000, 4000]);
  });

  it('fails at once on 429 instead of waiting out Retry-After on the same host', async () => {
    const { sent, search } = clientAnswering(() => ({
      status: 429,
      content: '{"message":"Too many requests","status":429}',
      headers: { 'retry-after': '60' },
      isTimedOut: false,
    }));
    const started = Date.now();
    expect(await search()).toMatchObject({ name: 'ApiError', status: 429 });
    expect(sent).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('moves on to the fallback after a 5xx, and stops at a 4xx', async () => {
    const failing = clientAnswering(() => ({
      status: 503,
      content: '<h1>503</h1>',
      isTimedOut: false,
    }));
    expect(await failing.search()).toMatchObject({ name: 'RetryError' });
    expect(failing.sent).toHaveLength(2);
    const refused = clientAnswering(() => ({
      status: 403,
      content: '{"message":"Invalid Application-ID or API key","status":403}',
      isTimedOut: false,
    }));
    expect(await refused.search()).toMatchObject({ name: 'ApiError', status: 403 });
    expect(refused.sent).toHaveLength(1);
  });
});

describe('search client with VITE_ALGOLIA_HOSTS', () => {
  const configured = (value: string) => readAlgoliaHosts(value).hosts ?? [];

  it('sends to the configured hosts in their order, within the same 10 s budget', async () => {
    const { sent, search } = clientAnswering(
      () => HUNG,
      configured('127.0.0.1:8787,https://search.example.org'),
    );
    expect(await search()).toMatchObject({ name: 'RetryError' });
    expect(sent.map((request) => request.url.replace(/\?.*/, ''))).toEqual([
      'http://127.0.0.1:8787/1/indexes/*/queries',
      'https://search.example.org/1/indexes/*/queries',
    ]);
    expect(sent.map((request) => request.connectTimeout)).toEqual([1000, 4000]);
    expect(worstCaseMs(sent)).toBeLessThanOrEqual(9000);
  });

  it("asks one configured host alone, and never Algolia's", async () => {
    const { sent, search } = clientAnswering(
      () => ({ status: 503, content: 'down', isTimedOut: false }),
      configured('localhost:8787'),
    );
    await search();
    expect(sent.map((request) => new URL(request.url).origin)).toEqual(['http://localhost:8787']);
  });
});
