import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { server } from '@/mocks/node';
import { INSIGHTS_ORIGINS } from '../../../scripts/vite/security-policy.ts';
import { clearMockTraffic, mockTraffic, onMockTraffic } from '../traffic-log';
import { GTAG_STAND_IN } from './gtag-stand-in';
import { GTM_STAND_IN } from './gtm-stand-in';

// The shared handler list (src/mocks/handlers.ts), as the browser and the dom tests use it.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => clearMockTraffic());
afterAll(() => server.close());

const COLLECT = 'https://region1.google-analytics.com/g/collect';
const HIT = 'v=2&tid=G-FOLIODEMO00&cid=123456789.1700000000&en=page_view&dl=x&dt=y&gcs=G111';

function collect(query: string, origin = COLLECT) {
  return fetch(`${origin}?${query}`, { method: 'POST', keepalive: true });
}

describe('gtag.js and gtm.js', () => {
  it('serve the gtag.js stand-in as JavaScript, and log the load', async () => {
    const response = await fetch('https://www.googletagmanager.com/gtag/js?id=G-FOLIODEMO00');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await response.text()).toBe(GTAG_STAND_IN);
    expect(mockTraffic()).toEqual([
      {
        destination: 'GA4',
        method: 'GET',
        url: 'https://www.googletagmanager.com/gtag/js?id=G-FOLIODEMO00',
        params: { id: 'G-FOLIODEMO00' },
        body: null,
        status: 200,
      },
    ]);
  });

  it('serve the container stand-in for the address react-gtm-module loads', async () => {
    const url =
      'https://www.googletagmanager.com/gtm.js?id=GTM-FOLIODEMO&gtm_auth=&gtm_preview=&gtm_cookies_win=x';
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await response.text()).toBe(GTM_STAND_IN);
    expect(mockTraffic()).toMatchObject([
      { destination: 'GTM', method: 'GET', params: { id: 'GTM-FOLIODEMO' }, status: 200 },
    ]);
  });

  it('answer a missing or malformed ID with 404, as Google does', async () => {
    for (const url of [
      'https://www.googletagmanager.com/gtag/js',
      'https://www.googletagmanager.com/gtag/js?id=UA-1-1',
      'https://www.googletagmanager.com/gtm.js?id=G-FOLIODEMO00',
    ])
      expect((await fetch(url)).status, url).toBe(404);
    expect(mockTraffic().map((entry) => entry.status)).toEqual([404, 404, 404]);
  });

  it("answer the <noscript> iframe's page with empty HTML", async () => {
    const response = await fetch('https://www.googletagmanager.com/ns.html?id=GTM-FOLIODEMO');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe('');
    expect(mockTraffic()).toMatchObject([{ destination: 'GTM', status: 200 }]);
  });
});

describe('GA4 collect', () => {
  it.each([
    COLLECT,
    'https://www.google-analytics.com/g/collect',
    'https://analytics.google.com/g/collect',
    'https://region1.analytics.google.com/g/collect',
  ])('takes a valid hit on %s with 204 and logs it', async (origin) => {
    const response = await collect(`${HIT}&ep.search_term=harbour&epn.value=3`, origin);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(mockTraffic()).toEqual([
      {
        destination: 'GA4',
        method: 'POST',
        url: `${origin}?${HIT}&ep.search_term=harbour&epn.value=3`,
        params: {
          v: '2',
          tid: 'G-FOLIODEMO00',
          cid: '123456789.1700000000',
          en: 'page_view',
          dl: 'x',
          dt: 'y',
          gcs: 'G111',
          'ep.search_term': 'harbour',
          'epn.value': '3',
        },
        body: null,
        status: 204,
      },
    ]);
  });

  it.each([
    ['v=1&tid=G-FOLIODEMO00&cid=1.2&en=x', '"v"'],
    ['tid=G-FOLIODEMO00&cid=1.2&en=x', '"v"'],
    ['v=2&cid=1.2&en=x', '"tid"'],
    ['v=2&tid=UA-123-1&cid=1.2&en=x', '"tid"'],
    ['v=2&tid=G-FOLIODEMO00&en=x', '"cid"'],
    ['v=2&tid=G-FOLIODEMO00&cid=1.2', '"en"'],
    ['v=2&tid=G-FOLIODEMO00&cid=1.2&en=1st_event', '"en"'],
    ['v=2&tid=G-FOLIODEMO00&cid=1.2&en=photo-download', '"en"'],
    [`v=2&tid=G-FOLIODEMO00&cid=1.2&en=${'e'.repeat(41)}`, '"en"'],
    ['v=2&tid=G-FOLIODEMO00&cid=1.2&en=x&ep.photo-id=1', '"ep.photo-id"'],
    ['v=2&tid=G-FOLIODEMO00&cid=1.2&en=x&epn.size=big', '"epn.size"'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const response = await collect(query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body).toEqual({
      error: { code: 400, message: expect.any(String), status: 'INVALID_ARGUMENT' },
    });
    expect(body.error.message).toContain(field);
    expect(mockTraffic()).toMatchObject([{ destination: 'GA4', status: 400 }]);
  });

  it('takes an event name of exactly 40 characters', async () => {
    const name = `e${'x'.repeat(39)}`;
    expect((await collect(`v=2&tid=G-AB12&cid=1.2&en=${name}`)).status).toBe(204);
  });
});

describe('the traffic log', () => {
  it('records insights requests with their parsed body and answer', async () => {
    const credentials = `X-Algolia-Application-Id=${MOCK_ALGOLIA.appId}&X-Algolia-API-Key=${MOCK_ALGOLIA.searchKey}`;
    const view = {
      eventType: 'view',
      eventName: 'Hits Viewed',
      index: 'folio_demo',
      objectIDs: ['1'],
      userToken: 'anonymous-1',
    };
    for (const origin of INSIGHTS_ORIGINS) {
      const response = await fetch(`${origin}/1/events?${credentials}`, {
        method: 'POST',
        body: JSON.stringify({ events: [view] }),
      });
      expect(response.status, origin).toBe(200);
    }
    await fetch(`${INSIGHTS_ORIGINS[0]}/1/events?${credentials}`, {
      method: 'POST',
      body: JSON.stringify({ events: [{ ...view, eventType: 'hover' }] }),
    });
    await fetch(`${INSIGHTS_ORIGINS[0]}/1/events`, { method: 'POST', body: 'not json' });

    const entries = mockTraffic();
    expect(entries.map(({ destination, status }) => [destination, status])).toEqual([
      ['Insights', 200],
      ['Insights', 200],
      ['Insights', 200],
      ['Insights', 422],
      ['Insights', 401],
    ]);
    expect(entries[0]).toMatchObject({
      method: 'POST',
      params: { 'X-Algolia-Application-Id': MOCK_ALGOLIA.appId },
      body: { events: [view] },
    });
    expect(entries[4]?.body).toBe('not json');
  });

  it('tells listeners about each entry until they stop, and clears', async () => {
    const listener = vi.fn();
    const stop = onMockTraffic(listener);
    await collect(HIT);
    expect(listener).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ destination: 'GA4', status: 204 }),
    );
    stop();
    await collect(HIT);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(mockTraffic()).toHaveLength(2);
    clearMockTraffic();
    expect(mockTraffic()).toEqual([]);
  });

  it('hands out copies, so a reader cannot change the log', async () => {
    await collect(HIT);
    (mockTraffic() as unknown[]).length = 0;
    expect(mockTraffic()).toHaveLength(1);
  });
});
