import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigErrorScreen } from '@/app/config-error-screen';
import { readConfig, type AppConfig } from '@/config/env';
import { MOCK_ALGOLIA } from '@/config/mock-defaults';
import { createDemoEngine } from '@/mocks/demo-engine';
import { server } from '@/mocks/node';
import { mockConfig, renderApp } from '../../tests/utils/render-app';
import { acceptTracking } from '../../tests/utils/tracking';

/**
 * A build with VITE_ALGOLIA_HOSTS=127.0.0.1:8787 (as `npm run engine:serve` prints it): the real
 * client, InstantSearch and search-insights talk to that host only. MSW answers it here with the
 * demo engine, as engine:serve would; the app's usual handlers answer only Algolia's hosts.
 */

const HOST = 'http://127.0.0.1:8787';

const readLive = (hosts: string) =>
  readConfig({
    mock: null,
    VITE_ALGOLIA_APP_ID: MOCK_ALGOLIA.appId,
    VITE_ALGOLIA_SEARCH_KEY: MOCK_ALGOLIA.searchKey,
    VITE_ALGOLIA_INDEX: MOCK_ALGOLIA.indexName,
    VITE_ALGOLIA_HOSTS: hosts,
  });

function liveConfig(): AppConfig {
  const result = readLive('127.0.0.1:8787');
  if (!result.ok) throw new Error('The configuration must be valid.');
  // The demo's map tiles and analytics stay as in mock mode: only the search service moves.
  return { ...mockConfig, algolia: result.config.algolia };
}

const engine = createDemoEngine();
let requested: string[] = [];
let events: unknown[] = [];
let credentials: (string | null)[][] = [];

/** The browser client sends the credentials in the address, the Node one in headers. */
function credential(request: Request, name: string): string | null {
  return new URL(request.url).searchParams.get(name) ?? request.headers.get(name);
}

beforeEach(() => {
  requested = [];
  events = [];
  credentials = [];
  server.events.on('request:start', ({ request }) => requested.push(request.url));
  server.use(
    http.post(`${HOST}/1/indexes/*/queries`, async ({ request }) => {
      credentials.push([
        credential(request, 'x-algolia-application-id'),
        credential(request, 'x-algolia-api-key'),
      ]);
      const reply = engine.multipleQueries(await request.json());
      return HttpResponse.json(reply.body as Record<string, unknown>, { status: reply.status });
    }),
    http.post(`${HOST}/1/events`, async ({ request }) => {
      events.push(JSON.parse(await request.text()));
      return HttpResponse.json({ status: 200, message: 'OK' });
    }),
  );
});

afterEach(() => server.events.removeAllListeners());

const origins = () => [...new Set(requested.map((url) => new URL(url).origin))];
const algoliaHosts = () => requested.filter((url) => /algolia\.(net|io)|algolianet\.com/.test(url));

describe('a build pointed at VITE_ALGOLIA_HOSTS', () => {
  it('searches on that host with the configured credentials, and never on Algolia’s', async () => {
    renderApp('/?q=leaf', liveConfig());
    const grid = await screen.findByRole('list', { name: 'Search results' });
    expect(within(grid).getByRole('link', { name: /Fallen Leaf/ })).toBeInTheDocument();
    expect(credentials).not.toHaveLength(0);
    for (const sent of credentials)
      expect(sent).toEqual([MOCK_ALGOLIA.appId, MOCK_ALGOLIA.searchKey]);
    expect(algoliaHosts()).toEqual([]);
    expect(origins()).toContain(HOST);
  });

  it('sends a click, after consent, to that host’s /1/events instead of Algolia Insights', async () => {
    acceptTracking({ insights: true });
    const { user } = renderApp('/?q=leaf', liveConfig());
    const grid = await screen.findByRole('list', { name: 'Search results' });
    const [first] = within(grid).getAllByRole('link');
    if (!first) throw new Error('expected a result for "leaf"');
    await user.click(first);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toEqual({
      events: [
        expect.objectContaining({ eventType: 'click', objectIDs: [first.dataset.objectId] }),
      ],
    });
    expect(algoliaHosts()).toEqual([]);
    expect(origins()).toContain(HOST);
  });

  it('that cannot be used shows the configuration screen, naming each bad entry', () => {
    const result = readLive('127.0.0.1:8787/1/indexes,,ftp://search.example.org');
    if (result.ok) throw new Error('expected a configuration problem');
    render(<ConfigErrorScreen problems={result.problems} />);
    const [item, ...others] = screen.getAllByRole('listitem');
    expect(others).toEqual([]);
    expect(item).toHaveTextContent(
      /^VITE_ALGOLIA_HOSTS entry 1 \("127\.0\.0\.1:8787\/1\/indexes"\) has a path/,
    );
    expect(item).toHaveTextContent('entry 2 ("") is empty');
    expect(item).toHaveTextContent('entry 3 ("ftp://search.example.org") uses ftp://');
  });
});
