import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { startTracking } from '@/app/start-tracking';
import { track } from '@/services/analytics/analytics';
import { saveConsent } from '@/services/consent/consent';
import { loggedEvents } from '@/services/event-log/event-log';
import { mockConfig, renderApp } from '../../tests/utils/render-app';
import {
  acceptTracking,
  ga4Events,
  gtagCommands,
  gtmEvents,
  trackerTraffic,
} from '../../tests/utils/tracking';

/** Search responses as they came back, with the request's query. */
function recordSearchResponses(): { query: string; queryID: string }[] {
  const responses: { query: string; queryID: string }[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    if (!request.url.includes('/1/indexes/*/queries')) return;
    void response
      .clone()
      .json()
      .then((body: { results: { query: string; queryID?: string }[] }) => {
        const [first] = body.results;
        if (first?.queryID) responses.push({ query: first.query, queryID: first.queryID });
      });
  });
  return responses;
}

/** Search request bodies, to see which parameters left. */
function recordSearchRequests(): Record<string, unknown>[][] {
  const bodies: Record<string, unknown>[][] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.includes('/1/indexes/*/queries')) return;
    void request
      .clone()
      .json()
      .then((body: { requests: Record<string, unknown>[] }) => bodies.push(body.requests));
  });
  return bodies;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => server.events.removeAllListeners());

describe('before consent', () => {
  it('sends nothing to GA4, Tag Manager or Insights, loads no script and sets no cookie', async () => {
    const { user } = renderApp('/?q=leaf');
    await user.click(await screen.findByRole('link', { name: /Fallen Leaf/ }));
    await screen.findByRole('heading', { name: 'Fallen Leaf', level: 1 });
    await wait(300);
    expect(trackerTraffic()).toEqual([]);
    expect(gtagCommands()).toEqual([]);
    expect(gtmEvents()).toEqual([]);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect(document.cookie).toBe('');
    // QA still sees what would have gone, marked as blocked.
    const blocked = loggedEvents().filter((event) => event.status === 'blocked');
    expect(blocked.map((event) => `${event.destination} ${event.name}`)).toEqual(
      expect.arrayContaining([
        'GA4 page_view',
        'GTM page_view',
        'GA4 select_item',
        'Insights Result Opened',
        'GA4 view_item',
      ]),
    );
  });

  it('search requests carry no user token until search improvement is accepted', async () => {
    const bodies = recordSearchRequests();
    const { user } = renderApp('/?q=leaf');
    await screen.findByRole('link', { name: /Fallen Leaf/ });
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    expect(bodies.flat().every((request) => !('userToken' in request))).toBe(true);
    expect(bodies.flat().every((request) => request.clickAnalytics === true)).toBe(true);

    acceptTracking({ analytics: false, insights: true });
    await user.type(screen.getByRole('combobox', { name: 'Search the archive' }), 's');
    await waitFor(() => expect(bodies.flat().some((request) => 'userToken' in request)).toBe(true));
    const withToken = bodies.flat().find((request) => 'userToken' in request);
    expect(withToken?.userToken).toMatch(/^anonymous-[0-9a-f-]{36}$/);
  });
});

describe('with consent', () => {
  it('opening the second result of "leaf" sends one click with that response’s queryID and position 2', async () => {
    acceptTracking();
    const responses = recordSearchResponses();
    const { user } = renderApp('/?q=leaf');
    const grid = await screen.findByRole('list', { name: 'Search results' });
    const second = within(grid).getAllByRole('link')[1];
    if (!second) throw new Error('expected two results for "leaf"');
    await user.click(second);
    await screen.findByRole('heading', { level: 1 });

    await waitFor(() => expect(trackerTraffic('Insights')).toHaveLength(1));
    const [request] = trackerTraffic('Insights');
    const queryID = responses.find((response) => response.query === 'leaf')?.queryID;
    expect(queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(new URL(request?.url ?? '').pathname).toBe('/1/events');
    expect(request?.params['X-Algolia-Application-Id']).toBe('FOLIODEMO');
    expect(request?.status).toBe(200);
    expect(request?.body).toEqual({
      events: [
        expect.objectContaining({
          eventType: 'click',
          eventName: 'Result Opened',
          index: 'folio_demo',
          queryID,
          objectIDs: [second.dataset.objectId],
          positions: [2],
          userToken: expect.stringMatching(/^anonymous-/),
        }),
      ],
    });
    // The same open, for GA4 and Tag Manager.
    expect(ga4Events()).toContainEqual({
      name: 'select_item',
      params: expect.objectContaining({
        items: [expect.objectContaining({ item_id: second.dataset.objectId, index: 1 })],
      }),
    });
    expect(gtmEvents()).toContainEqual(expect.objectContaining({ event: 'select_item' }));
  });

  it('one search typed is one GA4 search event, with its result count', async () => {
    acceptTracking();
    const { user } = renderApp('/');
    const box = await screen.findByRole('combobox', { name: 'Search the archive' });
    await screen.findByRole('list', { name: 'Search results' });
    await user.type(box, 'leaf');
    await waitFor(() => expect(ga4Events().some((event) => event.name === 'search')).toBe(true), {
      timeout: 4000,
    });
    await wait(1200);
    const searches = ga4Events().filter((event) => event.name === 'search');
    expect(searches).toHaveLength(1);
    expect(searches[0]?.params).toEqual({
      search_term: 'leaf',
      results_count: expect.any(Number),
    });
    expect(gtmEvents().filter((event) => event.event === 'search')).toHaveLength(1);
  });

  it('counts exactly one page view on the first load, and one per route change', async () => {
    acceptTracking();
    const { user } = renderApp('/?q=leaf');
    await user.click(await screen.findByRole('link', { name: /Fallen Leaf/ }));
    await screen.findByRole('heading', { name: 'Fallen Leaf', level: 1 });
    await waitFor(() =>
      expect(ga4Events().filter((event) => event.name === 'page_view')).toHaveLength(2),
    );
    const views = ga4Events().filter((event) => event.name === 'page_view');
    expect(views[0]?.params).toEqual({
      page_location: 'http://localhost:3000/?q=leaf',
      page_path: '/?q=leaf',
      page_title: '“leaf” · Folio',
    });
    expect(views[1]?.params).toMatchObject({
      page_path: '/item/fallen-leaf',
      page_title: 'Fallen Leaf · Folio',
    });
  });

  it('Consent Mode: defaults denied first, then the grant, before gtag.js is configured', async () => {
    acceptTracking();
    renderApp('/');
    await waitFor(() => expect(ga4Events().length).toBeGreaterThan(0));
    const commands = gtagCommands().map((command) =>
      command[0] === 'js' ? 'js' : command.slice(0, 2).join(' '),
    );
    expect(commands.slice(0, 4)).toEqual([
      'consent default',
      'consent update',
      'js',
      'config G-FOLIODEMO00',
    ]);
    expect(gtagCommands()[0]?.[2]).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    expect(gtagCommands()[1]?.[2]).toMatchObject({ analytics_storage: 'granted' });
    expect(
      document.querySelector('script[src^="https://www.googletagmanager.com/gtag/js?id=G-"]'),
    ).not.toBeNull();
  });

  it('accepting in the middle of a visit counts the page being viewed, and nothing from before', async () => {
    renderApp('/?q=leaf');
    await screen.findByRole('link', { name: /Fallen Leaf/ });
    await wait(1200);
    expect(gtagCommands()).toEqual([]);
    saveConsent({ analytics: true, insights: false });
    await waitFor(() => expect(ga4Events().length).toBeGreaterThan(0));
    expect(ga4Events().map((event) => event.name)).toEqual(['page_view']);
  });

  it('withdrawal stops sending, tells Consent Mode and deletes the cookies the site set', async () => {
    acceptTracking();
    const { user } = renderApp('/?q=leaf');
    await screen.findByRole('link', { name: /Fallen Leaf/ });
    await waitFor(() => expect(document.cookie).toMatch(/_ALGOLIA=anonymous-/));
    document.cookie = '_ga=GA1.1.123456789.1700000000; path=/';
    document.cookie = '_ga_FOLIODEMO00=GS1.1.1700000000.1.0.1700000000.0.0.0; path=/';

    saveConsent({ analytics: false, insights: false });
    await waitFor(() => expect(document.cookie).toBe(''));
    expect(gtagCommands().at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ]);
    const before = ga4Events().length;
    await user.click(screen.getByRole('link', { name: /Fallen Leaf/ }));
    await screen.findByRole('heading', { name: 'Fallen Leaf', level: 1 });
    await wait(300);
    expect(ga4Events()).toHaveLength(before);
    expect(trackerTraffic('Insights')).toEqual([]);
  });

  it('an event whose tracker was still loading when the visitor withdrew is not sent', async () => {
    startTracking(mockConfig);
    acceptTracking();
    track({ name: 'search', params: { search_term: 'leaf', results_count: 3 } });
    // Withdrawn before gtag.js (a lazy chunk) is in: the search must not go out after all.
    saveConsent({ analytics: false, insights: false });
    await waitFor(() =>
      expect(loggedEvents()).toContainEqual(
        expect.objectContaining({ destination: 'GA4', name: 'search', status: 'blocked' }),
      ),
    );
    expect(ga4Events().map((event) => event.name)).not.toContain('search');
  });

  it('agreeing again after a withdrawal tells Consent Mode once and counts the page again', async () => {
    acceptTracking();
    renderApp('/?q=leaf');
    await screen.findByRole('link', { name: /Fallen Leaf/ });
    await waitFor(() => expect(ga4Events().map((event) => event.name)).toEqual(['page_view']));
    saveConsent({ analytics: false, insights: false });
    saveConsent({ analytics: true, insights: false });
    await waitFor(() => expect(ga4Events()).toHaveLength(2));
    const consentCommands = gtagCommands()
      .filter((command) => command[0] === 'consent')
      .map(
        (command) =>
          `${String(command[1])} ${(command[2] as { analytics_storage: string }).analytics_storage}`,
      );
    expect(consentCommands).toEqual([
      'default denied',
      'update granted',
      'update denied',
      'update granted',
    ]);
    expect(ga4Events()[1]?.name).toBe('page_view');
  });

  it('never sends InstantSearch’s usage telemetry', async () => {
    acceptTracking();
    renderApp('/?q=leaf');
    await screen.findByRole('link', { name: /Fallen Leaf/ });
    await wait(300);
    expect(trackerTraffic('Insights')).toEqual([]);
    expect(loggedEvents()).toContainEqual(
      expect.objectContaining({ name: '__start__', status: 'dropped' }),
    );
  });

  it('a send the service refuses is reported in the event log, and the visitor sees nothing', async () => {
    acceptTracking();
    server.use(
      http.post('https://insights.algolia.io/1/events', () =>
        HttpResponse.json(
          { status: 422, message: 'events[0].index must be a string of 1 to 512 characters' },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/?q=leaf');
    await user.click(await screen.findByRole('link', { name: /Fallen Leaf/ }));
    await screen.findByRole('heading', { name: 'Fallen Leaf', level: 1 });
    await waitFor(() =>
      expect(loggedEvents()).toContainEqual(
        expect.objectContaining({
          destination: 'Insights',
          name: 'Result Opened',
          status: 'failed',
          detail: '422: events[0].index must be a string of 1 to 512 characters',
        }),
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
